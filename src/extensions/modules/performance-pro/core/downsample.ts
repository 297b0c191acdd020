import { valueAt } from '../../../../finance/valueAt';

/**
 * Indices of at most about `maxPoints` points of a series for drawing: the first and last point and,
 * per bucket, the lowest and the highest value (so peaks and drawdowns stay visible). A series that
 * is short enough comes back whole. 50,000 trades draw as ~2,000 points.
 */
export function downsampleIndices(values: ArrayLike<number>, maxPoints = 2000): Int32Array {
  const n = values.length;
  if (n <= maxPoints) return Int32Array.from({ length: n }, (_, i) => i);
  const buckets = Math.max(1, Math.floor((maxPoints - 2) / 2));
  const size = (n - 2) / buckets;
  const out: number[] = [0];
  for (let b = 0; b < buckets; b++) {
    const start = 1 + Math.floor(b * size);
    const end = Math.min(n - 1, 1 + Math.floor((b + 1) * size));
    let lo = start;
    let hi = start;
    for (let i = start; i < end; i++) {
      if (valueAt(values, i) < valueAt(values, lo)) lo = i;
      if (valueAt(values, i) > valueAt(values, hi)) hi = i;
    }
    if (end <= start) continue;
    if (lo === hi) out.push(lo);
    else out.push(Math.min(lo, hi), Math.max(lo, hi));
  }
  out.push(n - 1);
  return Int32Array.from(out);
}
