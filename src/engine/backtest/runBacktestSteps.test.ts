/** runBacktest's own steps on hand-made series; the expected numbers are worked out in the test. */
import { describe, expect, it } from 'vitest';
import { createOhlcSeries } from '../../market/ohlcSeries';
import { Account, type RunRates } from './account';
import type { ExitLevels } from './exitLevels';
import { INDICATOR_BINDINGS } from './indicatorKinds';
import { randomWalk } from './randomWalk.testHelper';
import { bindIndicators, buyAndHoldSeries, tradeBars } from './runBacktest';
import type { RunSignals } from './ruleSignals';
import { selectVariant } from './variants';

const noCosts: RunRates = { slip: 0, feeRate: 0, fundingRate: 0, fundingHistory: null, sizeFactor: 1 };
const noLevels: ExitLevels = { stop: { pct: undefined, atr: undefined }, takeProfit: { pct: undefined, atr: undefined }, stopAtr: undefined, takeProfitAtr: undefined };

/** Flat bars (open = high = low = close) at the given prices, one an hour. */
function flatBars(prices: number[]) {
  const column = () => Float64Array.from(prices);
  return createOhlcSeries({ time: Float64Array.from(prices, (_, i) => i * 3_600_000), open: column(), high: column(), low: column(), close: column() });
}

const signals = (long: number[], exitLong: number[] = []): RunSignals => ({ long: Uint8Array.from(long), exitLong: Uint8Array.from(exitLong), short: undefined, exitShort: undefined });

describe('buyAndHoldSeries', () => {
  it('is the capital times close over the first close, at every bar', () => {
    expect([...buyAndHoldSeries(Float64Array.of(100, 110, 90), 1000)]).toEqual([1000, 1100, 900]);
    expect(buyAndHoldSeries(new Float64Array(0), 1000)).toHaveLength(0);
  });
});

describe('bindIndicators', () => {
  it('computes the declared indicators and names their outputs as rules read them', () => {
    const series = randomWalk(80);
    const declaration = selectVariant({ id: 'x', rules: {}, indicators: [{ id: 'fast', kind: 'sma', params: { period: 5 } }, { id: 'bb', kind: 'bollinger', params: { period: 20, k: 2 } }] });
    const { symbols, indicators } = bindIndicators(series, declaration, {}, INDICATOR_BINDINGS);
    expect(Object.keys(indicators).sort()).toEqual(['bb.bandwidth', 'bb.lower', 'bb.middle', 'bb.percentB', 'bb.upper', 'fast']);
    expect(indicators.fast).toEqual(INDICATOR_BINDINGS.sma({ series, source: series.close }, { period: 5 }).value);
    expect(symbols.series.get('close')).toBe(series.close);
    expect(symbols.series.get('bb.upper')).toBe(indicators['bb.upper']);
    expect(symbols.groups.get('bb')).toEqual(['upper', 'middle', 'lower', 'percentB', 'bandwidth']);
  });
});

describe('tradeBars', () => {
  it('enters at the open after a signal, exits at the open after the exit rule, marks equity at each close', () => {
    const series = flatBars([10, 12, 11, 15, 14]);
    const account = new Account(120, noCosts, noLevels, series.time);
    const { equity, position } = tradeBars(series, signals([1, 0, 0, 0, 0], [0, 0, 1, 0, 0]), account);
    // Long 10 units at 12 (bar 1), out at 15 (bar 3's open): +30.
    expect([...position]).toEqual([0, 1, 1, 0, 0]);
    expect([...equity]).toEqual([120, 120, 110, 150, 150]);
    expect(account.trades).toMatchObject([{ side: 'long', entryIndex: 1, exitIndex: 3, entryPrice: 12, exitPrice: 15, reason: 'signal', bars: 2, pnl: 30 }]);
  });

  it('closes a position still open at the last close', () => {
    const series = flatBars([10, 10, 20]);
    const account = new Account(100, noCosts, noLevels, series.time);
    const { equity, position } = tradeBars(series, signals([1, 0, 0]), account);
    expect([...position]).toEqual([0, 1, 1]);
    expect([...equity]).toEqual([100, 100, 200]);
    expect(account.trades).toMatchObject([{ reason: 'end', exitIndex: 2, exitPrice: 20, bars: 2 }]);
    expect(account.held).toBeNull();
  });

  it('does not act on a signal at the last bar', () => {
    const series = flatBars([10, 11]);
    const account = new Account(100, noCosts, noLevels, series.time);
    tradeBars(series, signals([0, 1]), account);
    expect(account.trades).toEqual([]);
  });
});
