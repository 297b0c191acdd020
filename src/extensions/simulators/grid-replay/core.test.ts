import { describe, expect, it } from 'vitest';
import { eventRows } from '../kit/simulation';
import { BUY, gridLevels, SELL, SETUP_LEVEL, simulateGridReplay, toyPnlAt, unrealizedAt, type GridReplayParams } from './core';

const base: GridReplayParams = {
  startPrice: 60000, steps: 500, sigmaPct: 0.5, driftPct: 0, lower: 58000, upper: 62000, grids: 20, spacing: 'arithmetic',
  capital: 1000, allocationPct: 100, makerFeeBps: 2, takerFeeBps: 5, slippageBps: 1, bias: 'long', seed: 42,
};

describe('grid levels', () => {
  it('are evenly spaced in price (arithmetic) or in percent (geometric), ends included', () => {
    expect(gridLevels(100, 200, 4, 'arithmetic')).toEqual([100, 125, 150, 175, 200]);
    const geometric = gridLevels(100, 400, 2, 'geometric');
    expect(geometric[1]).toBeCloseTo(200, 10);
    expect(geometric[2]).toBeCloseTo(400, 10);
  });
});

describe('grid replay', () => {
  it('a price that falls through two levels and comes back fills two buys, then two sells one level up (hand-checked)', () => {
    // Levels 90, 100, 110; start 105: a buy rests at 90 and 100, a sell at 110 (for the inventory of one level: 10/100 = 0.1).
    // A drift of ln(0.94) per step moves 105 → 98.7 → 92.778 → 87.211 (one level per step) … then a drift up is not possible
    // in one run, so the way back is checked with the short bias below.
    const down: GridReplayParams = { ...base, startPrice: 105, lower: 90, upper: 110, grids: 2, capital: 20, steps: 3, sigmaPct: 0, driftPct: Math.log(0.94) * 100, makerFeeBps: 0, slippageBps: 0, takerFeeBps: 10 };
    const trace = simulateGridReplay(down);
    const fills = eventRows(trace.events.fills, 3);
    // Setup: 0.1 coins bought at 105 for the sell at 110, taker fee 10 bps of 10.5.
    expect(fills[0]).toEqual([0, BUY, SETUP_LEVEL, 105, 0.1, 0.0105]);
    // Step 1 (98.7) crosses 100: the buy there fills 10/100 = 0.1 coins. Step 3 (87.2) crosses 90: 10/90 coins.
    expect(fills.slice(1).map(([step, side, level, price]) => [step, side, level, price])).toEqual([[1, BUY, 1, 100], [3, BUY, 0, 90]]);
    expect(fills[2]?.[4]).toBeCloseTo(10 / 90, 12);
    expect(trace.series.transitions?.[3]).toBe(2);
    expect(trace.series.fills?.[3]).toBe(2);
    expect(trace.series.roundTrips?.[3]).toBe(0);
    expect(trace.series.inventory?.[3]).toBeCloseTo(0.2 + 10 / 90, 12);
  });

  it('a rise through the placed sells completes round trips and realizes the spacing (short bias, hand-checked)', () => {
    // Short bias: the buys at 90 and 100 are funded by selling short 0.1 + 1/9 at 105. The price then rises 105 → 111.3 (×1.06):
    // crosses 110, where the initial sell (10/100 = 0.1 coins) fills: the short grows to 0.3111 coins; a buy is placed at 100.
    const up: GridReplayParams = { ...base, startPrice: 105, lower: 90, upper: 110, grids: 2, capital: 20, steps: 1, sigmaPct: 0, driftPct: Math.log(1.06) * 100, makerFeeBps: 0, slippageBps: 0, takerFeeBps: 0, bias: 'short' };
    const trace = simulateGridReplay(up);
    const fills = eventRows(trace.events.fills, 1);
    expect(fills[0]?.slice(0, 4)).toEqual([0, SELL, SETUP_LEVEL, 105]);
    expect(fills[0]?.[4]).toBeCloseTo(0.1 + 10 / 90, 12);
    expect(fills[1]?.slice(0, 5)).toEqual([1, SELL, 2, 110, 0.1]);
    expect(trace.series.inventory?.[1]).toBeCloseTo(-(0.2 + 10 / 90), 12);
    // Adding to a short at 110 realizes nothing; the average entry becomes the weighted price.
    expect(trace.series.realized?.[1]).toBe(0);
    expect(trace.series.average?.[1]).toBeCloseTo(((0.1 + 10 / 90) * 105 + 0.1 * 110) / (0.2 + 10 / 90), 9);
  });

  it('keeps the accounting identity cash + inventory · price = capital + toyPnl at every step, in both biases and spacings', () => {
    for (const variant of [base, { ...base, bias: 'short' as const }, { ...base, spacing: 'geometric' as const, sigmaPct: 1.2, driftPct: 0.05 }]) {
      const trace = simulateGridReplay(variant);
      for (let t = 0; t <= variant.steps; t += 7) {
        const equity = (trace.series.cash?.[t] ?? NaN) + (trace.series.inventory?.[t] ?? NaN) * (trace.series.price?.[t] ?? NaN);
        expect(equity).toBeCloseTo(variant.capital + toyPnlAt(trace, t), 6);
        expect(trace.series.equity?.[t]).toBeCloseTo(variant.capital + toyPnlAt(trace, t), 6);
      }
      expect(trace.series.roundTrips?.[variant.steps]).toBeGreaterThan(0);
    }
  });

  it('on the player’s defaults crosses levels and fills orders, completes at most one round trip per fill, and its toy PnL is realized + unrealized − fees', () => {
    const trace = simulateGridReplay(base);
    const end = base.steps;
    expect(trace.series.transitions?.[end]).toBeGreaterThan(0);
    expect(trace.series.fills?.[end]).toBeGreaterThan(0);
    expect(trace.series.roundTrips?.[end]).toBeLessThanOrEqual(trace.series.fills?.[end] ?? 0);
    expect(toyPnlAt(trace, end)).toBeCloseTo((trace.series.realized?.[end] ?? NaN) + unrealizedAt(trace, end) - (trace.series.fees?.[end] ?? NaN), 6);
  });

  it('charges maker fee + slippage on every fill and the taker fee on the setup', () => {
    const trace = simulateGridReplay(base);
    const fills = eventRows(trace.events.fills, base.steps);
    const expected = fills.reduce((total, [, , level, price, quantity]) => total + (price ?? 0) * (quantity ?? 0) * (level === SETUP_LEVEL ? 5 : 3) / 10000, 0);
    expect(trace.series.fees?.[base.steps]).toBeCloseTo(expected, 9);
  });

  it('is reproducible by seed and differs between seeds', () => {
    const a = simulateGridReplay(base);
    const b = simulateGridReplay(base);
    const c = simulateGridReplay({ ...base, seed: 43 });
    expect(Array.from(a.series.price ?? [])).toEqual(Array.from(b.series.price ?? []));
    expect(toyPnlAt(a, 500)).toBe(toyPnlAt(b, 500));
    expect(a.series.price?.[500]).not.toBe(c.series.price?.[500]);
    expect(Number.isFinite(unrealizedAt(a, 500))).toBe(true);
  });
});
