import { valueAt } from '../../../../../finance/valueAt';

const DAY_MS = 86_400_000;

/**
 * Where a Monte Carlo fan of `count` points (point 0 = today's equity, point t = after t more days)
 * sits on the equity chart's time axis: the UTC midnight that ends the series' last day, then one
 * day per point. Empty without days.
 */
export function fanTimes(dayStarts: Float64Array, count: number): Float64Array {
  if (dayStarts.length === 0) return new Float64Array(0);
  const end = valueAt(dayStarts, dayStarts.length - 1) + DAY_MS;
  return Float64Array.from({ length: count }, (_, t) => end + t * DAY_MS);
}
