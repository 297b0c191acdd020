/**
 * Simple and exponential moving averages of a series, oldest first. Undefined values are NaN.
 */
import { valueAt } from '../valueAt';
import { rollingMean } from './rolling';
import { assertPeriod, undefinedSeries } from './validate';

/** SMA(N): the mean of the last N values (the current one included); defined from index N − 1. */
export function sma(values: Float64Array, period: number): Float64Array {
  assertPeriod('SMA period', period);
  return rollingMean(values, period);
}

/**
 * EMA(N) with α = 2/(N + 1), seeded with the SMA of the first N values: the value at index s + N − 1 is
 * the mean of values s … s + N − 1, then EMAₜ = α·xₜ + (1 − α)·EMAₜ₋₁. Here s is the first index whose
 * value is not NaN (leading NaNs, such as the undefined start of another indicator, are skipped); 0 for a
 * plain series, so its first defined value is at index N − 1. A NaN after the start makes that value and
 * every later one NaN.
 */
export function ema(values: Float64Array, period: number): Float64Array {
  assertPeriod('EMA period', period);
  const n = values.length;
  const out = undefinedSeries(n);
  let start = 0;
  while (start < n && Number.isNaN(valueAt(values, start))) start++;
  const seedAt = start + period - 1;
  if (seedAt >= n) return out;
  let sum = 0;
  for (let i = start; i <= seedAt; i++) sum += valueAt(values, i);
  let average = sum / period;
  out[seedAt] = average;
  const alpha = 2 / (period + 1);
  for (let i = seedAt + 1; i < n; i++) {
    average = alpha * valueAt(values, i) + (1 - alpha) * average;
    out[i] = average;
  }
  return out;
}
