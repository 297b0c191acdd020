/**
 * The rows of an OHLC file as cells, before any column is interpreted:
 * - CSV: the separator (',', ';' or tab) is detected from the first lines; the first row is a header
 *   when one of its cells is neither a number nor a time, else every row is data. Parsed by papaparse,
 *   one row at a time (a 50 MB file never exists as one array of rows). A row's number is its line in the
 *   file (the header is line 1), as long as no quoted cell spans lines.
 * - JSON: an array of objects (the keys of the first object are the columns; later objects may write
 *   them in another case) or an array of arrays
 *   (columns by position; a first array of names is a header). A row's number is its 1-based position
 *   in the array.
 */
import Papa from 'papaparse';
import { looksLikeData } from './ohlcCells';

export type OhlcFormat = 'csv' | 'json';
export type OhlcDelimiter = ',' | ';' | '\t';

/** The separators tried, in order of preference on a tie. */
export const OHLC_DELIMITERS: readonly OhlcDelimiter[] = ['\t', ';', ','];

export interface OhlcTable {
  format: OhlcFormat;
  /** The CSV separator (null for JSON). */
  delimiter: OhlcDelimiter | null;
  /** The header's cells, or null when the first row is data. */
  header: string[] | null;
  /** Columns of the header, else of the widest sampled row. */
  columnCount: number;
  /** The first data rows (up to {@link SAMPLE_ROWS}), for detecting the decimal separator. */
  sample: (readonly unknown[])[];
  /** Calls `visit` with each data row, in file order (blank rows included: the caller skips them). */
  forEachRow(visit: (cells: readonly unknown[], row: number) => void): void;
}

export type OhlcTableResult = { ok: true; table: OhlcTable } | { ok: false; error: 'invalidJson' | 'unsupportedJson' };

/** Rows sampled at the start of a file. */
export const SAMPLE_ROWS = 200;

/** Lines looked at to detect the separator. */
const SNIFF_LINES = 30;

/**
 * The separator that splits the first non-blank lines into the same number (> 1) of cells most often:
 * for each candidate, the number of lines agreeing with its most common count; ties go to tab, then ';',
 * then ','. So '63123,45;63200,10' is split at ';' (every line has the same count of ';' but not of ',').
 * ',' when none splits anything.
 */
export function detectDelimiter(text: string): OhlcDelimiter {
  const lines: string[] = [];
  let start = 0;
  while (lines.length < SNIFF_LINES && start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end).replace(/\r$/, '');
    if (line.trim() !== '') lines.push(line);
    start = end + 1;
  }
  let best: OhlcDelimiter = ',';
  let bestScore = 0;
  for (const delimiter of OHLC_DELIMITERS) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      // Separators inside quotes do not count.
      const count = line.replace(/"[^"]*"/g, '').split(delimiter).length - 1;
      if (count > 0) counts.set(count, (counts.get(count) ?? 0) + 1);
    }
    const score = Math.max(0, ...counts.values());
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

const isBlankRow = (cells: readonly unknown[]) => cells.every((cell) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''));

/** A row is a header when a non-blank cell of it is neither a number nor a time. */
function isHeaderRow(cells: readonly unknown[]): boolean {
  return cells.some((cell) => typeof cell === 'string' && cell.trim() !== '' && !looksLikeData(cell));
}

function csvTable(text: string, delimiter: OhlcDelimiter): OhlcTable {
  // The first rows, for the header and the sample.
  const preview = Papa.parse<string[]>(text, { delimiter, preview: SAMPLE_ROWS + 1 + SNIFF_LINES, skipEmptyLines: false }).data;
  const firstIndex = preview.findIndex((cells) => !isBlankRow(cells));
  const first = firstIndex >= 0 ? preview[firstIndex] : undefined;
  const header = first && isHeaderRow(first) ? first.map((cell) => cell.trim()) : null;
  const dataStart = header ? firstIndex + 1 : 0;
  const sample = preview.slice(dataStart).filter((cells) => !isBlankRow(cells)).slice(0, SAMPLE_ROWS);
  const columnCount = header ? header.length : Math.max(0, ...sample.map((cells) => cells.length));
  return {
    format: 'csv',
    delimiter,
    header,
    columnCount,
    sample,
    forEachRow(visit) {
      let row = 0;
      Papa.parse<string[]>(text, {
        delimiter,
        skipEmptyLines: false,
        step: (result) => {
          row++;
          if (row > dataStart) visit(result.data, row);
        },
      });
    },
  };
}

/** The object's field `key`, else the field whose name equals it trimmed and in any case ('Open' and ' open'). */
function fieldOf(item: Record<string, unknown>, key: string): unknown {
  if (Object.hasOwn(item, key)) return item[key];
  const wanted = key.trim().toLowerCase();
  for (const [name, value] of Object.entries(item)) if (name.trim().toLowerCase() === wanted) return value;
  return undefined;
}

function jsonTable(text: string): OhlcTableResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'invalidJson' };
  }
  if (!Array.isArray(data)) return { ok: false, error: 'unsupportedJson' };
  const items = data as unknown[];
  const first: unknown = items[0];
  const isObject = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item);
  if (first !== undefined && !(isObject(first) || Array.isArray(first))) return { ok: false, error: 'unsupportedJson' };
  if (!items.every((item) => (isObject(first) ? isObject(item) : Array.isArray(item)))) return { ok: false, error: 'unsupportedJson' };

  let header: string[] | null = null;
  let rows: (readonly unknown[])[];
  let offset = 1;
  if (isObject(first)) {
    const keys = Object.keys(first);
    header = keys.map((key) => key.trim());
    rows = (items as Record<string, unknown>[]).map((item) => keys.map((key) => fieldOf(item, key)));
  } else {
    rows = items as unknown[][];
    if (rows[0] && isHeaderRow(rows[0])) {
      header = rows[0].map((cell) => String(cell).trim());
      rows = rows.slice(1);
      offset = 2;
    }
  }
  const sample = rows.slice(0, SAMPLE_ROWS);
  return {
    ok: true,
    table: {
      format: 'json',
      delimiter: null,
      header,
      columnCount: header ? header.length : Math.max(0, ...sample.map((cells) => cells.length)),
      sample,
      forEachRow(visit) {
        rows.forEach((cells, i) => visit(cells, i + offset));
      },
    },
  };
}

/** The table of a CSV or JSON text (a leading byte order mark is ignored); `delimiter` overrides the detected one. */
export function readOhlcTable(text: string, format: OhlcFormat, delimiter?: OhlcDelimiter): OhlcTableResult {
  const clean = text.replace(/^\uFEFF/, '');
  if (format === 'json') return jsonTable(clean);
  return { ok: true, table: csvTable(clean, delimiter ?? detectDelimiter(clean)) };
}
