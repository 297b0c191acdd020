/**
 * Seeded Monte Carlo building blocks (pure, no DOM): a reproducible random number generator, normal
 * variates, percentiles with linear interpolation, and a geometric-Brownian-motion price-path
 * simulation that works on typed arrays without allocating per step.
 *
 * Used by ROI & PnL Pro (`pnl-monte-carlo` add-on, in a Web Worker for large runs); the generator and
 * the percentile helpers are meant for the order analyzer's and Performance Pro's Monte Carlo too.
 *
 * Model of {@link simulatePricePaths}: each day the log price moves by a normal variate with mean
 * μ − σ²/2 and standard deviation σ (μ = daily drift, σ = daily volatility, both decimals), so
 * P_t = P_{t−1} · exp(N(μ − σ²/2, σ)) and E[P_t] = P_0 · e^{μt} (the −σ²/2 keeps the mean price on
 * the drift; the median path ends lower, at P_0 · e^{(μ − σ²/2)t}). It is a random walk with constant
 * drift and volatility — a teaching model of uncertainty, not a forecast: real prices jump, cluster
 * in volatility and have fat tails.
 */
import { valueAt } from './valueAt';

/** A source of uniform numbers in [0, 1). */
export type RandomSource = () => number;

/**
 * mulberry32 (Tommy Ettinger, public domain): a tiny 32-bit generator, fast and good enough for
 * simulations (not for cryptography). The seed is taken as an unsigned 32-bit integer
 * (`seed >>> 0`), so the same seed always yields the same sequence in every browser and in Node.
 * Returns numbers in [0, 1) with 32 random bits.
 */
export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Fills `target` with independent standard normal variates from `random`, using the Box–Muller
 * transform: two uniforms u₁ ∈ (0, 1], u₂ ∈ [0, 1) give r = √(−2 ln u₁) and the pair
 * r·cos(2πu₂), r·sin(2πu₂). Both values of each pair are used; an odd length drops the last sine.
 */
export function fillStandardNormal(target: Float64Array, random: RandomSource): Float64Array {
  const n = target.length;
  for (let i = 0; i < n; i += 2) {
    // 1 − u keeps the logarithm's argument in (0, 1]: never log(0).
    const r = Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    target[i] = r * Math.cos(angle);
    if (i + 1 < n) target[i + 1] = r * Math.sin(angle);
  }
  return target;
}

/**
 * Rearranges `values[from..to]` (inclusive) so that position k holds the value it would hold if that
 * range were sorted, smaller-or-equal values before it and larger-or-equal after it (Hoare's
 * quickselect with a median-of-three pivot). O(n) on average, in place, no allocation.
 */
function selectInPlace(values: Float64Array, k: number, from: number, to: number): void {
  let left = from;
  let right = to;
  while (right > left) {
    const mid = (left + right) >>> 1;
    // Median of three as the pivot, which keeps sorted or constant input from degrading.
    const a = valueAt(values, left);
    const b = valueAt(values, mid);
    const c = valueAt(values, right);
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = left;
    let j = right;
    while (i <= j) {
      while (valueAt(values, i) < pivot) i++;
      while (valueAt(values, j) > pivot) j--;
      if (i <= j) {
        const swap = valueAt(values, i);
        values[i] = valueAt(values, j);
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

/**
 * Percentiles with linear interpolation between the two nearest ranks — numpy's default method
 * ("linear", Hyndman & Fan type 7): for p ∈ [0, 1] and n sorted values x₀ ≤ … ≤ x_{n−1},
 * h = (n − 1)·p and the result is x_⌊h⌋ + (h − ⌊h⌋)·(x_⌊h⌋+1 − x_⌊h⌋).
 *
 * Reorders `values` in place (quickselect, no full sort, no allocation); pass a copy to keep the
 * order. `ps` must be ascending. Returns NaN for each p when `values` is empty or p is outside [0, 1].
 */
export function percentilesInPlace(values: Float64Array, ps: readonly number[], out: Float64Array = new Float64Array(ps.length)): Float64Array {
  const n = values.length;
  // Ascending ps let each selection work on the part right of the previous rank only.
  let from = 0;
  for (let q = 0; q < ps.length; q++) {
    const p = valueAt(ps, q);
    if (n === 0 || !(p >= 0 && p <= 1)) {
      out[q] = NaN;
      continue;
    }
    const h = (n - 1) * p;
    const lower = Math.floor(h);
    // Left of `from` is already ≤ the previous rank; a p out of order starts from the whole range.
    selectInPlace(values, lower, lower >= from ? from : 0, n - 1);
    from = lower;
    const low = valueAt(values, lower);
    if (lower + 1 >= n || h === lower) {
      out[q] = low;
      continue;
    }
    // After the selection everything right of `lower` is ≥ low: the next rank is their minimum.
    let next = Infinity;
    for (let i = lower + 1; i < n; i++) {
      const v = valueAt(values, i);
      if (v < next) next = v;
    }
    out[q] = low + (h - lower) * (next - low);
  }
  return out;
}

/** Percentiles (linear interpolation, like numpy) of a list without changing it, in the order of `ps`. See {@link percentilesInPlace}. */
export function percentiles(values: ArrayLike<number>, ps: readonly number[]): number[] {
  const order = ps.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const sorted = percentilesInPlace(Float64Array.from(values), order.map((entry) => entry.p));
  const result = new Array<number>(ps.length);
  order.forEach((entry, k) => (result[entry.index] = valueAt(sorted, k)));
  return result;
}

/** A value that is linear in the price: intercept + slope · price (for a linear future's net PnL). */
export interface LinearPayoff {
  intercept: number;
  slope: number;
}

/** Paths "touch" a level when a daily close is at or below it (`below`) or at or above it (`above`). */
export interface PriceBarrier {
  level: number;
  direction: 'below' | 'above';
}

export interface PricePathOptions {
  /** Price at day 0 (> 0). */
  start: number;
  /** Number of daily steps (integer ≥ 1). */
  days: number;
  /** Number of paths (integer ≥ 1). */
  samples: number;
  /** μ: drift per day as a decimal (0.001 = 0.1 %); the log return has mean μ − σ²/2, so E[P_t] = P_0·e^{μt}. */
  drift: number;
  /** σ: standard deviation of the daily log return as a decimal (≥ 0). */
  vol: number;
  /** Seed of {@link mulberry32}: the same seed gives the same paths. */
  seed: number;
  /** What the quantile bands and final values measure; default the price itself. */
  payoff?: LinearPayoff;
  /** Quantiles (ascending, in [0, 1]) for the bands; default P5, P50, P95. */
  quantiles?: readonly number[];
  /** Counts the paths whose daily close touches this level (no intraday check). */
  barrier?: PriceBarrier;
}

export interface PricePathResult {
  /** Payoff of each path at the last day (length `samples`). */
  finalValues: Float64Array;
  /** One band per quantile: the quantile of the payoff across paths on each day 0…days (length days + 1). */
  bands: Float64Array[];
  /** The quantiles the bands belong to. */
  quantiles: number[];
  /** Paths whose daily close touched the barrier at least once (0 without a barrier). */
  barrierHits: number;
}

export const DEFAULT_QUANTILES: readonly number[] = [0.05, 0.5, 0.95];

/**
 * Simulates `samples` geometric-Brownian price paths over `days` daily steps:
 * P_t = P_{t−1} · exp(μ − σ²/2 + σ·Z_t), Z_t standard normal (see the module comment), and reports
 * per day the quantiles of payoff(P_t) across the paths, the payoff at the end of each path and how
 * many paths touched the barrier on a daily close.
 *
 * Normals are drawn day by day for all paths in turn, so the result depends only on the options.
 * Memory is a few arrays of length `samples` and `days + 1`; nothing is allocated inside the loops.
 * Throws a RangeError for options outside their domain (the caller validates user input first).
 */
export function simulatePricePaths(options: PricePathOptions): PricePathResult {
  const { start, days, samples, drift, vol, seed } = options;
  if (!(start > 0) || !Number.isFinite(start)) throw new RangeError('start must be a positive number');
  if (!Number.isInteger(days) || days < 1) throw new RangeError('days must be an integer ≥ 1');
  if (!Number.isInteger(samples) || samples < 1) throw new RangeError('samples must be an integer ≥ 1');
  if (!(vol >= 0) || !Number.isFinite(vol)) throw new RangeError('vol must be a number ≥ 0');
  if (!Number.isFinite(drift)) throw new RangeError('drift must be a finite number');
  const quantiles = [...(options.quantiles ?? DEFAULT_QUANTILES)];
  const intercept = options.payoff?.intercept ?? 0;
  const slope = options.payoff?.slope ?? 1;
  const barrier = options.barrier;
  const barrierLevel = barrier?.level ?? NaN;
  const below = barrier?.direction === 'below';
  const checkBarrier = barrier !== undefined && Number.isFinite(barrierLevel);

  const random = mulberry32(seed);
  const logMean = drift - (vol * vol) / 2;
  const prices = new Float64Array(samples).fill(start);
  const shocks = new Float64Array(samples);
  const scratch = new Float64Array(samples);
  const touched = new Uint8Array(samples);
  const quantileOut = new Float64Array(quantiles.length);
  const bands = quantiles.map(() => new Float64Array(days + 1));
  let barrierHits = 0;

  const startValue = intercept + slope * start;
  bands.forEach((band) => (band[0] = startValue));
  // Day 0 is the entry: a path that starts at or beyond the barrier counts as touched.
  if (checkBarrier && (below ? start <= barrierLevel : start >= barrierLevel)) {
    touched.fill(1);
    barrierHits = samples;
  }

  for (let day = 1; day <= days; day++) {
    fillStandardNormal(shocks, random);
    for (let i = 0; i < samples; i++) {
      const price = valueAt(prices, i) * Math.exp(logMean + vol * valueAt(shocks, i));
      prices[i] = price;
      scratch[i] = intercept + slope * price;
      if (checkBarrier && touched[i] === 0 && (below ? price <= barrierLevel : price >= barrierLevel)) {
        touched[i] = 1;
        barrierHits++;
      }
    }
    percentilesInPlace(scratch, quantiles, quantileOut);
    for (let q = 0; q < quantiles.length; q++) (bands[q] as Float64Array)[day] = valueAt(quantileOut, q);
  }

  const finalValues = new Float64Array(samples);
  for (let i = 0; i < samples; i++) finalValues[i] = intercept + slope * valueAt(prices, i);
  return { finalValues, bands, quantiles, barrierHits };
}
