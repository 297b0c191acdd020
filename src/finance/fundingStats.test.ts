/** Funding statistics on hand-worked numbers (every expected value is worked out in the comments). */
import { describe, expect, it } from 'vitest';
import { fundingStats, monthStart, worstFundingMonth } from './fundingStats';

const H = 3_600_000;
// Five 8-hour periods from 31 Jan 2024 08:00 UTC: two in January, three in February.
const time = [Date.UTC(2024, 0, 31, 8), Date.UTC(2024, 0, 31, 16), Date.UTC(2024, 1, 1, 0), Date.UTC(2024, 1, 1, 8), Date.UTC(2024, 1, 1, 16)];
const rate = Float64Array.from([0.0003, -0.0005, 0.0001, 0.0001, 0.0002]);

describe('fundingStats', () => {
  it('mean, median, share of positive periods, annual yield, worst month and the mean per 8 hours', () => {
    const stats = fundingStats({ time, rate }, 8)!;
    // Sum 0.0002 over 5 periods: mean 0.00004; sorted −0.0005, 0.0001, 0.0001, 0.0002, 0.0003: median 0.0001.
    expect(stats.periods).toBe(5);
    expect(stats.mean).toBeCloseTo(0.00004, 15);
    expect(stats.median).toBeCloseTo(0.0001, 15);
    // Four of five rates are above 0.
    expect(stats.positiveShare).toBeCloseTo(0.8, 15);
    // 0.00004 · 1,095 periods a year = 0.0438 (4.38 %).
    expect(stats.annualYield).toBeCloseTo(0.0438, 12);
    // January: 0.0003 − 0.0005 = −0.0002; February: 0.0004. January is the worst.
    expect(stats.worstMonth.start).toBe(Date.UTC(2024, 0, 1));
    expect(stats.worstMonth.sum).toBeCloseTo(-0.0002, 15);
    expect(stats.meanPer8h).toBeCloseTo(0.00004, 15);
  });

  it('scales the yield and the 8-hour mean by the interval (hourly funding: 8,760 periods a year)', () => {
    const stats = fundingStats({ time, rate }, 1)!;
    expect(stats.annualYield).toBeCloseTo(0.00004 * 8760, 12);
    expect(stats.meanPer8h).toBeCloseTo(0.00032, 15);
  });

  it('has no statistics for an empty history or a bad interval', () => {
    expect(fundingStats({ time: [], rate: new Float64Array(0) }, 8)).toBeNull();
    expect(fundingStats({ time, rate }, 0)).toBeNull();
  });

  it('finds the month by UTC calendar', () => {
    expect(monthStart(Date.UTC(2024, 1, 29, 23) + H / 2)).toBe(Date.UTC(2024, 1, 1));
    expect(worstFundingMonth([Date.UTC(2024, 2, 1)], [0.0001])).toEqual({ start: Date.UTC(2024, 2, 1), sum: 0.0001 });
  });
});
