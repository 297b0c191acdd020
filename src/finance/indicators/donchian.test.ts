// Reference: tests/fixtures/indicators/reference.json, computed by scripts/reference/indicators.py with
// pandas rolling(N).max() of the highs and rolling(N).min() of the lows; the previous-bars channel is the
// same shifted by one bar.
import { describe, expect, it } from 'vitest';
import { donchian } from './donchian';
import { expectMatchesReference, f64, list, referenceSeries, sampleBars } from './fixture.testHelper';

const high = f64(5, 7, 6, 9, 8);
const low = f64(3, 4, 2, 6, 7);

describe('donchian', () => {
  it('the last N bars including the current one: defined from index N − 1', () => {
    const out = donchian({ high, low }, 3);
    expect(list(out.upper)).toEqual([NaN, NaN, 7, 9, 9]);
    expect(list(out.lower)).toEqual([NaN, NaN, 2, 2, 2]);
    expect(list(out.middle)).toEqual([NaN, NaN, 4.5, 5.5, 5.5]);
  });

  it("the N bars before the current one ('previous'): defined from index N, the channel a breakout compares with", () => {
    const out = donchian({ high, low }, 3, { window: 'previous' });
    expect(list(out.upper)).toEqual([NaN, NaN, NaN, 7, 9]);
    expect(list(out.lower)).toEqual([NaN, NaN, NaN, 2, 2]);
    // a close of 8.5 at index 3 breaks above the previous 3 bars' high of 7; the current channel never can
    const close = f64(4, 6, 5, 8.5, 7.5);
    const inclusive = donchian({ high, low }, 3).upper;
    expect(list(close).map((c, i) => c > (out.upper[i] as number))).toEqual([false, false, false, true, false]);
    expect(list(close).some((c, i) => c > (inclusive[i] as number))).toBe(false);
  });

  it('N = 1: the bar itself, or the previous bar; N > length defines nothing; empty stays empty', () => {
    expect(list(donchian({ high, low }, 1).upper)).toEqual(list(high));
    expect(list(donchian({ high, low }, 1, { window: 'previous' }).lower)).toEqual([NaN, 3, 4, 2, 6]);
    expect(list(donchian({ high, low }, 5, { window: 'previous' }).upper)).toEqual(new Array(5).fill(NaN));
    expect(list(donchian({ high, low }, 6).upper)).toEqual(new Array(5).fill(NaN));
    expect(donchian({ high: f64(), low: f64() }, 3, { window: 'previous' }).upper.length).toBe(0);
  });

  it('a constant series is its own channel', () => {
    const flat = new Float64Array(10).fill(42);
    const out = donchian({ high: flat, low: flat }, 4);
    expect(list(out.middle.subarray(3))).toEqual(new Array(7).fill(42));
  });

  it('rejects a bad period and columns of different lengths', () => {
    for (const period of [0, -20, 2.5, NaN]) expect(() => donchian({ high, low }, period)).toThrow(/Donchian period must be a whole number ≥ 1/);
    expect(() => donchian({ high, low: f64(1) }, 2)).toThrow(/Donchian: the columns must have the same length/);
  });

  it('matches the pandas reference on the 600-bar sample: Donchian(20), current and previous bars', () => {
    const current = donchian(sampleBars, 20);
    const previous = donchian(sampleBars, 20, { window: 'previous' });
    for (const part of ['upper', 'lower', 'middle'] as const) {
      expectMatchesReference(current[part], referenceSeries('donchian20', part));
      expectMatchesReference(previous[part], referenceSeries('donchian20previous', part));
    }
  });
});
