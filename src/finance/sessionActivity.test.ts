import { describe, expect, it } from 'vitest';
import { sessionsAt, timeActivity, utcWeekday, type ActivityCell } from './sessionActivity';

/** 2024-01-01 (a Monday) at hh:mm UTC, plus `days`. */
const at = (hh: number, mm = 0, days = 0) => Date.UTC(2024, 0, 1 + days, hh, mm);

describe('session assignment at the boundaries (UTC, [start, end))', () => {
  it('London opens at 07:00: 06:59 is Tokyo only, 07:00 Tokyo and London', () => {
    expect(sessionsAt(at(6, 59))).toEqual(['tokyo']);
    expect(sessionsAt(at(7, 0))).toEqual(['tokyo', 'london']);
  });

  it('Sydney runs across midnight from 21:00 to 06:00', () => {
    expect(sessionsAt(at(20, 59))).toEqual(['newYork']);
    expect(sessionsAt(at(21, 0))).toEqual(['newYork', 'sydney']);
    expect(sessionsAt(at(21, 59))).toEqual(['newYork', 'sydney']);
    expect(sessionsAt(at(22, 0))).toEqual(['sydney']);
    expect(sessionsAt(at(23, 59))).toEqual(['sydney']);
    expect(sessionsAt(at(0, 0))).toEqual(['tokyo', 'sydney']);
    expect(sessionsAt(at(5, 59))).toEqual(['tokyo', 'sydney']);
    expect(sessionsAt(at(6, 0))).toEqual(['tokyo']);
  });

  it('Tokyo closes at 09:00, the overlap is 13:00–16:00, New York closes at 22:00', () => {
    expect(sessionsAt(at(8, 59))).toEqual(['tokyo', 'london']);
    expect(sessionsAt(at(9, 0))).toEqual(['london']);
    expect(sessionsAt(at(12, 59))).toEqual(['london']);
    expect(sessionsAt(at(13, 0))).toEqual(['london', 'newYork', 'overlap']);
    expect(sessionsAt(at(15, 59))).toEqual(['london', 'newYork', 'overlap']);
    expect(sessionsAt(at(16, 0))).toEqual(['newYork']);
  });

  it('every hour of the day lies in at least one session', () => {
    for (let hour = 0; hour < 24; hour++) expect(sessionsAt(at(hour)).length, `hour ${hour}`).toBeGreaterThan(0);
  });

  it('weekdays count from Monday in UTC', () => {
    expect(utcWeekday(at(0))).toBe(0);
    expect(utcWeekday(at(23, 59, 6))).toBe(6);
    expect(utcWeekday(at(0, 0, 7))).toBe(0);
  });
});

describe('timeActivity', () => {
  // Four bars: Monday 06:00 (Tokyo), Monday 14:00 (London, New York, overlap), Tuesday 14:00, Tuesday 22:00 (Sydney).
  const bars = {
    time: [at(6), at(14), at(14, 0, 1), at(22, 0, 1)],
    open: [100, 100, 200, 50],
    high: [101, 104, 206, 50.5],
    low: [99, 98, 198, 49.5],
    close: [100.5, 97, 204, 50],
  };
  const result = timeActivity(bars);
  /** A cell's count exactly and its means to 15 decimals (the divisions are not exact in binary). */
  const expectCell = (cell: ActivityCell | undefined, bars: number, meanAbsReturn: number, meanRange: number) => {
    expect(cell?.bars).toBe(bars);
    expect(cell?.meanAbsReturn).toBeCloseTo(meanAbsReturn, 15);
    expect(cell?.meanRange).toBeCloseTo(meanRange, 15);
  };

  it('averages |close/open − 1| and (high − low)/open per hour', () => {
    expectCell(result.byHour[14], 2, (0.03 + 0.02) / 2, (0.06 + 0.04) / 2);
    expectCell(result.byHour[6], 1, 0.005, 0.02);
    expectCell(result.byHour[22], 1, 0, 0.02);
    expect(result.byHour[0]?.bars).toBe(0);
    expect(result.byHour[0]?.meanAbsReturn).toBeNaN();
  });

  it('counts a bar in every session it belongs to and picks the largest mean range', () => {
    expect(result.bySession.overlap).toEqual(result.byHour[14]);
    expect(result.bySession.london.bars).toBe(2);
    expect(result.bySession.newYork.bars).toBe(2);
    expectCell(result.bySession.tokyo, 1, 0.005, 0.02);
    expectCell(result.bySession.sydney, 1, 0, 0.02);
    // London, New York and the overlap tie at 0.05: the first in the list wins.
    expect(result.mostActive).toBe('london');
  });

  it('fills the weekday × hour grid', () => {
    expectCell(result.byWeekdayHour[0]?.[14], 1, 0.03, 0.06);
    expect(result.byWeekdayHour[1]?.[14]?.bars).toBe(1);
    expect(result.byWeekdayHour[1]?.[22]?.bars).toBe(1);
    expect(result.byWeekdayHour[2]?.[14]?.bars).toBe(0);
  });

  it('has no most active session without bars', () => {
    expect(timeActivity({ time: [], open: [], high: [], low: [], close: [] }).mostActive).toBeNull();
  });
});
