import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cholesky, matVec, quadraticForm, solveLinear } from './linalg';
import { capFeasible, efficientFrontier, maximumSharpeWeights, meanVarianceWeights, minimumVarianceWeights, portfolioPoint, twoAssetMinimumVarianceWeight } from './optimize';
import { riskContributions, riskParityWeights } from './riskParity';
import { correlationMatrix, rollingCorrelation, sampleCovariance, sampleMeans } from './statistics';

// Independent values: scripts/reference/portfolio.py (numpy np.cov/np.corrcoef, scipy SLSQP, least_squares).
interface Reference {
  returns: number[][];
  means: number[];
  covariance: number[][];
  correlation: number[][];
  rolling: { window: number; pair: [number, number]; values: (number | null)[] };
  minVariance: { uncapped: number[]; cap40: number[] };
  maxSharpe: { uncapped: number[]; cap40: number[]; rf0005cap50: number[] };
  riskParity: number[];
}
const reference = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'portfolio', 'reference.json'), 'utf8')) as Reference;
const { returns } = reference;
const covariance = sampleCovariance(returns);
const means = sampleMeans(returns);

const expectClose = (actual: readonly number[], expected: readonly number[], tolerance: number) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, i) => expect(Math.abs(value - (expected[i] as number)), `index ${i}: ${value} vs ${expected[i]}`).toBeLessThan(tolerance));
};

describe('linear algebra', () => {
  it('factors a positive-definite matrix (L·L\' = A) and refuses one that is not', () => {
    const a = [
      [4, 2, 0.4],
      [2, 3, 0.5],
      [0.4, 0.5, 1],
    ];
    const l = cholesky(a);
    if (!l) throw new Error('not factored');
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) expect(l[i]!.reduce((s, x, k) => s + x * l[j]![k]!, 0)).toBeCloseTo(a[i]![j]!, 14);
    expect(cholesky([[1, 2], [2, 1]])).toBeNull();
    expectClose(matVec(a, solveLinear(a, [1, 2, 3]) ?? []), [1, 2, 3], 1e-12);
    expect(solveLinear([[1, 2], [2, 4]], [1, 1])).toBeNull();
  });
});

describe('sample statistics (vs numpy)', () => {
  it('means, covariance (n − 1) and Pearson correlation', () => {
    expectClose(means, reference.means, 1e-15);
    covariance.forEach((row, i) => expectClose(row, reference.covariance[i]!, 1e-15));
    correlationMatrix(returns).forEach((row, i) => expectClose(row, reference.correlation[i]!, 1e-12));
  });

  it('rolling correlation of a pair', () => {
    const { window, pair, values } = reference.rolling;
    const rolling = rollingCorrelation(returns[pair[0]]!, returns[pair[1]]!, window);
    values.forEach((value, t) => {
      if (value === null) expect(rolling[t]).toBeNaN();
      else expect(Math.abs(rolling[t]! - value)).toBeLessThan(1e-12);
    });
  });
});

describe('long-only optimisation with a cap (vs scipy SLSQP)', () => {
  it('needs a cap that lets the weights reach 100 %', () => {
    expect(capFeasible(4, 0.25)).toBe(true);
    expect(capFeasible(4, 0.2)).toBe(false);
    expect(minimumVarianceWeights(covariance, 0.19)).toBeNull();
  });

  it('minimum variance, uncapped and with a 40 % cap', () => {
    expectClose(minimumVarianceWeights(covariance) ?? [], reference.minVariance.uncapped, 1e-6);
    expectClose(minimumVarianceWeights(covariance, 0.4) ?? [], reference.minVariance.cap40, 1e-6);
  });

  it('maximum Sharpe, uncapped, with a 40 % cap, and with a risk-free rate and a 50 % cap', () => {
    expectClose(maximumSharpeWeights(covariance, means)?.weights ?? [], reference.maxSharpe.uncapped, 1e-5);
    expectClose(maximumSharpeWeights(covariance, means, 0.4)?.weights ?? [], reference.maxSharpe.cap40, 1e-5);
    expectClose(maximumSharpeWeights(covariance, means, 0.5, 0.0005)?.weights ?? [], reference.maxSharpe.rf0005cap50, 1e-5);
    // No portfolio beats a risk-free rate above every mean: no maximum-Sharpe portfolio.
    expect(maximumSharpeWeights(covariance, means, 1, 0.01)).toBeNull();
  });

  it('the 2-asset minimum variance matches the closed form (σ₂² − σ₁₂)/(σ₁² + σ₂² − 2σ₁₂)', () => {
    const cov = [
      [0.04, 0.006],
      [0.006, 0.09],
    ];
    const w1 = twoAssetMinimumVarianceWeight(0.04, 0.09, 0.006);
    expect(w1).toBeCloseTo(0.084 / 0.118, 15);
    expectClose(minimumVarianceWeights(cov) ?? [], [w1, 1 - w1], 1e-12);
    // A cap below the free solution binds: the first asset sits at the cap.
    expectClose(minimumVarianceWeights(cov, 0.6) ?? [], [0.6, 0.4], 1e-12);
  });

  it('the frontier runs from the minimum-variance portfolio up, its best Sharpe point near the maximum', () => {
    const frontier = efficientFrontier(covariance, means, 1, 0, 30);
    expect(frontier.length).toBeGreaterThan(5);
    const minVar = portfolioPoint(covariance, means, minimumVarianceWeights(covariance) ?? []);
    expect(frontier[0]!.volatility).toBeCloseTo(minVar.volatility, 10);
    for (let k = 1; k < frontier.length; k++) expect(frontier[k]!.mean).toBeGreaterThanOrEqual(frontier[k - 1]!.mean - 1e-12);
    const best = maximumSharpeWeights(covariance, means);
    expect(Math.max(...frontier.map((p) => p.sharpe))).toBeLessThanOrEqual(best!.sharpe + 1e-12);
  });
});

interface LargeCase {
  name: string;
  covariance: number[][];
  means: number[];
  cap: number;
  solutions: { lambda: number; weights: number[]; objective: number }[];
}
// More assets than the exhaustive search handles, on ill-conditioned covariances: scripts/reference/
// portfolio_large.py (scipy trust-constr, then the exact KKT solution of the active set it points to,
// checked against the KKT conditions).
const large = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'portfolio', 'large.json'), 'utf8')) as { cases: LargeCase[] };

describe('9 to 14 assets on ill-conditioned covariances (vs scipy + exact KKT)', () => {
  it.each(large.cases.map((c) => [c.name, c] as const))('exact minimum-variance and mean–variance weights: %s', (_name, c) => {
    for (const solution of c.solutions) {
      const weights = meanVarianceWeights(c.covariance, c.means, solution.lambda, c.cap);
      if (!weights) throw new Error(`no weights at λ = ${solution.lambda}`);
      // The optimum fixes the objective to rounding, on the scale of the covariance; weights of nearly
      // identical assets can trade places along a direction with almost no variance, so they are compared
      // more loosely.
      const value = 0.5 * quadraticForm(c.covariance, weights) - solution.lambda * c.means.reduce((sum, m, i) => sum + m * weights[i]!, 0);
      const scale = Math.max(...c.covariance.map((row) => Math.max(...row.map(Math.abs))));
      expect(Math.abs(value - solution.objective)).toBeLessThanOrEqual(1e-12 * scale);
      expectClose(weights, solution.weights, 1e-4);
      expect(Math.abs(weights.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
      for (const x of weights) expect(x >= 0 && x <= c.cap).toBe(true);
    }
  });

  it('maximum Sharpe on them is at least the Sharpe ratio of every point of the frontier', () => {
    for (const c of large.cases.slice(0, 6)) {
      const best = maximumSharpeWeights(c.covariance, c.means, c.cap);
      if (!best) continue;
      // No feasible portfolio of the frontier beats it.
      for (const point of efficientFrontier(c.covariance, c.means, c.cap, 0, 25)) expect(point.sharpe).toBeLessThanOrEqual(best.sharpe + 1e-9);
    }
  });
});

describe('maximum Sharpe with a zero-variance portfolio', () => {
  it('a riskless mix that loses does not block the arg-max: Σ singular, μ = [−0.01, 0, 0.1] → [0, 0, 1], Sharpe 1/3', () => {
    const singular = [
      [0.04, -0.04, 0],
      [-0.04, 0.04, 0],
      [0, 0, 0.09],
    ];
    // The minimum-variance portfolio [½, ½, 0] has no variance and a return of −0.005.
    expectClose(minimumVarianceWeights(singular) ?? [], [0.5, 0.5, 0], 1e-12);
    const best = maximumSharpeWeights(singular, [-0.01, 0, 0.1], 1, 0);
    expectClose(best?.weights ?? [], [0, 0, 1], 1e-9);
    expect(best?.sharpe).toBeCloseTo(1 / 3, 12);
  });

  it('a riskless mix that earns more than the risk-free rate is an unbounded Sharpe ratio', () => {
    const singular = [
      [0.04, -0.04, 0],
      [-0.04, 0.04, 0],
      [0, 0, 0.09],
    ];
    const best = maximumSharpeWeights(singular, [0.02, 0.01, 0.03], 1, 0);
    expect(best?.sharpe).toBe(Infinity);
    expect(best?.volatility).toBe(0);
    expectClose(best?.weights ?? [], [0.5, 0.5, 0], 1e-9);
  });
});

describe('risk parity', () => {
  it('gives equal risk contributions to 1e-8 and matches scipy least_squares', () => {
    const result = riskParityWeights(covariance);
    if (!result) throw new Error('no result');
    expect(result.converged).toBe(true);
    for (const rc of result.contributions) expect(Math.abs(rc - 0.2)).toBeLessThan(1e-8);
    expect(riskContributions(covariance, result.weights).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
    expectClose(result.weights, reference.riskParity, 1e-7);
  });

  it('gives uncorrelated assets weights ∝ 1/σ, and refuses a zero variance', () => {
    const result = riskParityWeights([
      [0.04, 0],
      [0, 0.01],
    ]);
    expectClose(result?.weights ?? [], [1 / 3, 2 / 3], 1e-9);
    expect(
      riskParityWeights([
        [0, 0],
        [0, 1],
      ]),
    ).toBeNull();
  });
});
