/**
 * Long-only portfolio weights with a cap per asset: the feasible set is the capped simplex
 * { w : Σw = 1, 0 ≤ w_i ≤ cap } (non-empty when cap·n ≥ 1).
 *
 * - Mean–variance: minimise ½·w'Σw − λ·μ'w over the set (λ = 0: minimum variance). Up to
 *   {@link EXACT_MAX_ASSETS} assets exactly, by an active-set search over the KKT conditions; beyond,
 *   by accelerated projected gradient (FISTA with restarts, step 1/L, L = the largest row sum of |Σ|, an
 *   upper bound of its largest eigenvalue), polished exactly on the assets strictly inside the box:
 *   [Σ_FF 1; 1' 0]·[w_F; ν] = [λμ_F − Σ_FB·w_B; 1 − Σw_B] (B: the assets at a bound).
 * - Maximum Sharpe: the portfolio of highest (μ'w − r_f)/√(w'Σw) lies on the mean–variance frontier
 *   (for its return it has the least variance), and the Sharpe ratio along the frontier is
 *   quasi-concave; it is found by a grid over λ then a golden-section search between the grid
 *   neighbours of the best point.
 */
import { dot, matVec, quadraticForm, solveLinear, type Matrix } from './linalg';

/** True when the cap allows a fully invested long-only portfolio of n assets. */
export function capFeasible(n: number, cap: number): boolean {
  return n >= 1 && cap > 0 && cap * n >= 1 - 1e-12;
}

/**
 * The Euclidean projection of v onto the capped simplex: w_i = clip(v_i − τ, 0, cap) with τ such that
 * Σw = 1 (τ by bisection, then exact on the assets strictly inside).
 */
export function projectCappedSimplex(v: readonly number[], cap: number): number[] {
  const n = v.length;
  const upper = Math.min(cap, 1);
  const total = (tau: number) => v.reduce((sum, x) => sum + Math.min(upper, Math.max(0, x - tau)), 0);
  let lo = Math.min(...v) - upper - 1;
  let hi = Math.max(...v);
  for (let k = 0; k < 100 && hi - lo > 1e-15 * (1 + Math.abs(hi)); k++) {
    const mid = (lo + hi) / 2;
    if (total(mid) > 1) lo = mid;
    else hi = mid;
  }
  let tau = (lo + hi) / 2;
  const inside = v.map((x) => x - tau > 0 && x - tau < upper);
  const count = inside.filter(Boolean).length;
  if (count > 0) {
    const atCap = v.filter((x, i) => !inside[i] && x - tau >= upper).length;
    const sumInside = v.reduce((sum, x, i) => sum + (inside[i] ? x : 0), 0);
    tau = (sumInside + atCap * upper - 1) / count;
  }
  const w = v.map((x) => Math.min(upper, Math.max(0, x - tau)));
  return n > 0 ? w : [];
}

/** The assets at a bound of w (0 or the cap) within the tolerance. */
function boundMask(w: readonly number[], cap: number, tolerance: number): boolean[] {
  return w.map((x) => x <= tolerance || x >= cap - tolerance);
}

/** Exact solution of the KKT system on the free assets of w (null when it leaves the box or is singular). */
function polish(covariance: Matrix, linear: readonly number[], w: readonly number[], cap: number): number[] | null {
  const bound = boundMask(w, cap, 1e-9);
  const fixed = w.map((x, i) => (bound[i] ? (x <= 1e-9 ? 0 : cap) : 0));
  const free = w.map((_, i) => i).filter((i) => !bound[i]);
  if (free.length === 0) return Math.abs(fixed.reduce((a, b) => a + b, 0) - 1) < 1e-12 ? fixed : null;
  const k = free.length;
  const system: number[][] = [];
  const rhs: number[] = [];
  for (const i of free) {
    const row = free.map((j) => covariance[i]?.[j] ?? 0);
    row.push(1);
    system.push(row);
    rhs.push((linear[i] ?? 0) - fixed.reduce((sum, x, j) => sum + (covariance[i]?.[j] ?? 0) * x, 0));
  }
  system.push([...new Array<number>(k).fill(1), 0]);
  rhs.push(1 - fixed.reduce((a, b) => a + b, 0));
  const solution = solveLinear(system, rhs);
  if (!solution) return null;
  const out = [...fixed];
  free.forEach((i, index) => {
    out[i] = solution[index] ?? NaN;
  });
  return out.every((x) => x >= -1e-12 && x <= cap + 1e-12) ? out.map((x) => Math.min(cap, Math.max(0, x))) : null;
}

/** Objective ½·w'Σw − λ·μ'w. */
function objective(covariance: Matrix, means: readonly number[], lambda: number, w: readonly number[]): number {
  return 0.5 * quadraticForm(covariance, w) - lambda * dot(means, w);
}

/** Largest number of assets solved by the exact active-set search (3ⁿ sets to try). */
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

/**
 * The weights minimising ½·w'Σw − λ·μ'w over the capped simplex (see the header); null when the cap
 * makes the set empty or the inputs are not finite.
 */
export function meanVarianceWeights(covariance: Matrix, means: readonly number[], lambda: number, cap: number, warm?: { states?: number[] }): number[] | null {
  const n = covariance.length;
  if (!capFeasible(n, cap) || !covariance.every((row) => row.every(Number.isFinite)) || !means.every(Number.isFinite)) return null;
  const upper = Math.min(cap, 1);
  const linear = means.map((m) => lambda * m);
  if (n <= EXACT_MAX_ASSETS) {
    const exact = exactCappedQp(covariance, linear, upper, warm?.states);
    if (exact) {
      if (warm) warm.states = exact.states;
      return exact.weights;
    }
  }
  const lipschitz = Math.max(...covariance.map((row) => row.reduce((sum, x) => sum + Math.abs(x), 0)));
  const step = lipschitz > 0 ? 1 / lipschitz : 1;
  let w = projectCappedSimplex(new Array<number>(n).fill(1 / n), upper);
  let y = w;
  let t = 1;
  for (let iteration = 0; iteration < 5_000; iteration++) {
    const gradient = matVec(covariance, y).map((g, i) => g - (linear[i] ?? 0));
    const next = projectCappedSimplex(
      y.map((x, i) => x - step * (gradient[i] ?? 0)),
      upper,
    );
    const moved = Math.max(...next.map((x, i) => Math.abs(x - (w[i] ?? 0))));
    // Restart the momentum when the objective rises (keeps FISTA monotone).
    if (objective(covariance, means, lambda, next) > objective(covariance, means, lambda, w)) {
      t = 1;
      y = w;
      continue;
    }
    const tNext = (1 + Math.sqrt(1 + 4 * t * t)) / 2;
    y = next.map((x, i) => x + ((t - 1) / tNext) * (x - (w[i] ?? 0)));
    w = next;
    t = tNext;
    if (moved < 1e-12) break;
  }
  const exact = polish(covariance, linear, w, upper);
  return exact && objective(covariance, means, lambda, exact) <= objective(covariance, means, lambda, w) + 1e-15 ? exact : w;
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
  const warm: { states?: number[] } = {};
  const at = (lambda: number) => {
    const weights = meanVarianceWeights(covariance, means, lambda, cap, warm);
    return weights ? portfolioPoint(covariance, means, weights, riskFree) : null;
  };
  const grid = lambdaGrid(covariance, means, 80);
  const points = grid.map(at);
  let best = 0;
  points.forEach((point, k) => {
    if ((point?.sharpe ?? -Infinity) > (points[best]?.sharpe ?? -Infinity)) best = k;
  });
  let lo = grid[Math.max(0, best - 1)] as number;
  let hi = grid[Math.min(grid.length - 1, best + 1)] as number;
  const ratio = (Math.sqrt(5) - 1) / 2;
  let x1 = hi - ratio * (hi - lo);
  let x2 = lo + ratio * (hi - lo);
  let f1 = at(x1)?.sharpe ?? -Infinity;
  let f2 = at(x2)?.sharpe ?? -Infinity;
  for (let k = 0; k < 80 && hi - lo > 1e-12 * (1 + hi); k++) {
    if (f1 >= f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - ratio * (hi - lo);
      f1 = at(x1)?.sharpe ?? -Infinity;
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + ratio * (hi - lo);
      f2 = at(x2)?.sharpe ?? -Infinity;
    }
  }
  const candidates = [at((lo + hi) / 2), points[best]].filter((p): p is PortfolioPoint => p !== null && p !== undefined);
  const top = candidates.reduce<PortfolioPoint | null>((a, b) => (!a || b.sharpe > a.sharpe ? b : a), null);
  return top && top.sharpe > 0 && top.mean > riskFree ? top : null;
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
