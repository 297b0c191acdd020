/**
 * The momentum tracker's signal on one bar, from four readings: RSI(14), the rate of change (a fraction),
 * the MACD(12, 26, 9) histogram and the close against its EMA(20). The rules, in order:
 *
 * 1. **Exit** when RSI ≥ 70 or RSI ≤ 30: the move is stretched, so a position in its direction takes profit
 *    or tightens its stop, and no new one is opened. Strength very strong when RSI ≥ 80 or ≤ 20, else strong.
 * 2. **Buy** when at least three of the four readings are bullish — RSI > 50, rate of change > 0,
 *    histogram > 0, close > EMA 20. **Sell** when at least three are bearish — RSI < 50, rate of change < 0,
 *    histogram < 0, close < EMA 20. Strength moderate for three of four, strong for four of four, very strong
 *    for four of four with RSI ≥ 60 (buy) or ≤ 40 (sell).
 * 3. **Hold/wait** otherwise (the readings disagree): strength weak.
 *
 * A reading exactly at its level (RSI 50, a change of 0, close = EMA) counts for neither side.
 */
import { macd } from './indicators/macd';
import { ema } from './indicators/movingAverages';
import { rateOfChange } from './indicators/rateOfChange';
import { rsi } from './indicators/rsi';
import { valueAt } from './valueAt';

export type MomentumSignal = 'buy' | 'sell' | 'hold' | 'exit';
export type MomentumStrength = 'weak' | 'moderate' | 'strong' | 'very-strong';

export interface MomentumReading {
  rsi: number;
  /** Rate of change as a fraction (0.01 = +1 %). */
  roc: number;
  macdHist: number;
  close: number;
  ema: number;
}

export interface MomentumCall {
  signal: MomentumSignal;
  strength: MomentumStrength;
  /** Readings on the bullish side (0–4). */
  bullish: number;
  /** Readings on the bearish side (0–4). */
  bearish: number;
}

export const MOMENTUM_LEVELS = { overbought: 70, oversold: 30, extremeHigh: 80, extremeLow: 20, strongHigh: 60, strongLow: 40, midline: 50, agree: 3 } as const;

const sign = (value: number): number => (value > 0 ? 1 : value < 0 ? -1 : 0);

/** The signal of one bar; null when a reading is not a finite number (the indicators are still warming up). */
export function momentumCall(reading: MomentumReading): MomentumCall | null {
  const { rsi: r, roc, macdHist, close, ema: average } = reading;
  if (![r, roc, macdHist, close, average].every(Number.isFinite)) return null;
  const votes = [sign(r - MOMENTUM_LEVELS.midline), sign(roc), sign(macdHist), sign(close - average)];
  const bullish = votes.filter((vote) => vote > 0).length;
  const bearish = votes.filter((vote) => vote < 0).length;
  if (r >= MOMENTUM_LEVELS.overbought || r <= MOMENTUM_LEVELS.oversold) {
    const extreme = r >= MOMENTUM_LEVELS.extremeHigh || r <= MOMENTUM_LEVELS.extremeLow;
    return { signal: 'exit', strength: extreme ? 'very-strong' : 'strong', bullish, bearish };
  }
  if (bullish >= MOMENTUM_LEVELS.agree || bearish >= MOMENTUM_LEVELS.agree) {
    const buy = bullish >= MOMENTUM_LEVELS.agree;
    const agreeing = buy ? bullish : bearish;
    const deep = buy ? r >= MOMENTUM_LEVELS.strongHigh : r <= MOMENTUM_LEVELS.strongLow;
    const strength: MomentumStrength = agreeing < 4 ? 'moderate' : deep ? 'very-strong' : 'strong';
    return { signal: buy ? 'buy' : 'sell', strength, bullish, bearish };
  }
  return { signal: 'hold', strength: 'weak', bullish, bearish };
}

export interface MomentumSeries {
  rsi: Float64Array;
  roc: Float64Array;
  macdHist: Float64Array;
  ema: Float64Array;
  /** (close / EMA 20 − 1) · 100: the distance of the close from its EMA in percent points. */
  emaDistPct: Float64Array;
  /** The call of every bar, null while an indicator is undefined. */
  calls: (MomentumCall | null)[];
}

export const MOMENTUM_PERIODS = { rsi: 14, roc: 10, macdFast: 12, macdSlow: 26, macdSignal: 9, ema: 20 } as const;

/** The indicators and the call of every bar of a close series (oldest first). */
export function momentumSeries(close: Float64Array): MomentumSeries {
  const p = MOMENTUM_PERIODS;
  const rsiValues = rsi(close, p.rsi);
  const roc = rateOfChange(close, p.roc);
  const macdHist = macd(close, p.macdFast, p.macdSlow, p.macdSignal).histogram;
  const average = ema(close, p.ema);
  const emaDistPct = close.map((value, t) => (value / valueAt(average, t) - 1) * 100);
  const calls = Array.from(close, (value, t) => momentumCall({ rsi: valueAt(rsiValues, t), roc: valueAt(roc, t), macdHist: valueAt(macdHist, t), close: value, ema: valueAt(average, t) }));
  return { rsi: rsiValues, roc, macdHist, ema: average, emaDistPct, calls };
}

/** Bars a series needs before the first call: the MACD signal line is the last indicator to start. */
export const MOMENTUM_MIN_BARS = MOMENTUM_PERIODS.macdSlow + MOMENTUM_PERIODS.macdSignal - 1;
