/**
 * Grid (dense SheetJS rows) → OrderColumns. One linear pass over the data rows into typed arrays
 * preallocated to the row count, symbol and order-type dictionaries, Type texts classified once each,
 * then one reorder to time ascending — so a 100,000-row export converts in a small fraction of
 * SheetJS's own read time.
 */

import {
  allocateOrderColumns,
  emptyOrders,
  MAX_REJECTED_LISTED,
  ORDER_COLUMNS,
  reorderOrderColumns,
  type ColumnMapping,
  type LoadError,
  type LoadProgress,
  type LoadedOrders,
  type OrderColumnKey,
  type OrderColumns,
  type RejectReason,
  type RejectedRow,
} from '../orderData';
import { cellNumber, cellText, decimalStyleOf, isBlankCell, parseLeverageText, type DecimalStyle, type GridRow, type SheetCell } from '../../../../../market/sheetCells';
import { findHeaderRow, headerTexts, mergeMapping, type HeaderMatch } from './headers';
import { TypeClassifier, sideOf } from './orderType';
import type { Grid, GridSheet } from './readGrid';
import { cellTime, utcOffsetOfHeader } from '../../../../../market/time';

export type ConvertResult = Omit<LoadedOrders, 'timings' | 'fileName'> & { convertMs: number };

/** Rows searched for the decimal style of text numbers (a few hundred give plenty of proof). */
const STYLE_SAMPLE_ROWS = 500;
/** Longest cell text quoted in a rejection (RejectedRow.value). */
const MAX_VALUE_CHARS = 80;

/** Numeric columns besides fee and Realized PNL: NaN when blank or unmapped ("not in the file"). */
const PLAIN_NUMBERS = ['dealPrice', 'quantity', 'amount', 'avgPrice'] as const;

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

/** Text samples of the numeric columns, for decimalStyleOf. */
function numberSamples(rows: GridSheet['rows'], from: number, columns: number[]): string[] {
  const samples: string[] = [];
  const to = Math.min(rows.length, from + STYLE_SAMPLE_ROWS);
  for (let r = from; r < to; r++) {
    const row = rows[r];
    if (!row) continue;
    for (const c of columns) {
      const cell = row[c];
      if (cell != null && cell.t === 's') samples.push(cell.v as string);
    }
  }
  return samples;
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
  const rows = sheet.rows;
  const headerRow = rows[header.rowIndex] ?? [];
  const width = Math.max(sheet.width, headerRow.length);
  const mapping = mergeMapping(header.mapping, manual, width);
  const headers = headerTexts(headerRow, width);
  const first = header.rowIndex + 1;
  const capacity = Math.max(0, rows.length - first);

  const col = (key: OrderColumnKey) => mapping[key] ?? -1;
  const cTime = col('time');
  const cPnl = col('realizedPnl');
  const cFee = col('fee');
  const cLev = col('leverage');
  const cOrderNo = col('orderNo');
  const cPair = col('pair');
  const cType = col('type');
  const cFeeCoin = col('feeCoin');
  const cQuote = col('quoteAsset');
  const cOrderType = col('orderType');
  const plainCols = PLAIN_NUMBERS.map(col);
  const usable = cTime >= 0 && cPnl >= 0;

  const style: DecimalStyle = decimalStyleOf(
    numberSamples(rows, first, [cPnl, cFee, ...plainCols].filter((c) => c >= 0)),
  );
  const offset = utcOffsetOfHeader(cTime >= 0 ? (headers[cTime] ?? '') : '');

  // Mapped keys not yet seen with a value (HeaderCheck.emptyMapped); checked until all are seen.
  const mappedKeys = ORDER_COLUMNS.filter((key) => mapping[key] !== null);
  let unseen: OrderColumnKey[] = mappedKeys.slice();
  const mappedCols = mappedKeys.map(col);

  const columns = allocateOrderColumns(usable ? capacity : 0);
  const { rowNumber, time, symbol, side, isClose, leverage, fee, realizedPnl, orderType, orderNo, typeText, feeCoin, quoteAsset } = columns;
  const plain = PLAIN_NUMBERS.map((key) => columns[key]);
  const symbols: string[] = [];
  const symbolIndex = new Map<string, number>();
  const orderTypes: string[] = [];
  const orderTypeIndex = new Map<string, number>();
  const leverageCache = new Map<string, number>();
  const types = new TypeClassifier();
  const seenOrderNo = new Set<string>();

  const rejected: RejectedRow[] = [];
  let rejectedCount = 0;
  let duplicateCount = 0;
  let dataRows = 0;
  let count = 0;
  const reject = (r: number, reason: RejectReason, column?: OrderColumnKey, cell?: SheetCell | null) => {
    rejectedCount++;
    if (rejected.length >= MAX_REJECTED_LISTED) return;
    const entry: RejectedRow = { row: r + 1, reason };
    if (column !== undefined) entry.column = column;
    if (cell !== undefined) entry.value = cellText(cell).slice(0, MAX_VALUE_CHARS);
    rejected.push(entry);
  };

  const step = Math.max(1, Math.ceil(capacity / 10));
  let nextProgress = first;
  for (let r = first; r < rows.length; r++) {
    if (onProgress && r >= nextProgress) {
      onProgress({ phase: 'converting', fraction: (r - first) / Math.max(1, capacity) });
      nextProgress += step;
    }
    const row = rows[r];
    if (!row || row.length === 0) continue;
    const timeCell = cTime >= 0 ? row[cTime] : undefined;
    const timeBlank = isBlankCell(timeCell);
    if (timeBlank && rowIsBlank(row)) continue;
    dataRows++;
    if (unseen.length > 0 && unseen.some((key) => !isBlankCell(row[mapping[key]!]))) {
      unseen = unseen.filter((key) => isBlankCell(row[mapping[key]!]));
    }
    if (!usable) continue;
    if (timeBlank) {
      let anyMapped = false;
      for (const c of mappedCols) if (!isBlankCell(row[c])) anyMapped = true;
      reject(r, anyMapped ? 'time' : 'empty', anyMapped ? 'time' : undefined, anyMapped ? (timeCell ?? null) : undefined);
      continue;
    }
    const t = cellTime(timeCell, grid.date1904, offset);
    if (Number.isNaN(t)) {
      reject(r, 'time', 'time', timeCell);
      continue;
    }
    const pnlCell = row[cPnl];
    const pnl = isBlankCell(pnlCell) ? 0 : cellNumber(pnlCell, style);
    if (Number.isNaN(pnl)) {
      reject(r, 'realizedPnl', 'realizedPnl', pnlCell);
      continue;
    }
    let feeValue = 0;
    if (cFee >= 0) {
      const feeCell = row[cFee];
      if (!isBlankCell(feeCell)) feeValue = cellNumber(feeCell, style);
      if (Number.isNaN(feeValue)) {
        reject(r, 'fee', 'fee', feeCell);
        continue;
      }
    }
    let lev = NaN;
    if (cLev >= 0) {
      const levCell = row[cLev];
      if (levCell != null && levCell.t === 'n') lev = levCell.v as number;
      else if (!isBlankCell(levCell)) {
        const text = cellText(levCell);
        let cached = leverageCache.get(text);
        if (cached === undefined) {
          cached = parseLeverageText(text);
          leverageCache.set(text, cached);
        }
        lev = cached;
        if (Number.isNaN(lev)) {
          reject(r, 'number', 'leverage', levCell);
          continue;
        }
      }
    }
    let bad = -1;
    for (let k = 0; k < plainCols.length; k++) {
      const c = plainCols[k]!;
      let v = NaN;
      if (c >= 0) {
        const cell = row[c];
        if (!isBlankCell(cell)) {
          v = cellNumber(cell, style);
          if (Number.isNaN(v)) {
            bad = k;
            break;
          }
        }
      }
      plain[k]![count] = v;
    }
    if (bad >= 0) {
      reject(r, 'number', PLAIN_NUMBERS[bad], row[plainCols[bad]!]);
      continue;
    }

    let id = '';
    if (cOrderNo >= 0) {
      const cell = row[cOrderNo];
      id = cellText(cell);
      if (id !== '' && !(cell!.t === 'n' && !Number.isSafeInteger(cell!.v))) {
        if (seenOrderNo.has(id)) {
          duplicateCount++;
          continue;
        }
        seenOrderNo.add(id);
      }
    }

    const pair = cPair >= 0 ? cellText(row[cPair]) : '';
    let s = symbolIndex.get(pair);
    if (s === undefined) {
      s = symbols.length;
      symbols.push(pair);
      symbolIndex.set(pair, s);
    }
    const kindText = cType >= 0 ? cellText(row[cType]) : '';
    const kind = types.classify(kindText);
    const closing = kind.action === 'close' || pnl !== 0;
    const ot = cOrderType >= 0 ? cellText(row[cOrderType]) : '';
    let o = orderTypeIndex.get(ot);
    if (o === undefined) {
      o = orderTypes.length;
      orderTypes.push(ot);
      orderTypeIndex.set(ot, o);
    }

    rowNumber[count] = r + 1;
    time[count] = t;
    symbol[count] = s;
    side[count] = sideOf(kind, closing);
    isClose[count] = closing ? 1 : 0;
    leverage[count] = lev;
    fee[count] = feeValue;
    realizedPnl[count] = pnl;
    orderType[count] = o;
    orderNo.push(id);
    typeText.push(kindText);
    feeCoin.push(cFeeCoin >= 0 ? cellText(row[cFeeCoin]) : '');
    quoteAsset.push(cQuote >= 0 ? cellText(row[cQuote]) : '');
    count++;
  }
  if (dataRows === 0) return { ok: false, error: 'noRows' };
  onProgress?.({ phase: 'converting', fraction: 1 });

  const orders: OrderColumns = count > 0 ? { count, symbols, orderTypes, ...reorderOrderColumns(columns, timeOrder(time, count), count) } : emptyOrders();

  const emptyMapped = new Set(unseen);
  return {
    ok: true,
    sheetName: sheet.name,
    header: {
      headerRow: header.rowIndex + 1,
      headers,
      mapping,
      emptyMapped: ORDER_COLUMNS.filter((key) => emptyMapped.has(key)),
    },
    orders,
    rejected,
    rejectedCount,
    duplicateCount,
    convertMs: performance.now() - started,
  };
}
