import { describe, expect, it } from 'vitest';
import { thinToGrid } from './BacktestCharts';

describe('thinToGrid', () => {
  it('keeps the last point of each cell, in the original order', () => {
    // 10 × 10 grid over [0, 100] × [0, 10]: cells are 10 wide and 1 high.
    const xs = [1, 5, 15, 16, 16, 99, 100];
    const ys = [1.2, 1.5, 1.1, 3.9, 1.4, 9.5, 10];
    // 1 and 5 share cell (0, 1); 15 and 16 at 1.x share (1, 1); 16 at 3.9 is alone; 99 and 100 share (9, 9).
    expect(thinToGrid(xs, ys, [0, 100], [0, 10], 10, 10)).toEqual([1, 3, 4, 6]);
  });

  it('drops points that are not finite or outside the ranges, and handles an empty range', () => {
    expect(thinToGrid([1, NaN, 200, 2], [1, 1, 1, Infinity], [0, 100], [0, 10], 10, 10)).toEqual([0]);
    expect(thinToGrid([5, 5], [3, 3], [5, 5], [3, 3], 10, 10)).toEqual([1]);
  });
});
