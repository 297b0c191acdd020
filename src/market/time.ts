/**
 * Times in exported files (orders, OHLC bars). BingX writes the wall clock of UTC+8 as text
 * ('2025-03-14 09:31:05'); a file saved again by Excel may hold real date cells (serial day numbers). Both
 * become UTC milliseconds: wall clock read as if UTC, minus the offset (8 h unless the caller, the header or
 * the text names another; the OHLC reader passes 0).
 */
import type { SheetCell } from './sheetCells';

/** The export's time zone: UTC+8. */
export const DEFAULT_UTC_OFFSET_MINUTES = 8 * 60;

const MS_PER_DAY = 86_400_000;
/** Days from 1899-12-30 (Excel's effective day 0 after its 1900 leap-year bug) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;
/** The 1904 date system (old Mac workbooks) counts from 1904-01-01: 1462 days later. */
const DAYS_1904 = 1_462;
/** Excel's last valid serial (9999-12-31). */
const MAX_SERIAL = 2_958_465;

/**
 * The UTC offset a time column's header names ('Time(UTC+8)', 'Zeit (UTC+08:00)', 'Time (GMT-5)',
 * 'Time (UTC)'), in minutes; the export's UTC+8 when the header names none.
 */
export function utcOffsetOfHeader(header: string): number {
  const match = /\b(?:utc|gmt)\s*(?:([+\-−])\s*(\d{1,2})(?::?(\d{2}))?)?/i.exec(header);
  if (!match) return DEFAULT_UTC_OFFSET_MINUTES;
  if (match[1] === undefined) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '+' ? minutes : -minutes;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Reads digits at text[i…]; returns the value and the end index (end === i when there are none). */
function digitsAt(text: string, i: number, max: number): [number, number] {
  let value = 0;
  let j = i;
  while (j < text.length && j - i < max) {
    const code = text.charCodeAt(j);
    if (code < 48 || code > 57) break;
    value = value * 10 + (code - 48);
    j++;
  }
  return [value, j];
}

/**
 * A date/time text as UTC ms. Accepts 'YYYY-MM-DD HH:MM[:SS[.fff]]' (also with '/', '.' or 'T'),
 * 'DD.MM.YYYY HH:MM[:SS]' (German), 'MM/DD/YYYY h:mm[:ss] [AM|PM]' (Excel en-US; a first number over 12
 * makes it DD/MM/YYYY), a date alone (midnight), and 10- or 13-digit Unix times (already UTC).
 * A trailing 'Z' or '+01:00' states the offset and wins over `offsetMinutes`. NaN when unreadable or
 * out of range (month 13, 30 February): a wrong time would put a trade on the wrong day silently.
 */
export function parseTimeText(raw: string, offsetMinutes: number = DEFAULT_UTC_OFFSET_MINUTES): number {
  const text = raw.trim();
  const n = text.length;
  if (n === 0) return NaN;
  if ((n === 10 || n === 13) && /^\d+$/.test(text)) return n === 10 ? Number(text) * 1000 : Number(text);

  const [a, i1] = digitsAt(text, 0, 4);
  if (i1 === 0 || i1 >= n) return NaN;
  const sep = text.charCodeAt(i1);
  if (sep !== 45 && sep !== 47 && sep !== 46) return NaN; // - / .
  const [b, i2] = digitsAt(text, i1 + 1, 2);
  if (i2 === i1 + 1 || text.charCodeAt(i2) !== sep) return NaN;
  const [c, i3] = digitsAt(text, i2 + 1, 4);
  if (i3 === i2 + 1) return NaN;
  let year: number;
  let month: number;
  let day: number;
  if (i1 === 4) {
    year = a;
    month = b;
    day = c;
    if (i3 - i2 - 1 > 2) return NaN;
  } else if (i3 - i2 - 1 === 4 && i1 <= 2) {
    year = c;
    // '.' and '-' are day first (German, ISO-like); '/' is Excel en-US month first unless the first number is over 12.
    if (sep === 47 && a <= 12) {
      month = a;
      day = b;
    } else {
      day = a;
      month = b;
    }
  } else return NaN;
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return NaN;
  if (month === 2 && day === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))) return NaN;

  let i = i3;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let ms = 0;
  let offset = offsetMinutes;
  if (i < n) {
    const gap = text.charCodeAt(i);
    if (gap !== 32 && gap !== 84 && gap !== 116 && gap !== 44) return NaN; // ' ', 'T', 't', ','
    i++;
    while (i < n && text.charCodeAt(i) === 32) i++;
    let j: number;
    [hour, j] = digitsAt(text, i, 2);
    if (j === i || text.charCodeAt(j) !== 58) return NaN;
    [minute, i] = digitsAt(text, j + 1, 2);
    if (i !== j + 3) return NaN;
    if (text.charCodeAt(i) === 58) {
      [second, j] = digitsAt(text, i + 1, 2);
      if (j !== i + 3) return NaN;
      i = j;
      if (text.charCodeAt(i) === 46 || text.charCodeAt(i) === 44) {
        const [fraction, k] = digitsAt(text, i + 1, 9);
        if (k === i + 1) return NaN;
        ms = Math.round((fraction / 10 ** (k - i - 1)) * 1000);
        i = k;
      }
    }
    const rest = i < n ? text.slice(i).trim().toUpperCase() : '';
    if (rest === 'AM' || rest === 'PM') {
      if (hour < 1 || hour > 12) return NaN;
      hour = (hour % 12) + (rest === 'PM' ? 12 : 0);
    } else if (rest === 'Z') offset = 0;
    else if (rest !== '') {
      const zone = /^(?:UTC|GMT)?\s*([+-])(\d{2}):?(\d{2})?$/.exec(rest);
      if (!zone) return NaN;
      offset = (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3] ?? 0));
    }
    if (hour > 23 || minute > 59 || second > 59) return NaN;
  }
  return Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset * 60_000;
}

/**
 * A numeric time cell: an Excel serial day (1900 or 1904 date system; the wall clock of the export's
 * zone) or, for values no serial can reach, Unix seconds or milliseconds (UTC). Rounded to the
 * millisecond, because serials carry float noise (09:31:05 is 0.39658564814814815 days).
 */
export function serialToUtcMs(serial: number, date1904: boolean, offsetMinutes: number = DEFAULT_UTC_OFFSET_MINUTES): number {
  if (!Number.isFinite(serial) || serial <= 0) return NaN;
  if (serial >= 1e11) return Math.round(serial);
  if (serial >= 1e9) return Math.round(serial * 1000);
  if (serial > MAX_SERIAL) return NaN;
  let days = serial + (date1904 ? DAYS_1904 : 0) - EXCEL_EPOCH_DAYS;
  // 1900 system: serials before the fictitious 1900-02-29 (60) count from 1899-12-31.
  if (!date1904 && serial < 60) days += 1;
  return Math.round(days * MS_PER_DAY) - offsetMinutes * 60_000;
}

/** A time cell as UTC ms, NaN when unreadable. */
export function cellTime(cell: SheetCell | null | undefined, date1904: boolean, offsetMinutes: number): number {
  if (cell == null) return NaN;
  if (cell.t === 's') return parseTimeText(cell.v as string, offsetMinutes);
  if (cell.t === 'n') return serialToUtcMs(cell.v as number, date1904, offsetMinutes);
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.getTime();
  return NaN;
}
