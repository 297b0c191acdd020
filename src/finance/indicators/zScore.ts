/**
 * Rolling z-score(N) of closes: (close − SMA(N))/σ, σ the population standard deviation (divisor N) of the
 * last N closes. NaN for the first N − 1 bars and wherever σ = 0 (a window of identical closes).
 */
import { valueAt } from '../valueAt';
import { rollingMeanAndDeviation } from './rolling';
import { assertPeriod, undefinedSeries } from './validate';

export function zScore(close: Float64Array, period = 100): Float64Array {
  assertPeriod('z-score period', period);
  const { mean, deviation } = rollingMeanAndDeviation(close, period, 0);
  const out = undefinedSeries(close.length);
  for (let i = period - 1; i < close.length; i++) {
    const sd = valueAt(deviation, i);
    if (sd !== 0) out[i] = (valueAt(close, i) - valueAt(mean, i)) / sd;
  }
  return out;
}
