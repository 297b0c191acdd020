import { describe, expect, it } from 'vitest';
import { random } from '../testSupport.testHelper';
import { f64, list } from './fixture.testHelper';
import { rollingExtreme, rollingMean, rollingMeanAndDeviation } from './rolling';

/** The statistic of every full window, computed window by window. */
function naive(values: Float64Array, period: number, statistic: (window: number[]) => number): number[] {
  return Array.from(values, (_, i) => (i < period - 1 ? NaN : statistic(Array.from(values.subarray(i - period + 1, i + 1)))));
}
const mean = (w: number[]): number => w.reduce((a, b) => a + b, 0) / w.length;
const deviation = (ddof: number) => (w: number[]): number => {
  const m = mean(w);
  return Math.sqrt(w.reduce((a, x) => a + (x - m) ** 2, 0) / (w.length - ddof));
};

describe('rolling statistics', () => {
  it('do not drift over a long series far from 0 (running sum against window-by-window sums)', () => {
    const rnd = random(31);
    const values = new Float64Array(20_000);
    let level = 1e6;
    for (let i = 0; i < values.length; i++) values[i] = level += (rnd() - 0.5) * 50;
    const period = 50;
    const got = rollingMeanAndDeviation(values, period, 0);
    const expectedMean = naive(values, period, mean);
    const expectedDeviation = naive(values, period, deviation(0));
    for (let i = period - 1; i < values.length; i += 97) {
      expect(Math.abs((got.mean[i] as number) - (expectedMean[i] as number))).toBeLessThanOrEqual(1e-12 * 1e6);
      expect(Math.abs((got.deviation[i] as number) - (expectedDeviation[i] as number))).toBeLessThanOrEqual(1e-9 * (expectedDeviation[i] as number));
    }
  });

  it('give the exact value and deviation 0 on a window of identical values', () => {
    // Summing 0.1 three times gives 0.30000000000000004: the mean must still be exactly 0.1.
    const values = f64(3, 0.1, 0.1, 0.1, 0.1, 7);
    const { mean: m, deviation: d } = rollingMeanAndDeviation(values, 3, 1);
    expect(m[3]).toBe(0.1);
    expect(m[4]).toBe(0.1);
    expect(d[3]).toBe(0);
    expect(d[4]).toBe(0);
    expect(d[5] as number).toBeGreaterThan(0);
  });

  it('are NaN for every window that holds a non-finite value, and recover after it', () => {
    const values = f64(1, 2, NaN, 4, 5, 6, Infinity, 8);
    expect(list(rollingMean(values, 2))).toEqual([NaN, 1.5, NaN, NaN, 4.5, 5.5, NaN, NaN]);
    expect(list(rollingMeanAndDeviation(values, 2, 0).deviation)).toEqual([NaN, 0.5, NaN, NaN, 0.5, 0.5, NaN, NaN]);
    expect(list(rollingExtreme(values, 2, 1))).toEqual([NaN, 2, NaN, NaN, 5, 6, NaN, NaN]);
    expect(list(rollingExtreme(values, 2, -1))).toEqual([NaN, 1, NaN, NaN, 4, 5, NaN, NaN]);
  });

  it('property (seeded): extremes and sample deviation equal the window-by-window values', () => {
    const rnd = random(5);
    for (let run = 0; run < 50; run++) {
      const n = 1 + Math.floor(rnd() * 80);
      const period = 2 + Math.floor(rnd() * 12);
      const values = Float64Array.from({ length: n }, () => Math.round((rnd() - 0.5) * 20) + 0); // many ties (+ 0 turns −0 into 0)
      expect(list(rollingExtreme(values, period, 1))).toEqual(naive(values, period, (w) => Math.max(...w)));
      expect(list(rollingExtreme(values, period, -1))).toEqual(naive(values, period, (w) => Math.min(...w)));
      const got = rollingMeanAndDeviation(values, period, 1).deviation;
      naive(values, period, deviation(1)).forEach((value, i) => {
        if (Number.isNaN(value)) expect(got[i]).toBeNaN();
        else expect(Math.abs((got[i] as number) - value)).toBeLessThanOrEqual(1e-12 * Math.max(1, value));
      });
    }
  });
});
