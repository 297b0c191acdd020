/**
 * Reading single cells of a SheetJS dense sheet: blank test, text, numbers (numeric cells or text in
 * either number style), leverage. Pure and allocation-light because it runs up to 1.5 million times
 * for a 100,000-row export inside the order analyzer worker's conversion loop.
 */

/** A cell as SheetJS gives it with `dense: true` and every text/HTML/format option off (t: b n e s d z). */
export interface SheetCell {
  t: string;
  v?: unknown;
}

export type GridRow = ReadonlyArray<SheetCell | null | undefined>;

/** Decimal separator of the file's text numbers: found by scanning (see decimalStyleOf) or unknown. */
export type DecimalStyle = 'dot' | 'comma' | null;

/** Whitespace including NBSP, narrow NBSP, thin space and the BOM: exports and copy-paste bring all of them. */
function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 0xa0 || code === 0x202f || code === 0x2009 || code === 0x2007 || code === 0xfeff;
}

/** Blank: no cell, a stub, an error-free empty or whitespace-only text. */
export function isBlankCell(cell: SheetCell | null | undefined): boolean {
  if (cell == null) return true;
  const t = cell.t;
  if (t === 's') {
    const v = cell.v as string;
    if (v.length === 0) return true;
    return isSpace(v.charCodeAt(0)) && v.trim() === '';
  }
  return t === 'z' || cell.v == null;
}

/**
 * A cell as text. Text stays text (never interpreted as HTML or a formula: the reader asks SheetJS for
 * values only); numbers become their shortest JavaScript form; an error cell (#N/A) reads as ''.
 */
export function cellText(cell: SheetCell | null | undefined): string {
  if (cell == null) return '';
  const v = cell.v;
  switch (cell.t) {
    case 's': {
      const s = v as string;
      const n = s.length;
      // Trim only when needed: the common clean cell costs no allocation.
      return n > 0 && (isSpace(s.charCodeAt(0)) || isSpace(s.charCodeAt(n - 1))) ? s.trim() : s;
    }
    case 'n':
      return typeof v === 'number' ? String(v) : '';
    case 'b':
      return v ? 'TRUE' : 'FALSE';
    case 'd':
      return v instanceof Date ? v.toISOString() : String(v ?? '');
    default:
      return '';
  }
}

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Letters and currency signs around a number ('USDT', '$', '€', '£', '¥', '₮'). */
function isUnitChar(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 36 || code === 0x20ac || code === 0xa3 || code === 0xa5 || code === 0x20ae;
}

/** Minus signs: ASCII, the Unicode minus (Excel and some locales) and the en dash (typed by Word/Mac). */
function isMinus(code: number): boolean {
  return code === 45 || code === 0x2212 || code === 0x2013;
}

/** Group separators besides '.' and ',': spaces of every kind and the Swiss apostrophes. */
function isGroupMark(code: number): boolean {
  return isSpace(code) || code === 39 || code === 0x2019;
}

/** Skips spaces, a currency sign ('$', '€') or an upper-case currency code followed by a space ('USDT 5'). */
function skipLeadingUnit(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  if (i >= end) return i;
  const code = text.charCodeAt(i);
  if (code === 36 || code === 0x20ac || code === 0xa3 || code === 0xa5 || code === 0x20ae) i++;
  else {
    let j = i;
    while (j < end && j - i < 6 && text.charCodeAt(j) >= 65 && text.charCodeAt(j) <= 90) j++;
    if (j - i >= 2 && j < end && isSpace(text.charCodeAt(j))) i = j;
  }
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/**
 * Number text as written by exports and people in English or German: '1,234.56', '1.234,56', '0,12',
 * '-1.234,56 USDT', '−0.5', '+3', '(12.50)', '1 234,5', "1'234.5", '1.5E-7'. Returns NaN for anything
 * else (the caller reports the row, it never guesses a value).
 *
 * Which of '.' and ',' is the decimal mark: when both occur the last one is; a mark that occurs twice
 * or more is a group separator; a single mark with exactly three digits after it ('1,234' / '7,856') is
 * ambiguous, and only then the file's style decides: grouping when the file is known to use the other
 * mark as decimal, else the decimal mark (the German fixture writes '7,856' for 7.856 and never groups).
 * Groups after a separator must have three digits, so '1,2,3' is refused rather than read as 123.
 */
export function parseNumberText(text: string, style: DecimalStyle = null): number {
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  // Trailing unit: 'USDT', '$' (at most six letters, so '5 apples and pears' stays unreadable).
  let unit = 0;
  while (end > start && isUnitChar(text.charCodeAt(end - 1)) && unit < 6) {
    end--;
    unit++;
  }
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  let negative = false;
  if (start < end && text.charCodeAt(start) === 40 && text.charCodeAt(end - 1) === 41) {
    // Accounting style (12.50) is negative.
    negative = true;
    start++;
    end--;
  }
  // Leading sign and currency in either order: '-$5', '$-5', 'USDT 5'.
  start = skipLeadingUnit(text, start, end);
  const sign = start < end ? text.charCodeAt(start) : 0;
  if (isMinus(sign) || sign === 43) {
    if (negative) return NaN;
    negative = isMinus(sign);
    start = skipLeadingUnit(text, start + 1, end);
  }
  if (start >= end) return NaN;

  // One scan: digits, separators, an optional exponent.
  let dots = 0;
  let commas = 0;
  let lastDot = -1;
  let lastComma = -1;
  let digits = 0;
  let expAt = -1;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (isDigit(code)) digits++;
    else if (code === 46) {
      dots++;
      lastDot = i;
    } else if (code === 44) {
      commas++;
      lastComma = i;
    } else if ((code === 69 || code === 101) && digits > 0 && expAt < 0) {
      expAt = i;
      break;
    } else if (!isGroupMark(code)) return NaN;
  }
  if (digits === 0) return NaN;
  const mantissaEnd = expAt < 0 ? end : expAt;

  // Decide the decimal mark (code 46 '.', 44 ',', or 0 for none).
  let decimal = 0;
  if (dots > 0 && commas > 0) {
    decimal = lastDot > lastComma ? 46 : 44;
    if ((decimal === 46 ? dots : commas) > 1) return NaN;
  } else if (dots === 1 || commas === 1) {
    const mark = dots === 1 ? 46 : 44;
    const at = mark === 46 ? lastDot : lastComma;
    let after = 0;
    for (let i = at + 1; i < mantissaEnd && isDigit(text.charCodeAt(i)); i++) after++;
    const otherStyle = mark === 46 ? 'comma' : 'dot';
    decimal = after === 3 && style === otherStyle && at > start ? 0 : mark;
  }

  // Build the value: integer mantissa / 10^k is exactly the correctly rounded decimal while both are exact.
  let mantissa = 0;
  let fraction = 0;
  let inFraction = false;
  let group = -1; // digits since the last group separator; -1 = none seen yet
  let simple = true;
  for (let i = start; i < mantissaEnd; i++) {
    const code = text.charCodeAt(i);
    if (isDigit(code)) {
      mantissa = mantissa * 10 + (code - 48);
      if (inFraction) fraction++;
      else if (group >= 0) group++;
    } else if (code === decimal) {
      if (group >= 0 && group !== 3) return NaN;
      inFraction = true;
      group = -1;
    } else {
      // A group separator: not inside the fraction, three digits per group, at least one digit before it.
      if (inFraction || i === start) return NaN;
      if (group >= 0 && group !== 3) return NaN;
      group = 0;
    }
  }
  if (group >= 0 && group !== 3) return NaN;
  if (mantissa > Number.MAX_SAFE_INTEGER || fraction >= POW10.length) simple = false;
  let value: number;
  if (simple && expAt < 0) {
    value = fraction === 0 ? mantissa : mantissa / POW10[fraction]!;
  } else {
    // Rare: long digit strings or an exponent. Rebuild canonical text and let Number() round it.
    let canonical = '';
    for (let i = start; i < mantissaEnd; i++) {
      const code = text.charCodeAt(i);
      if (isDigit(code)) canonical += text[i];
      else if (code === decimal) canonical += '.';
    }
    if (expAt >= 0) {
      const exponent = text.slice(expAt + 1, end);
      if (!/^[+-]?\d{1,3}$/.test(exponent)) return NaN;
      canonical += `e${exponent}`;
    }
    value = Number(canonical);
  }
  if (!Number.isFinite(value)) return NaN;
  return negative ? -value : value;
}

/** A numeric cell as a number (NaN when unreadable; the caller has checked for blank first). */
export function cellNumber(cell: SheetCell | null | undefined, style: DecimalStyle = null): number {
  if (cell == null) return NaN;
  if (cell.t === 'n') {
    const v = cell.v as number;
    return Number.isFinite(v) ? v : NaN;
  }
  if (cell.t === 's') return parseNumberText(cell.v as string, style);
  return NaN;
}

/** Leverage text as BingX writes it ('10X', '10x', '10 X', 'x10', '10×', 'Cross 10X') or a plain number. */
export function parseLeverageText(text: string): number {
  const match = /^\s*(?:(?:cross|isolated|isoliert|kreuz)\s*)?[x×]?\s*(\d+(?:[.,]\d+)?)\s*[x×]?\s*$/i.exec(text);
  if (!match) return NaN;
  return Number(match[1]!.replace(',', '.'));
}

/**
 * The decimal style of a file's text numbers, from the first rows: a mark followed by other than three
 * digits ('0,12', '1180,30706'), or a mark after the other one ('1.234,56'), is proof of the style.
 * Conflicting proof (or none) gives null, and parseNumberText then reads a lone mark as decimal.
 */
export function decimalStyleOf(samples: Iterable<string>): DecimalStyle {
  let comma = false;
  let dot = false;
  for (const text of samples) {
    const lastDot = text.lastIndexOf('.');
    const lastComma = text.lastIndexOf(',');
    if (lastDot >= 0 && lastComma >= 0) {
      if (lastDot > lastComma) dot = true;
      else comma = true;
      continue;
    }
    const at = lastDot >= 0 ? lastDot : lastComma;
    if (at < 0) continue;
    if ((lastDot >= 0 ? text.indexOf('.') : text.indexOf(',')) !== at) continue; // repeated: grouping
    let after = 0;
    while (isDigit(text.charCodeAt(at + 1 + after))) after++;
    if (after !== 3 && after > 0) {
      if (lastDot >= 0) dot = true;
      else comma = true;
    }
  }
  return comma === dot ? null : comma ? 'comma' : 'dot';
}
