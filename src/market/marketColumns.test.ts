import { describe, expect, it } from 'vitest';
import { candleSeriesFromColumns, fundingHistoryFromColumns } from './marketColumns';

const HOUR = 3_600_000;
const candles = { t: [0, HOUR, 2 * HOUR], o: [100, 101, 99], h: [102, 103, 100], l: [99, 98, 97], c: [101, 99, 98], v: [5, 6, 7] };

describe('candleSeriesFromColumns', () => {
  it('reads columnar candles into a series with its bar length', () => {
    const result = candleSeriesFromColumns(candles);
    expect(result.ok && Array.from(result.value.close)).toEqual([101, 99, 98]);
    expect(result.ok && result.value.barMs).toBe(HOUR);
  });

  it('refuses a missing column, a value that is not a number, an invalid bar and times out of order', () => {
    expect(candleSeriesFromColumns({ ...candles, c: undefined }).ok).toBe(false);
    expect(candleSeriesFromColumns({ ...candles, o: [100, null, 99] }).ok).toBe(false);
    expect(candleSeriesFromColumns({ ...candles, h: [102, 97, 100] })).toEqual({ ok: false, reason: 'bar 1: highBelowLow' });
    expect(candleSeriesFromColumns({ ...candles, t: [0, 2 * HOUR, HOUR] })).toEqual({ ok: false, reason: 'bar 2: timeNotAscending' });
    expect(candleSeriesFromColumns([]).ok).toBe(false);
  });
});

describe('fundingHistoryFromColumns', () => {
  it('reads times and rates', () => {
    const result = fundingHistoryFromColumns({ t: [0, 8 * HOUR], rate: [0.0001, -0.0002], intervalHours: 8 });
    expect(result.ok && Array.from(result.value.rate)).toEqual([0.0001, -0.0002]);
  });

  it('refuses columns of different lengths and times out of order', () => {
    expect(fundingHistoryFromColumns({ t: [0, 8 * HOUR], rate: [0.0001] }).ok).toBe(false);
    expect(fundingHistoryFromColumns({ t: [8 * HOUR, 0], rate: [0.0001, 0.0001] }).ok).toBe(false);
  });
});
