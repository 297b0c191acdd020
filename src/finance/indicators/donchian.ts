/**
 * Donchian channel(N): upper = the highest high and lower = the lowest low of a window of N bars,
 * middle = (upper + lower)/2.
 * - `window: 'current'` (default): the last N bars including the current one, bars t − N + 1 … t; defined
 *   from index N − 1.
 * - `window: 'previous'`: the N bars before the current one, bars t − N … t − 1; defined from index N. This
 *   is the channel a breakout rule compares closeₜ with (closeₜ > upperₜ is a new N-bar high).
 * Undefined values are NaN.
 */
import { valueAt } from '../valueAt';
import { rollingExtreme } from './rolling';
import { assertPeriod, assertSameLength, undefinedSeries, type HighLow } from './validate';

export interface DonchianChannel {
  upper: Float64Array;
  lower: Float64Array;
  middle: Float64Array;
}

export interface DonchianOptions {
  /** Which N bars form the channel at bar t: 'current' = t − N + 1 … t, 'previous' = t − N … t − 1. */
  window?: 'current' | 'previous';
}

/** The series moved one bar later: out[t] = values[t − 1], out[0] = NaN. */
function previousBar(values: Float64Array): Float64Array {
  const out = undefinedSeries(values.length);
  out.set(values.subarray(0, Math.max(0, values.length - 1)), Math.min(1, values.length));
  return out;
}

export function donchian(bars: HighLow, period = 20, options: DonchianOptions = {}): DonchianChannel {
  assertPeriod('Donchian period', period);
  assertSameLength('Donchian', { high: bars.high, low: bars.low });
  let upper = rollingExtreme(bars.high, period, 1);
  let lower = rollingExtreme(bars.low, period, -1);
  if (options.window === 'previous') {
    upper = previousBar(upper);
    lower = previousBar(lower);
  }
  const middle = upper.map((high, i) => (high + valueAt(lower, i)) / 2);
  return { upper, lower, middle };
}
