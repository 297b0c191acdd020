import { describe, expect, it } from 'vitest';
import { cellTime, parseTimeText, serialToUtcMs, utcOffsetOfHeader } from './time';

const utc = (text: string) => Date.parse(text);

describe('parseTimeText', () => {
  it('reads the export wall clock as UTC+8', () => {
    expect(parseTimeText('2025-03-14 09:31:05')).toBe(utc('2025-03-14T01:31:05Z'));
    // Early morning in UTC+8 is the previous day in UTC.
    expect(parseTimeText('2025-03-14 07:30:00')).toBe(utc('2025-03-13T23:30:00Z'));
  });

  it('reads the other common spellings', () => {
    const want = utc('2025-03-14T01:31:00Z');
    expect(parseTimeText('2025/03/14 09:31')).toBe(want);
    expect(parseTimeText('14.03.2025 09:31')).toBe(want);
    expect(parseTimeText('14.03.2025 09:31:05')).toBe(want + 5000);
    expect(parseTimeText('2025-03-14T09:31:00')).toBe(want);
    expect(parseTimeText('2025-3-4 9:31')).toBe(utc('2025-03-04T01:31:00Z'));
    expect(parseTimeText('  2025-03-14 09:31:05.250 ')).toBe(want + 5250);
    expect(parseTimeText('03/14/2025 9:31 AM')).toBe(want);
    expect(parseTimeText('03/14/2025 9:31 PM')).toBe(want + 12 * 3600_000);
    expect(parseTimeText('14/03/2025 09:31')).toBe(want); // a first number over 12 is the day
    expect(parseTimeText('2025-03-14')).toBe(utc('2025-03-13T16:00:00Z'));
  });

  it('honours an offset in the text and Unix times', () => {
    expect(parseTimeText('2025-03-14T09:31:05Z')).toBe(utc('2025-03-14T09:31:05Z'));
    expect(parseTimeText('2025-03-14 09:31:05 +01:00')).toBe(utc('2025-03-14T08:31:05Z'));
    expect(parseTimeText('2025-03-14 09:31:05', 0)).toBe(utc('2025-03-14T09:31:05Z'));
    expect(parseTimeText('1741915865')).toBe(1741915865000);
    expect(parseTimeText('1741915865123')).toBe(1741915865123);
  });

  it('refuses impossible or foreign text', () => {
    for (const text of ['', 'yesterday', '2025-13-01 00:00', '2025-02-30 10:00', '2023-02-29', '2025-03-14 25:00', '2025-03-14 09:61', '2025-03-14 09:31 XYZ', '14.03.25 09:31', '2025-03', '09:31:05', '45730.5'])
      expect(parseTimeText(text), text).toBeNaN();
    expect(parseTimeText('2024-02-29 10:00')).not.toBeNaN();
  });
});

describe('serialToUtcMs', () => {
  it('reads Excel serials in the 1900 and 1904 systems as UTC+8 wall clock', () => {
    // 2025-03-14 09:31:05 is serial 45730.39658564815 (1900 system).
    const serial = 45730 + (9 * 3600 + 31 * 60 + 5) / 86400;
    expect(serialToUtcMs(serial, false)).toBe(utc('2025-03-14T01:31:05Z'));
    expect(serialToUtcMs(serial - 1462, true)).toBe(utc('2025-03-14T01:31:05Z'));
    expect(serialToUtcMs(1, false, 0)).toBe(utc('1900-01-01T00:00:00Z'));
    expect(serialToUtcMs(61, false, 0)).toBe(utc('1900-03-01T00:00:00Z'));
    expect(serialToUtcMs(0, true, 0)).toBeNaN();
    expect(serialToUtcMs(1, true, 0)).toBe(utc('1904-01-02T00:00:00Z'));
  });

  it('takes huge numbers for Unix seconds or milliseconds and refuses the rest', () => {
    expect(serialToUtcMs(1741915865, false)).toBe(1741915865000);
    expect(serialToUtcMs(1741915865123, false)).toBe(1741915865123);
    expect(serialToUtcMs(5_000_000, false)).toBeNaN();
    expect(serialToUtcMs(-1, false)).toBeNaN();
    expect(serialToUtcMs(Number.NaN, false)).toBeNaN();
  });
});

describe('utcOffsetOfHeader', () => {
  it('reads the zone a header names, UTC+8 by default', () => {
    expect(utcOffsetOfHeader('Time(UTC+8)')).toBe(480);
    expect(utcOffsetOfHeader('Zeit (UTC+08:00)')).toBe(480);
    expect(utcOffsetOfHeader('Time (UTC+5:30)')).toBe(330);
    expect(utcOffsetOfHeader('Time (GMT-5)')).toBe(-300);
    expect(utcOffsetOfHeader('Time (UTC)')).toBe(0);
    expect(utcOffsetOfHeader('Time')).toBe(480);
    expect(utcOffsetOfHeader('')).toBe(480);
  });
});

describe('cellTime', () => {
  it('reads text and numeric cells', () => {
    expect(cellTime({ t: 's', v: '2025-03-14 09:31:05' }, false, 480)).toBe(utc('2025-03-14T01:31:05Z'));
    expect(cellTime({ t: 'n', v: 45730.5 }, false, 480)).toBe(utc('2025-03-14T04:00:00Z'));
    expect(cellTime({ t: 'b', v: true }, false, 480)).toBeNaN();
    expect(cellTime(undefined, false, 480)).toBeNaN();
  });
});
