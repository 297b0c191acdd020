/**
 * Risk parity: long-only weights whose risk contributions RC_i = w_i·(Σw)_i / (w'Σw) equal the budgets
 * b_i (equal risk: b_i = 1/n). Cyclical coordinate descent on the convex problem
 *   minimise ½·y'Σy − Σ b_i·ln y_i,  y > 0,
 * whose minimiser satisfies y_i·(Σy)_i = b_i, so w = y/Σy has RC_i = b_i. The update of coordinate i
 * solves Σ_ii·y_i² + c_i·y_i − b_i = 0 with c_i = Σ_{j≠i} Σ_ij·y_j:
 *   y_i = (−c_i + √(c_i² + 4·Σ_ii·b_i)) / (2·Σ_ii).
 * Iterates until every contribution is within `tolerance` of its budget.
 */
import { matVec, quadraticForm, type Matrix } from './linalg';

/** Each asset's share of the portfolio variance: w_i·(Σw)_i / (w'Σw) (they sum to 1). */
export function riskContributions(covariance: Matrix, weights: readonly number[]): number[] {
  const variance = quadraticForm(covariance, weights);
  const marginal = matVec(covariance, weights);
  return weights.map((w, i) => (w * (marginal[i] ?? NaN)) / variance);
}

export interface RiskParityResult {
  weights: number[];
  contributions: number[];
  iterations: number;
  /** Largest |RC_i − b_i| at the end. */
  error: number;
  converged: boolean;
}

/**
 * The risk-budget weights (equal budgets by default), or null when a variance is not positive or a
 * value is not finite.
 */
export function riskParityWeights(covariance: Matrix, budgets?: readonly number[], tolerance = 1e-8, maxIterations = 10_000): RiskParityResult | null {
  const n = covariance.length;
  const b = budgets ?? new Array<number>(n).fill(1 / n);
  if (n === 0 || !covariance.every((row, i) => row.every(Number.isFinite) && (row[i] ?? 0) > 0)) return null;
  const y = covariance.map((row, i) => 1 / Math.sqrt(row[i] as number));
  let iterations = 0;
  let error = Infinity;
  let weights: number[] = [];
  let contributions: number[] = [];
  while (iterations < maxIterations) {
    iterations++;
    for (let i = 0; i < n; i++) {
      const row = covariance[i] as number[];
      let c = 0;
      for (let j = 0; j < n; j++) if (j !== i) c += (row[j] as number) * (y[j] as number);
      const a = row[i] as number;
      y[i] = (-c + Math.sqrt(c * c + 4 * a * (b[i] as number))) / (2 * a);
    }
    const total = y.reduce((s, v) => s + v, 0);
    weights = y.map((v) => v / total);
    contributions = riskContributions(covariance, weights);
    error = Math.max(...contributions.map((rc, i) => Math.abs(rc - (b[i] as number))));
    if (error < tolerance) break;
  }
  return { weights, contributions, iterations, error, converged: error < tolerance };
}
