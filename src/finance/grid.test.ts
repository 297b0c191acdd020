import { describe, expect, it } from 'vitest';
import { gridFormulaHelpers, gridLevelSide, gridLevelsAbove, gridLevelsBelow } from './grid';

/**
 * Expected counts were computed independently in Python with exact fractions of the numbers as typed
 * (scripts/reference/grid_reference.py, section "level counts"): arithmetic levels as exact rationals,
 * geometric levels by comparing lower^(grids − i) · upper^i with price^grids.
 */
const cases: [lower: number, upper: number, grids: number, spacing: 'arithmetic' | 'geometric', price: number, below: number, above: number][] = [
  [58000, 62000, 20, 'arithmetic', 60000, 10, 10],
  [58000, 62000, 20, 'arithmetic', 60100, 11, 10],
  [58000, 62000, 20, 'arithmetic', 58000, 0, 20],
  [58000, 62000, 20, 'arithmetic', 62000, 20, 0],
  [58000, 62000, 20, 'arithmetic', 57000, 0, 21],
  [58000, 62000, 20, 'arithmetic', 63000, 21, 0],
  [58000, 62000, 20, 'geometric', 60000, 11, 10],
  [0.1, 0.3, 2, 'arithmetic', 0.2, 1, 1],
  [0.1, 0.9, 2, 'geometric', 0.3, 1, 1],
  [50000, 72000, 2, 'geometric', 60000, 1, 1],
  [1000, 8000, 3, 'geometric', 4000, 2, 1],
  [100, 200, 2, 'geometric', 141.42, 1, 2],
  [100, 200, 2, 'geometric', 141.43, 2, 1],
  [0.1, 0.7, 6, 'arithmetic', 0.3, 2, 4],
  [1.1, 2.2, 11, 'arithmetic', 1.9, 8, 3],
  [2, 107.04823441658912, 400, 'geometric', 14.632035703659907, 201, 200],
  [2, 107.04823441658914, 400, 'geometric', 14.632035703659907, 200, 201],
  [0.1, 0.4, 3, 'arithmetic', 0.3, 2, 1],
  [1e-7, 3e-7, 2, 'arithmetic', 2e-7, 1, 1],
  [1e21, 4e21, 2, 'geometric', 2e21, 1, 1],
  [58000, 62000, 500, 'arithmetic', 60000, 250, 250],
];

describe('gridLevelsBelow / gridLevelsAbove', () => {
  it.each(cases)('%s–%s, %s %s grids, price %s: %s below, %s above', (lower, upper, grids, spacing, price, below, above) => {
    expect(gridLevelsBelow(lower, upper, grids, spacing, price)).toBe(below);
    expect(gridLevelsAbove(lower, upper, grids, spacing, price)).toBe(above);
  });

  it('counts a level exactly at the price as neither, although float64 misses it', () => {
    // 0.1 · (0.9 / 0.1)^(1/2) is 0.30000000000000004 in float64; the level is exactly 0.3.
    expect(0.1 * (0.9 / 0.1) ** 0.5).not.toBe(0.3);
    expect(gridLevelSide(0.1, 0.9, 2, 'geometric', 0.3, 1)).toBe(0);
    expect(gridLevelSide(0.1, 0.9, 2, 'geometric', 0.3, 0)).toBe(-1);
    expect(gridLevelSide(0.1, 0.9, 2, 'geometric', 0.3, 2)).toBe(1);
    // 0.1 + 2 · (0.4 − 0.1) / 3 is 0.30000000000000004 in float64; the level is exactly 0.3.
    expect(0.1 + 2 * ((0.4 - 0.1) / 3)).not.toBe(0.3);
    expect(gridLevelSide(0.1, 0.4, 3, 'arithmetic', 0.3, 2)).toBe(0);
    // 1.1 + 8 · (2.2 − 1.1) / 11 is 1.9000000000000001 in float64; the level is exactly 1.9.
    expect(gridLevelSide(1.1, 2.2, 11, 'arithmetic', 1.9, 8)).toBe(0);
  });

  it('decides a level a hair away from the price by its exact value', () => {
    // The middle level 2 · √(upper / 2) of these two grids (upper ≈ 2 · 1.01^400, one ulp apart) lies a
    // relative 1e-16 below and above the price ≈ 2 · 1.01^200: far inside the 1e-10 float window.
    expect(gridLevelSide(2, 107.04823441658912, 400, 'geometric', 14.632035703659907, 200)).toBe(-1);
    expect(gridLevelSide(2, 107.04823441658914, 400, 'geometric', 14.632035703659907, 200)).toBe(1);
  });

  it('every level is on one side or at the price', () => {
    for (const [lower, upper, grids, spacing, price] of cases) {
      const atPrice = grids + 1 - gridLevelsBelow(lower, upper, grids, spacing, price) - gridLevelsAbove(lower, upper, grids, spacing, price);
      expect(atPrice === 0 || atPrice === 1).toBe(true);
    }
  });

  it('gives NaN for inputs that describe no grid', () => {
    expect(gridLevelsBelow(0, 62000, 20, 'arithmetic', 60000)).toBeNaN();
    expect(gridLevelsBelow(62000, 58000, 20, 'arithmetic', 60000)).toBeNaN();
    expect(gridLevelsBelow(58000, 58000, 20, 'arithmetic', 60000)).toBeNaN();
    expect(gridLevelsAbove(58000, 62000, 20.5, 'arithmetic', 60000)).toBeNaN();
    expect(gridLevelsAbove(58000, 62000, 0, 'arithmetic', 60000)).toBeNaN();
    expect(gridLevelsAbove(58000, 62000, 20, 'arithmetic', 0)).toBeNaN();
    expect(gridLevelsAbove(58000, 62000, 20, 'spiral', 60000)).toBeNaN();
    expect(gridLevelsAbove(58000, NaN, 20, 'geometric', 60000)).toBeNaN();
    expect(gridLevelsAbove(58000, Infinity, 20, 'geometric', 60000)).toBeNaN();
    expect(gridLevelSide(58000, 62000, 20, 'arithmetic', 60000, 21)).toBeNaN();
    expect(gridLevelSide(58000, 62000, 20, 'arithmetic', 60000, -1)).toBeNaN();
  });

  it('reads numbers written with an exponent exactly', () => {
    // Levels 1e-7, 2e-7, 3e-7 and 1e21, 2e21, 4e21: the price sits on the middle level.
    expect(gridLevelSide(1e-7, 3e-7, 2, 'arithmetic', 2e-7, 1)).toBe(0);
    expect(gridLevelSide(1e21, 4e21, 2, 'geometric', 2e21, 1)).toBe(0);
  });

  it('is exported for the formula instance', () => {
    expect(Object.keys(gridFormulaHelpers).sort()).toEqual(['gridLevelsAbove', 'gridLevelsBelow']);
  });
});
