/**
 * The indicator kinds of the catalogue (src/engine/backtest/indicatorCatalog.ts) bound to their
 * computations in src/finance/indicators. Each entry receives the series, the declared source column
 * and the resolved parameters, and returns exactly the kind's outputs (the binding type makes a
 * missing or extra kind or output a compile error).
 */
import { adx } from '../../finance/indicators/adx';
import { atr } from '../../finance/indicators/atr';
import { bollinger } from '../../finance/indicators/bollinger';
import { donchian } from '../../finance/indicators/donchian';
import { macd } from '../../finance/indicators/macd';
import { ema, sma } from '../../finance/indicators/movingAverages';
import { rateOfChange } from '../../finance/indicators/rateOfChange';
import { rsi } from '../../finance/indicators/rsi';
import { realizedVolatility } from '../../finance/indicators/volatility';
import { zScore } from '../../finance/indicators/zScore';
import type { OhlcSeries } from '../../market/ohlcSeries';
import type { IndicatorBindings } from './indicatorBinding';

/** Only the columns the high/low/close indicators read (they check that every column they get is equally long). */
const highLowClose = ({ high, low, close }: OhlcSeries) => ({ high, low, close });
const highLow = ({ high, low }: OhlcSeries) => ({ high, low });

export const INDICATOR_BINDINGS: IndicatorBindings = {
  sma: ({ source }, { period }) => ({ value: sma(source, period) }),
  ema: ({ source }, { period }) => ({ value: ema(source, period) }),
  rsi: ({ source }, { period }) => ({ value: rsi(source, period) }),
  bollinger: ({ source }, { period, k }) => {
    const bands = bollinger(source, period, k);
    return { upper: bands.upper, middle: bands.middle, lower: bands.lower, percentB: bands.percentB, bandwidth: bands.bandwidth };
  },
  zscore: ({ source }, { period }) => ({ value: zScore(source, period) }),
  atr: ({ series }, { period }) => ({ value: atr(highLowClose(series), period) }),
  adx: ({ series }, { period }) => {
    const movement = adx(highLowClose(series), period);
    return { adx: movement.adx, plusDi: movement.plusDi, minusDi: movement.minusDi, dx: movement.dx };
  },
  macd: ({ source }, { fast, slow, signal }) => {
    const lines = macd(source, fast, slow, signal);
    return { line: lines.macd, signal: lines.signal, histogram: lines.histogram };
  },
  donchian: ({ series }, { period }) => {
    const channel = donchian(highLow(series), period);
    return { upper: channel.upper, middle: channel.middle, lower: channel.lower };
  },
  roc: ({ source }, { period }) => ({ value: rateOfChange(source, period) }),
  realizedVol: ({ source }, { period }) => ({ value: realizedVolatility(source, period) }),
};
