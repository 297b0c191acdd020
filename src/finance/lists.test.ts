import { describe, expect, it } from 'vitest';
import { countOf, longestRun, prodFirst, sumFirst, sumReciprocal } from './lists';

describe('list helpers for formulas', () => {
  const outcomes = [1, 1, 0, 1, 0, 0, 0, 1];

  it('sums and multiplies the first n items, clamped to the list', () => {
    expect(sumFirst(outcomes, 3)).toBe(2);
    expect(sumFirst(outcomes, 0)).toBe(0);
    expect(sumFirst(outcomes, -2)).toBe(0);
    expect(sumFirst(outcomes, 99)).toBe(4);
    expect(sumFirst([0.5, 0.25], 1.9)).toBe(0.5);
    expect(prodFirst([1.02, 0.99, 1.03], 2)).toBeCloseTo(1.0098, 12);
    expect(prodFirst([2, 3], 0)).toBe(1);
    expect(prodFirst([2, 3], 10)).toBe(6);
  });

  it('counts items and the longest run of a value', () => {
    expect(countOf(outcomes, 0)).toBe(4);
    expect(countOf(outcomes, 1)).toBe(4);
    expect(longestRun(outcomes, 0)).toBe(3);
    expect(longestRun(outcomes, 1)).toBe(2);
    expect(longestRun([], 1)).toBe(0);
    expect(longestRun([1, 1, 1], 0)).toBe(0);
  });

  it('sums reciprocals, and is not computable for a price of 0 or below', () => {
    // 1/60,000 + 1/40,000 + 1/30,000 + 1/40,000 + 1/50,000 = 0.00012 (the DCA worked example).
    expect(sumReciprocal([60_000, 40_000, 30_000, 40_000, 50_000])).toBeCloseTo(0.00012, 15);
    expect(sumReciprocal([])).toBe(0);
    expect(sumReciprocal([2, 0])).toBeNaN();
    expect(sumReciprocal([2, -1])).toBeNaN();
  });

  it('refuses what is not a list', () => {
    expect(() => sumFirst(3, 1)).toThrow(/list/);
    expect(() => sumFirst([1], Number.NaN)).toThrow(/number/);
  });
});
