import { describe, expect, it } from 'vitest';
import { findPattern, hitRate, isBearishEngulfing, isBullishEngulfing, isHammer, isInsideBar, isShootingStar, isSwing, type PatternBars } from './patterns';

/** Hand-made bars, one [open, high, low, close] per bar. */
function bars(rows: [number, number, number, number][]): PatternBars {
  return { open: rows.map((r) => r[0]), high: rows.map((r) => r[1]), low: rows.map((r) => r[2]), close: rows.map((r) => r[3]) };
}

/** The same bars upside down (price p → k − p): bullish shapes become bearish ones. */
function mirror(b: PatternBars, k = 300): PatternBars {
  const flip = (values: ArrayLike<number>) => Array.from(values, (v) => k - v);
  return { open: flip(b.open), high: flip(b.low), low: flip(b.high), close: flip(b.close) };
}

/** Bars with open = close, high = close + 1, low = close − 1 from a path of closes. */
function path(closes: number[]): PatternBars {
  return bars(closes.map((c) => [c, c + 1, c - 1, c]));
}

describe('engulfing', () => {
  it('bullish: previous red, current green, open ≤ previous close and close ≥ previous open (equality counts)', () => {
    expect(isBullishEngulfing(bars([[10, 10.2, 8.8, 9], [9, 10.6, 8.9, 10.5]]), 1)).toBe(true);
    expect(isBullishEngulfing(bars([[10, 10.2, 8.8, 9], [9, 10.1, 8.9, 10]]), 1)).toBe(true);
    expect(isBullishEngulfing(bars([[10, 10.2, 8.8, 9], [9.1, 10.6, 8.9, 10.5]]), 1)).toBe(false); // opens above the previous close
    expect(isBullishEngulfing(bars([[10, 10.2, 8.8, 9], [9, 10.1, 8.9, 9.9]]), 1)).toBe(false); // closes below the previous open
    expect(isBullishEngulfing(bars([[9, 10.2, 8.8, 10], [9, 10.6, 8.9, 10.5]]), 1)).toBe(false); // previous bar green
    expect(isBullishEngulfing(bars([[10, 10.2, 8.8, 9], [9, 10, 8, 9]]), 1)).toBe(false); // current bar not green
    expect(isBullishEngulfing(bars([[9, 10.6, 8.9, 10.5]]), 0)).toBe(false); // no previous bar
  });

  it('bearish is the mirror image, and findPattern lists the matching bars', () => {
    const b = bars([[10, 10.2, 8.8, 9], [9, 10.6, 8.9, 10.5], [10.4, 10.5, 10, 10.2], [10.5, 10.6, 9.8, 10.3]]);
    expect(findPattern(b, 'bullishEngulfing')).toEqual([1]);
    expect(findPattern(mirror(b), 'bearishEngulfing')).toEqual([1]);
    expect(isBearishEngulfing(bars([[9, 10.2, 8.8, 10], [10, 10.1, 8.9, 9]]), 1)).toBe(true);
    expect(isBearishEngulfing(bars([[9, 10.2, 8.8, 10], [10, 10.1, 8.9, 9.1]]), 1)).toBe(false);
  });
});

describe('hammer and shooting star', () => {
  it('hammer: lower shadow ≥ 2 × body and upper shadow ≤ body, body > 0', () => {
    expect(isHammer(bars([[10, 10.6, 9, 10.5]]), 0)).toBe(true); // body 0.5, lower 1.0, upper 0.1
    expect(isHammer(bars([[10.5, 10.6, 9, 10]]), 0)).toBe(true); // red works too
    expect(isHammer(bars([[10, 11, 9, 10.5]]), 0)).toBe(true); // upper shadow 0.5 = body
    expect(isHammer(bars([[10, 10.6, 9.1, 10.5]]), 0)).toBe(false); // lower 0.9 < 1.0
    expect(isHammer(bars([[10, 11.1, 9, 10.5]]), 0)).toBe(false); // upper 0.6 > body
    expect(isHammer(bars([[10, 10.1, 9, 10]]), 0)).toBe(false); // no body (doji)
  });

  it('shooting star is the mirror image of a hammer', () => {
    expect(isShootingStar(mirror(bars([[10, 10.6, 9, 10.5]])), 0)).toBe(true);
    expect(isShootingStar(bars([[10.5, 12, 10, 10]]), 0)).toBe(true); // body 0.5, upper 1.5, lower 0
    expect(isShootingStar(bars([[10.5, 11.4, 10, 10]]), 0)).toBe(false); // upper 0.9 < 1.0
    expect(isShootingStar(bars([[10.5, 12, 9.4, 10]]), 0)).toBe(false); // lower 0.6 > body
  });
});

describe('inside bar', () => {
  it('high below the previous high and low above the previous low, both strictly', () => {
    expect(isInsideBar(bars([[10, 12, 8, 11], [10, 11, 9, 10.5]]), 1)).toBe(true);
    expect(isInsideBar(bars([[10, 12, 8, 11], [10, 12, 9, 10.5]]), 1)).toBe(false);
    expect(isInsideBar(bars([[10, 12, 8, 11], [10, 11, 8, 10.5]]), 1)).toBe(false);
    expect(findPattern(bars([[10, 12, 8, 11], [10, 11, 9, 10.5], [10, 10.8, 9.5, 10.2], [10, 13, 9, 12]]), 'insideBar')).toEqual([1, 2]);
  });
});

/**
 * A double bottom by hand, [high, low, close] per bar (open = close): swing lows at bar 2 (100) and bar 7 (101),
 * 5 bars apart and 1 % apart; the neckline is the highest high of bars 2–7, 112 (bar 4); bar 7 is confirmed
 * at bar 9; bar 10 is the first close above 112.
 */
const DOUBLE_BOTTOM: [number, number, number][] = [
  [110, 105, 107], [108, 103, 104], [104, 100, 101], [106, 102, 105], [112, 104, 111], [111, 106, 108],
  [109, 104, 105], [105, 101, 102], [107, 102, 106], [110, 103, 109], [114, 105, 113], [115, 108, 114],
];
const hlc = (rows: [number, number, number][]) => bars(rows.map(([h, l, c]) => [c, h, l, c]));

describe('double bottom and double top', () => {
  it('swing lows are strictly below the 2 bars on each side', () => {
    const b = hlc(DOUBLE_BOTTOM);
    expect([2, 7].every((j) => isSwing(b, j, 'low'))).toBe(true);
    expect([1, 3, 6, 8, 10].some((j) => isSwing(b, j, 'low'))).toBe(false);
    expect(isSwing(b, 4, 'high')).toBe(true);
  });

  it('signals once, at the first close above the neckline after the second bottom', () => {
    expect(findPattern(hlc(DOUBLE_BOTTOM), 'doubleBottom')).toEqual([10]);
  });

  it('the double top is the mirror image', () => {
    expect(findPattern(mirror(hlc(DOUBLE_BOTTOM)), 'doubleTop')).toEqual([10]);
    expect(findPattern(hlc(DOUBLE_BOTTOM), 'doubleTop')).toEqual([]);
  });

  it('no match when the bottoms are more than 1.5 % apart, closer than 5 bars, or a lower low follows', () => {
    const apart = DOUBLE_BOTTOM.map((row, i) => (i === 7 ? ([105, 98.4, 102] as [number, number, number]) : row));
    expect(findPattern(hlc(apart), 'doubleBottom')).toEqual([]);
    const within = DOUBLE_BOTTOM.map((row, i) => (i === 7 ? ([105, 98.5, 102] as [number, number, number]) : row));
    expect(findPattern(hlc(within), 'doubleBottom')).toEqual([10]);
    // Bar 6 becomes the second bottom (4 bars after bar 2), bar 7 no longer a swing low.
    const close = DOUBLE_BOTTOM.map((row, i) => (i === 6 ? ([109, 100.5, 105] as [number, number, number]) : i === 7 ? ([105, 101.5, 102] as [number, number, number]) : row));
    expect(findPattern(hlc(close), 'doubleBottom')).toEqual([]);
    // A close above the neckline at bar 8, before the second bottom is confirmed at bar 9: no later bar is the first one.
    const early = DOUBLE_BOTTOM.map((row, i) => (i === 8 ? ([114, 102, 113] as [number, number, number]) : row));
    expect(findPattern(hlc(early), 'doubleBottom')).toEqual([]);
    const undercut = DOUBLE_BOTTOM.map((row, i) => (i === 9 ? ([110, 100.9, 109] as [number, number, number]) : row));
    expect(findPattern(hlc(undercut), 'doubleBottom')).toEqual([]);
  });
});

describe('higher-high/higher-low uptrend', () => {
  // Swing highs at bars 2 (14), 6 (16), 11 (18); swing lows at 4 (10), 8 (11), 13 (14); each confirmed 2 bars later.
  const closes = [10, 12, 14, 12, 10, 12, 16, 13, 11, 13, 15, 18, 16, 14, 16, 17];

  it('starts where both the last two swing highs and the last two swing lows rise (bar 10: low 11 > 10 confirmed)', () => {
    expect(findPattern(path(closes), 'uptrend')).toEqual([10]);
  });

  it('a lower low delays the start until two rising lows exist (bar 15)', () => {
    const lower = closes.map((c, i) => (i === 8 ? 9 : c));
    expect(findPattern(path(lower), 'uptrend')).toEqual([15]);
  });

  it('a falling market never starts an uptrend', () => {
    expect(findPattern(path(closes.map((c) => 40 - c)), 'uptrend')).toEqual([]);
  });
});

describe('hitRate', () => {
  const close = [10, 11, 9, 12, 12];

  it('counts matches whose close n bars later is strictly above the signal close', () => {
    expect(hitRate(close, [0, 1, 2, 3], 1)).toEqual({ evaluated: 4, hits: 2, rate: 0.5 });
  });

  it('leaves out matches within n bars of the end', () => {
    expect(hitRate(close, [0, 1, 2, 3], 2)).toEqual({ evaluated: 3, hits: 2, rate: 2 / 3 });
    expect(hitRate(close, [4], 1).rate).toBeNaN();
  });

  it('refuses a horizon that is not a whole number ≥ 1', () => {
    expect(() => hitRate(close, [0], 0)).toThrow(RangeError);
    expect(() => hitRate(close, [0], 1.5)).toThrow(RangeError);
  });
});
