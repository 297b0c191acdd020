/** Stop and take-profit prices and the bar that reaches them; every expected price is worked out in the test from the rule it checks. */
import { describe, expect, it } from 'vitest';
import { randomWalk } from './randomWalk.testHelper';
import { INDICATOR_BINDINGS } from './indicatorKinds';
import { entryLevels, exitLevels, levelExit, levelPrice, type LeveledPosition } from './exitLevels';
import type { ExitLevel } from './settings';

const none: ExitLevel = { pct: undefined, atr: undefined };

describe('levelPrice', () => {
  it('puts a percent level below a long entry for the stop and above it for the take-profit, the other way round for a short', () => {
    const fivePct = { ...none, pct: 5 };
    expect(levelPrice(fivePct, 200, 1, -1, NaN)).toBe(190);
    expect(levelPrice(fivePct, 200, 1, 1, NaN)).toBe(210);
    expect(levelPrice(fivePct, 200, -1, -1, NaN)).toBe(210);
    expect(levelPrice(fivePct, 200, -1, 1, NaN)).toBe(190);
  });

  it('measures an ATR level by the ATR at the signal bar and a distance in price units', () => {
    expect(levelPrice({ ...none, atr: { multiple: 2, period: 14 } }, 100, 1, -1, 3)).toBe(94);
    expect(levelPrice({ ...none, distance: 4 }, 100, -1, -1, NaN)).toBe(104);
  });

  it('with several parts takes the one nearer to the entry; an undefined ATR leaves the others', () => {
    const both = { pct: 5, atr: { multiple: 1, period: 14 }, distance: undefined };
    expect(levelPrice(both, 100, 1, -1, 2)).toBe(98);
    expect(levelPrice(both, 100, 1, -1, 8)).toBe(95);
    expect(levelPrice(both, 100, 1, -1, NaN)).toBe(95);
  });

  it('is NaN without a level', () => {
    expect(levelPrice(none, 100, 1, -1, 3)).toBeNaN();
  });
});

describe('entryLevels and exitLevels', () => {
  const series = randomWalk(60);
  const levels = exitLevels({ stop: { ...none, atr: { multiple: 2, period: 14 } }, takeProfit: { ...none, pct: 3 } }, series, INDICATOR_BINDINGS);

  it('computes the ATR series an ATR level needs, and only that', () => {
    expect(levels.stopAtr).toEqual(INDICATOR_BINDINGS.atr({ series, source: series.close }, { period: 14 }).value);
    expect(levels.takeProfitAtr).toBeUndefined();
  });

  it('fixes the stop by the ATR of the signal bar (the one before the fill), the take-profit by its percent', () => {
    const atr = levels.stopAtr![39]!;
    expect(entryLevels(levels, 100, 1, 40)).toEqual({ stop: 100 - 2 * atr, target: 103 });
    // Filled on the first bar: no signal bar, so no ATR level.
    expect(entryLevels(levels, 100, 1, 0).stop).toBeNaN();
  });
});

describe('levelExit', () => {
  const long: LeveledPosition = { side: 1, entryIndex: 3, stop: 95, target: 110 };
  const short: LeveledPosition = { side: -1, entryIndex: 3, stop: 105, target: 90 };
  const slip = 0.01;

  it('a bar opening beyond a level exits at its open with slippage, not counted as held', () => {
    expect(levelExit(long, 4, 94, 96, 93, slip)).toEqual({ price: 94 * 0.99, reason: 'stop', heldThisBar: false });
    expect(levelExit(long, 4, 111, 112, 109, slip)).toEqual({ price: 111 * 0.99, reason: 'takeProfit', heldThisBar: false });
    expect(levelExit(short, 4, 106, 107, 104, slip)).toEqual({ price: 106 * 1.01, reason: 'stop', heldThisBar: false });
    expect(levelExit(short, 4, 89, 91, 88, slip)).toEqual({ price: 89 * 1.01, reason: 'takeProfit', heldThisBar: false });
  });

  it('a bar whose range reaches a level exits at the level exactly, the bar counted as held', () => {
    expect(levelExit(long, 4, 100, 101, 95, slip)).toEqual({ price: 95, reason: 'stop', heldThisBar: true });
    expect(levelExit(long, 4, 100, 110, 99, slip)).toEqual({ price: 110, reason: 'takeProfit', heldThisBar: true });
    expect(levelExit(short, 4, 100, 105, 99, slip)).toEqual({ price: 105, reason: 'stop', heldThisBar: true });
    expect(levelExit(short, 4, 100, 101, 90, slip)).toEqual({ price: 90, reason: 'takeProfit', heldThisBar: true });
  });

  it('the stop counts when a bar reaches both; the fill bar exits only within its range', () => {
    expect(levelExit(long, 4, 100, 120, 80, slip)?.reason).toBe('stop');
    expect(levelExit(long, 3, 94, 96, 94, slip)).toEqual({ price: 95, reason: 'stop', heldThisBar: true });
  });

  it('gives null for a bar between the levels, or without levels', () => {
    expect(levelExit(long, 4, 100, 109, 96, slip)).toBeNull();
    expect(levelExit({ side: 1, entryIndex: 0, stop: NaN, target: NaN }, 4, 100, 200, 1, slip)).toBeNull();
  });
});
