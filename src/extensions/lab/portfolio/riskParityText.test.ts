import { describe, expect, it } from 'vitest';
import { riskParityWeights } from '../../../finance/portfolio/riskParity';
import { convergenceText } from './RiskParity';
import { portfolioTexts } from './texts';

describe('risk parity: what the tool says about the iteration', () => {
  it('says so when the iteration stops before the contributions are equal', () => {
    // Three correlated assets and room for two sweeps only: the contributions are not equal yet.
    const covariance = [
      [0.04, 0.018, 0.01],
      [0.018, 0.09, 0.02],
      [0.01, 0.02, 0.25],
    ];
    const stopped = riskParityWeights(covariance, undefined, 1e-8, 2);
    expect(stopped?.converged).toBe(false);
    const en = convergenceText(stopped!, portfolioTexts('en'), 'en');
    expect(en).toMatch(/^Did not converge within 2 iterations/);
    expect(en).not.toMatch(/^Converged/);
    expect(convergenceText(stopped!, portfolioTexts('de'), 'de')).toMatch(/^Nach 2 Iterationen nicht konvergiert/);
    const done = riskParityWeights(covariance);
    expect(done?.converged).toBe(true);
    expect(convergenceText(done!, portfolioTexts('en'), 'en')).toMatch(/^Converged in \d+ iterations/);
  });
});
