import { describe, expect, it } from 'vitest';
import { bucketStart, resampleOhlc, resampleProblem, TIMEFRAME_MS } from './resample';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2024, 0, 1); // Monday 2024-01-01 00:00 UTC

/** Hand-made 1-minute bars: bar k opens at start + k minutes with open k+1, high k+1.5, low k+0.5, close k+1.25 (+ base). */
function minuteBars(start: number, count: number, base = 100) {
  const idx = Array.from({ length: count }, (_, k) => k);
  return {
    time: Float64Array.from(idx.map((k) => start + k * MIN)),
    open: Float64Array.from(idx.map((k) => base + k + 1)),
    high: Float64Array.from(idx.map((k) => base + k + 1.5)),
    low: Float64Array.from(idx.map((k) => base + k + 0.5)),
    close: Float64Array.from(idx.map((k) => base + k + 1.25)),
  };
}

describe('resampleOhlc', () => {
  it('1 m → 1 h: open = first, high = max, low = min, close = last, one bar per UTC hour', () => {
    const { series, counts } = resampleOhlc(minuteBars(T0, 180), TIMEFRAME_MS['1h']);
    expect(Array.from(series.time)).toEqual([T0, T0 + HOUR, T0 + 2 * HOUR]);
    expect(Array.from(series.open)).toEqual([101, 161, 221]);
    expect(Array.from(series.high)).toEqual([160.5, 220.5, 280.5]);
    expect(Array.from(series.low)).toEqual([100.5, 160.5, 220.5]);
    expect(Array.from(series.close)).toEqual([160.25, 220.25, 280.25]);
    expect(Array.from(counts)).toEqual([60, 60, 60]);
    expect(series.barMs).toBe(HOUR);
  });

  it('high and low come from whichever bar holds them, not from the first or last', () => {
    const bars = minuteBars(T0, 3);
    bars.high[1] = 999;
    bars.low[1] = 1;
    const { series } = resampleOhlc(bars, HOUR);
    expect([series.open[0], series.high[0], series.low[0], series.close[0]]).toEqual([101, 999, 1, 103.25]);
  });

  it('1 m → 4 h: buckets start at 00, 04, 08 … UTC, also when the data starts mid-bucket', () => {
    // From 02:30 UTC for 6 hours: 02:30–03:59 in the 00:00 bucket (90 bars), 04:00–07:59 (240), 08:00–08:29 (30).
    const start = T0 + 2 * HOUR + 30 * MIN;
    const { series, counts } = resampleOhlc(minuteBars(start, 360), TIMEFRAME_MS['4h']);
    expect(Array.from(series.time)).toEqual([T0, T0 + 4 * HOUR, T0 + 8 * HOUR]);
    expect(Array.from(counts)).toEqual([90, 240, 30]);
    expect(series.open[1]).toBe(100 + 90 + 1);
    expect(series.close[1]).toBe(100 + 329 + 1.25);
  });

  it('1 m → 1 d: the day turns at 00:00 UTC; the last minute 23:59 belongs to the day before', () => {
    const start = T0 + DAY - 2 * MIN; // 23:58 and 23:59 on 1 January, 00:00 and 00:01 on 2 January
    const { series, counts } = resampleOhlc(minuteBars(start, 4), TIMEFRAME_MS['1d']);
    expect(Array.from(series.time)).toEqual([T0, T0 + DAY]);
    expect(Array.from(counts)).toEqual([2, 2]);
    expect(Array.from(series.open)).toEqual([101, 103]);
    expect(Array.from(series.close)).toEqual([102.25, 104.25]);
  });

  it('a gap in the data leaves no empty bar', () => {
    const first = minuteBars(T0, 2);
    const later = minuteBars(T0 + 3 * HOUR, 2, 200);
    const joined = {
      time: Float64Array.from([...first.time, ...later.time]),
      open: Float64Array.from([...first.open, ...later.open]),
      high: Float64Array.from([...first.high, ...later.high]),
      low: Float64Array.from([...first.low, ...later.low]),
      close: Float64Array.from([...first.close, ...later.close]),
    };
    const { series } = resampleOhlc(joined, HOUR);
    expect(Array.from(series.time)).toEqual([T0, T0 + 3 * HOUR]);
    expect(Array.from(series.open)).toEqual([101, 201]);
  });

  it('bars already on the timeframe stay as they are; an empty series stays empty', () => {
    const hourly = { time: Float64Array.from([T0, T0 + HOUR]), open: Float64Array.from([1, 2]), high: Float64Array.from([3, 4]), low: Float64Array.from([0.5, 1]), close: Float64Array.from([2, 3]) };
    const { series, counts } = resampleOhlc(hourly, HOUR);
    expect(Array.from(series.close)).toEqual([2, 3]);
    expect(Array.from(counts)).toEqual([1, 1]);
    const empty = resampleOhlc({ time: new Float64Array(), open: new Float64Array(), high: new Float64Array(), low: new Float64Array(), close: new Float64Array() }, HOUR);
    expect(empty.series.time.length).toBe(0);
  });

  it('refuses a frame that is not a positive whole number of ms', () => {
    expect(() => resampleOhlc(minuteBars(T0, 2), 0)).toThrow(RangeError);
    expect(() => resampleOhlc(minuteBars(T0, 2), 1.5)).toThrow(RangeError);
  });
});

describe('bucketStart and resampleProblem', () => {
  it('bucket starts at UTC boundaries', () => {
    expect(bucketStart(T0 + 4 * HOUR - 1, 4 * HOUR)).toBe(T0);
    expect(bucketStart(T0 + 4 * HOUR, 4 * HOUR)).toBe(T0 + 4 * HOUR);
    expect(bucketStart(T0 + DAY - 1, DAY)).toBe(T0);
  });

  it('accepts bars that divide the timeframe, refuses longer bars and odd lengths', () => {
    expect(resampleProblem(MIN, '1h')).toBeNull();
    expect(resampleProblem(HOUR, '1h')).toBeNull();
    expect(resampleProblem(HOUR, '1d')).toBeNull();
    expect(resampleProblem(DAY, '4h')).toBe('barsLonger');
    expect(resampleProblem(7 * MIN, '1h')).toBe('notDivisor');
    expect(resampleProblem(NaN, '1h')).toBe('barsLonger');
  });
});
