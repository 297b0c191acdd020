import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { halfLife, hedgeRatio, nearlyConstant, pairsBacktest, rollingZScore, spreadSeries } from './pairs';

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

describe('constant series and non-decaying spreads', () => {
  it('a constant x whose float mean is inexact has no hedge ratio (not β = −42.67 or 0)', () => {
    expect(hedgeRatio([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8], new Array<number>(12).fill(-0.05))).toBeNull();
    expect(hedgeRatio([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], new Array<number>(10).fill(0.1))).toBeNull();
    expect(nearlyConstant(new Array<number>(10).fill(0.1))).toBe(true);
    expect(nearlyConstant([0.1, 0.1, 0.1 + 1e-9])).toBe(false);
    expect(nearlyConstant([0, 0, 0])).toBe(true);
  });

  it('a window of identical values has no z-score (NaN, not ±0.95)', () => {
    const z = rollingZScore(new Array<number>(10).fill(0.1), 10);
    expect(z[9]).toBeNaN();
    const mixed = rollingZScore([0.3, 0.1, 0.1, 0.1, 0.1], 4);
    expect(mixed[3]).not.toBeNaN();
    expect(mixed[4]).toBeNaN();
  });

  it('a constant spread has no half-life (null, not ∞)', () => {
    expect(halfLife(new Array<number>(10).fill(0.1))).toBeNull();
  });

  it('b ≤ −1: a deviation that flips sign and shrinks has a half-life; one that does not shrink has none', () => {
    // s_t = −0.5·s_{t−1}: Δs = −1.5·s_{t−1}, |1 + b| = 0.5 → half-life −ln 2 / ln 0.5 = 1 bar.
    const shrinking = Array.from({ length: 12 }, (_, t) => (-0.5) ** t);
    expect(halfLife(shrinking)?.slope).toBeCloseTo(-1.5, 12);
    expect(halfLife(shrinking)?.halfLife).toBeCloseTo(1, 12);
    // s_t = −1.2·s_{t−1}: b = −2.2, |1 + b| = 1.2 ≥ 1 → the deviation grows: no half-life.
    const growing = Array.from({ length: 12 }, (_, t) => (-1.2) ** t);
    expect(halfLife(growing)?.slope).toBeCloseTo(-2.2, 12);
    expect(halfLife(growing)?.halfLife).toBe(Infinity);
    // s_t = −s_{t−1}: b = −2, |1 + b| = 1: a deviation that only flips sign never decays.
    expect(halfLife([1, -1, 1, -1, 1, -1])?.halfLife).toBe(Infinity);
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
