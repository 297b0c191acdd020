/**
 * Reads a trade's date as UTC milliseconds (NaN when unreadable). Accepted:
 * - ISO: `2025-01-04`, `2025-01-04 08:00`, `2025-01-04T08:00:00`, with seconds and fractions, with `Z`
 *   or an offset (`+02:00`, `+0200`, `+02`); `/` instead of `-` also works;
 * - German: `04.01.2025`, `04.01.2025 08:00`, `04.01.2025, 08:00:30`;
 * - Unix time as 10 digits (seconds) or 13 digits (milliseconds), as text or a JSON number.
 * A date without a zone is taken as UTC. Impossible dates (31.02.) are refused.
 */
const ISO = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const GERMAN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function build(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number): number {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return NaN;
  const time = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(time);
  // Date.UTC rolls 31.02. over into March: refuse instead.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return NaN;
  return time;
}

function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes);
}

export function parseTradeDate(value: unknown): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return NaN;
    return value >= 1e11 ? value : value * 1000;
  }
  if (typeof value !== 'string') return NaN;
  const text = value.trim();
  if (text === '') return NaN;
  if (/^\d{13}$/.test(text)) return Number(text);
  if (/^\d{10}$/.test(text)) return Number(text) * 1000;
  let match = ISO.exec(text);
  if (match) {
    const [, y, mo, d, h, mi, s, frac, zone] = match;
    const ms = frac ? Math.floor(Number(`0.${frac}`) * 1000) : 0;
    const local = build(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), ms);
    return local - offsetMinutes(zone) * 60_000;
  }
  match = GERMAN.exec(text);
  if (match) {
    const [, d, mo, y, h, mi, s] = match;
    return build(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), 0);
  }
  return NaN;
}

/** ISO text of a UTC time without milliseconds: `2025-01-04T08:00:00Z`. */
export function isoUtc(time: number): string {
  return new Date(time).toISOString().replace('.000Z', 'Z');
}

/** `YYYY-MM-DD` of a UTC time. */
export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
