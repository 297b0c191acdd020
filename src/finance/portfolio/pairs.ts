/**
 * Pairs trading on two series (usually log prices) y and x:
 * - hedge ratio by ordinary least squares, y_t = α + β·x_t + ε_t;
 * - the spread s_t = y_t − α − β·x_t and its z-score over a trailing window;
 * - the half-life of mean reversion from the AR(1) regression Δs_t = a + b·s_{t−1} + e_t:
 *   a deviation is multiplied by (1 + b) per bar, so half-life = −ln 2 / ln|1 + b| bars while |1 + b| < 1
 *   (−2 < b < 0; below b = −1 the deviation flips sign each bar while it shrinks, at b = −1 it is gone after
 *   one bar: 0); none (∞) when |1 + b| ≥ 1, because the deviation does not decay;
 * - a series counts as constant when its range is at most 1e-12 of its largest magnitude: the float mean of
 *   identical values is not always exact, and the tiny differences it leaves are not variation;
 * - a backtest: enter when |z| > entry (short the spread when z > entry, long when z < −entry), exit
 *   when z crosses 0.
 */

/** True when the values from `start` (inclusive) to `end` (exclusive) vary by at most 1e-12 of their largest magnitude. */
export function nearlyConstant(values: ArrayLike<number>, start = 0, end = values.length): boolean {
  let lo = Infinity;
  let hi = -Infinity;
  for (let t = start; t < end; t++) {
    const v = values[t] as number;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return hi - lo <= 1e-12 * Math.max(Math.abs(lo), Math.abs(hi));
}

export interface HedgeFit {
  alpha: number;
  beta: number;
}

/** OLS of y on x with an intercept; null when x does not vary (see {@link nearlyConstant}) or the lengths differ. */
export function hedgeRatio(y: ArrayLike<number>, x: ArrayLike<number>): HedgeFit | null {
  const n = y.length;
  if (n < 2 || x.length !== n || nearlyConstant(x)) return null;
  let mx = 0;
  let my = 0;
  for (let t = 0; t < n; t++) {
    mx += x[t] as number;
    my += y[t] as number;
  }
  mx /= n;
  my /= n;
  let sxx = 0;
  let sxy = 0;
  for (let t = 0; t < n; t++) {
    const dx = (x[t] as number) - mx;
    sxx += dx * dx;
    sxy += dx * ((y[t] as number) - my);
  }
  if (!(sxx > 0)) return null;
  const beta = sxy / sxx;
  return { alpha: my - beta * mx, beta };
}

/** s_t = y_t − α − β·x_t. */
export function spreadSeries(y: ArrayLike<number>, x: ArrayLike<number>, fit: HedgeFit): Float64Array {
  const out = new Float64Array(y.length);
  for (let t = 0; t < y.length; t++) out[t] = (y[t] as number) - fit.alpha - fit.beta * (x[t] as number);
  return out;
}

/**
 * z_t = (s_t − mean) / sd over the trailing window of `window` values ending at t (sample sd, n − 1);
 * NaN before the window is full or where it does not vary (see {@link nearlyConstant}): the z-score of
 * identical values is undefined, and its sign would decide exits.
 */
export function rollingZScore(spread: ArrayLike<number>, window: number): Float64Array {
  const n = spread.length;
  const out = new Float64Array(n).fill(NaN);
  if (!(window >= 2)) return out;
  for (let t = window - 1; t < n; t++) {
    let sum = 0;
    for (let k = t - window + 1; k <= t; k++) sum += spread[k] as number;
    const mean = sum / window;
    let ss = 0;
    for (let k = t - window + 1; k <= t; k++) ss += ((spread[k] as number) - mean) ** 2;
    const sd = Math.sqrt(ss / (window - 1));
    out[t] = sd > 0 && !nearlyConstant(spread, t - window + 1, t + 1) ? ((spread[t] as number) - mean) / sd : NaN;
  }
  return out;
}

export interface HalfLife {
  /** Slope b of Δs_t on s_{t−1}. */
  slope: number;
  /** Bars for half of a deviation to decay; Infinity when |1 + b| ≥ 1 (the deviation does not decay). */
  halfLife: number;
}

/** The AR(1) half-life of the spread (see the header); null for fewer than 3 values or a constant spread. */
export function halfLife(spread: ArrayLike<number>): HalfLife | null {
  if (spread.length < 3) return null;
  const lagged = new Float64Array(spread.length - 1);
  const delta = new Float64Array(spread.length - 1);
  for (let t = 1; t < spread.length; t++) {
    lagged[t - 1] = spread[t - 1] as number;
    delta[t - 1] = (spread[t] as number) - (spread[t - 1] as number);
  }
  const fit = hedgeRatio(delta, lagged);
  if (!fit) return null;
  const b = fit.beta;
  const decay = Math.abs(1 + b);
  return { slope: b, halfLife: decay < 1 ? -Math.LN2 / Math.log(decay) : Infinity };
}

export interface PairsTrade {
  entryIndex: number;
  exitIndex: number;
  /** +1: long the spread (long y, short β·x); −1: short it. */
  side: 1 | -1;
  /** Return of the trade on the equity at entry, after fees. */
  return: number;
}

export interface PairsBacktest {
  equity: Float64Array;
  /** Position at each bar (after the bar's signal): −1, 0 or +1. */
  position: Int8Array;
  trades: PairsTrade[];
  totalReturn: number;
  maxDrawdown: number;
  winRate: number;
}

/**
 * Backtest of the z-score rule on prices py (asset y) and px (asset x) with the hedge ratio β:
 * the signal of bar t is read at its close and the position held from t to t + 1. One unit of spread
 * exposure puts 1/(1+|β|) of the equity long (short) in y and β/(1+|β|) short (long) in x, so the bar
 * return is side·(r_y − β·r_x)/(1 + |β|) on simple returns; opening or closing costs feeRate on the
 * equity traded (both legs: the whole equity). An open trade is closed at the last bar.
 */
export function pairsBacktest(py: ArrayLike<number>, px: ArrayLike<number>, z: ArrayLike<number>, beta: number, options: { entry: number; feeRate: number }): PairsBacktest {
  const n = Math.min(py.length, px.length, z.length);
  const equity = new Float64Array(n);
  const position = new Int8Array(n);
  const trades: PairsTrade[] = [];
  const gross = 1 + Math.abs(beta);
  let eq = 1;
  let side: -1 | 0 | 1 = 0;
  let entryIndex = -1;
  let entryEquity = 1;
  let peak = 1;
  let maxDrawdown = 0;
  for (let t = 0; t < n; t++) {
    if (t > 0 && side !== 0) {
      const ry = (py[t] as number) / (py[t - 1] as number) - 1;
      const rx = (px[t] as number) / (px[t - 1] as number) - 1;
      eq *= 1 + (side * (ry - beta * rx)) / gross;
    }
    const zt = z[t] as number;
    const last = t === n - 1;
    if (side !== 0) {
      const crossed = side === 1 ? zt >= 0 : zt <= 0;
      if (crossed || last) {
        eq *= 1 - options.feeRate;
        trades.push({ entryIndex, exitIndex: t, side, return: eq / entryEquity - 1 });
        side = 0;
      }
    } else if (!last && Number.isFinite(zt) && Math.abs(zt) > options.entry) {
      side = zt > 0 ? -1 : 1;
      entryEquity = eq;
      eq *= 1 - options.feeRate;
      entryIndex = t;
    }
    equity[t] = eq;
    position[t] = side;
    peak = Math.max(peak, eq);
    maxDrawdown = Math.max(maxDrawdown, 1 - eq / peak);
  }
  const wins = trades.filter((trade) => trade.return > 0).length;
  return { equity, position, trades, totalReturn: eq - 1, maxDrawdown, winRate: trades.length > 0 ? wins / trades.length : NaN };
}
