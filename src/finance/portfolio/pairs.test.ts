import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { halfLife, hedgeRatio, pairsBacktest, rollingZScore, spreadSeries } from './pairs';

// Independent values: scripts/reference/portfolio.py (np.polyfit, rolling z with ddof=1, np.linalg.lstsq AR(1)).
interface PairsReference {
  x: number[];
  y: number[];
  alpha: number;
  beta: number;
  zWindow: number;
  z: (number | null)[];
  slope: number;
  halfLife: number;
}
const { pairs } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'portfolio', 'reference.json'), 'utf8')) as { pairs: PairsReference };

describe('pairs statistics (vs numpy)', () => {
  it('hedge ratio, z-score and AR(1) half-life of a cointegrated pair', () => {
    const fit = hedgeRatio(pairs.y, pairs.x);
    if (!fit) throw new Error('no fit');
    expect(fit.beta).toBeCloseTo(pairs.beta, 11);
    expect(fit.alpha).toBeCloseTo(pairs.alpha, 10);
    const spread = spreadSeries(pairs.y, pairs.x, fit);
    const z = rollingZScore(spread, pairs.zWindow);
    pairs.z.forEach((value, t) => {
      if (value === null) expect(z[t]).toBeNaN();
      else expect(Math.abs(z[t]! - value)).toBeLessThan(1e-9);
    });
    const life = halfLife(spread);
    expect(life?.slope).toBeCloseTo(pairs.slope, 11);
    expect(life?.halfLife).toBeCloseTo(pairs.halfLife, 9);
  });

  it('has no half-life for a trending spread, and no fit for a flat x', () => {
    expect(halfLife([1, 2, 4, 8, 16, 32])?.halfLife).toBe(Infinity);
    expect(hedgeRatio([1, 2, 3], [5, 5, 5])).toBeNull();
  });
});

describe('pairs backtest', () => {
  it('opens on |z| > entry, closes when z crosses 0, and books the hedged return less fees', () => {
    // y rises 10 % while x is flat during a short-spread trade (z > entry): the trade loses 10 %/(1 + β).
    const py = [100, 100, 110, 110, 110];
    const px = [50, 50, 50, 50, 50];
    const z = [0, 2.5, 1, -0.1, 0];
    const result = pairsBacktest(py, px, z, 0.5, { entry: 2, feeRate: 0.001 });
    expect([...result.position]).toEqual([0, -1, -1, 0, 0]);
    expect(result.trades).toHaveLength(1);
    const expected = 0.999 * (1 - 0.1 / 1.5) * 0.999;
    expect(result.equity[4]).toBeCloseTo(expected, 14);
    expect(result.trades[0]).toMatchObject({ entryIndex: 1, exitIndex: 3, side: -1 });
    expect(result.trades[0]!.return).toBeCloseTo(expected - 1, 14);
    expect(result.winRate).toBe(0);
    expect(result.maxDrawdown).toBeCloseTo(1 - expected, 14);
  });

  it('goes long the spread below −entry and gains when x falls', () => {
    const result = pairsBacktest([10, 10, 10], [20, 20, 18], [0, -3, 0.2], 1, { entry: 2, feeRate: 0 });
    expect(result.trades[0]).toMatchObject({ side: 1 });
    expect(result.totalReturn).toBeCloseTo(0.1 / 2, 14);
    expect(result.winRate).toBe(1);
  });
});
