/**
 * At most about `maxPoints` points of a long line for a chart: the series is cut into buckets and
 * each bucket keeps its first, lowest and highest point (in order), so peaks and troughs — and
 * with them the drawdowns — stay visible. Short series come back unchanged. Plain arrays for plotly.
 */
export function decimateMinMax(x: ArrayLike<number>, y: ArrayLike<number>, maxPoints = 3000): { x: number[]; y: number[] } {
  const n = Math.min(x.length, y.length);
  if (n <= maxPoints) return { x: Array.from({ length: n }, (_, i) => x[i] as number), y: Array.from({ length: n }, (_, i) => y[i] as number) };
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
      if ((y[i] as number) < (y[lo] as number)) lo = i;
      if ((y[i] as number) > (y[hi] as number)) hi = i;
    }
    for (const i of [...new Set([from, lo, hi])].sort((a, b2) => a - b2)) {
      outX.push(x[i] as number);
      outY.push(y[i] as number);
    }
  }
  if (outX[outX.length - 1] !== x[n - 1]) {
    outX.push(x[n - 1] as number);
    outY.push(y[n - 1] as number);
  }
  return { x: outX, y: outY };
}
