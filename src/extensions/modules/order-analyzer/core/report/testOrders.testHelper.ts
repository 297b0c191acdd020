import type { OrderColumns } from '../orderData';

/** One order as a test writes it: UTC+8 wall time like the export, or a UTC time in ms. */
export interface TestOrder {
  /** 'YYYY-MM-DD HH:MM:SS' in UTC+8 (as in the export). */
  time: string;
  symbol?: string;
  /** 'Open Long', 'Close Short', … */
  type: string;
  realizedPnl?: number;
  fee?: number;
  orderType?: string;
  price?: number;
  quantity?: number;
  orderNo?: string;
}

/** UTC ms of an export time written in UTC+8. */
export function utcPlus8(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

/**
 * OrderColumns built by hand for tests (what the reader delivers): sorted by time, side and close
 * flag from the Type text (or Realized PNL ≠ 0), symbols and order types indexed.
 */
export function buildOrders(list: readonly TestOrder[]): OrderColumns {
  const rows = list.map((order, k) => ({ order, k, time: utcPlus8(order.time) })).sort((a, b) => a.time - b.time || a.k - b.k);
  const n = rows.length;
  const symbols: string[] = [];
  const orderTypes: string[] = [];
  const indexOf = (values: string[], value: string) => {
    let i = values.indexOf(value);
    if (i < 0) i = values.push(value) - 1;
    return i;
  };
  return {
    count: n,
    rowNumber: Int32Array.from(rows, (row) => row.k + 2),
    orderNo: rows.map((row) => row.order.orderNo ?? String(1000 + row.k)),
    time: Float64Array.from(rows, (row) => row.time),
    symbol: Int32Array.from(rows, (row) => indexOf(symbols, row.order.symbol ?? 'BTC-USDT')),
    symbols,
    typeText: rows.map((row) => row.order.type),
    side: Int8Array.from(rows, (row) => (/long/i.test(row.order.type) ? 1 : /short/i.test(row.order.type) ? -1 : 0)),
    isClose: Uint8Array.from(rows, (row) => (/close/i.test(row.order.type) || (row.order.realizedPnl ?? 0) !== 0 ? 1 : 0)),
    leverage: new Float64Array(n).fill(10),
    dealPrice: Float64Array.from(rows, (row) => row.order.price ?? 100),
    quantity: Float64Array.from(rows, (row) => row.order.quantity ?? 1),
    amount: Float64Array.from(rows, (row) => (row.order.price ?? 100) * (row.order.quantity ?? 1)),
    fee: Float64Array.from(rows, (row) => row.order.fee ?? 0),
    realizedPnl: Float64Array.from(rows, (row) => row.order.realizedPnl ?? 0),
    avgPrice: Float64Array.from(rows, (row) => row.order.price ?? 100),
    orderType: Int32Array.from(rows, (row) => indexOf(orderTypes, row.order.orderType ?? 'Market')),
    orderTypes,
    feeCoin: rows.map(() => 'USDT'),
    quoteAsset: rows.map(() => 'USDT'),
  };
}

/** Every order selected (indices 0…count−1). */
export function all(orders: OrderColumns): Int32Array {
  return Int32Array.from({ length: orders.count }, (_, i) => i);
}
