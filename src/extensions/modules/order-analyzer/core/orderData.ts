/**
 * The data contract between the order file reader (worker: parse/) and the report (report/, UI).
 * Orders travel as columns (typed arrays and string lists) because a 100,000-row export as
 * objects would cost the main thread hundreds of milliseconds to receive.
 */
import { valueAt } from '../../../../finance/valueAt';

/** The columns of a BingX futures order-history export, by stable key. */
export const ORDER_COLUMNS = [
  'uid',
  'orderNo',
  'time',
  'pair',
  'type',
  'leverage',
  'dealPrice',
  'quantity',
  'amount',
  'fee',
  'feeCoin',
  'realizedPnl',
  'quoteAsset',
  'orderType',
  'avgPrice',
] as const;

export type OrderColumnKey = (typeof ORDER_COLUMNS)[number];

/** The header each column has in the English export (shown in the header check). */
export const EXPECTED_HEADERS: Readonly<Record<OrderColumnKey, string>> = {
  uid: 'UID',
  orderNo: 'Order No.',
  time: 'Time(UTC+8)',
  pair: 'Pair',
  type: 'Type',
  leverage: 'Leverage',
  dealPrice: 'DealPrice',
  quantity: 'Quantity',
  amount: 'Amount',
  fee: 'Fee',
  feeCoin: 'Fee Coin',
  realizedPnl: 'Realized PNL',
  quoteAsset: 'Quote Asset',
  orderType: 'Order Type',
  avgPrice: 'AvgPrice',
};

/** Column index in the sheet (0-based) per key; null = not mapped. */
export type ColumnMapping = Record<OrderColumnKey, number | null>;

export interface HeaderCheck {
  /** 1-based sheet row of the header. */
  headerRow: number;
  /** The header cells as read (text), by column index. */
  headers: string[];
  mapping: ColumnMapping;
  /** Mapped columns that hold no value in any data row (the UI suggests adjusting the mapping). */
  emptyMapped: OrderColumnKey[];
}

/**
 * The per-order columns of {@link OrderColumns}, each with its typed-array type. This table drives the
 * type, the allocation while reading, the reordering by time, the empty value and the worker's
 * transfer list: a new number column is one line here (plus the code that fills it).
 */
export const ORDER_NUMBER_COLUMNS = {
  /** 1-based sheet row of each order. */
  rowNumber: Int32Array,
  /** UTC milliseconds (the export's UTC+8 time minus 8 h). */
  time: Float64Array,
  /** Index into `symbols`. */
  symbol: Int32Array,
  /** +1 long, −1 short, 0 unknown. */
  side: Int8Array,
  /** 1 = closing order (Type says close, or Realized PNL ≠ 0): a trade. */
  isClose: Uint8Array,
  leverage: Float64Array,
  dealPrice: Float64Array,
  quantity: Float64Array,
  amount: Float64Array,
  /** Fee as in the file (sign kept; the report uses |fee|); 0 when blank. */
  fee: Float64Array,
  /** Realized PNL; 0 when blank. */
  realizedPnl: Float64Array,
  avgPrice: Float64Array,
  /** Index into `orderTypes` (Market, Limit, …; '' when absent). */
  orderType: Int32Array,
} as const;

/** The per-order text columns: Order No., the raw Type text (e.g. 'Open Long', 'Short schließen'), Fee Coin, Quote Asset. */
export const ORDER_TEXT_COLUMNS = ['orderNo', 'typeText', 'feeCoin', 'quoteAsset'] as const;

export type OrderNumberColumn = keyof typeof ORDER_NUMBER_COLUMNS;
export type OrderTextColumn = (typeof ORDER_TEXT_COLUMNS)[number];
export type OrderNumberColumns = { [K in OrderNumberColumn]: InstanceType<(typeof ORDER_NUMBER_COLUMNS)[K]> };
export type OrderTextColumns = Record<OrderTextColumn, string[]>;

/** Orders sorted by time ascending, duplicates (same Order No.) removed, one entry per column. */
export interface OrderColumns extends OrderNumberColumns, OrderTextColumns {
  count: number;
  /** The distinct symbols (`symbol` indexes them). */
  symbols: string[];
  /** The distinct order types (`orderType` indexes them). */
  orderTypes: string[];
}

const NUMBER_COLUMN_KEYS = Object.keys(ORDER_NUMBER_COLUMNS) as OrderNumberColumn[];

/** Every number column with room for `capacity` orders, and empty text columns. */
export function allocateOrderColumns(capacity: number): OrderNumberColumns & OrderTextColumns {
  const numbers = Object.fromEntries(NUMBER_COLUMN_KEYS.map((key) => [key, new ORDER_NUMBER_COLUMNS[key](capacity)])) as unknown as OrderNumberColumns;
  const texts = Object.fromEntries(ORDER_TEXT_COLUMNS.map((key) => [key, [] as string[]])) as unknown as OrderTextColumns;
  return { ...numbers, ...texts };
}

/** No orders. */
export function emptyOrders(): OrderColumns {
  return { count: 0, symbols: [], orderTypes: [], ...allocateOrderColumns(0) };
}

/**
 * The first `count` orders of `columns` in `order` (positions into them; null keeps them as they are),
 * each number column as a new typed array of exactly `count`.
 */
export function reorderOrderColumns(columns: OrderNumberColumns & OrderTextColumns, order: Int32Array | null, count: number): OrderNumberColumns & OrderTextColumns {
  const out = allocateOrderColumns(order === null ? 0 : count);
  for (const key of NUMBER_COLUMN_KEYS) {
    const source = columns[key];
    if (order === null) {
      (out as Record<OrderNumberColumn, unknown>)[key] = count === source.length ? source : source.slice(0, count);
      continue;
    }
    const target = out[key];
    for (let i = 0; i < count; i++) target[i] = valueAt(source, valueAt(order, i));
  }
  for (const key of ORDER_TEXT_COLUMNS) {
    const source = columns[key];
    out[key] = order === null ? source : Array.from(order.subarray(0, count), (position) => source[position] as string);
  }
  return out;
}

/** The buffers of every number column, each once: what the reader worker transfers instead of copying. */
export function orderBuffers(orders: OrderNumberColumns): ArrayBuffer[] {
  return [...new Set(NUMBER_COLUMN_KEYS.map((key) => orders[key].buffer as ArrayBuffer))];
}

export type RejectReason = 'time' | 'realizedPnl' | 'fee' | 'type' | 'number' | 'empty';

export interface RejectedRow {
  /** 1-based sheet row. */
  row: number;
  reason: RejectReason;
  /** The column concerned (for 'number', 'time', …). */
  column?: OrderColumnKey;
  /** The offending cell as text (at most 80 characters), shown as plain text. */
  value?: string;
}

export type LoadError =
  | 'notExcel' // extension or content is not .xlsx/.xls
  | 'tooLarge' // over MAX_FILE_BYTES
  | 'emptyFile' // 0 bytes
  | 'emptyWorkbook' // no sheet or no cells
  | 'noHeader' // no row looks like the header
  | 'noRows' // a header but no data row below it
  | 'readFailed'; // SheetJS could not read it (corrupt, password, …)

export const MAX_FILE_BYTES = 50 * 1024 * 1024;

export interface LoadedOrders {
  ok: true;
  fileName: string;
  sheetName: string;
  header: HeaderCheck;
  orders: OrderColumns;
  /** Every unreadable row (row number and reason), capped at MAX_REJECTED_LISTED entries. */
  rejected: RejectedRow[];
  rejectedCount: number;
  /** Rows dropped because their Order No. appeared before. */
  duplicateCount: number;
  /** Milliseconds the worker spent reading (SheetJS) and converting. */
  timings: { readMs: number; convertMs: number };
}

export const MAX_REJECTED_LISTED = 500;

export type LoadResult = LoadedOrders | { ok: false; error: LoadError; fileName: string };

/** Progress reported while a file is read: phase and, where known, a fraction 0–1. */
export interface LoadProgress {
  phase: 'reading' | 'parsing' | 'converting';
  fraction?: number;
}
