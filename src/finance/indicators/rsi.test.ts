// Reference: tests/fixtures/indicators/reference.json, computed by scripts/reference/indicators.py
// (Wilder's recursion written out in numpy: simple-mean seed of the first N gains and losses).
import { describe, expect, it } from 'vitest';
import { expectMatchesReference, f64, list, referenceSeries, sampleBars } from './fixture.testHelper';
import { rsi } from './rsi';

describe('rsi', () => {
  it('seeds with the mean of the first N gains and losses, then smooths by Wilder', () => {
    // changes +1, −1, +1, +1 (N = 2): G = L = 0.5 → 50; G = 0.75, L = 0.25 → 75; G = 0.875, L = 0.125 → 87.5
    expect(list(rsi(f64(1, 2, 1, 2, 3), 2))).toEqual([NaN, NaN, 50, 75, 87.5]);
  });

  it('is 100 without losses, 0 without gains and 50 on a constant series', () => {
    const rising = Float64Array.from({ length: 20 }, (_, i) => 10 + i);
    expect(list(rsi(rising, 14).subarray(14))).toEqual(new Array(6).fill(100));
    expect(list(rsi(rising.slice().reverse(), 14).subarray(14))).toEqual(new Array(6).fill(0));
    expect(list(rsi(new Float64Array(20).fill(7), 14).subarray(14))).toEqual(new Array(6).fill(50));
  });

  it('first defined at index N; nothing defined with N + 1 > length', () => {
    const values = f64(1, 2, 3, 2, 5);
    const out = rsi(values, 3);
    expect(list(out.subarray(0, 3))).toEqual([NaN, NaN, NaN]);
    expect(out[3]).not.toBeNaN();
    expect(list(rsi(values, 5))).toEqual([NaN, NaN, NaN, NaN, NaN]);
    expect(list(rsi(values, 9))).toEqual([NaN, NaN, NaN, NaN, NaN]);
  });

  it('N = 1 reads only the last change: 100 up, 0 down, 50 unchanged', () => {
    expect(list(rsi(f64(1, 2, 1, 1), 1))).toEqual([NaN, 100, 0, 50]);
  });

  it('a NaN close makes every later value NaN', () => {
    expect(list(rsi(f64(1, 2, 1, NaN, 3, 4), 2))).toEqual([NaN, NaN, 50, NaN, NaN, NaN]);
  });

  it('defaults to N = 14 and rejects a period that is not a whole number ≥ 1', () => {
    expect(list(rsi(sampleBars.close))).toEqual(list(rsi(sampleBars.close, 14)));
    for (const period of [0, -14, 14.5, NaN]) expect(() => rsi(f64(1, 2), period)).toThrow(/RSI period must be a whole number ≥ 1/);
  });

  it('matches the numpy reference on the 600-bar sample: RSI(14) and RSI(2)', () => {
    expectMatchesReference(rsi(sampleBars.close, 14), referenceSeries('rsi14'));
    expectMatchesReference(rsi(sampleBars.close, 2), referenceSeries('rsi2'));
  });
});
