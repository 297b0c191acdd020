/**
 * Bollinger bands(N, k) over closes, oldest first: middle = SMA(N); upper/lower = middle ± k·σ, σ the
 * population standard deviation (divisor N) of the last N closes; %B = (close − lower)/(upper − lower),
 * NaN when the bands coincide (σ = 0 or k = 0); bandwidth = (upper − lower)/middle, NaN when middle = 0.
 * Every output is NaN for the first N − 1 bars.
 */
import { valueAt } from '../valueAt';
import { rollingMeanAndDeviation } from './rolling';
import { assertPeriod, undefinedSeries } from './validate';

export interface BollingerBands {
  middle: Float64Array;
  upper: Float64Array;
  lower: Float64Array;
  percentB: Float64Array;
  bandwidth: Float64Array;
}

export function bollinger(close: Float64Array, period = 20, k = 2): BollingerBands {
  assertPeriod('Bollinger period', period);
  if (!(Number.isFinite(k) && k >= 0)) throw new RangeError(`Bollinger width k must be a finite number ≥ 0, got ${String(k)}`);
  const n = close.length;
  const { mean: middle, deviation } = rollingMeanAndDeviation(close, period, 0);
  const upper = undefinedSeries(n);
  const lower = undefinedSeries(n);
  const percentB = undefinedSeries(n);
  const bandwidth = undefinedSeries(n);
  for (let i = period - 1; i < n; i++) {
    const m = valueAt(middle, i);
    const band = k * valueAt(deviation, i);
    const high = m + band;
    const low = m - band;
    upper[i] = high;
    lower[i] = low;
    const width = high - low;
    if (width !== 0) percentB[i] = (valueAt(close, i) - low) / width;
    if (m !== 0) bandwidth[i] = width / m;
  }
  return { middle, upper, lower, percentB, bandwidth };
}
