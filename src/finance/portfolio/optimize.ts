/**
 * Long-only portfolio weights with a cap per asset: the feasible set is the capped simplex
 * { w : Σw = 1, 0 ≤ w_i ≤ cap } (non-empty when cap·n ≥ 1).
 *
 * - Mean–variance: minimise ½·w'Σw − λ·μ'w over the set (λ = 0: minimum variance), exactly for any number
 *   of assets. Up to {@link EXACT_MAX_ASSETS} assets by trying every active set (each asset at 0, at the
 *   cap or free) against the KKT conditions; beyond, by a primal active-set method: from a feasible point it
 *   keeps a working set of assets held at a bound, solves the equality-constrained problem of the others
 *   exactly ([Σ_FF 1; 1' 0]·[p_F; ν] = [−g_F; 0]), steps as far as the box allows, adds the asset that
 *   blocks the step and releases the one whose multiplier has the wrong sign, until the KKT conditions
 *   hold. Every result is checked against the KKT conditions of its active set; when no set passes (or the
 *   method does not finish), there are no weights (null) rather than approximate ones.
 * - Maximum Sharpe: the portfolio of highest (μ'w − r_f)/√(w'Σw) lies on the mean–variance frontier
 *   (for its return it has the least variance), and the Sharpe ratio along the frontier is
 *   quasi-concave; it is found by a grid over λ then a golden-section search between the grid
 *   neighbours of the best point. A portfolio with zero variance (assets that cancel) has no Sharpe
 *   ratio: it counts as the worst point unless it earns more than the risk-free rate, when it is a
 *   riskless excess return (Sharpe +∞).
 */
import { dot, matVec, quadraticForm, solveLinear, type Matrix } from './linalg';

/** True when the cap allows a fully invested long-only portfolio of n assets. */
export function capFeasible(n: number, cap: number): boolean {
  return n >= 1 && cap > 0 && cap * n >= 1 - 1e-12;
}

/** Largest number of assets solved by trying every active set (3ⁿ sets); more go to the active-set method. */
export const EXACT_MAX_ASSETS = 8;

/**
 * The exact minimiser of ½·w'Qw − c'w over the capped simplex by trying every active set: each asset
 * at 0, at the cap or free. For a set, the free weights and the budget's multiplier ν solve
 * [Q_FF 1; 1' 0]·[w_F; ν] = [c_F − Q_FB·w_B; 1 − Σw_B]; the set is the optimum when the free weights lie
 * inside the box and the bound multipliers have the right sign (g_i + ν ≥ 0 at 0, ≤ 0 at the cap,
 * g = Qw − c): the KKT conditions, sufficient for a convex problem. Null when no set qualifies
 * (a singular Q on every candidate).
 */
function exactCappedQp(q: Matrix, c: readonly number[], cap: number, hint?: readonly number[]): { weights: number[]; states: number[] } | null {
  const n = q.length;
  const scale = Math.max(...q.map((row) => Math.max(...row.map(Math.abs))), ...c.map(Math.abs), 1e-300);
  const tolerance = 1e-9 * scale;
  if (hint && hint.length === n) {
    // The hinted set, then the sets that differ from it in one asset (a parametric path changes one at a time).
    const candidates = [[...hint], ...hint.flatMap((state, i) => [0, 1, 2].filter((other) => other !== state).map((other) => hint.map((s, j) => (j === i ? other : s))))];
    for (const candidate of candidates) {
      const weights = kktPoint(q, c, cap, candidate, tolerance);
      if (weights) return { weights, states: candidate };
    }
  }
  const states = new Array<number>(n).fill(0);
  let best: { weights: number[]; states: number[] } | null = null;
  let bestValue = Infinity;
  for (let code = 0; code < 3 ** n; code++) {
    let rest = code;
    for (let i = 0; i < n; i++) {
      states[i] = rest % 3;
      rest = Math.floor(rest / 3);
    }
    const weights = kktPoint(q, c, cap, states, tolerance);
    if (!weights) continue;
    const value = 0.5 * quadraticForm(q, weights) - dot(c, weights);
    if (value < bestValue) {
      bestValue = value;
      best = { weights, states: [...states] };
    }
  }
  return best;
}

/**
 * The KKT point of one active set (state per asset: 0 at zero, 1 at the cap, 2 free), or null when the
 * set does not satisfy the conditions.
 */
function kktPoint(q: Matrix, c: readonly number[], cap: number, states: readonly number[], tolerance: number): number[] | null {
  const w = states.map((state) => (state === 1 ? cap : 0));
  const free = states.flatMap((state, i) => (state === 2 ? [i] : []));
  const fixedSum = w.reduce((a, b) => a + b, 0);
  if (free.length === 0) {
    if (Math.abs(fixedSum - 1) > 1e-12) return null;
    // ν must satisfy g_i + ν ≥ 0 at 0 and g_i + ν ≤ 0 at the cap.
    const g = matVec(q, w).map((x, i) => x - (c[i] ?? 0));
    const low = Math.max(-Infinity, ...g.filter((_, i) => states[i] === 0).map((x) => -x));
    const high = Math.min(Infinity, ...g.filter((_, i) => states[i] === 1).map((x) => -x));
    return low > high + tolerance ? null : w;
  }
  const system = free.map((i) => [...free.map((j) => q[i]?.[j] ?? 0), 1]);
  system.push([...free.map(() => 1), 0]);
  const rhs = free.map((i) => (c[i] ?? 0) - w.reduce((sum, x, j) => sum + (q[i]?.[j] ?? 0) * x, 0));
  rhs.push(1 - fixedSum);
  const solution = solveLinear(system, rhs);
  if (!solution) return null;
  free.forEach((i, k) => {
    w[i] = solution[k] ?? NaN;
  });
  if (!free.every((i) => (w[i] as number) >= -1e-12 && (w[i] as number) <= cap + 1e-12)) return null;
  const nu = solution[free.length] ?? NaN;
  const g = matVec(q, w).map((x, i) => x - (c[i] ?? 0));
  if (!g.every((gi, i) => (states[i] === 0 ? gi + nu >= -tolerance : states[i] === 1 ? gi + nu <= tolerance : true))) return null;
  return w.map((x) => Math.min(cap, Math.max(0, x)));
}

/** States of an asset in an active set: held at 0, held at the cap, or free. */
const AT_ZERO = 0;
const AT_CAP = 1;
const FREE = 2;

/**
 * The primal active-set method of the header for ½·w'Qw − c'w over the capped simplex, from the feasible
 * point `start`. Returns the active set of the optimum (checked by {@link kktPoint}) or null.
 */
function activeSetCappedQp(q: Matrix, c: readonly number[], cap: number, start: readonly number[]): { weights: number[]; states: number[] } | null {
  const n = q.length;
  const scale = Math.max(...q.map((row) => Math.max(...row.map(Math.abs))), ...c.map(Math.abs), 1e-300);
  const tolerance = 1e-9 * scale;
  const w = [...start];
  const states = w.map((x) => (x <= 0 ? AT_ZERO : x >= cap ? AT_CAP : FREE));
  // The budget fixes the last free weight, so at least one asset stays free.
  if (!states.includes(FREE)) states[0] = FREE;
  for (let iteration = 0; iteration < 50 * n + 200; iteration++) {
    const free = states.flatMap((state, i) => (state === FREE ? [i] : []));
    const g = matVec(q, w).map((x, i) => x - (c[i] ?? 0));
    const system = free.map((i) => [...free.map((j) => q[i]?.[j] ?? 0), 1]);
    system.push([...free.map(() => 1), 0]);
    const rhs = [...free.map((i) => -(g[i] ?? 0)), 0];
    // A singular block (assets whose combination has no variance) is solved with a tiny ridge: the
    // step then runs along the flat direction until a bound stops it.
    const ridge = 1e-12 * scale;
    const solution = solveLinear(system, rhs) ?? solveLinear(system.map((row, r) => row.map((x, k) => (r === k && r < free.length ? x + ridge : x))), rhs);
    if (!solution) return null;
    const step = free.map((_, k) => solution[k] ?? 0);
    const nu = solution[free.length] ?? 0;
    let alpha = 1;
    let blocking = -1;
    free.forEach((i, k) => {
      const p = step[k] as number;
      const x = w[i] as number;
      const room = p < 0 ? x / -p : p > 0 ? (cap - x) / p : Infinity;
      if (room < alpha) {
        alpha = room;
        blocking = i;
      }
    });
    free.forEach((i, k) => {
      w[i] = Math.min(cap, Math.max(0, (w[i] as number) + alpha * (step[k] as number)));
    });
    if (blocking >= 0 && free.length > 1) {
      const upward = (step[free.indexOf(blocking)] as number) > 0;
      states[blocking] = upward ? AT_CAP : AT_ZERO;
      w[blocking] = upward ? cap : 0;
      continue;
    }
    // The full step reached the minimum on the working set: ν is the budget's multiplier there. Release
    // the bound whose multiplier has the wrong sign the most, or stop when none has.
    const gradient = matVec(q, w).map((x, i) => x - (c[i] ?? 0));
    let worst = -1;
    let violation = tolerance;
    states.forEach((state, i) => {
      const m = (gradient[i] ?? 0) + nu;
      const wrong = state === AT_ZERO ? -m : state === AT_CAP ? m : -Infinity;
      if (wrong > violation) {
        violation = wrong;
        worst = i;
      }
    });
    if (worst < 0) {
      const weights = kktPoint(q, c, cap, states, tolerance);
      return weights ? { weights, states } : null;
    }
    states[worst] = FREE;
  }
  return null;
}

/**
 * The weights minimising ½·w'Σw − λ·μ'w over the capped simplex (see the header); null when the cap
 * makes the set empty, the inputs are not finite, or no exact optimum is found.
 */
export function meanVarianceWeights(covariance: Matrix, means: readonly number[], lambda: number, cap: number, warm?: { states?: number[]; weights?: number[] }): number[] | null {
  const n = covariance.length;
  if (!capFeasible(n, cap) || !covariance.every((row) => row.every(Number.isFinite)) || !means.every(Number.isFinite)) return null;
  const upper = Math.min(cap, 1);
  const linear = means.map((m) => lambda * m);
  if (upper * n <= 1 + 1e-12) return new Array<number>(n).fill(1 / n);
  const solved =
    n <= EXACT_MAX_ASSETS
      ? exactCappedQp(covariance, linear, upper, warm?.states)
      : activeSetCappedQp(covariance, linear, upper, warm?.weights && warm.weights.length === n ? warm.weights : new Array<number>(n).fill(1 / n));
  if (!solved) return null;
  if (warm) {
    warm.states = solved.states;
    warm.weights = solved.weights;
  }
  return solved.weights;
}

/** The long-only minimum-variance weights under the cap (null when infeasible). */
export function minimumVarianceWeights(covariance: Matrix, cap = 1): number[] | null {
  return meanVarianceWeights(
    covariance,
    covariance.map(() => 0),
    0,
    cap,
  );
}

export interface PortfolioPoint {
  weights: number[];
  /** μ'w. */
  mean: number;
  /** √(w'Σw). */
  volatility: number;
  /** (mean − r_f) / volatility. */
  sharpe: number;
}

/** Mean, volatility and Sharpe ratio of the weights. */
export function portfolioPoint(covariance: Matrix, means: readonly number[], weights: number[], riskFree = 0): PortfolioPoint {
  const mean = dot(means, weights);
  const volatility = Math.sqrt(Math.max(0, quadraticForm(covariance, weights)));
  return { weights, mean, volatility, sharpe: volatility > 0 ? (mean - riskFree) / volatility : NaN };
}

/** The λ grid: 0 and a log-spaced range wide enough to reach the highest-return portfolio. */
function lambdaGrid(covariance: Matrix, means: readonly number[], points: number): number[] {
  const spread = Math.max(...means) - Math.min(...means);
  const scale = Math.max(...covariance.map((row, i) => row[i] ?? 0));
  const top = spread > 0 ? (100 * scale) / spread : 1;
  const bottom = top * 1e-6;
  return [0, ...Array.from({ length: points }, (_, k) => bottom * (top / bottom) ** (k / (points - 1)))];
}

/**
 * The long-only maximum-Sharpe weights under the cap (see the header), or null when infeasible or
 * when no portfolio earns more than the risk-free rate (then the ratio has no positive maximum).
 */
export function maximumSharpeWeights(covariance: Matrix, means: readonly number[], cap = 1, riskFree = 0): PortfolioPoint | null {
  if (!capFeasible(covariance.length, cap)) return null;
  // The active set of the last solve is tried first: neighbouring λ mostly share it.
  const warm: { states?: number[]; weights?: number[] } = {};
  const at = (lambda: number) => {
    const weights = meanVarianceWeights(covariance, means, lambda, cap, warm);
    return weights ? riskAdjusted(portfolioPoint(covariance, means, weights, riskFree), covariance, riskFree) : null;
  };
  const score = (point: PortfolioPoint | null | undefined) => (point && !Number.isNaN(point.sharpe) ? point.sharpe : -Infinity);
  const grid = lambdaGrid(covariance, means, 80);
  const points = grid.map(at);
  let best = 0;
  points.forEach((point, k) => {
    if (score(point) > score(points[best])) best = k;
  });
  let lo = grid[Math.max(0, best - 1)] as number;
  let hi = grid[Math.min(grid.length - 1, best + 1)] as number;
  const ratio = (Math.sqrt(5) - 1) / 2;
  let x1 = hi - ratio * (hi - lo);
  let x2 = lo + ratio * (hi - lo);
  let f1 = score(at(x1));
  let f2 = score(at(x2));
  for (let k = 0; k < 80 && hi - lo > 1e-12 * (1 + hi); k++) {
    if (f1 >= f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - ratio * (hi - lo);
      f1 = score(at(x1));
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + ratio * (hi - lo);
      f2 = score(at(x2));
    }
  }
  // On a tie the grid point wins: at a vertex of the frontier it holds the exact weights.
  const candidates = [points[best], at((lo + hi) / 2)].filter((p): p is PortfolioPoint => p !== null && p !== undefined);
  const top = candidates.reduce<PortfolioPoint | null>((a, b) => (!a || score(b) > score(a) ? b : a), null);
  return top && score(top) > 0 && top.mean > riskFree ? top : null;
}

/**
 * The point with its Sharpe ratio where the volatility is zero up to rounding (at most 1e-9 of the largest
 * asset volatility): +∞ when it earns more than the risk-free rate, NaN (no ratio) otherwise.
 */
function riskAdjusted(point: PortfolioPoint, covariance: Matrix, riskFree: number): PortfolioPoint {
  const largest = Math.sqrt(Math.max(...covariance.map((row, i) => row[i] ?? 0)));
  if (point.volatility > 1e-9 * largest) return point;
  return { ...point, volatility: 0, sharpe: point.mean > riskFree ? Infinity : NaN };
}

/**
 * Points of the long-only efficient frontier under the cap: the mean–variance portfolios for a
 * log-spaced λ grid from the minimum-variance portfolio to the highest-return one, without repeats,
 * sorted by volatility.
 */
export function efficientFrontier(covariance: Matrix, means: readonly number[], cap = 1, riskFree = 0, points = 40): PortfolioPoint[] {
  if (!capFeasible(covariance.length, cap)) return [];
  const out: PortfolioPoint[] = [];
  const warm: { states?: number[] } = {};
  for (const lambda of lambdaGrid(covariance, means, points)) {
    const weights = meanVarianceWeights(covariance, means, lambda, cap, warm);
    if (!weights) continue;
    const point = portfolioPoint(covariance, means, weights, riskFree);
    const last = out[out.length - 1];
    if (!last || Math.abs(point.mean - last.mean) > 1e-12 || Math.abs(point.volatility - last.volatility) > 1e-12) out.push(point);
  }
  return out.sort((a, b) => a.volatility - b.volatility);
}

/** The closed-form minimum-variance weight of the first of two assets: (σ₂² − σ₁₂)/(σ₁² + σ₂² − 2σ₁₂), unconstrained. */
export function twoAssetMinimumVarianceWeight(var1: number, var2: number, cov12: number): number {
  return (var2 - cov12) / (var1 + var2 - 2 * cov12);
}
