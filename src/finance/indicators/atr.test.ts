// Reference: tests/fixtures/indicators/reference.json, computed by scripts/reference/indicators.py (numpy
// true ranges; the mean of the first N as the seed, then Wilder's pandas ewm(alpha = 1/N, adjust=False)).
// Also tied to Size Tool Pro's averageTrueRange (src/finance/atr.ts) bar by bar.
import { describe, expect, it } from 'vitest';
import { averageTrueRange, trueRange, trueRangeSeries, trueRanges, type Candle } from '../atr';
import { atr } from './atr';
import { expectMatchesReference, f64, list, referenceSeries, sampleBars } from './fixture.testHelper';

const bars = (high: number[], low: number[], close: number[]) => ({ high: f64(...high), low: f64(...low), close: f64(...close) });

describe('trueRange and trueRangeSeries (added to src/finance/atr.ts for the series)', () => {
  it('the first bar is high − low; later bars reach to the previous close', () => {
    // the example of src/finance/atr.test.ts: inside bar 3, gap up 7, gap down 14
    expect(list(trueRangeSeries(f64(105, 104, 110, 100), f64(100, 101, 106, 95), f64(102, 103, 109, 96)))).toEqual([5, 3, 7, 14]);
    expect(trueRange(105, 100)).toBe(5);
    expect(trueRange(110, 106, 103)).toBe(7);
  });

  it('agree with trueRanges of the same bars as candles', () => {
    const { high, low, close } = sampleBars;
    const candles: Candle[] = Array.from(close, (c, i) => ({ high: high[i] as number, low: low[i] as number, close: c }));
    expect(list(trueRangeSeries(high, low, close))).toEqual(trueRanges(candles));
  });
});

describe('atr', () => {
  it('seeds with the mean of the first N true ranges at index N − 1, then Wilder’s moving average (α = 1/N)', () => {
    // true ranges 2, 2, 3, 6 (the example of src/finance/atr.test.ts); seed 7/3; then 7/3 + (6 − 7/3)/3 = 32/9
    const out = atr(bars([12, 13, 14, 19], [10, 11, 11, 13], [11, 12, 13, 18]), 3);
    expect(list(out)).toEqual([NaN, NaN, 7 / 3, 7 / 3 + (6 - 7 / 3) / 3]);
  });

  it('equals averageTrueRange of the bars up to each index (Size Tool Pro) on the sample', () => {
    const { high, low, close } = sampleBars;
    const candles: Candle[] = Array.from(close, (c, i) => ({ high: high[i] as number, low: low[i] as number, close: c }));
    const series = atr(sampleBars, 14);
    for (let t = 14; t < candles.length; t++) {
      const last = averageTrueRange(candles.slice(0, t + 1), 14);
      expect(last.ok && last.atr).toBe(series[t]);
    }
  });

  it('N = 1 is the true range itself; N > length defines nothing; constant bars give 0', () => {
    expect(list(atr(sampleBars, 1))).toEqual(list(trueRangeSeries(sampleBars.high, sampleBars.low, sampleBars.close)));
    expect(list(atr(bars([2, 3], [1, 1], [1.5, 2]), 3))).toEqual([NaN, NaN]);
    const flat = new Float64Array(20).fill(50);
    expect(list(atr({ high: flat, low: flat, close: flat }, 14).subarray(13))).toEqual(new Array(7).fill(0));
  });

  it('rejects a bad period and columns of different lengths', () => {
    for (const period of [0, -14, 3.5, NaN]) expect(() => atr(sampleBars, period)).toThrow(/ATR period must be a whole number ≥ 1/);
    expect(() => atr(bars([2, 3], [1], [1, 2]), 1)).toThrow(/ATR: the columns must have the same length \(high 2, low 1, close 2\)/);
  });

  it('matches the pandas reference on the 600-bar sample: ATR(14) and ATR(20)', () => {
    expectMatchesReference(atr(sampleBars), referenceSeries('atr14'));
    expectMatchesReference(atr(sampleBars, 20), referenceSeries('atr20'));
  });
});
