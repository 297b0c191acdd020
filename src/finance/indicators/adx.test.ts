// Reference: tests/fixtures/indicators/reference.json, computed by scripts/reference/indicators.py
// (Wilder's recursions written out in numpy: sums of the first N, then S − S/N + x; ADX seeded with the mean
// of the first N DX). TA-Lib's index conventions: +DI, −DI and DX from index N, ADX from 2N − 1.
import { describe, expect, it } from 'vitest';
import { adx } from './adx';
import { expectMatchesReference, f64, list, referenceSeries, sampleBars } from './fixture.testHelper';

describe('adx', () => {
  it('Wilder sums, DI, DX and ADX worked by hand (N = 2)', () => {
    const out = adx({ high: f64(10, 11, 12, 11, 10, 11), low: f64(8, 9, 10, 8, 7, 6), close: f64(9, 10, 11, 9, 8, 10) }, 2);
    // t = 1, 2: +DM 1, 1; TR 2, 2 → S(+DM) = 2, S(TR) = 4 at t = 2: +DI 50, −DI 0, DX 100
    // t = 3: −DM 2, TR 3 → S(+DM) = 1, S(−DM) = 2, S(TR) = 5: +DI 20, −DI 40, DX 100/3; ADX (100 + 100/3)/2
    // t = 4: −DM 1, TR 3 → 0.5, 2, 5.5: +DI 100/11, −DI 400/11, DX 60; ADX (ADX·1 + 60)/2
    // t = 5: up = down = 1 → no DM; TR 5 → 0.25, 1, 7.75
    const adx3 = (100 + 100 / 3) / 2;
    const expected = {
      plusDi: [NaN, NaN, 50, 20, 100 / 11, 100 * (0.25 / 7.75)],
      minusDi: [NaN, NaN, 0, 40, 400 / 11, 100 * (1 / 7.75)],
      dx: [NaN, NaN, 100, 100 / 3, 60, 60],
      adx: [NaN, NaN, NaN, adx3, (adx3 + 60) / 2, ((adx3 + 60) / 2 + 60) / 2],
    };
    for (const part of ['plusDi', 'minusDi', 'dx', 'adx'] as const) {
      out[part].forEach((value, i) => {
        const want = expected[part][i] as number;
        if (Number.isNaN(want)) expect(value, `${part}[${i}]`).toBeNaN();
        else expect(value, `${part}[${i}]`).toBeCloseTo(want, 12);
      });
    }
  });

  it('first +DI/−DI/DX at index N and first ADX at 2N − 1 (TA-Lib); fewer bars define nothing', () => {
    const out = adx(sampleBars, 14);
    expect(out.plusDi.findIndex((v) => !Number.isNaN(v))).toBe(14);
    expect(out.dx.findIndex((v) => !Number.isNaN(v))).toBe(14);
    expect(out.adx.findIndex((v) => !Number.isNaN(v))).toBe(27);
    const short = adx({ high: sampleBars.high.slice(0, 27), low: sampleBars.low.slice(0, 27), close: sampleBars.close.slice(0, 27) }, 14);
    expect(short.adx.every(Number.isNaN)).toBe(true);
    expect(short.dx[26]).not.toBeNaN();
    const tiny = adx({ high: sampleBars.high.slice(0, 14), low: sampleBars.low.slice(0, 14), close: sampleBars.close.slice(0, 14) }, 14);
    for (const series of Object.values(tiny)) expect(series.every(Number.isNaN)).toBe(true);
  });

  it('constant bars have no direction: DI, DX and ADX are 0', () => {
    const flat = new Float64Array(40).fill(100);
    const out = adx({ high: flat, low: flat, close: flat }, 14);
    for (const series of Object.values(out)) expect(list(series.subarray(27))).toEqual(new Array(13).fill(0));
  });

  it('N = 1: DI from the single bar, ADX = DX from index 1', () => {
    const out = adx({ high: f64(10, 12, 11), low: f64(9, 10, 8), close: f64(9.5, 11, 9) }, 1);
    // t = 1: +DM 2, TR 2.5 → +DI 80, −DI 0, DX 100; t = 2: −DM 2, TR 3 → +DI 0, −DI 200/3, DX 100
    expect(list(out.dx)).toEqual([NaN, 100, 100]);
    expect(list(out.adx)).toEqual([NaN, 100, 100]);
    expect(out.plusDi[1]).toBeCloseTo(80, 12);
    expect(out.minusDi[2]).toBeCloseTo(200 / 3, 12);
  });

  it('rejects a bad period and columns of different lengths', () => {
    for (const period of [0, -1, 14.5, NaN]) expect(() => adx(sampleBars, period)).toThrow(/ADX period must be a whole number ≥ 1/);
    expect(() => adx({ high: f64(1, 2), low: f64(1, 2), close: f64(1) })).toThrow(/ADX: the columns must have the same length/);
  });

  it('matches the numpy reference on the 600-bar sample: ADX(14) and ADX(5) with +DI, −DI and DX', () => {
    const out14 = adx(sampleBars);
    const out5 = adx(sampleBars, 5);
    for (const part of ['plusDi', 'minusDi', 'dx', 'adx'] as const) {
      expectMatchesReference(out14[part], referenceSeries('adx14', part));
      expectMatchesReference(out5[part], referenceSeries('adx5', part));
    }
  });
});
