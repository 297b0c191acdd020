import { describe, expect, it } from 'vitest';
import { pageWindow, sortPositions, type SortKey } from './sortAndPage';

const order = (keys: readonly SortKey[], direction: 'ascending' | 'descending', lang: 'en' | 'de' = 'en') =>
  Array.from(sortPositions(keys.length, (position) => keys[position], direction, lang));

describe('sortPositions', () => {
  it('sorts numbers, keeps ties in position order in both directions, and missing keys last', () => {
    const keys = [3, NaN, 1, 3, undefined, -Infinity, ''];
    expect(order(keys, 'ascending')).toEqual([5, 2, 0, 3, 1, 4, 6]);
    expect(order(keys, 'descending')).toEqual([0, 3, 2, 5, 1, 4, 6]);
  });

  it('ranks texts by collation: case-insensitive ties stay stable, umlauts in place, digit runs numerically', () => {
    expect(order(['b', 'Äpfel', 'B', 'a'], 'ascending', 'de')).toEqual([3, 1, 0, 2]);
    expect(order(['b', 'Äpfel', 'B', 'a'], 'descending', 'de')).toEqual([0, 2, 1, 3]);
    expect(order(['125x', '20x', '3x'], 'ascending')).toEqual([2, 1, 0]);
  });

  it('puts numbers before texts ascending and after them descending', () => {
    expect(order(['n/a', 2, 1], 'ascending')).toEqual([2, 1, 0]);
    expect(order(['n/a', 2, 1], 'descending')).toEqual([0, 1, 2]);
  });

  it('sorts 100,000 keys with a typed-array sort', () => {
    const keys = Array.from({ length: 100_000 }, (_, position) => (position * 7919) % 100_003);
    const positions = sortPositions(keys.length, (position) => keys[position], 'ascending', 'en');
    let inOrder = true;
    for (let k = 1; k < positions.length; k++) inOrder &&= keys[positions[k - 1] as number]! <= keys[positions[k] as number]!;
    expect(inOrder).toBe(true);
  });
});

describe('pageWindow', () => {
  it('clamps the wanted page and gives the rows of the page', () => {
    expect(pageWindow(120, 0, 50)).toEqual({ page: 0, pages: 3, first: 0, end: 50 });
    expect(pageWindow(120, 2, 50)).toEqual({ page: 2, pages: 3, first: 100, end: 120 });
    expect(pageWindow(120, 9, 50)).toEqual({ page: 2, pages: 3, first: 100, end: 120 });
    expect(pageWindow(0, 3, 25)).toEqual({ page: 0, pages: 1, first: 0, end: 0 });
  });
});
