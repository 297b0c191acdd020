/**
 * Average True Range of OHLC candles, as Size Tool Pro defines it (ATR smoothing is an EMA with
 * α = 2/(N+1)):
 * - true range TR₁ = high₁ − low₁, TRₜ = max(highₜ − lowₜ, |highₜ − closeₜ₋₁|, |lowₜ − closeₜ₋₁|);
 * - ATR seeded with the simple mean of the first N true ranges, then smoothed by an EMA with
 *   α = 2/(N+1) over the remaining true ranges: ATR ← α·TR + (1 − α)·ATR.
 * Candles are in time order, oldest first. At least N + 1 candles are required, so that at least one
 * true range is smoothed after the seed.
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
export function averageTrueRange(candles: readonly Candle[], period: number): AtrResult {
  const rows = candles.length;
  if (!Number.isInteger(period) || period < 1) return { ok: false, reason: 'badPeriod', rows };
  if (rows < period + 1) return { ok: false, reason: 'notEnoughRows', rows };
  const ranges = trueRanges(candles);
  let atr = 0;
  for (let i = 0; i < period; i += 1) atr += valueAt(ranges, i);
  atr /= period;
  const alpha = 2 / (period + 1);
  for (let i = period; i < rows; i += 1) atr = alpha * valueAt(ranges, i) + (1 - alpha) * atr;
  return Number.isFinite(atr) ? { ok: true, atr, rows } : { ok: false, reason: 'notFinite', rows };
}
