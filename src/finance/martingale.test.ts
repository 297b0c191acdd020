import { describe, expect, it } from 'vitest';
import { martingaleFormulaHelpers, sequenceLowestEquity, sequenceMaxDrawdown } from './martingale';

// Expected values: scripts/reference/martingale.py, function `sequence` (an independent Python loop over the
// letters, float64), cases 'default', 'losses first', 'wins first', 'german letters' and 'bust'.
const W = 1;
const L = 0;

describe('sequenceMaxDrawdown', () => {
  it('finds the deepest fall from a peak (WWLWLLW, +150 / −100)', () => {
    expect(sequenceMaxDrawdown([W, W, L, W, L, L, W], 150, 100)).toBe(200);
  });

  it('depends on the order of the same wins and losses', () => {
    expect(sequenceMaxDrawdown([L, L, L, W, W, W, W], 150, 100)).toBe(300);
    expect(sequenceMaxDrawdown([W, W, W, W, L, L, L], 150, 100)).toBe(300);
    expect(sequenceMaxDrawdown([W, L, W, L, W, L, W], 150, 100)).toBe(100);
  });

  it('counts the start as the first peak', () => {
    expect(sequenceMaxDrawdown([W, L, L, W], 100, 100)).toBe(200);
    expect(sequenceMaxDrawdown([L, L, L, L, L, W], 100, 200)).toBe(1000);
  });

  it('is 0 without a fall and for an empty list', () => {
    expect(sequenceMaxDrawdown([W, W, W], 50, 80)).toBe(0);
    expect(sequenceMaxDrawdown([], 50, 80)).toBe(0);
  });

  it('is NaN for an outcome that is not 1 or 0 or a non-finite amount', () => {
    expect(sequenceMaxDrawdown([W, 2, L], 100, 100)).toBeNaN();
    expect(sequenceMaxDrawdown([W, NaN], 100, 100)).toBeNaN();
    expect(sequenceMaxDrawdown([W, L], Infinity, 100)).toBeNaN();
  });

  it('refuses what is not a list', () => {
    expect(() => sequenceMaxDrawdown(3, 100, 100)).toThrow(/list of outcomes/);
  });
});

describe('sequenceLowestEquity', () => {
  it('is the lowest balance, the start included', () => {
    expect(sequenceLowestEquity([W, W, L, W, L, L, W], 1000, 150, 100)).toBe(1000);
    expect(sequenceLowestEquity([L, L, L, W, W, W, W], 1000, 150, 100)).toBe(700);
    expect(sequenceLowestEquity([W, L, L, W], 500, 100, 100)).toBe(400);
  });

  it('shows when the account would have been empty', () => {
    expect(sequenceLowestEquity([L, L, L, L, L, W], 1000, 100, 200)).toBe(0);
    expect(sequenceLowestEquity([L, L, L], 100, 10, 50)).toBe(-50);
  });

  it('is NaN for a bad outcome or amount and throws for a non-list', () => {
    expect(sequenceLowestEquity([W, 0.5], 1000, 100, 100)).toBeNaN();
    expect(sequenceLowestEquity([W], NaN, 100, 100)).toBeNaN();
    expect(() => sequenceLowestEquity('WL', 1000, 100, 100)).toThrow(/list of outcomes/);
  });
});

describe('martingaleFormulaHelpers', () => {
  it('exports the helpers under their formula names', () => {
    expect(Object.keys(martingaleFormulaHelpers).sort()).toEqual(['sequenceLowestEquity', 'sequenceMaxDrawdown']);
  });
});
