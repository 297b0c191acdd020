import { describe, expect, it } from 'vitest';
import { portfolioRisk, positionProblem, positionRisk, riskLevel, POSITION_LEVELS, TOTAL_LEVELS } from './swingRisk';

// Expected values worked out by hand from the rule risk = max(0, s·(entry − stop)) · size.
describe('swing risk dashboard', () => {
  it('a long risks (entry − stop) · size, a short (stop − entry) · size', () => {
    expect(positionRisk({ symbol: 'BTCUSDT', side: 'long', entry: 60_000, stop: 57_000, size: 0.03 })).toBeCloseTo(90, 10);
    expect(positionRisk({ symbol: 'SOLUSDT', side: 'short', entry: 150, stop: 160, size: 10 })).toBe(100);
  });

  it('a stop on the profit side risks nothing and is flagged', () => {
    const result = portfolioRisk([{ symbol: 'ETHUSDT', side: 'long', entry: 3000, stop: 3100, size: 1 }], 10_000);
    expect(result.positions[0]).toEqual({ risk: 0, riskPct: 0, notional: 3000, level: 'low', stopInProfit: true });
  });

  it('adds up the positions as % of the account with the levels of each and of the total', () => {
    const result = portfolioRisk(
      [
        { symbol: 'BTCUSDT', side: 'long', entry: 60_000, stop: 57_000, size: 0.03 }, // 90 → 0.9 %
        { symbol: 'ETHUSDT', side: 'long', entry: 3000, stop: 2850, size: 1 }, // 150 → 1.5 %
        { symbol: 'SOLUSDT', side: 'short', entry: 150, stop: 160, size: 30 }, // 300 → 3 %
      ],
      10_000,
    );
    expect(result.positions.map((p) => p.level)).toEqual(['low', 'medium', 'high']);
    expect(result.positions.map((p) => p.riskPct)).toEqual([expect.closeTo(0.9, 10), 1.5, 3]);
    expect(result.totalRisk).toBeCloseTo(540, 10);
    expect(result.totalRiskPct).toBeCloseTo(5.4, 10);
    expect(result.totalNotional).toBeCloseTo(1800 + 3000 + 4500, 10);
    expect(result.level).toBe('medium');
  });

  it('level bounds belong to the lower level', () => {
    expect([1, 1.0001, 2, 5, 5.0001].map((pct) => riskLevel(pct, POSITION_LEVELS))).toEqual(['low', 'medium', 'medium', 'high', 'critical']);
    expect([0, 3, 6, 10, 10.5].map((pct) => riskLevel(pct, TOTAL_LEVELS))).toEqual(['low', 'low', 'medium', 'high', 'critical']);
  });

  it('names what is wrong with a typed position', () => {
    const ok = { symbol: 'X', side: 'long' as const, entry: 10, stop: 9, size: 1 };
    expect(positionProblem(ok)).toBeNull();
    expect(positionProblem({ ...ok, entry: 0 })).toBe('entry');
    expect(positionProblem({ ...ok, stop: NaN })).toBe('stop');
    expect(positionProblem({ ...ok, size: -1 })).toBe('size');
    expect(positionProblem({ ...ok, stop: 10 })).toBe('stopAtEntry');
  });
});
