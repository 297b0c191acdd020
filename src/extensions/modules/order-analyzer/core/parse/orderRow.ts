/**
 * Reading one data row of an order export by the column mapping: its time, numbers and texts, or why it
 * cannot be read. Blank fee or Realized PNL is 0; blank or unmapped price, quantity, amount and leverage
 * are NaN ("not in the file"); a time that is blank or unreadable, or a number cell that is not a number,
 * makes the row unreadable.
 */

import { ORDER_COLUMNS, type ColumnMapping, type OrderColumnKey, type RejectReason } from '../orderData';
import { cellNumber, cellText, decimalStyleOf, isBlankCell, parseLeverageText, type DecimalStyle, type GridRow, type SheetCell } from '../../../../../market/sheetCells';
import { cellTime, utcOffsetOfHeader } from '../../../../../market/time';

/** Numeric columns besides fee and Realized PNL: NaN when blank or unmapped. */
export const PLAIN_NUMBERS = ['dealPrice', 'quantity', 'amount', 'avgPrice'] as const;
export type PlainNumberKey = (typeof PLAIN_NUMBERS)[number];

/** Rows searched for the decimal style of text numbers (a few hundred give plenty of proof). */
const STYLE_SAMPLE_ROWS = 500;

/** The sheet column of every key; −1 when it is not mapped. */
export type ColumnIndexes = Readonly<Record<OrderColumnKey, number>>;

export function columnIndexes(mapping: ColumnMapping): ColumnIndexes {
  return Object.fromEntries(ORDER_COLUMNS.map((key) => [key, mapping[key] ?? -1])) as Record<OrderColumnKey, number>;
}

/** The cell of column `c` (undefined for an unmapped column, −1). */
export function cellAt(row: GridRow, c: number): SheetCell | null | undefined {
  return c >= 0 ? row[c] : undefined;
}

/** A readable row's values, before they are stored. */
export interface OrderRow extends Record<PlainNumberKey, number> {
  /** UTC milliseconds. */
  time: number;
  realizedPnl: number;
  fee: number;
  leverage: number;
  orderNo: string;
  /** The Order No. identifies the order, so a later row repeating it is a duplicate (see identifiesOrder). */
  identifiesOrder: boolean;
  pair: string;
  typeText: string;
  orderType: string;
  feeCoin: string;
  quoteAsset: string;
}

/** Why a row cannot be read, as its RejectedRow says it: the reason, and the column and cell concerned. */
export interface RowProblem {
  reason: RejectReason;
  column?: OrderColumnKey;
  cell?: SheetCell | null;
}

/** A number cell's value: `ifBlank` when blank, NaN when it holds something that is not a number. */
export function numberCell(cell: SheetCell | null | undefined, style: DecimalStyle, ifBlank: number): number {
  return isBlankCell(cell) ? ifBlank : cellNumber(cell, style);
}

/** Whether a cell holds something that did not read as a number (`value` is what it read as). */
export function isUnreadable(value: number, cell: SheetCell | null | undefined): boolean {
  return Number.isNaN(value) && !isBlankCell(cell);
}

/**
 * Leverage cells: a number as it is, text as BingX writes it ('10X', 'Cross 10X') parsed once per distinct
 * text (an export repeats a handful); NaN when blank or when the text names no leverage.
 */
export class LeverageReader {
  private readonly parsed = new Map<string, number>();

  read(cell: SheetCell | null | undefined): number {
    if (cell != null && cell.t === 'n') return cell.v as number;
    if (isBlankCell(cell)) return NaN;
    const text = cellText(cell);
    let value = this.parsed.get(text);
    if (value === undefined) {
      value = parseLeverageText(text);
      this.parsed.set(text, value);
    }
    return value;
  }
}

/**
 * Whether an Order No. identifies its order: not blank, and not a numeric cell beyond 2^53 (such a
 * number has lost digits, so equal values do not prove the same order).
 */
export function identifiesOrder(cell: SheetCell | null | undefined, text: string): boolean {
  return text !== '' && !(cell!.t === 'n' && !Number.isSafeInteger(cell!.v));
}

/** Whether any of `columns` holds a value in the row. */
export function hasValueIn(row: GridRow, columns: readonly number[]): boolean {
  for (const c of columns) if (!isBlankCell(row[c])) return true;
  return false;
}

/** The text samples of the numeric columns in the first rows after the header, for decimalStyleOf. */
export function numberSamples(rows: ReadonlyArray<GridRow | null | undefined>, from: number, columns: readonly number[]): string[] {
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

/** What reading a row needs to know about its sheet. */
export interface RowReading {
  columns: ColumnIndexes;
  /** The mapped columns (a row with a value in none of them is 'empty'). */
  mappedColumns: readonly number[];
  /** Decimal style of the sheet's text numbers. */
  style: DecimalStyle;
  /** The time column's UTC offset in minutes, from its header ('Time(UTC+8)'). */
  utcOffset: number;
  date1904: boolean;
  leverage: LeverageReader;
}

/**
 * The reading of a sheet's data rows from `first` on: the decimal style is decided on their numeric
 * columns, the UTC offset by the time column's header.
 */
export function rowReading(rows: ReadonlyArray<GridRow | null | undefined>, first: number, mapping: ColumnMapping, headers: readonly string[], date1904: boolean): RowReading {
  const columns = columnIndexes(mapping);
  const numeric = [columns.realizedPnl, columns.fee, ...PLAIN_NUMBERS.map((key) => columns[key])].filter((c) => c >= 0);
  return {
    columns,
    mappedColumns: ORDER_COLUMNS.map((key) => columns[key]).filter((c) => c >= 0),
    style: decimalStyleOf(numberSamples(rows, first, numeric)),
    utcOffset: utcOffsetOfHeader(columns.time >= 0 ? (headers[columns.time] ?? '') : ''),
    date1904,
    leverage: new LeverageReader(),
  };
}

/** Why a row's time cell did not read: a blank time is 'empty' when no mapped column holds a value. */
function timeProblem(row: GridRow, cell: SheetCell | null | undefined, reading: RowReading): RowProblem {
  if (!isBlankCell(cell)) return { reason: 'time', column: 'time', cell };
  return hasValueIn(row, reading.mappedColumns) ? { reason: 'time', column: 'time', cell: cell ?? null } : { reason: 'empty' };
}

/** Reads the plain numbers (price, quantity, amount, average price) into `into`; the first that is not a number is the problem. */
function readPlainNumbers(row: GridRow, reading: RowReading, into: OrderRow): RowProblem | null {
  for (const key of PLAIN_NUMBERS) {
    const cell = cellAt(row, reading.columns[key]);
    const value = numberCell(cell, reading.style, NaN);
    if (isUnreadable(value, cell)) return { reason: 'number', column: key, cell };
    into[key] = value;
  }
  return null;
}

/** An OrderRow to read rows into (a conversion reuses one for all its rows: no allocation per row). */
export function orderRowBuffer(): OrderRow {
  return { time: NaN, realizedPnl: 0, fee: 0, leverage: NaN, dealPrice: NaN, quantity: NaN, amount: NaN, avgPrice: NaN, orderNo: '', identifiesOrder: false, pair: '', typeText: '', orderType: '', feeCoin: '', quoteAsset: '' };
}

/**
 * Reads one data row (not blank) into `into` and returns null, or returns the first problem found,
 * checked in this order: time, Realized PNL, fee, leverage, the plain numbers (`into` then holds part of
 * the row and is not to be used).
 */
export function readOrderRow(row: GridRow, reading: RowReading, into: OrderRow): RowProblem | null {
  const { columns, style } = reading;
  const timeCell = cellAt(row, columns.time);
  const time = isBlankCell(timeCell) ? NaN : cellTime(timeCell, reading.date1904, reading.utcOffset);
  if (Number.isNaN(time)) return timeProblem(row, timeCell, reading);
  const pnlCell = cellAt(row, columns.realizedPnl);
  const realizedPnl = numberCell(pnlCell, style, 0);
  if (Number.isNaN(realizedPnl)) return { reason: 'realizedPnl', column: 'realizedPnl', cell: pnlCell };
  const feeCell = cellAt(row, columns.fee);
  const fee = numberCell(feeCell, style, 0);
  if (Number.isNaN(fee)) return { reason: 'fee', column: 'fee', cell: feeCell };
  const leverageCell = cellAt(row, columns.leverage);
  const leverage = reading.leverage.read(leverageCell);
  if (isUnreadable(leverage, leverageCell)) return { reason: 'number', column: 'leverage', cell: leverageCell };
  const problem = readPlainNumbers(row, reading, into);
  if (problem) return problem;
  const orderNoCell = cellAt(row, columns.orderNo);
  into.time = time;
  into.realizedPnl = realizedPnl;
  into.fee = fee;
  into.leverage = leverage;
  into.orderNo = cellText(orderNoCell);
  into.identifiesOrder = identifiesOrder(orderNoCell, into.orderNo);
  into.pair = cellText(cellAt(row, columns.pair));
  into.typeText = cellText(cellAt(row, columns.type));
  into.orderType = cellText(cellAt(row, columns.orderType));
  into.feeCoin = cellText(cellAt(row, columns.feeCoin));
  into.quoteAsset = cellText(cellAt(row, columns.quoteAsset));
  return null;
}
