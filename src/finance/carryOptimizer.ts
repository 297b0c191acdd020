/**
 * Carry portfolio optimizer: how to split capital over several funding carries so that the expected funding is
 * as large as possible under a risk cap.
 *
 * The problem is a linear program in the weights w (fractions of the capital):
 *   maximise Σ fᵢ·wᵢ   subject to   Σ wᵢ ≤ 1 (budget, the rest is cash),   Σ σᵢ·wᵢ ≤ R (risk cap),   0 ≤ wᵢ ≤ uᵢ
 * with fᵢ the expected funding per year, σᵢ the volatility per year (> 0) and uᵢ the maximum allocation. The risk
 * measure Σ σᵢ·wᵢ is the weighted volatility — the portfolio's volatility if all positions moved together, an
 * upper bound of the real one — so the cap is linear in the weights.
 *
 * Exact method (Lagrangian relaxation of the risk cap): for a price μ ≥ 0 of risk, the problem with the budget
 * alone is a fractional knapsack, solved by filling positions in order of fᵢ − μ·σᵢ (largest first, only while
 * positive) up to their cap until the budget is used. Its risk falls as μ grows, and the order only changes at
 * the breakpoints μ = fᵢ/σᵢ and μ = (fᵢ − fⱼ)/(σᵢ − σⱼ). If the solution at μ = 0 keeps the cap, it is optimal.
 * Otherwise the breakpoint μ* where the risk falls through R is found, and the two knapsack solutions on either
 * side of it — both optimal at μ* — are mixed so that the risk equals R exactly; by Lagrangian duality that mix
 * is optimal for the linear program. Checked against scipy's linprog (HiGHS) in carryOptimizer.test.ts.
 *
 * Yield on the capital: in a delta-neutral carry the capital pays the spot leg and the short's margin, so only
 * L/(L + 1) of it becomes the perpetual's notional (leverage L on the short), and both legs are bought and sold
 * once. `carryOnCapital` therefore optimises with fᵢ = L/(L + 1) · (fundingᵢ − round-trip fees per year), the
 * fees of both legs, in and out, spread over the holding period.
 */

export interface CarryCandidate {
  /** Expected funding per year as a fraction of the position (0.1095 = 10.95 %, 0.01 % per 8 h). */
  funding: number;
  /** Volatility per year as a fraction (0.6 = 60 %); must be > 0. */
  volatility: number;
  /** Most of the capital this position may take, a fraction from 0 to 1. */
  maxWeight: number;
}

export interface CarryAllocation {
  /** Weight of each position, a fraction of the capital, in the order given. */
  weights: number[];
  /** Σ fᵢ·wᵢ: expected funding per year on the whole capital. */
  expectedFunding: number;
  /** Σ σᵢ·wᵢ: the weighted volatility of the allocation. */
  risk: number;
  /** Σ wᵢ: the invested share; 1 − invested stays as cash. */
  invested: number;
  /** The risk cap holds with equality (it limits the result). */
  riskBinding: boolean;
  /** The whole budget is used. */
  budgetBinding: boolean;
  /** μ*: expected funding gained per unit of extra risk allowed (0 when the cap does not bind). */
  riskPrice: number;
}

const EPS = 1e-12;

/** The fractional knapsack for a risk price μ: fill by fᵢ − μ·σᵢ, largest first, while positive (ties: first given). */
function knapsack(candidates: readonly CarryCandidate[], mu: number): number[] {
  const order = candidates.map((candidate, index) => ({ index, score: candidate.funding - mu * candidate.volatility })).sort((a, b) => b.score - a.score || a.index - b.index);
  const weights = candidates.map(() => 0);
  let left = 1;
  for (const { index, score } of order) {
    if (score <= 0 || left <= 0) break;
    const take = Math.min((candidates[index] as CarryCandidate).maxWeight, left);
    weights[index] = take;
    left -= take;
  }
  return weights;
}

const riskOf = (candidates: readonly CarryCandidate[], weights: readonly number[]) => weights.reduce((sum, weight, i) => sum + weight * (candidates[i] as CarryCandidate).volatility, 0);

/** The risk prices at which the knapsack order or the sign of a score can change (positive, sorted, distinct). */
function breakpoints(candidates: readonly CarryCandidate[]): number[] {
  const points: number[] = [];
  candidates.forEach((a, i) => {
    if (a.funding > 0) points.push(a.funding / a.volatility);
    for (let j = i + 1; j < candidates.length; j++) {
      const b = candidates[j] as CarryCandidate;
      if (a.volatility !== b.volatility) {
        const mu = (a.funding - b.funding) / (a.volatility - b.volatility);
        if (mu > 0 && Number.isFinite(mu)) points.push(mu);
      }
    }
  });
  return [...new Set(points)].sort((x, y) => x - y);
}

function summary(candidates: readonly CarryCandidate[], weights: number[], riskCap: number, riskPrice: number): CarryAllocation {
  const risk = riskOf(candidates, weights);
  const invested = weights.reduce((sum, weight) => sum + weight, 0);
  return {
    weights,
    expectedFunding: weights.reduce((sum, weight, i) => sum + weight * (candidates[i] as CarryCandidate).funding, 0),
    risk,
    invested,
    riskBinding: riskPrice > 0 || Math.abs(risk - riskCap) <= EPS * Math.max(1, riskCap),
    budgetBinding: Math.abs(invested - 1) <= 1e-9,
    riskPrice,
  };
}

/** Problems with the inputs, as codes the tool turns into messages; empty when the optimizer can run. */
export type CarryInputProblem = 'noPositions' | 'volatility' | 'maxWeight' | 'funding' | 'riskCap';

export function carryInputProblem(candidates: readonly CarryCandidate[], riskCap: number): CarryInputProblem | null {
  if (candidates.length === 0) return 'noPositions';
  if (candidates.some((c) => !Number.isFinite(c.funding))) return 'funding';
  if (candidates.some((c) => !(c.volatility > 0) || !Number.isFinite(c.volatility))) return 'volatility';
  if (candidates.some((c) => !(c.maxWeight >= 0 && c.maxWeight <= 1))) return 'maxWeight';
  if (!(riskCap >= 0) || !Number.isFinite(riskCap)) return 'riskCap';
  return null;
}

/** The allocation with the largest expected funding under the budget, the caps and the risk cap R (method above). */
export function optimizeCarry(candidates: readonly CarryCandidate[], riskCap: number): CarryAllocation {
  const problem = carryInputProblem(candidates, riskCap);
  if (problem) throw new RangeError(`optimizeCarry: invalid input (${problem})`);
  const atZero = knapsack(candidates, 0);
  if (riskOf(candidates, atZero) <= riskCap * (1 + EPS) + EPS) return summary(candidates, atZero, riskCap, 0);

  const points = breakpoints(candidates);
  // One test price inside each interval between breakpoints, and one beyond the last (where every score is negative).
  const last = points.at(-1) ?? 0;
  const tests = points.map((point, k) => (k === 0 ? point / 2 : ((points[k - 1] as number) + point) / 2));
  tests.push(last * 2 + 1);
  // Interval k lies left of breakpoint k: (points[k-1], points[k]); the last one right of every breakpoint.
  let below = atZero;
  for (let k = 0; k < tests.length; k++) {
    const above = knapsack(candidates, tests[k] as number);
    const riskAbove = riskOf(candidates, above);
    if (riskAbove <= riskCap) {
      // μ* is the breakpoint left of interval k (0 when k = 0): mix the solutions on both sides so the risk is R.
      const mu = k === 0 ? 0 : (points[k - 1] as number);
      const riskBelow = riskOf(candidates, below);
      const theta = riskBelow > riskAbove ? (riskCap - riskAbove) / (riskBelow - riskAbove) : 0;
      const mixed = below.map((weight, i) => theta * weight + (1 - theta) * (above[i] as number));
      return summary(candidates, mixed, riskCap, mu);
    }
    below = above;
  }
  // Unreachable: beyond the last breakpoint nothing is bought, so the risk is 0 ≤ R.
  return summary(candidates, candidates.map(() => 0), riskCap, 0);
}

/** What a carry costs besides its risk: the short's leverage and the fees of both legs, in and out. */
export interface CarryCosts {
  /** Leverage of the perpetual short (≥ 1): the capital splits into spot L/(L + 1) and margin 1/(L + 1). */
  leverage: number;
  /** Spot fee per trade as a fraction (0.001 = 0.1 %), paid on the buy and on the sell. */
  spotFee: number;
  /** Perpetual fee per trade as a fraction, paid on the open and on the close. */
  perpFee: number;
  /** How long each carry is held, in days (> 0): the round-trip fees are spread over it. */
  holdingDays: number;
}

/** The share of the capital that becomes the short's notional (and the spot leg): L/(L + 1). */
export function notionalShare(leverage: number): number {
  return leverage / (leverage + 1);
}

/** The fees of one round trip of both legs per year, as a fraction of the notional: 2·(spot + perp)·365/days. */
export function roundTripFeesPerYear(costs: CarryCosts): number {
  return (2 * (costs.spotFee + costs.perpFee) * 365) / costs.holdingDays;
}

/** Net funding per year on the capital of one carry: L/(L + 1) · (funding − round-trip fees per year). */
export function capitalYield(funding: number, costs: CarryCosts): number {
  return notionalShare(costs.leverage) * (funding - roundTripFeesPerYear(costs));
}

export interface CarryCapitalAllocation extends CarryAllocation {
  /** Σ wᵢ · L/(L + 1) · fundingᵢ: funding per year on the whole capital before fees. */
  grossFunding: number;
  /** Σ wᵢ · L/(L + 1) · round-trip fees per year: the fees per year on the whole capital. */
  feesPerYear: number;
}

export type CarryCostProblem = 'leverage' | 'fees' | 'holdingDays';

/** The first problem with the costs, or null. */
export function carryCostProblem(costs: CarryCosts): CarryCostProblem | null {
  if (!(costs.leverage >= 1) || !Number.isFinite(costs.leverage)) return 'leverage';
  if (!(costs.spotFee >= 0 && costs.spotFee < 1) || !(costs.perpFee >= 0 && costs.perpFee < 1)) return 'fees';
  if (!(costs.holdingDays > 0) || !Number.isFinite(costs.holdingDays)) return 'holdingDays';
  return null;
}

/**
 * The allocation of the capital (weights = shares of the capital put into each carry, spot leg and margin
 * together) with the largest net funding on the capital: `expectedFunding` is after fees, on the capital.
 */
export function carryOnCapital(candidates: readonly CarryCandidate[], riskCap: number, costs: CarryCosts): CarryCapitalAllocation {
  const problem = carryCostProblem(costs);
  if (problem) throw new RangeError(`carryOnCapital: invalid costs (${problem})`);
  const net = candidates.map((candidate) => ({ ...candidate, funding: capitalYield(candidate.funding, costs) }));
  const allocation = optimizeCarry(net, riskCap);
  const share = notionalShare(costs.leverage);
  const grossFunding = allocation.weights.reduce((sum, weight, i) => sum + weight * share * (candidates[i] as CarryCandidate).funding, 0);
  return { ...allocation, grossFunding, feesPerYear: allocation.invested * share * roundTripFeesPerYear(costs) };
}
