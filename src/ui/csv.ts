/**
 * CSV text for exports (RFC 4180: comma separator, CRLF line ends, quotes doubled) that a spreadsheet
 * opens without running anything: a text cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is prefixed with `'`, so a symbol or note such as
 * `=HYPERLINK(…)` from an uploaded file stays text. Numbers are written as numbers (a negative PnL
 * stays a number), non-finite numbers as empty cells.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised and quoted as needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole table (first row usually the header) as CSV text. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
