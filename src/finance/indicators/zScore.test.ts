// Reference: tests/fixtures/indicators/reference.json, computed by scripts/reference/indicators.py with
// pandas rolling(N).mean() and the population standard deviation (ddof = 0), NaN where it is 0.
import { describe, expect, it } from 'vitest';
import { random } from '../testSupport.testHelper';
import { expectMatchesReference, f64, list, referenceSeries, sampleBars } from './fixture.testHelper';
import { zScore } from './zScore';

describe('zScore', () => {
  it('(close − SMA)/population σ of the last N closes', () => {
    // window (1, 2, 3): mean 2, σ = √(2/3) → (3 − 2)/√(2/3)
    const out = zScore(f64(1, 2, 3), 3);
    expect(list(out.subarray(0, 2))).toEqual([NaN, NaN]);
    expect(out[2]).toBeCloseTo(1 / Math.sqrt(2 / 3), 14);
  });

  it('is NaN where σ = 0: a constant series, and always with N = 1', () => {
    expect(list(zScore(new Float64Array(120).fill(3.3), 100))).toEqual(new Array(120).fill(NaN));
    expect(list(zScore(f64(1, 5, 2), 1))).toEqual([NaN, NaN, NaN]);
  });

  it('N > length defines nothing; the default is N = 100', () => {
    expect(list(zScore(f64(1, 2, 3), 4))).toEqual([NaN, NaN, NaN]);
    expect(list(zScore(sampleBars.close))).toEqual(list(zScore(sampleBars.close, 100)));
  });

  it('property (seeded): does not change when the series is scaled and shifted, z(a·x + b) = z(x) for a > 0', () => {
    const rnd = random(3);
    const values = Float64Array.from({ length: 200 }, () => rnd() * 10);
    const base = zScore(values, 30);
    zScore(values.map((x) => 4 * x + 1000), 30).forEach((value, i) => {
      if (i < 29) expect(value).toBeNaN();
      else expect(Math.abs(value - (base[i] as number))).toBeLessThanOrEqual(1e-9);
    });
  });

  it('rejects a period that is not a whole number ≥ 1', () => {
    for (const period of [0, -1, 1.2, NaN]) expect(() => zScore(f64(1, 2), period)).toThrow(/z-score period must be a whole number ≥ 1/);
  });

  it('matches the pandas reference on the 600-bar sample: z(100) and z(20) (NaN on the flat bars)', () => {
    expectMatchesReference(zScore(sampleBars.close, 100), referenceSeries('zscore100'));
    expectMatchesReference(zScore(sampleBars.close, 20), referenceSeries('zscore20'));
  });
});
