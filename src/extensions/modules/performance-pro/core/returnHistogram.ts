import { valueAt } from '../../../../finance/valueAt';

/**
 * Histogram of the returns (finite ones): `bins` equal-width bins from the smallest to the largest
 * return (about √n bins, 5 to 40). One value, or all equal, gives one bin.
 */
export interface Histogram {
  /** Lower edge of each bin; the last bin includes its upper edge `upper`. */
  lower: Float64Array;
  upper: number;
  width: number;
  counts: Int32Array;
}

export function returnHistogram(returns: ArrayLike<number>, bins?: number): Histogram {
  let min = Infinity;
  let max = -Infinity;
  let n = 0;
  for (let i = 0; i < returns.length; i++) {
    const r = valueAt(returns, i);
    if (!Number.isFinite(r)) continue;
    n++;
    if (r < min) min = r;
    if (r > max) max = r;
  }
  if (n === 0) return { lower: new Float64Array(0), upper: 0, width: 0, counts: new Int32Array(0) };
  const count = max > min ? (bins ?? Math.min(40, Math.max(5, Math.ceil(Math.sqrt(n))))) : 1;
  const width = max > min ? (max - min) / count : 0;
  const counts = new Int32Array(count);
  for (let i = 0; i < returns.length; i++) {
    const r = valueAt(returns, i);
    if (!Number.isFinite(r)) continue;
    const bin = width > 0 ? Math.min(count - 1, Math.floor((r - min) / width)) : 0;
    counts[bin] = valueAt(counts, bin) + 1;
  }
  return { lower: Float64Array.from({ length: count }, (_, i) => min + i * width), upper: max, width, counts };
}
