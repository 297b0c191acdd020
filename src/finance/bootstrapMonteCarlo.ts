import { DEFAULT_QUANTILES, mulberry32, percentilesInPlace } from './monteCarlo';
import { valueAt } from './valueAt';

/**
 * Bootstrap Monte Carlo of an equity path (pure, typed arrays, no allocation per step): each path
 * starts at `startEquity` and, for each of `horizon` periods, compounds one return drawn with
 * replacement from the observed `returns` — equity_t = equity_{t−1} · (1 + r). The draws come from
 * the seeded mulberry32 generator, so the same inputs and seed give the same fan everywhere.
 *
 * Used by the order analyzer (daily returns, trials × horizon days) and Performance Pro (period
 * returns, with a ruin threshold). Equity cannot fall below 0 (a return below −100 % ends the path
 * at 0). It assumes the past returns are independent and equally likely to repeat: it shows the
 * spread of luck in the record, not a forecast.
 */
export interface BootstrapOptions {
  /** Observed period returns (fractions); non-finite values are ignored. */
  returns: ArrayLike<number>;
  /** Number of simulated paths (≥ 1). */
  trials: number;
  /** Periods per path (≥ 1). */
  horizon: number;
  /** Equity at t = 0 (a finite number > 0, else a RangeError). */
  startEquity: number;
  seed: number;
  /** A path is ruined once its equity is at or below this level at any point, the start included (optional; NaN counts as none). */
  ruinEquity?: number;
  /** Ascending quantiles of the fan; P5, P50, P95 by default. */
  quantiles?: readonly number[];
}

export interface BootstrapResult {
  quantiles: readonly number[];
  /** fan[q][t]: quantile q of the equity after t periods (t = 0 is the start), length horizon + 1. */
  fan: Float64Array[];
  /** Share of paths that end below the start equity. */
  probBelowStart: number;
  /** Share of paths that touched the ruin level (NaN without `ruinEquity`). */
  ruinProbability: number;
  trials: number;
  horizon: number;
}

/** Largest trials × horizon accepted (10,000 × 365 fits with room; the matrix is 8 bytes a cell). */
export const MAX_BOOTSTRAP_CELLS = 20_000_000;

export function bootstrapMonteCarlo(options: BootstrapOptions): BootstrapResult {
  const { trials, horizon, startEquity, seed } = options;
  const quantiles = options.quantiles ?? DEFAULT_QUANTILES;
  if (!Number.isInteger(trials) || trials < 1) throw new RangeError('trials must be a whole number ≥ 1');
  if (!Number.isInteger(horizon) || horizon < 1) throw new RangeError('horizon must be a whole number ≥ 1');
  if (trials * horizon > MAX_BOOTSTRAP_CELLS) throw new RangeError('trials × horizon is too large');
  if (!(startEquity > 0) || !Number.isFinite(startEquity)) throw new RangeError('startEquity must be a positive number');
  const pool = Float64Array.from(Array.prototype.filter.call(options.returns, Number.isFinite) as number[]);
  if (pool.length === 0) throw new RangeError('no returns to resample');

  const random = mulberry32(seed);
  // A NaN level (e.g. an empty input) is no level: the ruin probability is then NaN, not a false 0 %.
  const ruinEquity = options.ruinEquity === undefined || Number.isNaN(options.ruinEquity) ? undefined : options.ruinEquity;
  // Column-major by period: the values of period t for all trials are contiguous for the percentiles.
  const matrix = new Float64Array(trials * horizon);
  let endedBelow = 0;
  let ruined = 0;
  for (let trial = 0; trial < trials; trial++) {
    let equity = startEquity;
    let hitRuin = ruinEquity !== undefined && equity <= ruinEquity;
    for (let t = 0; t < horizon; t++) {
      equity *= 1 + (valueAt(pool, Math.floor(random() * pool.length)));
      // Clamp at 0, and turn 0 · (1 + r < 0) = −0 into +0 so the fan never shows a negative zero.
      if (!(equity > 0)) equity = 0;
      if (ruinEquity !== undefined && equity <= ruinEquity) hitRuin = true;
      matrix[t * trials + trial] = equity;
    }
    if (equity < startEquity) endedBelow++;
    if (hitRuin) ruined++;
  }

  const fan = quantiles.map(() => new Float64Array(horizon + 1));
  const row = new Float64Array(quantiles.length);
  for (const series of fan) series[0] = startEquity;
  for (let t = 0; t < horizon; t++) {
    percentilesInPlace(matrix.subarray(t * trials, (t + 1) * trials), quantiles, row);
    fan.forEach((series, q) => (series[t + 1] = valueAt(row, q)));
  }
  return {
    quantiles,
    fan,
    probBelowStart: endedBelow / trials,
    ruinProbability: ruinEquity === undefined ? NaN : ruined / trials,
    trials,
    horizon,
  };
}
