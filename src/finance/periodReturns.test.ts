import { describe, expect, it } from 'vitest';
import {
  cagr,
  calendarPeriodNets,
  mean,
  periodIndex,
  periodReturns,
  periodStart,
  riskFreePerPeriod,
  sampleStdDev,
  sharpeRatio,
  sortinoRatio,
  utcDayIndex,
  type TimedNet,
} from './periodReturns';
import { equityCurve } from './tradeMetrics';
import { expectNear, random } from './testSupport.testHelper';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('UTC days', () => {
  it('day numbers count from 1970-01-01', () => {
    expect(utcDayIndex(0)).toBe(0);
    expect(utcDayIndex(DAY - 1)).toBe(0);
    expect(utcDayIndex(DAY)).toBe(1);
    expect(utcDayIndex(-1)).toBe(-1); // 1969-12-31 23:59:59.999
    // 2025-01-01: 55 years after 1970 with 14 leap days (1972 … 2024) → 55 · 365 + 14 = 20089
    expect(utcDayIndex(Date.UTC(2025, 0, 1))).toBe(20089);
    // 2025-03-13: 20089 + 31 (Jan) + 28 (Feb) + 12 = 20160
    expect(utcDayIndex(Date.UTC(2025, 2, 13, 12))).toBe(20160);
  });

  it('an order at 07:30 UTC+8 on 2025-03-14 is 23:30 UTC on the 13th and belongs to the 13th', () => {
    const local = Date.UTC(2025, 2, 14, 7, 30) - 8 * HOUR; // the caller's conversion to UTC ms
    expect(local).toBe(Date.UTC(2025, 2, 13, 23, 30));
    expect(periodIndex(local, 'day')).toBe(20160);
    expect(periodStart(periodIndex(local, 'day'), 'day')).toBe(Date.UTC(2025, 2, 13));
    // One hour later (08:30 UTC+8 = 00:30 UTC) it is the 14th.
    expect(periodIndex(local + HOUR, 'day')).toBe(20161);
  });
});

describe('ISO weeks (Monday–Sunday, UTC)', () => {
  it('week 0 is the week of Monday 1969-12-29; 1970-01-01 was a Thursday', () => {
    expect(periodIndex(Date.UTC(1969, 11, 29), 'isoWeek')).toBe(0);
    expect(periodIndex(0, 'isoWeek')).toBe(0);
    expect(periodIndex(Date.UTC(1970, 0, 4, 23, 59, 59, 999), 'isoWeek')).toBe(0); // Sunday
    expect(periodIndex(Date.UTC(1970, 0, 5), 'isoWeek')).toBe(1); // Monday
    expect(periodIndex(Date.UTC(1969, 11, 28, 23), 'isoWeek')).toBe(-1); // Sunday before week 0
    expect(periodStart(0, 'isoWeek')).toBe(Date.UTC(1969, 11, 29));
    expect(periodStart(1, 'isoWeek')).toBe(Date.UTC(1970, 0, 5));
  });

  it('Sunday 23:59:59.999 UTC and Monday 00:00 UTC are in different weeks', () => {
    // 2025-03-13 (day 20160) is a Thursday (20160 ≡ 0 mod 7, like day 0) → Monday 2025-03-17 = day 20164.
    // Monday's week: (20164 + 3) / 7 = 2881; Sunday 2025-03-16 = day 20163: ⌊20166 / 7⌋ = 2880.
    const sunday = Date.UTC(2025, 2, 16, 23, 59, 59, 999);
    const monday = Date.UTC(2025, 2, 17);
    expect(periodIndex(sunday, 'isoWeek')).toBe(2880);
    expect(periodIndex(monday, 'isoWeek')).toBe(2881);
    expect(periodIndex(monday - 1, 'isoWeek')).toBe(2880);
    expect(periodStart(2881, 'isoWeek')).toBe(monday); // (2881 · 7 − 3) days = day 20164
    expect(periodStart(2880, 'isoWeek')).toBe(Date.UTC(2025, 2, 10));
  });

  it('the ISO week crossing the year: Monday 2024-12-30 … Sunday 2025-01-05', () => {
    // 2024-12-30 = day 20087 → (20087 + 3) / 7 = 2870; 2025-01-05 = day 20093 → ⌊20096 / 7⌋ = 2870
    const week = periodIndex(Date.UTC(2024, 11, 30), 'isoWeek');
    expect(week).toBe(2870);
    expect(periodIndex(Date.UTC(2025, 0, 1, 12), 'isoWeek')).toBe(week);
    expect(periodIndex(Date.UTC(2025, 0, 5, 23, 59, 59, 999), 'isoWeek')).toBe(week);
    expect(periodIndex(Date.UTC(2024, 11, 29, 23, 59, 59, 999), 'isoWeek')).toBe(week - 1);
    expect(periodIndex(Date.UTC(2025, 0, 6), 'isoWeek')).toBe(week + 1);
    expect(periodStart(week, 'isoWeek')).toBe(Date.UTC(2024, 11, 30));
  });

  it('every period start is a Monday 00:00 UTC and holds itself (property)', () => {
    const rnd = random(3);
    for (let i = 0; i < 500; i++) {
      const time = Math.floor((rnd() - 0.2) * 2e12);
      const index = periodIndex(time, 'isoWeek');
      const start = periodStart(index, 'isoWeek');
      expect(new Date(start).getUTCDay()).toBe(1);
      expect(start).toBeLessThanOrEqual(time);
      expect(time).toBeLessThan(start + 7 * DAY);
      expect(periodIndex(start, 'isoWeek')).toBe(index);
    }
  });
});

describe('calendarPeriodNets', () => {
  it('daily: every UTC day from the first to the last point, zero days included, in any input order', () => {
    const points: TimedNet[] = [
      { time: Date.UTC(2025, 2, 16, 12), net: 4 },
      { time: Date.UTC(2025, 2, 14, 7, 30) - 8 * HOUR, net: 5 }, // 23:30 UTC on the 13th
      { time: Date.UTC(2025, 2, 13, 1), net: -2 },
    ];
    const days = calendarPeriodNets(points, 'day');
    expect(days.kind).toBe('day');
    // 13th: 5 − 2 = 3; 14th: 0; 15th: 0; 16th: 4
    expect(Array.from(days.nets)).toEqual([3, 0, 0, 4]);
    expect(Array.from(days.starts)).toEqual([Date.UTC(2025, 2, 13), Date.UTC(2025, 2, 14), Date.UTC(2025, 2, 15), Date.UTC(2025, 2, 16)]);
  });

  it('weekly: Sunday night and Monday morning split; an empty week is 0', () => {
    const points: TimedNet[] = [
      { time: Date.UTC(2025, 2, 16, 23, 59, 59, 999), net: 10 }, // Sunday → week of Mon 10 Mar
      { time: Date.UTC(2025, 2, 17), net: -3 }, // Monday → week of Mon 17 Mar
      { time: Date.UTC(2025, 2, 23, 18), net: 1.5 }, // Sunday 23 Mar → week of 17 Mar
      { time: Date.UTC(2025, 2, 31, 9), net: 7 }, // Monday 31 Mar
    ];
    const weeks = calendarPeriodNets(points, 'isoWeek');
    // weeks of 10, 17, 24, 31 March: 10 | −3 + 1.5 = −1.5 | 0 | 7
    expect(Array.from(weeks.nets)).toEqual([10, -1.5, 0, 7]);
    expect(Array.from(weeks.starts)).toEqual([Date.UTC(2025, 2, 10), Date.UTC(2025, 2, 17), Date.UTC(2025, 2, 24), Date.UTC(2025, 2, 31)]);
  });

  it('a single point or no point', () => {
    const one = calendarPeriodNets([{ time: Date.UTC(2025, 0, 1, 5), net: 2 }], 'isoWeek');
    expect(Array.from(one.nets)).toEqual([2]);
    expect(Array.from(one.starts)).toEqual([Date.UTC(2024, 11, 30)]);
    const none = calendarPeriodNets([], 'day');
    expect(none.nets.length).toBe(0);
    expect(none.starts.length).toBe(0);
  });

  it('rejects a point without a finite time instead of dropping its net', () => {
    expect(() => calendarPeriodNets([{ time: NaN, net: 1 }], 'day')).toThrow(RangeError);
    expect(() => calendarPeriodNets([{ time: 0, net: 1 }, { time: NaN, net: 5 }], 'day')).toThrow(RangeError);
  });

  it('property (seeded): Σ period nets = Σ nets, daily and weekly; each week = Σ of its days', () => {
    const rnd = random(77);
    for (let run = 0; run < 100; run++) {
      const n = 1 + Math.floor(rnd() * 50);
      const base = Date.UTC(2024, 11, 20);
      const points = Array.from({ length: n }, () => ({ time: base + Math.floor(rnd() * 60 * DAY), net: Math.round((rnd() - 0.5) * 10000) / 100 }));
      const total = points.reduce((a, p) => a + p.net, 0);
      const days = calendarPeriodNets(points, 'day');
      const weeks = calendarPeriodNets(points, 'isoWeek');
      expectNear(days.nets.reduce((a, b) => a + b, 0), total, 1e-12);
      expectNear(weeks.nets.reduce((a, b) => a + b, 0), total, 1e-12);
      for (let i = 1; i < days.starts.length; i++) expect((days.starts[i] as number) - (days.starts[i - 1] as number)).toBe(DAY);
      for (let i = 1; i < weeks.starts.length; i++) expect((weeks.starts[i] as number) - (weeks.starts[i - 1] as number)).toBe(7 * DAY);
      const firstWeek = periodIndex(weeks.starts[0] as number, 'isoWeek');
      const fromDays = new Float64Array(weeks.nets.length);
      days.starts.forEach((start, i) => {
        const w = periodIndex(start, 'isoWeek') - firstWeek;
        fromDays[w] = (fromDays[w] as number) + (days.nets[i] as number);
      });
      fromDays.forEach((value, w) => expectNear(value, weeks.nets[w] as number, 1e-12));
    }
  });
});

describe('periodReturns', () => {
  it('r_i = net_i / equity at the end of the previous period', () => {
    // equity 1000 → 1100 → 1045 → 1045 → 1254
    // r: 100 / 1000 = 0.1, −55 / 1100 = −0.05, 0 / 1045 = 0, 209 / 1045 = 0.2
    expect(Array.from(periodReturns(1000, [100, -55, 0, 209]))).toEqual([0.1, -0.05, 0, 0.2]);
  });

  it('compounding the returns gives back the equity path', () => {
    const nets = [100, -55, 0, 209];
    const returns = periodReturns(1000, nets);
    const equity = equityCurve(1000, nets);
    let compounded = 1000;
    returns.forEach((r, i) => {
      compounded *= 1 + r;
      expectNear(compounded, equity[i + 1] as number, 1e-12);
    });
  });

  it('after the equity is gone there is no return (NaN)', () => {
    // 100 → 0 (r = −1), then no equity to divide by
    const r = periodReturns(100, [-100, 10, 5]);
    expect(r[0]).toBe(-1);
    expect(r[1]).toBeNaN();
    expect(r[2]).toBeNaN();
    // A loss beyond the account: −1.5, then NaN even if the next net would bring equity back above 0.
    const over = periodReturns(100, [-150, 200]);
    expect(over[0]).toBe(-1.5);
    expect(over[1]).toBeNaN();
    expect(Array.from(periodReturns(0, [1, 2])).every(Number.isNaN)).toBe(true);
    expect(periodReturns(1000, []).length).toBe(0);
  });
});

describe('mean and sample standard deviation', () => {
  it('hand-computed', () => {
    // [2, 4, 4, 4, 5, 5, 7, 9]: mean 5, Σ(x − 5)² = 9 + 1 + 1 + 1 + 0 + 0 + 4 + 16 = 32, sample var 32 / 7
    const values = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(mean(values)).toBe(5);
    expectNear(sampleStdDev(values), Math.sqrt(32 / 7), 1e-15); // ≈ 2.138090
    expect(mean([])).toBeNaN();
    expect(sampleStdDev([3])).toBeNaN();
    expect(sampleStdDev([3, 3])).toBe(0);
  });
});

describe('Sharpe, Sortino, risk-free rate, CAGR', () => {
  // r = [0.1, −0.05, 0, 0.2]: mean = 0.25 / 4 = 0.0625
  // deviations 0.0375, −0.1125, −0.0625, 0.1375 → squares 0.00140625, 0.01265625, 0.00390625, 0.01890625
  // Σ = 0.036875, sample variance 0.036875 / 3 = 0.01229167, sd ≈ 0.11086779
  const r = [0.1, -0.05, 0, 0.2];
  const sd = Math.sqrt(0.036875 / 3);

  it('Sharpe = (mean − rf) / sample sd · √P', () => {
    expectNear(sampleStdDev(r), sd, 1e-14);
    expectNear(sharpeRatio(r), 0.0625 / sd, 1e-12); // ≈ 0.563735
    expectNear(sharpeRatio(r), 0.5637345210021216, 1e-12);
    expectNear(sharpeRatio(r, 0, 252), (0.0625 / sd) * Math.sqrt(252), 1e-12); // ≈ 8.949
    expectNear(sharpeRatio(r, 0.05), 0.0125 / sd, 1e-12); // (0.0625 − 0.05) / sd ≈ 0.112747
  });

  it('Sortino = (mean − rf) / √(Σ min(r − rf, 0)² / n) · √P (n = all periods)', () => {
    // rf 0: shortfalls 0, −0.05, 0, 0 → Σ² = 0.0025, / 4 = 0.000625, √ = 0.025 → 0.0625 / 0.025 = 2.5
    expectNear(sortinoRatio(r), 2.5, 1e-12);
    expectNear(sortinoRatio(r, 0, 4), 5, 1e-12); // 2.5 · √4
    // rf 0.05: r − rf = 0.05, −0.1, −0.05, 0.15 → Σ min² = 0.01 + 0.0025 = 0.0125, / 4 = 0.003125
    // (0.0625 − 0.05) / √0.003125 = 0.0125 / 0.0559017 = 1 / √20 ≈ 0.2236068
    expectNear(sortinoRatio(r, 0.05), 1 / Math.sqrt(20), 1e-12);
  });

  it('undefined ratios are NaN', () => {
    expect(sharpeRatio([])).toBeNaN();
    expect(sharpeRatio([0.1])).toBeNaN(); // no sample sd
    expect(sharpeRatio([0.01, 0.01, 0.01])).toBeNaN(); // sd 0
    expect(sortinoRatio([])).toBeNaN();
    expect(sortinoRatio([0.01, 0.02])).toBeNaN(); // no period below the risk-free rate
    expect(sharpeRatio([0.1, NaN, 0.2])).toBeNaN();
    expect(sortinoRatio([0.1, NaN, -0.2])).toBeNaN();
  });

  it('risk-free per period = (1 + rf)^(1/P) − 1', () => {
    expect(riskFreePerPeriod(0.1, 1)).toBeCloseTo(0.1, 15);
    expectNear(riskFreePerPeriod(0.21, 2), 0.1, 1e-15); // √1.21 − 1
    expectNear(riskFreePerPeriod(0.04, 365), 1.04 ** (1 / 365) - 1, 1e-15); // ≈ 0.000107460
    expect(riskFreePerPeriod(0, 52)).toBe(0);
    // Compounding the per-period rate P times gives the yearly rate back.
    expectNear((1 + riskFreePerPeriod(0.05, 52)) ** 52 - 1, 0.05, 1e-12);
  });

  it('CAGR = (final / initial)^(365 / D) − 1', () => {
    expectNear(cagr(100, 121, 730), 0.1, 1e-12); // 1.21^(1/2) − 1
    expectNear(cagr(100, 50, 365), -0.5, 1e-15);
    expect(cagr(100, 100, 10)).toBe(0);
    expectNear(cagr(1000, 1010, 73), 1.01 ** 5 - 1, 1e-12); // 365 / 73 = 5
    expect(cagr(100, 0, 365)).toBe(-1);
    expect(cagr(100, -5, 365)).toBeNaN();
    expect(cagr(100, 120, 0)).toBeNaN();
    expect(cagr(0, 120, 365)).toBeNaN();
  });
});
