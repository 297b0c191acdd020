/**
 * Sample statistics of several return series of the same length (one array per asset): means, the
 * sample covariance (divisor n − 1), Pearson correlation, and the rolling correlation of a pair.
 */
import type { Matrix } from './linalg';

/** Simple returns r_t = p_t / p_{t−1} − 1 of a price series (length n − 1). */
export function simpleReturns(prices: ArrayLike<number>): Float64Array {
  const out = new Float64Array(Math.max(0, prices.length - 1));
  for (let t = 1; t < prices.length; t++) out[t - 1] = (prices[t] as number) / (prices[t - 1] as number) - 1;
  return out;
}

/** Log returns ln(p_t / p_{t−1}) of a price series (length n − 1). */
export function logReturns(prices: ArrayLike<number>): Float64Array {
  const out = new Float64Array(Math.max(0, prices.length - 1));
  for (let t = 1; t < prices.length; t++) out[t - 1] = Math.log((prices[t] as number) / (prices[t - 1] as number));
  return out;
}

/** The last `window` values of each series (all when window ≥ length or not finite). */
export function lastWindow(series: readonly ArrayLike<number>[], window: number): Float64Array[] {
  return series.map((values) => {
    const all = Float64Array.from(values as ArrayLike<number>);
    return Number.isFinite(window) && window < all.length ? all.subarray(all.length - window) : all;
  });
}

/** Arithmetic mean of each series. */
export function sampleMeans(series: readonly ArrayLike<number>[]): number[] {
  return series.map((values) => {
    let sum = 0;
    for (let t = 0; t < values.length; t++) sum += values[t] as number;
    return sum / values.length;
  });
}

/** Sample covariance matrix (divisor n − 1) of series of equal length n ≥ 2. */
export function sampleCovariance(series: readonly ArrayLike<number>[]): Matrix {
  const means = sampleMeans(series);
  const n = series[0]?.length ?? 0;
  return series.map((a, i) =>
    series.map((b, j) => {
      let sum = 0;
      const ma = means[i] as number;
      const mb = means[j] as number;
      for (let t = 0; t < n; t++) sum += ((a[t] as number) - ma) * ((b[t] as number) - mb);
      return sum / (n - 1);
    }),
  );
}

/** Pearson correlation of two covariances' entries: cov_ij / √(cov_ii·cov_jj) (NaN when a variance is 0). */
export function correlationFromCovariance(covariance: Matrix): Matrix {
  return covariance.map((row, i) => row.map((value, j) => (i === j && (row[i] ?? 0) > 0 ? 1 : value / Math.sqrt((covariance[i]?.[i] ?? NaN) * (covariance[j]?.[j] ?? NaN)))));
}

/** Pearson correlation matrix of the series (NaN where a series does not vary). */
export function correlationMatrix(series: readonly ArrayLike<number>[]): Matrix {
  return correlationFromCovariance(sampleCovariance(series));
}

/**
 * Rolling Pearson correlation of a and b over the last `window` values ending at each t (NaN for the
 * first window − 1 entries and where a window does not vary). Each window's sums are taken afresh, centred
 * on its first values, so no round-off accumulates along a long series.
 */
export function rollingCorrelation(a: ArrayLike<number>, b: ArrayLike<number>, window: number): Float64Array {
  const n = Math.min(a.length, b.length);
  const out = new Float64Array(n).fill(NaN);
  if (!(window >= 2)) return out;
  for (let t = window - 1; t < n; t++) {
    const a0 = a[t - window + 1] as number;
    const b0 = b[t - window + 1] as number;
    let sa = 0;
    let sb = 0;
    let saa = 0;
    let sbb = 0;
    let sab = 0;
    for (let k = t - window + 1; k <= t; k++) {
      const x = (a[k] as number) - a0;
      const y = (b[k] as number) - b0;
      sa += x;
      sb += y;
      saa += x * x;
      sbb += y * y;
      sab += x * y;
    }
    const cov = sab - (sa * sb) / window;
    const va = saa - (sa * sa) / window;
    const vb = sbb - (sb * sb) / window;
    out[t] = va > 0 && vb > 0 ? Math.max(-1, Math.min(1, cov / Math.sqrt(va * vb))) : NaN;
  }
  return out;
}
