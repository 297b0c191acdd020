// Reference: tests/fixtures/indicators/reference.json, computed by scripts/reference/indicators.py with
// pandas (SMA: rolling(N).mean(); EMA: the SMA of the first N values as the seed, then ewm(adjust=False)).
import { describe, expect, it } from 'vitest';
import { random } from '../testSupport.testHelper';
import { expectMatchesReference, f64, list, referenceSeries, sampleBars } from './fixture.testHelper';
import { ema, sma } from './movingAverages';

describe('sma', () => {
  it('is the mean of the last N values, NaN for the first N − 1', () => {
    expect(list(sma(f64(1, 2, 3, 4, 5), 3))).toEqual([NaN, NaN, 2, 3, 4]);
  });

  it('N = 1 is the series itself; N = length defines only the last value; N > length defines none', () => {
    const values = f64(4, 8, 6);
    expect(list(sma(values, 1))).toEqual([4, 8, 6]);
    expect(list(sma(values, 3))).toEqual([NaN, NaN, 6]);
    expect(list(sma(values, 4))).toEqual([NaN, NaN, NaN]);
    expect(sma(new Float64Array(0), 5).length).toBe(0);
  });

  it('a constant series gives exactly that constant', () => {
    expect(list(sma(new Float64Array(30).fill(0.1), 7).subarray(6))).toEqual(new Array(24).fill(0.1));
  });

  it('property (seeded): SMA is linear, sma(a·x + b) = a·sma(x) + b', () => {
    const rnd = random(12);
    const values = Float64Array.from({ length: 300 }, () => 100 + (rnd() - 0.5) * 10);
    const base = sma(values, 13);
    sma(values.map((x) => 3 * x - 7), 13).forEach((value, i) => {
      if (i < 12) expect(value).toBeNaN();
      else expect(Math.abs(value - (3 * (base[i] as number) - 7))).toBeLessThanOrEqual(1e-12 * 300);
    });
  });

  it('rejects a period that is not a whole number ≥ 1', () => {
    for (const period of [0, -2, 2.5, NaN, Infinity]) {
      expect(() => sma(f64(1, 2, 3), period)).toThrow(/SMA period must be a whole number ≥ 1/);
    }
  });

  it('matches the pandas reference on the 600-bar sample: SMA(20) and SMA(1)', () => {
    expectMatchesReference(sma(sampleBars.close, 20), referenceSeries('sma20'));
    expectMatchesReference(sma(sampleBars.close, 1), referenceSeries('sma1'));
  });
});

describe('ema', () => {
  it('is seeded with the SMA of the first N values at index N − 1, then α = 2/(N + 1)', () => {
    // seed (2 + 4 + 6)/3 = 4; α = 0.5: 0.5·1 + 0.5·4 = 2.5; 0.5·9 + 0.5·2.5 = 5.75
    expect(list(ema(f64(2, 4, 6, 1, 9), 3))).toEqual([NaN, NaN, 4, 2.5, 5.75]);
  });

  it('skips leading NaNs (an indicator that is not yet defined) before seeding', () => {
    expect(list(ema(f64(NaN, NaN, 2, 4, 6, 1), 3))).toEqual([NaN, NaN, NaN, NaN, 4, 2.5]);
  });

  it('a NaN after the start makes every later value NaN', () => {
    expect(list(ema(f64(2, 4, 6, NaN, 9, 9), 3))).toEqual([NaN, NaN, 4, NaN, NaN, NaN]);
  });

  it('N = 1 is the series itself; N > length defines nothing; a constant series stays constant', () => {
    expect(list(ema(f64(3, -1, 7), 1))).toEqual([3, -1, 7]);
    expect(list(ema(f64(3, -1, 7), 4))).toEqual([NaN, NaN, NaN]);
    expect(list(ema(new Float64Array(10).fill(5), 4).subarray(3))).toEqual(new Array(7).fill(5));
  });

  it('rejects a period that is not a whole number ≥ 1', () => {
    for (const period of [0, -1, 1.5, NaN]) expect(() => ema(f64(1, 2), period)).toThrow(/EMA period must be a whole number ≥ 1/);
  });

  it('matches the pandas reference on the 600-bar sample: EMA(20) and EMA(9)', () => {
    expectMatchesReference(ema(sampleBars.close, 20), referenceSeries('ema20'));
    expectMatchesReference(ema(sampleBars.close, 9), referenceSeries('ema9'));
  });
});
