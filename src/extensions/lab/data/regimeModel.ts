/**
 * Seeded regime-switching price model: synthetic OHLC bars whose character changes over time, so a
 * strategy can be tried in trends, in ranges and in turbulent markets. Pure and reproducible: the same
 * parameters always give the same bars, in every browser and in Node.
 *
 * The model, per bar t = 1 … n (bar 0 opens at the start price P₀, x = log price):
 * 1. Regime. A Markov chain over four regimes — trendUp, trendDown, ranging, volatile. With mean regime
 *    length L (`persistence`, in bars) the chance of staying is 1 − 1/L per bar; on leaving, the next
 *    regime is drawn from the fixed row of {@link REGIME_EXITS}. The transition matrix per bar is
 *    P = (1 − 1/L)·I + (1/L)·E ({@link regimeTransitionMatrix}); a stretch of one regime therefore
 *    lasts L bars on average (geometric). The first bar's regime is drawn with equal chances.
 * 2. Close. σ_b = volatility · √(barMinutes / 525 600) is the bar's standard deviation of log returns
 *    (volatility is annualised over a 365-day year of round-the-clock trading). With the regime's drift
 *    sign d, σ multiple s and mean-reversion speed κ ({@link REGIMES}):
 *      x_t = x_{t−1} + d·trend·σ_b + κ·(A − x_{t−1}) + s·σ_b·z_t,   z_t ~ N(0, 1),
 *    where `trend` is the drift per bar in units of σ_b, and A is the anchor of a ranging stretch: the
 *    log close of the bar before the stretch began (only ranging has κ > 0, so it mean-reverts around A
 *    like a discretised Ornstein–Uhlenbeck process; the others are random walks, with drift ±trend·σ_b
 *    in the trending regimes).
 * 3. Bar. open_t = close_{t−1}, close_t = e^{x_t}. The path inside the bar is a Brownian bridge from
 *    x_{t−1} to x_t, sampled at K − 1 inner points (K = {@link INTRABAR_STEPS} sub-steps, each of
 *    variance v = s²σ_b²/K). Between two neighbouring points a and b the path's highest value is drawn
 *    from the exact law of a Brownian bridge's maximum, M = (a + b + √((b − a)² − 2v·ln U))/2 with U
 *    uniform in (0, 1], and its lowest likewise, (a + b − √((b − a)² − 2v·ln U′))/2. High and low are
 *    e^ of the highest and lowest of these, so high ≥ max(open, close) and low ≤ min(open, close) by
 *    construction, and a bar almost never closes exactly at its high or low.
 * 4. Randomness. One mulberry32 stream seeded with `seed`; per bar one uniform for the regime, K
 *    standard normals (Box–Muller, `fillStandardNormal`: the first for z_t, the rest for the inner
 *    points), then two uniforms per sub-step (its maximum, then its minimum).
 * 5. Time. time_t = startTime + t·barMinutes·60 000 (Unix ms, no gaps).
 *
 * A teaching model, not a forecast: it has regimes, but no volume, no jumps, no fat tails inside a
 * regime and no link between the regimes and anything real.
 */
import { fillStandardNormal, mulberry32 } from '../../../finance/monteCarlo';
import { valueAt } from '../../../finance/valueAt';
import type { OhlcSeries } from '../../../market/ohlcSeries';

/** The regimes, in the order of their index in {@link RegimeSeries.regimes}. */
export const REGIME_IDS = ['trendUp', 'trendDown', 'ranging', 'volatile'] as const;
export type RegimeId = (typeof REGIME_IDS)[number];

export interface RegimeSpec {
  id: RegimeId;
  /** Sign of the drift: the log price moves by drift·trend·σ_b per bar. */
  drift: -1 | 0 | 1;
  /** Multiple of σ_b for the noise of the log price. */
  sigma: number;
  /** Mean-reversion speed κ per bar towards the stretch's anchor (0: none). */
  reversion: number;
}

/** Drift, noise and mean reversion of each regime (index = position in {@link REGIME_IDS}). */
export const REGIMES: readonly RegimeSpec[] = [
  { id: 'trendUp', drift: 1, sigma: 1, reversion: 0 },
  { id: 'trendDown', drift: -1, sigma: 1, reversion: 0 },
  // κ = 0.08: a deviation from the anchor halves in about 8 bars (ln 2 / −ln(1 − κ)); the settled band
  // has a standard deviation of s·σ_b/√(2κ − κ²) ≈ 2·σ_b.
  { id: 'ranging', drift: 0, sigma: 0.8, reversion: 0.08 },
  { id: 'volatile', drift: 0, sigma: 2.2, reversion: 0 },
];

/**
 * E[i][j]: the chance that regime j follows when regime i ends (rows sum to 1, diagonal 0). Trends
 * mostly calm into a range or turn turbulent; a range breaks out either way.
 */
export const REGIME_EXITS: readonly (readonly number[])[] = [
  [0, 0.2, 0.5, 0.3],
  [0.2, 0, 0.5, 0.3],
  [0.35, 0.35, 0, 0.3],
  [0.3, 0.3, 0.4, 0],
];

/** Sub-steps of the intrabar path per bar (K): K − 1 inner points between open and close. */
export const INTRABAR_STEPS = 4;

/** Minutes in the 365-day year over which `volatility` is annualised. */
export const MINUTES_PER_YEAR = 525_600;

export interface RegimeModelParams {
  /** Seed of the random stream (unsigned 32-bit integer). */
  seed: number;
  /** Number of bars. */
  bars: number;
  /** Bar length in minutes. */
  barMinutes: number;
  /** Open of the first bar. */
  startPrice: number;
  /** Open time of the first bar (Unix ms). */
  startTime: number;
  /** Annualised volatility of the trending regimes (decimal: 0.6 = 60 %). */
  volatility: number;
  /** Mean length of a regime stretch, in bars. */
  persistence: number;
  /** Drift per bar of the trending regimes, in units of the bar's σ. */
  trend: number;
}

export type RegimeParamKey = keyof RegimeModelParams;

/** Default, range and step of one parameter, for a form. */
export interface RegimeParamSpec {
  key: RegimeParamKey;
  default: number;
  min: number;
  max: number;
  step: number;
  /** Whole numbers only. */
  integer: boolean;
}

/** The parameters with defaults and allowed ranges (inclusive), in form order. */
export const REGIME_PARAM_SPECS: readonly RegimeParamSpec[] = [
  { key: 'seed', default: 1, min: 0, max: 4_294_967_295, step: 1, integer: true },
  { key: 'bars', default: 2_000, min: 50, max: 200_000, step: 1, integer: true },
  { key: 'barMinutes', default: 60, min: 1, max: 10_080, step: 1, integer: true },
  { key: 'startPrice', default: 40_000, min: 1, max: 1_000_000, step: 0.01, integer: false },
  // 2024-01-01T00:00:00Z; range 2010-01-01 … 2035-01-01.
  { key: 'startTime', default: 1_704_067_200_000, min: 1_262_304_000_000, max: 2_051_222_400_000, step: 60_000, integer: true },
  { key: 'volatility', default: 0.6, min: 0.05, max: 3, step: 0.01, integer: false },
  { key: 'persistence', default: 150, min: 5, max: 5_000, step: 1, integer: true },
  { key: 'trend', default: 0.08, min: 0, max: 0.5, step: 0.01, integer: false },
];

/** The default parameters. */
export const DEFAULT_REGIME_PARAMS: Readonly<RegimeModelParams> = Object.fromEntries(REGIME_PARAM_SPECS.map((spec) => [spec.key, spec.default])) as unknown as RegimeModelParams;

/** The parameters that are not finite, out of their range or not whole where they must be (empty: all valid). */
export function regimeParamProblems(params: Readonly<RegimeModelParams>): RegimeParamKey[] {
  return REGIME_PARAM_SPECS.filter(({ key, min, max, integer }) => {
    const value = params[key];
    return !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value));
  }).map((spec) => spec.key);
}

/** σ_b: the standard deviation of a bar's log return for an annualised volatility. */
export function barSigma(volatility: number, barMinutes: number): number {
  return volatility * Math.sqrt(barMinutes / MINUTES_PER_YEAR);
}

/** The per-bar transition matrix P = (1 − 1/L)·I + (1/L)·E for mean regime length L. */
export function regimeTransitionMatrix(persistence: number): number[][] {
  const leave = 1 / persistence;
  return REGIME_EXITS.map((row, i) => row.map((exit, j) => (i === j ? 1 - leave : 0) + leave * exit));
}

export interface RegimeSeries {
  series: OhlcSeries;
  /** The regime of each bar: an index into {@link REGIME_IDS}. */
  regimes: Uint8Array;
}

/** The index of the row's entry that the uniform u falls into (cumulative sums; the last on round-off). */
function pick(row: readonly number[], u: number): number {
  let sum = 0;
  for (let j = 0; j < row.length - 1; j++) {
    sum += valueAt(row, j);
    if (u < sum) return j;
  }
  return row.length - 1;
}

/**
 * Generates the bars of the model (see the header). Missing parameters take their defaults; throws a
 * RangeError naming the parameters out of range.
 */
export function generateRegimeSeries(overrides: Partial<RegimeModelParams> = {}): RegimeSeries {
  const params: RegimeModelParams = { ...DEFAULT_REGIME_PARAMS, ...overrides };
  const problems = regimeParamProblems(params);
  if (problems.length > 0) throw new RangeError(`regime model parameters out of range: ${problems.join(', ')}`);
  const { seed, bars: n, barMinutes, startPrice, startTime, volatility, persistence, trend } = params;

  const random = mulberry32(seed);
  const matrix = regimeTransitionMatrix(persistence);
  const sigma = barSigma(volatility, barMinutes);
  const barMs = barMinutes * 60_000;
  const normals = new Float64Array(INTRABAR_STEPS);
  const time = new Float64Array(n);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  const regimes = new Uint8Array(n);

  let x = Math.log(startPrice);
  let anchor = x;
  let regime = -1;
  for (let t = 0; t < n; t++) {
    const u = random();
    const next = regime < 0 ? Math.min(REGIMES.length - 1, Math.floor(u * REGIMES.length)) : pick(matrix[regime] ?? [], u);
    if (next !== regime && REGIMES[next]?.reversion) anchor = x;
    regime = next;
    const spec = REGIMES[regime] as RegimeSpec;
    fillStandardNormal(normals, random);

    const from = x;
    const to = from + spec.drift * trend * sigma + spec.reversion * (anchor - from) + spec.sigma * sigma * valueAt(normals, 0);
    // Brownian bridge from `from` to `to`: with m sub-steps left, the next point is normal with mean
    // y + (to − y)/m and variance v·(m − 1)/m, v being the variance of one sub-step.
    const stepVariance = (spec.sigma * sigma) ** 2 / INTRABAR_STEPS;
    let y = from;
    let top = Math.max(from, to);
    let bottom = Math.min(from, to);
    for (let k = 1; k <= INTRABAR_STEPS; k++) {
      const left = INTRABAR_STEPS - k + 1;
      const a = y;
      y = k === INTRABAR_STEPS ? to : y + (to - y) / left + Math.sqrt((stepVariance * (left - 1)) / left) * valueAt(normals, k);
      // Extremes of the bridge from a to y: 1 − random() keeps the logarithm's argument in (0, 1].
      const gap = (y - a) ** 2;
      const up = (a + y + Math.sqrt(gap - 2 * stepVariance * Math.log(1 - random()))) / 2;
      const down = (a + y - Math.sqrt(gap - 2 * stepVariance * Math.log(1 - random()))) / 2;
      if (up > top) top = up;
      if (down < bottom) bottom = down;
    }

    time[t] = startTime + t * barMs;
    const o = t === 0 ? startPrice : valueAt(close, t - 1);
    const c = Math.exp(to);
    open[t] = o;
    close[t] = c;
    // The ends are taken as the prices themselves, so high ≥ max(open, close) ≥ min(open, close) ≥ low holds exactly.
    high[t] = Math.max(o, c, Math.exp(top));
    low[t] = Math.min(o, c, Math.exp(bottom));
    regimes[t] = regime;
    x = to;
  }
  return { series: { time, open, high, low, close, barMs: n >= 2 ? barMs : NaN }, regimes };
}
