import { describe, expect, it } from 'vitest';
import {
  createOhlcSeries,
  firstIndexAtOrAfter,
  medianTimeStep,
  ohlcBarProblem,
  ohlcLength,
  ohlcTransferables,
  sliceOhlcByIndex,
  sliceOhlcByTime,
  validateOhlcSeries,
  type OhlcSeries,
} from './ohlcSeries';

const f = (values: number[]) => Float64Array.from(values);
const H = 3_600_000;

/** Five hourly bars with a gap of three hours before the last. */
function sample(): OhlcSeries {
  return createOhlcSeries({
    time: f([0, H, 2 * H, 3 * H, 6 * H]),
    open: f([10, 11, 12, 11, 10]),
    high: f([11.5, 12.5, 12.5, 11.5, 10.5]),
    low: f([9.5, 10.5, 10.8, 9.8, 9.9]),
    close: f([11, 12, 11, 10, 10.2]),
  });
}

describe('medianTimeStep', () => {
  it('is the median of the steps, so gaps do not change the bar length', () => {
    expect(sample().barMs).toBe(H);
    expect(medianTimeStep([0, 1, 3, 6, 10])).toBe(2.5); // steps 1, 2, 3, 4
    expect(medianTimeStep([0, 5])).toBe(5);
    expect(medianTimeStep([7])).toBeNaN();
  });
});

describe('ohlcBarProblem', () => {
  it('accepts high ≥ max(open, close) ≥ min(open, close) ≥ low > 0, equality included', () => {
    expect(ohlcBarProblem(10, 12, 9, 11)).toBeNull();
    expect(ohlcBarProblem(10, 10, 10, 10)).toBeNull();
  });

  it('names the first rule broken', () => {
    expect(ohlcBarProblem(10, NaN, 9, 11)).toBe('notFinite');
    expect(ohlcBarProblem(10, 12, 0, 11)).toBe('notPositive');
    expect(ohlcBarProblem(10, 8, 9, 8.5)).toBe('highBelowLow');
    expect(ohlcBarProblem(10, 10.5, 9, 11)).toBe('highBelowBody');
    expect(ohlcBarProblem(10, 12, 10.5, 11)).toBe('lowAboveBody');
  });
});

describe('validateOhlcSeries', () => {
  it('passes a valid series and names the first problem of an invalid one', () => {
    expect(validateOhlcSeries(sample())).toBeNull();
    const bad = sample();
    bad.low[3] = 10.5;
    expect(validateOhlcSeries(bad)).toEqual({ index: 3, reason: 'lowAboveBody' });
    const unordered = sample();
    unordered.time[2] = H;
    expect(validateOhlcSeries(unordered)).toEqual({ index: 2, reason: 'timeNotAscending' });
    const noTime = sample();
    noTime.time[0] = NaN;
    expect(validateOhlcSeries(noTime)).toEqual({ index: 0, reason: 'badTime' });
    expect(validateOhlcSeries({ ...sample(), close: f([1]) })).toEqual({ index: 0, reason: 'lengthMismatch' });
  });
});

describe('slicing', () => {
  it('cuts a half-open time range as copies and keeps the bar length', () => {
    const s = sample();
    const part = sliceOhlcByTime(s, H, 3 * H);
    expect([...part.time]).toEqual([H, 2 * H]);
    expect([...part.close]).toEqual([12, 11]);
    expect(part.barMs).toBe(H);
    part.close[0] = 99;
    expect(s.close[1]).toBe(12);
    expect(ohlcLength(sliceOhlcByTime(s, 2.5 * H, 100 * H))).toBe(2);
    expect(ohlcLength(sliceOhlcByTime(s, 7 * H, 8 * H))).toBe(0);
  });

  it('clamps index ranges and finds the first bar at or after a time', () => {
    const s = sample();
    expect(ohlcLength(sliceOhlcByIndex(s, -3, 99))).toBe(5);
    expect(ohlcLength(sliceOhlcByIndex(s, 4, 2))).toBe(0);
    expect(firstIndexAtOrAfter(s.time, -1)).toBe(0);
    expect(firstIndexAtOrAfter(s.time, H)).toBe(1);
    expect(firstIndexAtOrAfter(s.time, 4 * H)).toBe(4);
    expect(firstIndexAtOrAfter(s.time, 7 * H)).toBe(5);
  });

  it('lists five distinct buffers to transfer', () => {
    expect(new Set(ohlcTransferables(sample())).size).toBe(5);
  });
});
