import { describe, expect, it } from 'vitest';
import { fullRebalance, rebalanceTrades, rebalancingBacktest } from './rebalance';

describe('rebalanceTrades', () => {
  it('trades only the legs outside the band; the cash goes to the legs inside in proportion to target', () => {
    // 10,000 held: A 60 % (target 40), B 25 % (target 30), C 15 % (target 30); band 10 points.
    const result = rebalanceTrades([6_000, 2_500, 1_500], [0.4, 0.3, 0.3], 0.1, 0);
    if (!result) throw new Error('no result');
    expect(result.outside).toEqual([true, false, true]);
    // A → 4,000 (−2,000), C → 3,000 (+1,500), B takes the remaining +500.
    expect(result.trades.map((x) => Math.round(x * 1e9) / 1e9)).toEqual([-2_000, 500, 1_500]);
    expect(result.turnover).toBeCloseTo(4_000, 9);
    expect(result.fees).toBe(0);
  });

  it('with every leg outside, is a full rebalance to the value after fees', () => {
    const result = rebalanceTrades([8_000, 2_000], [0.5, 0.5], 0.05, 0.001);
    if (!result) throw new Error('no result');
    // V' = 10,000 − 0.001·(|0.5V' − 8,000| + |0.5V' − 2,000|) = 10,000 − 0.001·6,000 (V' between 4,000 and 16,000).
    const net = 10_000 - 6;
    expect(result.after[0]).toBeCloseTo(net / 2, 9);
    expect(result.after[1]).toBeCloseTo(net / 2, 9);
    expect(result.fees).toBeCloseTo(6, 9);
    expect(fullRebalance([8_000, 2_000], [0.5, 0.5], 0.001).fees).toBeCloseTo(6, 9);
  });

  it('rebalances every leg when the legs inside the band cannot absorb the cash', () => {
    // Only the first leg is off (1 % against 90 %); the others would have to give 8,900, more than the 900 of the second.
    const result = rebalanceTrades([100, 900, 9_000], [0.9, 0.05, 0.05], 0.86, 0);
    expect(result?.outside).toEqual([true, true, true]);
    expect(result?.trades.map((x) => Math.round(x * 1e6) / 1e6)).toEqual([8_900, -400, -8_500]);
    expect(Math.min(...(result?.after ?? []))).toBeGreaterThanOrEqual(0);
  });

  it('leaves a portfolio within the band alone and refuses bad input', () => {
    const result = rebalanceTrades([5_200, 4_800], [0.5, 0.5], 0.05, 0.001);
    expect(result?.trades).toEqual([0, 0]);
    expect(rebalanceTrades([1, 1], [0.5, 0.6], 0.05, 0)).toBeNull();
    expect(rebalanceTrades([0, 0], [0.5, 0.5], 0.05, 0)).toBeNull();
    expect(rebalanceTrades([1, -1], [0.5, 0.5], 0.05, 0)).toBeNull();
  });
});

describe('rebalancingBacktest', () => {
  const prices = [
    [100, 200, 100, 200, 100],
    [100, 100, 100, 100, 100],
  ];
  const options = { initial: 1_000, feeRate: 0, barsPerYear: 365 };

  it('buy and hold drifts; a calendar rebalance every bar harvests the swings', () => {
    const hold = rebalancingBacktest(prices, [0.5, 0.5], { kind: 'none' }, options);
    expect([...hold.value]).toEqual([1_000, 1_500, 1_000, 1_500, 1_000]);
    expect(hold.rebalances).toBe(0);
    const daily = rebalancingBacktest(prices, [0.5, 0.5], { kind: 'calendar', everyBars: 1 }, options);
    // Each doubling then halving of A, rebalanced in between: ×1.5 then ×0.75.
    expect(daily.value[2]).toBeCloseTo(1_000 * 1.5 * 0.75, 9);
    expect(daily.finalValue).toBeCloseTo(1_000 * (1.5 * 0.75) ** 2, 9);
    expect(daily.rebalances).toBe(3);
    expect(hold.maxDrawdown).toBeCloseTo(1 / 3, 12);
  });

  it('a threshold rebalance acts only when a weight leaves the band, and fees are charged', () => {
    const threshold = rebalancingBacktest(prices, [0.5, 0.5], { kind: 'threshold', band: 0.2 }, { ...options, feeRate: 0.001 });
    // At bar 1 A is 2/3 of the value: off by 16.7 points, inside a 20-point band.
    expect(threshold.rebalances).toBe(0);
    const tight = rebalancingBacktest(prices, [0.5, 0.5], { kind: 'threshold', band: 0.1 }, { ...options, feeRate: 0.001 });
    expect(tight.rebalances).toBe(3);
    expect(tight.fees).toBeGreaterThan(1);
  });
});
