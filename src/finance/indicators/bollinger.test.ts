// Reference: tests/fixtures/indicators/reference.json, computed by scripts/reference/indicators.py with
// pandas rolling(N).mean() and the population standard deviation (ddof = 0, numpy window by window,
// cross-checked with pandas rolling std).
import { describe, expect, it } from 'vitest';
import { bollinger } from './bollinger';
import { expectMatchesReference, f64, list, referenceSeries, sampleBars } from './fixture.testHelper';

describe('bollinger', () => {
  it('middle ± k population standard deviations, %B and bandwidth', () => {
    // window (1, 3): mean 2, σ = 1 → bands 0 and 4 (k = 2); %B (3 − 0)/4; bandwidth 4/2
    const out = bollinger(f64(1, 3, 3), 2, 2);
    expect(list(out.middle)).toEqual([NaN, 2, 3]);
    expect(list(out.upper)).toEqual([NaN, 4, 3]);
    expect(list(out.lower)).toEqual([NaN, 0, 3]);
    expect(list(out.percentB)).toEqual([NaN, 0.75, NaN]); // the second window (3, 3) has no width
    expect(list(out.bandwidth)).toEqual([NaN, 2, 0]);
  });

  it('a constant series: bands on the price, %B NaN, bandwidth 0', () => {
    const out = bollinger(new Float64Array(25).fill(0.1), 20, 2);
    expect(list(out.upper.subarray(19))).toEqual(new Array(6).fill(0.1));
    expect(list(out.lower.subarray(19))).toEqual(new Array(6).fill(0.1));
    expect(list(out.percentB)).toEqual(new Array(25).fill(NaN));
    expect(list(out.bandwidth.subarray(19))).toEqual(new Array(6).fill(0));
  });

  it('N = 1 has no width; N > length defines nothing', () => {
    expect(list(bollinger(f64(1, 2), 1).upper)).toEqual([1, 2]);
    const none = bollinger(f64(1, 2, 3), 4);
    for (const series of Object.values(none)) expect(list(series)).toEqual([NaN, NaN, NaN]);
  });

  it('bandwidth is NaN when the middle is 0', () => {
    expect(list(bollinger(f64(-1, 1), 2, 1).bandwidth)).toEqual([NaN, NaN]);
  });

  it('rejects a bad period or width', () => {
    for (const period of [0, 2.5, NaN]) expect(() => bollinger(f64(1, 2), period)).toThrow(/Bollinger period must be a whole number ≥ 1/);
    for (const k of [-1, NaN, Infinity]) expect(() => bollinger(f64(1, 2), 2, k)).toThrow(/Bollinger width k must be a finite number ≥ 0/);
  });

  it('matches the pandas reference on the 600-bar sample: bands(20, 2), %B and bandwidth', () => {
    const out = bollinger(sampleBars.close);
    for (const part of ['middle', 'upper', 'lower', 'percentB', 'bandwidth'] as const) {
      expectMatchesReference(out[part], referenceSeries('bollinger20_2', part));
    }
  });
});
