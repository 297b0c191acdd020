/**
 * Rate of change(N) as a fraction: closeₜ/closeₜ₋N − 1 (0.05 = +5 %). NaN for the first N bars and where
 * closeₜ₋N is 0.
 */
import { valueAt } from '../valueAt';
import { assertPeriod, undefinedSeries } from './validate';

export function rateOfChange(close: Float64Array, period: number): Float64Array {
  assertPeriod('Rate of change period', period);
  const out = undefinedSeries(close.length);
  for (let t = period; t < close.length; t++) {
    const base = valueAt(close, t - period);
    if (base !== 0) out[t] = valueAt(close, t) / base - 1;
  }
  return out;
}
