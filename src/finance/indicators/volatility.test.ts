// Reference: tests/fixtures/indicators/reference.json, computed by scripts/reference/indicators.py: the
// sample standard deviation (ddof = 1) of numpy log returns, window by window, cross-checked with pandas
// log(close).diff().rolling(N).std().
import { describe, expect, it } from 'vitest';
import { expectMatchesReference, f64, list, referenceSeries, sampleBars } from './fixture.testHelper';
import { annualise, logReturns, realizedVolatility } from './volatility';

describe('realizedVolatility', () => {
  it('the sample standard deviation of the last N log returns, first defined at index N', () => {
    // log returns 1, 0, 1: mean 2/3, Σ(r − mean)² = 2/3, divided by N − 1 = 2 → 1/3
    const out = realizedVolatility(f64(1, Math.E, Math.E, Math.E ** 2), 3);
    expect(list(out.subarray(0, 3))).toEqual([NaN, NaN, NaN]);
    expect(out[3]).toBeCloseTo(Math.sqrt(1 / 3), 14);
  });

  it('0 on a constant series; N > length − 1 defines nothing', () => {
    expect(list(realizedVolatility(new Float64Array(6).fill(9), 2))).toEqual([NaN, NaN, 0, 0, 0, 0]);
    expect(list(realizedVolatility(f64(1, 2, 3), 3))).toEqual([NaN, NaN, NaN]);
  });

  it('a close ≤ 0 makes the windows around it NaN', () => {
    expect(list(realizedVolatility(f64(1, 2, 0, 2, 4, 8), 2))).toEqual([NaN, NaN, NaN, NaN, NaN, 0]);
  });

  it('needs N ≥ 2 (a sample deviation of one return is undefined)', () => {
    for (const period of [1, 0, 2.5, NaN]) expect(() => realizedVolatility(f64(1, 2, 3), period)).toThrow(/Volatility period must be a whole number ≥ 2/);
  });

  it('matches the numpy/pandas reference on the 600-bar sample: volatility(20)', () => {
    expectMatchesReference(realizedVolatility(sampleBars.close, 20), referenceSeries('volatility20'));
  });
});

describe('logReturns', () => {
  it('ln(closeₜ/closeₜ₋₁), NaN at index 0', () => {
    expect(list(logReturns(f64(1, Math.E, 1)))).toEqual([NaN, 1, -1]);
  });
});

describe('annualise', () => {
  it('multiplies by √(periods per year), for a number or a series', () => {
    expect(annualise(0.01, 365)).toBeCloseTo(0.01 * Math.sqrt(365), 15);
    expect(list(annualise(f64(NaN, 0.5), 4))).toEqual([NaN, 1]);
  });

  it('rejects periods per year that are not a finite number > 0', () => {
    for (const periods of [0, -1, NaN, Infinity]) expect(() => annualise(0.1, periods)).toThrow(/periods per year must be a finite number > 0/);
  });
});
