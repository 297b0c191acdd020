import { describe, expect, it } from 'vitest';
import { compoundDrawdown, compoundFirst, compoundMaxDrawdown, kellyFormulaHelpers } from './kelly';
import { expectNear } from './testSupport.testHelper';

// Expected values: scripts/reference/kelly.py (section "growth tracker"), plain float64 in Python.
const results = [2, -1, -1, 3, -1, 2];

describe('compoundFirst', () => {
  it('multiplies (1 + rate · R) over the first n results', () => {
    const equity = [10000.0, 10200.0, 10098.0, 9997.02, 10296.9306, 10193.961294, 10397.84051988];
    equity.forEach((value, n) => expectNear(10000 * compoundFirst(results, 0.01, n), value));
  });

  it('treats n ≤ 0 as no trades and n beyond the list as all of them', () => {
    expect(compoundFirst(results, 0.01, 0)).toBe(1);
    expect(compoundFirst(results, 0.01, -3)).toBe(1);
    expectNear(10000 * compoundFirst(results, 0.01, 99), 10397.84051988);
    expectNear(10000 * compoundFirst(results, 0.01, 2.7), 10200 * 0.99);
  });

  it('ten losses at 2 % give the fixed-fractional drawdown 1 − 0.98^10', () => {
    expectNear(10000 * compoundFirst(Array(10).fill(-1), 0.02, 10), 8170.728068875467);
  });

  it('refuses a list with a non-number and a missing count', () => {
    expect(() => compoundFirst([1, NaN], 0.01, 2)).toThrow(/finite numbers/);
    expect(() => compoundFirst('2 -1', 0.01, 2)).toThrow(/list of numbers/);
    expect(() => compoundFirst(results, 0.01, NaN)).toThrow(/number of trades/);
  });
});

describe('compoundDrawdown and compoundMaxDrawdown', () => {
  it('measure the fall from the running peak', () => {
    const dd = [0, 0, 0.010000000000000009, 0.01990000000000003, 0, 0.010000000000000009, 0];
    dd.forEach((value, n) => expectNear(compoundDrawdown(results, 0.01, n) + 1, value + 1));
    expectNear(compoundMaxDrawdown(results, 0.01, 6) + 1, 0.01990000000000003 + 1);
    expect(compoundMaxDrawdown(results, 0.01, 2)).toBeCloseTo(0.01, 12);
    expect(compoundMaxDrawdown(results, 0.01, 0)).toBe(0);
  });

  it('a start with losses counts from the starting balance; a later win lowers the current drawdown only', () => {
    const list = [1.5, -1, -1, -1, 2.5, -0.5];
    expectNear(compoundDrawdown(list, 0.02, 4) + 1, 0.05880799999999997 + 1);
    expectNear(compoundDrawdown(list, 0.02, 6) + 1, 0.021630916 + 1);
    expectNear(compoundMaxDrawdown(list, 0.02, 6) + 1, 0.05880799999999997 + 1);
    const losses = [-1, -1, -1, -1, -1, 3];
    expectNear(compoundDrawdown(losses, 0.01, 5) + 1, 0.04900995010000009 + 1);
    expectNear(compoundDrawdown(losses, 0.01, 6) + 1, 0.020480248603000017 + 1);
  });

  it('large risk: +1 R / −1 R pairs at 50 % lose money although the R sum is 0', () => {
    const list = [1, -1, 1, -1];
    expectNear(10000 * compoundFirst(list, 0.5, 4), 5625);
    expectNear(compoundDrawdown(list, 0.5, 2), 0.5);
    expectNear(compoundMaxDrawdown(list, 0.5, 4), 0.625);
  });

  it('is exported for the formula instance', () => {
    expect(Object.keys(kellyFormulaHelpers).sort()).toEqual(['compoundDrawdown', 'compoundFirst', 'compoundMaxDrawdown']);
  });
});
