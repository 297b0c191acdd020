// Reference: tests/fixtures/indicators/reference.json, computed by scripts/reference/indicators.py with
// pandas (SMA-seeded ewm(adjust=False) EMAs; the signal EMA over the MACD's defined values).
import { describe, expect, it } from 'vitest';
import { expectMatchesReference, f64, list, referenceSeries, sampleBars } from './fixture.testHelper';
import { macd } from './macd';
import { ema } from './movingAverages';

describe('macd', () => {
  it('macd = EMA_fast − EMA_slow, signal = EMA of the macd over its defined values, histogram = difference', () => {
    const close = sampleBars.close;
    const out = macd(close, 3, 5, 2);
    const fast = ema(close, 3);
    const slow = ema(close, 5);
    out.macd.forEach((value, i) => expect(Object.is(value, (fast[i] as number) - (slow[i] as number))).toBe(true));
    const defined = out.macd.subarray(4);
    expect(list(out.signal.subarray(4))).toEqual(list(ema(defined, 2)));
    expect(out.signal[5]).toBe(((out.macd[4] as number) + (out.macd[5] as number)) / 2);
    out.histogram.forEach((value, i) => expect(Object.is(value, (out.macd[i] as number) - (out.signal[i] as number))).toBe(true));
  });

  it('MACD(12, 26, 9) by default: macd from index 25, signal and histogram from index 33', () => {
    const out = macd(sampleBars.close);
    expect(out.macd.findIndex((v) => !Number.isNaN(v))).toBe(25);
    expect(out.signal.findIndex((v) => !Number.isNaN(v))).toBe(33);
    expect(out.histogram.findIndex((v) => !Number.isNaN(v))).toBe(33);
  });

  it('a constant series gives 0; a series shorter than the slow period defines nothing', () => {
    const out = macd(new Float64Array(40).fill(64));
    expect(list(out.histogram.subarray(33))).toEqual(new Array(7).fill(0));
    const short = macd(f64(1, 2, 3, 4), 2, 5, 1);
    for (const series of Object.values(short)) expect(series.every(Number.isNaN)).toBe(true);
  });

  it('N = 1 is allowed for the fast and signal periods (signal = macd, histogram 0)', () => {
    const out = macd(f64(1, 4, 2, 8), 1, 2, 1);
    // EMA(1) is the close; EMA(2) is seeded with (1 + 4)/2 at index 1, then α = 2/3
    const slow2 = (2 / 3) * 2 + (1 / 3) * 2.5;
    const slow3 = (2 / 3) * 8 + (1 / 3) * slow2;
    [NaN, 4 - 2.5, 2 - slow2, 8 - slow3].forEach((want, i) => {
      if (Number.isNaN(want)) expect(out.macd[i]).toBeNaN();
      else expect(out.macd[i]).toBeCloseTo(want, 13);
    });
    expect(list(out.signal)).toEqual(list(out.macd));
    expect(list(out.histogram)).toEqual([NaN, 0, 0, 0]);
  });

  it('rejects bad periods and a fast period not shorter than the slow one', () => {
    expect(() => macd(f64(1), 0)).toThrow(/MACD fast period must be a whole number ≥ 1/);
    expect(() => macd(f64(1), 12, 26.5)).toThrow(/MACD slow period must be a whole number ≥ 1/);
    expect(() => macd(f64(1), 12, 26, 0)).toThrow(/MACD signal period must be a whole number ≥ 1/);
    expect(() => macd(f64(1), 26, 12)).toThrow(/MACD fast period must be shorter than the slow one, got 26 and 12/);
  });

  it('matches the pandas reference on the 600-bar sample: MACD(12, 26, 9)', () => {
    const out = macd(sampleBars.close);
    for (const part of ['macd', 'signal', 'histogram'] as const) expectMatchesReference(out[part], referenceSeries('macd12_26_9', part));
  });
});
