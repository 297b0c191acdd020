/**
 * Grid (dense SheetJS rows) → OrderColumns, in steps: find the header, decide how its rows are read
 * (orderRow.ts), one linear pass reading each row into typed arrays preallocated to the row count
 * (acceptedOrders.ts) while counting what cannot be read (conversionReport.ts), then one reorder to time
 * ascending — so a 100,000-row export converts in a small fraction of SheetJS's own read time.
 */

import { emptyOrders, reorderOrderColumns, type ColumnMapping, type LoadError, type LoadProgress, type LoadedOrders, type OrderColumns } from '../orderData';
import { isBlankCell, type GridRow } from '../../../../../market/sheetCells';
import { AcceptedOrders, OrderNumbersSeen } from './acceptedOrders';
import { conversionProgress, EmptyMappedKeys, RejectionLog } from './conversionReport';
import { findHeaderRow, sheetHeader, type HeaderMatch } from './headers';
import { orderRowBuffer, readOrderRow, rowReading, type RowReading } from './orderRow';
import type { Grid, GridSheet } from './readGrid';

export type ConvertResult = Omit<LoadedOrders, 'timings' | 'fileName'> & { convertMs: number };

/** The first sheet (workbook order) with a header row, and that row. */
export function locateHeader(grid: Grid): { sheet: GridSheet; header: HeaderMatch } | null {
  for (const sheet of grid.sheets) {
    const header = findHeaderRow(sheet.rows);
    if (header) return { sheet, header };
  }
  return null;
}

/** Every cell of the row blank (such rows are skipped without a report). */
function rowIsBlank(row: GridRow): boolean {
  for (let c = 0; c < row.length; c++) if (!isBlankCell(row[c])) return false;
  return true;
}

/**
 * The order in which accepted rows (in sheet order) are output: by time ascending. An export listed
 * newest first (BingX) is simply reversed; one listed oldest first is kept. Equal times keep the
 * file's own chronology: in a newest-first file the lower row comes first (reversed sheet order), in an
 * oldest-first file the upper row — so an Open and its Close in the same second stay in order.
 * Returns null when the sheet order is already ascending.
 */
export function timeOrder(time: Float64Array, count: number): Int32Array | null {
  let ascending = true;
  let descending = true;
  for (let i = 1; i < count && (ascending || descending); i++) {
    const d = time[i]! - time[i - 1]!;
    if (d < 0) ascending = false;
    else if (d > 0) descending = false;
  }
  const order = new Int32Array(count);
  if (descending) {
    for (let i = 0; i < count; i++) order[i] = count - 1 - i;
    return order;
  }
  if (ascending) return null;
  const newestFirst = time[0]! > time[count - 1]!;
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((a, b) => time[a]! - time[b]! || (newestFirst ? b - a : a - b));
  return order;
}

/** What one pass over a sheet's data rows found. */
interface DataRows {
  /** Rows with any content. */
  count: number;
  accepted: AcceptedOrders;
  rejections: RejectionLog;
  duplicateCount: number;
  emptyMapped: EmptyMappedKeys;
}

/**
 * Reads the data rows from `first` on. Rows whose every cell is blank are skipped silently; every other
 * row that cannot be read is counted and listed, never dropped silently. Without a mapped time or
 * Realized PNL column no order is read, but the rows are still counted and checked for values.
 */
function readDataRows(rows: GridSheet['rows'], first: number, reading: RowReading, onProgress?: (progress: LoadProgress) => void): DataRows {
  const readable = reading.columns.time >= 0 && reading.columns.realizedPnl >= 0;
  const found: DataRows = {
    count: 0,
    accepted: new AcceptedOrders(readable ? Math.max(0, rows.length - first) : 0),
    rejections: new RejectionLog(),
    duplicateCount: 0,
    emptyMapped: new EmptyMappedKeys(reading.columns),
  };
  const orderNumbers = new OrderNumbersSeen();
  const read = orderRowBuffer();
  const progress = conversionProgress(first, rows.length, onProgress);
  for (let r = first; r < rows.length; r++) {
    progress(r);
    const row = rows[r];
    if (!row || rowIsBlank(row)) continue;
    found.count++;
    found.emptyMapped.see(row);
    if (!readable) continue;
    const problem = readOrderRow(row, reading, read);
    if (problem) found.rejections.add(r + 1, problem);
    else if (orderNumbers.repeats(read)) found.duplicateCount++;
    else found.accepted.append(r + 1, read);
  }
  return found;
}

/** The accepted orders sorted by time ascending (timeOrder). */
function ordersByTime({ count, columns, symbols, orderTypes }: AcceptedOrders): OrderColumns {
  if (count === 0) return emptyOrders();
  return { count, symbols: symbols.texts, orderTypes: orderTypes.texts, ...reorderOrderColumns(columns, timeOrder(columns.time, count), count) };
}

/**
 * Converts the first sheet with a header to orders. `manual` overrides the automatic column mapping
 * key by key (see mergeMapping).
 *
 * Rules:
 * - Rows whose every cell is blank are skipped silently; every other row that cannot be read — time
 *   blank or unreadable, a numeric cell that is not a number — is counted and listed (row number and
 *   reason), never dropped silently. A row with content but nothing in any mapped column is 'empty'.
 * - Blank fee or Realized PNL is 0; blank/unmapped price, quantity, amount, leverage are NaN.
 * - A row repeating the Order No. of an earlier accepted row is a duplicate (duplicateCount), not an
 *   order. Rows without an Order No. are never duplicates, nor are order numbers stored as numeric
 *   cells beyond 2^53 (those have lost digits, so equal values do not prove the same order).
 * - Without a mapped time or Realized PNL column no order can be read: the result is ok with 0 orders
 *   and the header check, so the page can show 'No data' with the mapping controls instead of an error.
 * - Type decides side and open/close; a row is a closing order (a trade) when Type says close or its
 *   Realized PNL is not 0. A Type that says neither is not an error (side 0).
 */
export function convertGrid(grid: Grid, manual?: Partial<ColumnMapping>, onProgress?: (progress: LoadProgress) => void): ConvertResult | { ok: false; error: LoadError } {
  const started = performance.now();
  const located = locateHeader(grid);
  if (!located) return { ok: false, error: 'noHeader' };
  const { sheet, header } = located;
  const { mapping, headers } = sheetHeader(sheet, header, manual);
  const first = header.rowIndex + 1;
  const reading = rowReading(sheet.rows, first, mapping, headers, grid.date1904);
  const rows = readDataRows(sheet.rows, first, reading, onProgress);
  if (rows.count === 0) return { ok: false, error: 'noRows' };
  onProgress?.({ phase: 'converting', fraction: 1 });
  return {
    ok: true,
    sheetName: sheet.name,
    header: { headerRow: header.rowIndex + 1, headers, mapping, emptyMapped: rows.emptyMapped.keys() },
    orders: ordersByTime(rows.accepted),
    rejected: rows.rejections.listed,
    rejectedCount: rows.rejections.count,
    duplicateCount: rows.duplicateCount,
    convertMs: performance.now() - started,
  };
}
