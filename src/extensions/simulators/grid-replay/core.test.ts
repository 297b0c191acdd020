import { describe, expect, it } from 'vitest';
import { eventRows } from '../kit/simulation';
import { BUY, emptyLevelAtStart, gridLevels, randomWalkPath, replayOnPath, SELL, SETUP_LEVEL, simulateGridReplay, toyPnlAt, unrealizedAt, type GridReplayParams } from './core';

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
  // Levels 90, 100, 110 with 10 USDT per grid; start 105: 100 and 110 are equally near, so the lower one, 100,
  // stays empty. A buy rests at 90 (10/90 coins), a sell at 110 (10/100 = 0.1 coins, what a buy at 100 buys).
  const small: GridReplayParams = { ...base, startPrice: 105, lower: 90, upper: 110, grids: 2, capital: 20, makerFeeBps: 0, slippageBps: 0, takerFeeBps: 10 };

  it('leaves the level nearest the start price empty, the lower one on a tie', () => {
    expect(emptyLevelAtStart([90, 100, 110], 105)).toBe(1);
    expect(emptyLevelAtStart([90, 100, 110], 106)).toBe(2);
    expect(emptyLevelAtStart([90, 100, 110], 80)).toBe(0);
    expect(emptyLevelAtStart(gridLevels(58000, 62000, 20, 'arithmetic'), 60000)).toBe(10);
  });

  it('a fall fills the buy below the empty level and puts its sell on the empty level (hand-checked)', () => {
    const trace = replayOnPath(small, Float64Array.from([105, 98.7, 92.778, 87.211]));
    const fills = eventRows(trace.events.fills, 3);
    // Setup: 0.1 coins bought at 105 for the sell at 110, taker fee 10 bps of 10.5.
    expect(fills[0]).toEqual([0, BUY, SETUP_LEVEL, 105, 0.1, 0.0105]);
    // 98.7 crosses the empty 100: nothing fills. 87.211 crosses 90: the buy of 10/90 coins fills.
    expect(fills.slice(1).map(([step, side, level, price]) => [step, side, level, price])).toEqual([[3, BUY, 0, 90]]);
    expect(fills[1]?.[4]).toBeCloseTo(10 / 90, 12);
    expect(trace.series.transitions?.[3]).toBe(2);
    expect(trace.series.fills?.[3]).toBe(1);
    expect(trace.series.inventory?.[3]).toBeCloseTo(0.1 + 10 / 90, 12);
  });

  it('orders never stack: down through 100 and back up through 110 fills the one sell at 110 once (hand-checked)', () => {
    // With a buy at 100 and the sell it places on top of the resting one, the price back at 110 would sell twice.
    // Here 100 is empty: only the resting sell of 0.1 coins fills, and its buy goes to the empty 100.
    const trace = replayOnPath(small, Float64Array.from([105, 98, 111, 99, 111]));
    const fills = eventRows(trace.events.fills, 4).slice(1);
    expect(fills.map(([step, side, level, price, quantity]) => [step, side, level, price, quantity])).toEqual([
      [2, SELL, 2, 110, 0.1],
      [3, BUY, 1, 100, 0.1],
      [4, SELL, 2, 110, 0.1],
    ]);
    // The buy at 100 and the second sell at 110 were placed by fills: two round trips; the bag is sold again.
    expect(trace.series.roundTrips?.[4]).toBe(2);
    expect(trace.series.inventory?.[4]).toBeCloseTo(0, 12);
  });

  it('a rise fills the sell above the empty level and puts its buy on the empty level (short bias, hand-checked)', () => {
    // Short bias: the buy at 90 is funded by selling short 10/90 coins at 105. The price rises 105 → 111.3: it crosses
    // the empty 100 and then 110, where the sell of 0.1 coins fills: the short grows to 10/90 + 0.1; a buy goes to 100.
    const trace = replayOnPath({ ...small, takerFeeBps: 0, bias: 'short' }, Float64Array.from([105, 111.3, 99]));
    const fills = eventRows(trace.events.fills, 2);
    expect(fills[0]?.slice(0, 4)).toEqual([0, SELL, SETUP_LEVEL, 105]);
    expect(fills[0]?.[4]).toBeCloseTo(10 / 90, 12);
    expect(fills[1]?.slice(0, 5)).toEqual([1, SELL, 2, 110, 0.1]);
    expect(trace.series.inventory?.[1]).toBeCloseTo(-(0.1 + 10 / 90), 12);
    // Adding to a short at 110 realizes nothing; the average entry becomes the weighted price.
    expect(trace.series.realized?.[1]).toBe(0);
    expect(trace.series.average?.[1]).toBeCloseTo(((10 / 90) * 105 + 0.1 * 110) / (0.1 + 10 / 90), 9);
    // The fall to 99 fills the buy placed at 100: a round trip of 0.1 coins, 10 USDT of spacing on it.
    expect(fills[2]?.slice(0, 5)).toEqual([2, BUY, 1, 100, 0.1]);
    expect(trace.series.roundTrips?.[2]).toBe(1);
  });

  it('fills each level at most once per step and never more often than the price crosses levels', () => {
    // A start between two levels (60,100) is where stacked orders used to fill twice in one crossing.
    for (const variant of [base, { ...base, bias: 'short' as const }, { ...base, spacing: 'geometric' as const, sigmaPct: 1.2, driftPct: 0.05 }, { ...base, startPrice: 60100, sigmaPct: 2, steps: 2000 }, { ...base, startPrice: 60100, sigmaPct: 2, steps: 2000, bias: 'short' as const }]) {
      const trace = simulateGridReplay(variant);
      const fills = eventRows(trace.events.fills, variant.steps).filter(([, , level]) => level !== SETUP_LEVEL);
      const seen = new Set(fills.map(([step, , level]) => `${step}:${level}`));
      expect(seen.size).toBe(fills.length);
      for (let t = 1; t <= variant.steps; t++) {
        const filled = (trace.series.fills?.[t] ?? 0) - (trace.series.fills?.[t - 1] ?? 0);
        const crossed = (trace.series.transitions?.[t] ?? 0) - (trace.series.transitions?.[t - 1] ?? 0);
        expect(filled).toBeLessThanOrEqual(crossed);
      }
    }
  });

  it('replays the seeded path', () => {
    const path = randomWalkPath(base);
    expect(path[0]).toBe(60000);
    expect(Array.from(simulateGridReplay(base).series.price ?? [])).toEqual(Array.from(path));
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
