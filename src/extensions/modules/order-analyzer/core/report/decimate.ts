import { valueAt } from '../../../../../finance/valueAt';

/**
 * At most about `maxPoints` points of a long line for a chart: the series is cut into buckets and
 * each bucket keeps its first, lowest and highest point (in order), so peaks and troughs — and
 * with them the drawdowns — stay visible. Short series come back unchanged. Plain arrays for plotly.
 */
export function decimateMinMax(x: ArrayLike<number>, y: ArrayLike<number>, maxPoints = 3000): { x: number[]; y: number[] } {
  const n = Math.min(x.length, y.length);
  if (n <= maxPoints) return { x: Array.from({ length: n }, (_, i) => valueAt(x, i)), y: Array.from({ length: n }, (_, i) => valueAt(y, i)) };
  const buckets = Math.max(1, Math.floor(maxPoints / 3));
  const size = n / buckets;
  const outX: number[] = [];
  const outY: number[] = [];
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor(b * size);
    const to = Math.min(n, Math.floor((b + 1) * size));
    let lo = from;
    let hi = from;
    for (let i = from; i < to; i++) {
      if (valueAt(y, i) < valueAt(y, lo)) lo = i;
      if (valueAt(y, i) > valueAt(y, hi)) hi = i;
    }
    for (const i of [...new Set([from, lo, hi])].sort((a, b2) => a - b2)) {
      outX.push(valueAt(x, i));
      outY.push(valueAt(y, i));
    }
  }
  if (outX[outX.length - 1] !== x[n - 1]) {
    outX.push(valueAt(x, n - 1));
    outY.push(valueAt(y, n - 1));
  }
  return { x: outX, y: outY };
}
