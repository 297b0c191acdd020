// Reference: tests/fixtures/indicators/reference.json, computed by scripts/reference/indicators.py with
// pandas (close / close.shift(N) − 1).
import { describe, expect, it } from 'vitest';
import { expectMatchesReference, f64, list, referenceSeries, sampleBars } from './fixture.testHelper';
import { rateOfChange } from './rateOfChange';

describe('rateOfChange', () => {
  it('closeₜ/closeₜ₋N − 1 as a fraction, NaN for the first N bars', () => {
    expect(list(rateOfChange(f64(100, 110, 121, 99), 1))).toEqual([NaN, 110 / 100 - 1, 121 / 110 - 1, 99 / 121 - 1]);
    expect(list(rateOfChange(f64(100, 110, 125), 2))).toEqual([NaN, NaN, 0.25]);
  });

  it('0 on a constant series; NaN from a base of 0; N ≥ length defines nothing', () => {
    expect(list(rateOfChange(new Float64Array(5).fill(3), 2))).toEqual([NaN, NaN, 0, 0, 0]);
    expect(list(rateOfChange(f64(0, 1, 2), 1))).toEqual([NaN, NaN, 1]);
    expect(list(rateOfChange(f64(1, 2, 3), 3))).toEqual([NaN, NaN, NaN]);
  });

  it('rejects a period that is not a whole number ≥ 1', () => {
    for (const period of [0, -1, 0.5, NaN]) expect(() => rateOfChange(f64(1, 2), period)).toThrow(/Rate of change period must be a whole number ≥ 1/);
  });

  it('matches the pandas reference on the 600-bar sample: ROC(10)', () => {
    expectMatchesReference(rateOfChange(sampleBars.close, 10), referenceSeries('roc10'));
  });
});
