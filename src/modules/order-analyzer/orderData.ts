/**
 * The data contract between the order file reader (worker: parse/) and the report (report/, UI).
 * Orders travel as columns (typed arrays and string lists) because a 100,000-row export as
 * objects would cost the main thread hundreds of milliseconds to receive.
 */

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

/** Orders sorted by time ascending, duplicates (same Order No.) removed, one entry per column. */
export interface OrderColumns {
  count: number;
  /** 1-based sheet row of each order. */
  rowNumber: Int32Array;
  orderNo: string[];
  /** UTC milliseconds (the export's UTC+8 time minus 8 h). */
  time: Float64Array;
  /** Index into `symbols`. */
  symbol: Int32Array;
  symbols: string[];
  /** Raw Type text (e.g. 'Open Long', 'Short schließen'). */
  typeText: string[];
  /** +1 long, −1 short, 0 unknown. */
  side: Int8Array;
  /** 1 = closing order (Type says close, or Realized PNL ≠ 0): a trade. */
  isClose: Uint8Array;
  leverage: Float64Array;
  dealPrice: Float64Array;
  quantity: Float64Array;
  amount: Float64Array;
  /** Fee as in the file (sign kept; the report uses |fee|); 0 when blank. */
  fee: Float64Array;
  /** Realized PNL; 0 when blank. */
  realizedPnl: Float64Array;
  avgPrice: Float64Array;
  /** Index into `orderTypes` (Market, Limit, …; '' when absent). */
  orderType: Int32Array;
  orderTypes: string[];
  feeCoin: string[];
  quoteAsset: string[];
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
