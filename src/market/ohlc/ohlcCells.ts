/**
 * Reading one cell of an OHLC file: prices as numbers (decimal point or decimal comma, detected once per
 * file) and times as Unix milliseconds (UTC). Cells are text (CSV) or JSON values; they are only ever
 * read as numbers or dates, never evaluated.
 */
import { parseLocaleNumber } from '../parseNumber';
import { parseTimeText } from '../time';

/** A plain number with a decimal point (optional exponent): '63123.45', '-1', '.5', '6.3e4'. */
const PLAIN_DOT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
/** A plain number with a decimal comma: '63123,45', '-1'. */
const PLAIN_COMMA = /^[+-]?\d+(?:,\d*)?$/;
/** Digits grouped in threes by the separator, e.g. '63,123' or '1.234.567': ambiguous on its own. */
const GROUPED_COMMA = /^[+-]?[1-9]\d{0,2}(?:,\d{3})+$/;
const GROUPED_DOT = /^[+-]?[1-9]\d{0,2}(?:\.\d{3})+$/;

/**
 * A price cell as a number; NaN when it is blank or not a number. JSON numbers are taken as they are.
 * Text: with `decimalComma` false, '.' is the decimal separator and ',' groups thousands ('63,123.45');
 * with it true, the reverse ('63.123,45'); spaces between thousands groups are allowed
 * (`parseLocaleNumber`, the rule of every number field of the site).
 */
export function parsePriceCell(value: unknown, decimalComma: boolean): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const text = value.trim();
  if (text === '') return NaN;
  if (!decimalComma && PLAIN_DOT.test(text)) return Number(text);
  if (decimalComma && PLAIN_COMMA.test(text)) return Number(text.replace(',', '.'));
  return parseLocaleNumber(text, decimalComma ? 'de' : 'en');
}

/**
 * Whether the price cells of a file use a decimal comma: each text cell votes by its separators (with
 * both, the last one is the decimal separator; with one, it is the decimal separator unless it groups
 * digits in threes, which could be either and does not vote). The comma wins only with more votes.
 */
export function detectDecimalComma(cells: Iterable<unknown>): boolean {
  let comma = 0;
  let dot = 0;
  for (const cell of cells) {
    if (typeof cell !== 'string') continue;
    const text = cell.trim();
    const lastComma = text.lastIndexOf(',');
    const lastDot = text.lastIndexOf('.');
    if (lastComma >= 0 && lastDot >= 0) {
      if (lastComma > lastDot) comma++;
      else dot++;
    } else if (lastComma >= 0) {
      if (!GROUPED_COMMA.test(text)) comma++;
    } else if (lastDot >= 0) {
      if (!GROUPED_DOT.test(text)) dot++;
    }
  }
  return comma > dot;
}

/** Numeric times from this value on are Unix milliseconds (below: seconds; 1e11 s is the year 5138, 1e11 ms 1973). */
export const UNIX_MS_FROM = 1e11;
/** Numeric times from this value on are Unix microseconds (1e14 ms would be the year 5138). */
export const UNIX_US_FROM = 1e14;

/** A plain, unsigned decimal number (a Unix time written as text). */
const UNIX_TEXT = /^\d+(?:\.\d+)?$/;

/** A numeric time as Unix ms by its magnitude: seconds below 1e11, milliseconds below 1e14, microseconds above. NaN when not > 0. */
export function unixToMs(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return NaN;
  if (value >= UNIX_US_FROM) return Math.round(value / 1000);
  if (value >= UNIX_MS_FROM) return Math.round(value);
  return Math.round(value * 1000);
}

/**
 * A time cell as Unix ms (UTC), NaN when unreadable. Numbers and numeric text are Unix seconds,
 * milliseconds or microseconds by magnitude ({@link unixToMs}). Other text is a date:
 * ISO 8601 ('2025-02-01T14:00:00Z', '2025-02-01 14:00:00.5+02:00', '2025-02-01'), also German
 * '01.02.2025 14:00'; a date or time without a zone is UTC.
 */
export function parseTimeCell(value: unknown): number {
  if (typeof value === 'number') return unixToMs(value);
  if (typeof value !== 'string') return NaN;
  const text = value.trim();
  if (text === '') return NaN;
  if (UNIX_TEXT.test(text)) return unixToMs(Number(text));
  return parseTimeText(text, 0);
}

/** Whether a cell reads as a price or a time (a header cell does not). */
export function looksLikeData(value: unknown): boolean {
  if (typeof value === 'number') return true;
  return Number.isFinite(parsePriceCell(value, false)) || Number.isFinite(parsePriceCell(value, true)) || Number.isFinite(parseTimeCell(value));
}
