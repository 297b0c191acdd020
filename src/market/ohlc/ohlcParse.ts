/**
 * The one reader of OHLC files (CSV or JSON) for Size Tool Pro's ATR import and the backtest lab.
 * Pure and synchronous: both run it in a Web Worker; tests call it directly.
 *
 * What it understands (see ohlcTable.ts, ohlcColumns.ts, ohlcCells.ts):
 * - CSV with ',', ';' or tab as separator (detected), a decimal point or a decimal comma (detected),
 *   with or without a header; JSON as an array of objects or of arrays.
 * - Columns by header name (time/timestamp/date/open_time, open/o, high/h, low/l, close/c, any case;
 *   German Zeit/Datum/Eröffnung/Hoch/Tief/Schluss), by position without a header (time, open, high,
 *   low, close), or as mapped by the user.
 * - Times as ISO 8601 or Unix seconds, milliseconds or microseconds (by magnitude); no zone means UTC.
 *
 * Two readings:
 * - {@link parseOhlc} (Size Tool Pro): open, high, low and close in file order; a cell that is not a
 *   number stays NaN, so the ATR reports it (`notFinite`) instead of silently skipping a candle.
 * - {@link readOhlcSeries} (the lab): an {@link OhlcSeries} sorted by time, with bad rows left out and
 *   listed, duplicate times counted, and typed errors.
 * Cells are read as numbers and dates only, never evaluated.
 */
import type { Candle } from '../../finance/atr';
import { valueAt } from '../../finance/valueAt';
import { createOhlcSeries, ohlcBarProblem, type OhlcBarProblem, type OhlcSeries } from '../ohlcSeries';
import { detectDecimalComma, parsePriceCell, parseTimeCell } from './ohlcCells';
import { OHLC_ROLES, mapOhlcColumns, missingRoles, type OhlcColumnOverride, type OhlcMapping, type OhlcRole } from './ohlcColumns';
import { atrOutcome, ohlcFormatOfText, type OhlcOutcome } from './ohlcFormat';
import { readOhlcTable, type OhlcDelimiter, type OhlcFormat, type OhlcTable } from './ohlcTable';

export type { OhlcFormat, OhlcDelimiter } from './ohlcTable';
export type { OhlcColumnOverride, OhlcMapping, OhlcRole } from './ohlcColumns';

const PRICE_ROLES = ['open', 'high', 'low', 'close'] as const;

/** The price cells of the sample rows under the mapping, for detecting the decimal separator. */
function sampledPriceCells(table: OhlcTable, mapping: OhlcMapping): unknown[] {
  const cells: unknown[] = [];
  for (const row of table.sample) for (const role of PRICE_ROLES) cells.push(row[mapping[role]?.index ?? -1]);
  return cells;
}

const isBlank = (cells: readonly unknown[]) => cells.every((cell) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''));

// ---------------------------------------------------------------------------------------------
// Size Tool Pro: candles in file order for the ATR.

type Parsed = { ok: true; candles: Candle[] } | { ok: false; error: 'invalidJson' | 'missingColumns' };

/**
 * The candles (high, low, close) of a CSV or JSON text in file order; blank rows are skipped, and a
 * blank or non-numeric price is NaN. Needs open, high, low and close columns; time is not needed.
 */
export function parseOhlc(text: string, format: OhlcFormat): Parsed {
  const read = readOhlcTable(text, format);
  if (!read.ok) return { ok: false, error: read.error === 'invalidJson' ? 'invalidJson' : 'missingColumns' };
  const { table } = read;
  // No data and no header (an empty file or '[]'): no candles, which the ATR reports as too few.
  if (table.header === null && table.sample.length === 0) return { ok: true, candles: [] };
  const mapped = mapOhlcColumns(table.header, table.columnCount);
  if (!mapped.ok || missingRoles(mapped.mapping, PRICE_ROLES).length > 0) return { ok: false, error: 'missingColumns' };
  const { mapping } = mapped;
  const decimalComma = detectDecimalComma(sampledPriceCells(table, mapping));
  const at = (cells: readonly unknown[], role: OhlcRole) => parsePriceCell(cells[mapping[role]?.index ?? -1], decimalComma);
  const candles: Candle[] = [];
  table.forEachRow((cells) => {
    if (!isBlank(cells)) candles.push({ high: at(cells, 'high'), low: at(cells, 'low'), close: at(cells, 'close') });
  });
  return { ok: true, candles };
}

/** Parses the text and computes the ATR over `period`. */
export function analyzeOhlc(text: string, format: OhlcFormat, period: number): OhlcOutcome {
  const parsed = parseOhlc(text, format);
  return parsed.ok ? atrOutcome(parsed.candles, period) : { ok: false, error: parsed.error, rows: 0 };
}

// ---------------------------------------------------------------------------------------------
// The backtest lab: a time series with a report.

/** Largest file the lab reads: 50 MiB. */
export const MAX_OHLC_FILE_BYTES = 50 * 1024 * 1024;
/** Fewest valid bars the lab accepts by default. */
export const DEFAULT_MIN_ROWS = 20;
/** Largest share of bad rows accepted by default (more suggests a wrong mapping or separator). */
export const DEFAULT_MAX_BAD_SHARE = 0.5;
/** Bad rows listed in the report (all are counted). */
export const MAX_LISTED_BAD_ROWS = 20;

/**
 * Why a file gave no series:
 * - `tooLarge`: over {@link MAX_OHLC_FILE_BYTES};
 * - `empty`: nothing but blanks;
 * - `invalidJson`: not parseable as JSON; `unsupportedJson`: JSON, but not an array of objects or of arrays;
 * - `missingColumns`: a needed column was not found (`missing` names them);
 * - `unknownColumn`: the user's mapping names a column that is not there (`missing` names its role);
 * - `notEnoughRows`: fewer valid bars than `minRows`;
 * - `tooManyBadRows`: more than `maxBadShare` of the rows are bad.
 */
export type OhlcReadError = 'tooLarge' | 'empty' | 'invalidJson' | 'unsupportedJson' | 'missingColumns' | 'unknownColumn' | 'notEnoughRows' | 'tooManyBadRows';

/** Why a row was left out: a needed cell is blank, a price is not a number, the time is unreadable, or the bar breaks an OHLC rule. */
export type OhlcBadRowReason = 'missingValue' | 'notANumber' | 'badTime' | Exclude<OhlcBarProblem, 'notFinite'>;

export interface OhlcBadRow {
  /** CSV: the line in the file (header = line 1); JSON: the 1-based position in the array. */
  row: number;
  reason: OhlcBadRowReason;
  /** The column at fault, for missingValue, notANumber and badTime. */
  column?: OhlcRole;
}

export interface OhlcReadReport {
  format: OhlcFormat | null;
  /** CSV separator used (null for JSON or before reading). */
  delimiter: OhlcDelimiter | null;
  decimalComma: boolean;
  /** Data rows read (blank rows not counted): valid + bad + duplicates. */
  rows: number;
  /** The first {@link MAX_LISTED_BAD_ROWS} bad rows, in file order. */
  badRows: OhlcBadRow[];
  /** All bad rows. */
  badRowCount: number;
  /** Rows left out because an earlier row has the same time (the first one is kept). */
  duplicates: number;
  /** True when the rows were not in time order and were sorted. */
  sorted: boolean;
  /** The columns used. */
  mapping: OhlcMapping;
}

export interface OhlcReadOptions {
  /** Default: by the first character (ohlcFormatOfText in ./ohlcFormat.ts). */
  format?: OhlcFormat;
  /** The file's size in bytes (default: the text's length), checked against {@link MAX_OHLC_FILE_BYTES}. */
  sizeBytes?: number;
  /** The user's column mapping; roles it leaves out are found as usual. */
  mapping?: OhlcColumnOverride;
  /** Default: detected. */
  delimiter?: OhlcDelimiter;
  /** Default: detected. */
  decimalComma?: boolean;
  /** Default {@link DEFAULT_MIN_ROWS}. */
  minRows?: number;
  /** Default {@link DEFAULT_MAX_BAD_SHARE}. */
  maxBadShare?: number;
}

export type OhlcReadResult =
  | { ok: true; series: OhlcSeries; report: OhlcReadReport }
  | { ok: false; error: OhlcReadError; /** missingColumns: the roles not found; unknownColumn: the role mapped to nothing. */ missing: OhlcRole[]; report: OhlcReadReport };

/** A report of nothing read yet. */
export function emptyOhlcReport(format: OhlcFormat | null = null): OhlcReadReport {
  return { format, delimiter: null, decimalComma: false, rows: 0, badRows: [], badRowCount: 0, duplicates: 0, sorted: false, mapping: {} };
}

/** Growing columns of the valid rows. */
interface Collected {
  time: number[];
  prices: [number[], number[], number[], number[]];
}

/** The indices of `time` in ascending time order, equal times in file order (stable); null when already in order. */
function timeOrder(time: readonly number[]): number[] | null {
  let ascending = true;
  for (let i = 1; i < time.length && ascending; i++) if (valueAt(time, i) < valueAt(time, i - 1)) ascending = false;
  if (ascending) return null;
  const order = Array.from(time, (_, i) => i);
  order.sort((a, b) => valueAt(time, a) - valueAt(time, b) || a - b);
  return order;
}

/** The series of the valid rows: sorted by time, duplicates after the first left out. */
function buildSeries(collected: Collected): { series: OhlcSeries; duplicates: number; sorted: boolean } {
  const order = timeOrder(collected.time);
  const n = collected.time.length;
  const index = (k: number) => (order ? valueAt(order, k) : k);
  const columns = [new Float64Array(n), new Float64Array(n), new Float64Array(n), new Float64Array(n), new Float64Array(n)] as const;
  const sources = [collected.time, ...collected.prices];
  let kept = 0;
  let duplicates = 0;
  for (let k = 0; k < n; k++) {
    const i = index(k);
    const t = valueAt(collected.time, i);
    if (kept > 0 && t === valueAt(columns[0], kept - 1)) {
      duplicates++;
      continue;
    }
    for (let c = 0; c < 5; c++) (columns[c] as Float64Array)[kept] = valueAt(sources[c] as number[], i);
    kept++;
  }
  const [time, open, high, low, close] = columns.map((column) => (kept === n ? column : column.slice(0, kept))) as unknown as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  return { series: createOhlcSeries({ time, open, high, low, close }), duplicates, sorted: order !== null };
}

/**
 * Reads an OHLC file for the lab: every row with a readable time and four valid prices becomes a bar
 * ({@link ohlcBarProblem}: high ≥ max(open, close) ≥ min(open, close) ≥ low > 0); other rows are left out
 * and listed with their row number and reason; bars are sorted by time and of equal times the first
 * in the file is kept. Fails with a typed {@link OhlcReadError}; the report is filled as far as the file
 * was read.
 */
export function readOhlcSeries(text: string, options: OhlcReadOptions = {}): OhlcReadResult {
  const format = options.format ?? ohlcFormatOfText(text);
  const report = emptyOhlcReport(format);
  const fail = (error: OhlcReadError, missing: OhlcRole[] = []): OhlcReadResult => ({ ok: false, error, missing, report });
  if ((options.sizeBytes ?? text.length) > MAX_OHLC_FILE_BYTES) return fail('tooLarge');
  if (text.replace(/^\uFEFF/, '').trim() === '') return fail('empty');

  const read = readOhlcTable(text, format, options.delimiter);
  if (!read.ok) return fail(read.error);
  const { table } = read;
  report.delimiter = table.delimiter;
  const mapped = mapOhlcColumns(table.header, table.columnCount, options.mapping);
  if (!mapped.ok) return fail('unknownColumn', [mapped.role]);
  const { mapping } = mapped;
  report.mapping = mapping;
  const missing = missingRoles(mapping, OHLC_ROLES);
  if (missing.length > 0) return fail('missingColumns', missing);
  const decimalComma = options.decimalComma ?? detectDecimalComma(sampledPriceCells(table, mapping));
  report.decimalComma = decimalComma;

  const columnOf = OHLC_ROLES.map((role) => mapping[role]?.index ?? -1);
  const collected: Collected = { time: [], prices: [[], [], [], []] };
  const prices = [0, 0, 0, 0];
  const bad = (row: number, reason: OhlcBadRowReason, column?: OhlcRole) => {
    report.badRowCount++;
    if (report.badRows.length < MAX_LISTED_BAD_ROWS) report.badRows.push(column ? { row, reason, column } : { row, reason });
  };
  const isBlankCell = (cell: unknown) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

  table.forEachRow((cells, row) => {
    if (isBlank(cells)) return;
    report.rows++;
    for (let r = 0; r < 5; r++) {
      if (isBlankCell(cells[valueAt(columnOf, r)])) return bad(row, 'missingValue', OHLC_ROLES[r]);
    }
    const time = parseTimeCell(cells[valueAt(columnOf, 0)]);
    if (!Number.isFinite(time)) return bad(row, 'badTime', 'time');
    for (let p = 0; p < 4; p++) {
      const value = parsePriceCell(cells[valueAt(columnOf, p + 1)], decimalComma);
      if (!Number.isFinite(value)) return bad(row, 'notANumber', OHLC_ROLES[p + 1]);
      prices[p] = value;
    }
    const [open, high, low, close] = prices as [number, number, number, number];
    const problem = ohlcBarProblem(open, high, low, close);
    if (problem) return bad(row, problem === 'notFinite' ? 'notANumber' : problem);
    collected.time.push(time);
    for (let p = 0; p < 4; p++) (collected.prices[p] as number[]).push(valueAt(prices, p));
  });

  const { series, duplicates, sorted } = buildSeries(collected);
  report.duplicates = duplicates;
  report.sorted = sorted;
  if (series.time.length < (options.minRows ?? DEFAULT_MIN_ROWS)) return fail('notEnoughRows');
  if (report.badRowCount > (options.maxBadShare ?? DEFAULT_MAX_BAD_SHARE) * report.rows) return fail('tooManyBadRows');
  return { ok: true, series, report };
}
