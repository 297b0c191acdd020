/**
 * Average True Range of OHLC candles: Wilder's ATR, the one charting tools show (TradingView's ta.atr):
 * - true range TR₁ = high₁ − low₁, TRₜ = max(highₜ − lowₜ, |highₜ − closeₜ₋₁|, |lowₜ − closeₜ₋₁|);
 * - ATR seeded with the simple mean of the first N true ranges, then smoothed with Wilder's moving
 *   average (RMA, α = 1/N) over the remaining true ranges: ATR ← ATR + (TR − ATR)/N.
 * TA-Lib's ATR smooths the same way but starts one bar later (it seeds with TR₂ … TR_{N+1}); after a few
 * times N bars the two agree. Candles are in time order, oldest first. At least N + 1 candles are
 * required, so that at least one true range is smoothed after the seed.
 */
import { valueAt } from './valueAt';

/** The fields of one candle the ATR needs (open is read by the importers but not used here). */
export interface Candle {
  high: number;
  low: number;
  close: number;
}

/** Why no ATR came out. */
export type AtrFailure = 'notEnoughRows' | 'notFinite' | 'badPeriod';

export type AtrResult = { ok: true; atr: number; rows: number } | { ok: false; reason: AtrFailure; rows: number };

/**
 * The true range of one bar: max(high − low, |high − previousClose|, |low − previousClose|), or high − low
 * when there is no previous close (the first bar).
 */
export function trueRange(high: number, low: number, previousClose?: number): number {
  const range = high - low;
  if (previousClose === undefined) return range;
  return Math.max(range, Math.abs(high - previousClose), Math.abs(low - previousClose));
}

/** The true range of every candle (the first has no previous close: high − low). */
export function trueRanges(candles: readonly Candle[]): number[] {
  return candles.map((candle, index) => trueRange(candle.high, candle.low, candles[index - 1]?.close));
}

/**
 * The true range of every bar of high/low/close columns of equal length, oldest first (the first bar:
 * high − low).
 */
export function trueRangeSeries(high: ArrayLike<number>, low: ArrayLike<number>, close: ArrayLike<number>): Float64Array {
  const out = new Float64Array(close.length);
  for (let i = 0; i < out.length; i += 1) {
    out[i] = trueRange(valueAt(high, i), valueAt(low, i), i > 0 ? valueAt(close, i - 1) : undefined);
  }
  return out;
}

/**
 * The ATR of `candles` over `period` N (a whole number ≥ 1). Fails with `notEnoughRows` below N + 1
 * candles and with `notFinite` when a value is missing or not a number (the result would be NaN/∞).
 */
/** One step of Wilder's smoothing (RMA, α = 1/N): the average moves 1/N of the way to the new true range. */
export function wilderStep(average: number, trueRangeValue: number, period: number): number {
  return average + (trueRangeValue - average) / period;
}

export function averageTrueRange(candles: readonly Candle[], period: number): AtrResult {
  const rows = candles.length;
  if (!Number.isInteger(period) || period < 1) return { ok: false, reason: 'badPeriod', rows };
  if (rows < period + 1) return { ok: false, reason: 'notEnoughRows', rows };
  const ranges = trueRanges(candles);
  let atr = 0;
  for (let i = 0; i < period; i += 1) atr += valueAt(ranges, i);
  atr /= period;
  for (let i = period; i < rows; i += 1) atr = wilderStep(atr, valueAt(ranges, i), period);
  return Number.isFinite(atr) ? { ok: true, atr, rows } : { ok: false, reason: 'notFinite', rows };
}
