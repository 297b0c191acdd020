import type { SortKey } from '../../../../../ui/sortAndPage';
import type { OrderColumns } from '../orderData';
import type { OrderReport } from './analyzeOrders';
import { valueAt } from '../../../../../finance/valueAt';

/** The fields of a trade the table shows and sorts by, by key. */
export const TRADE_COLUMNS = ['time', 'orderNo', 'symbol', 'side', 'type', 'orderType', 'price', 'quantity', 'realizedPnl', 'fee', 'net'] as const;
export type TradeColumn = (typeof TRADE_COLUMNS)[number];
/**
 * The table's columns, and the field each shows in small print under its own (the order number under the
 * time, the order type under the type): eleven columns side by side do not fit a laptop's screen.
 */
export const SHOWN_TRADE_COLUMNS: readonly TradeColumn[] = ['time', 'symbol', 'side', 'type', 'price', 'quantity', 'realizedPnl', 'fee', 'net'];
export const FOLDED_TRADE_COLUMNS: Partial<Record<TradeColumn, TradeColumn>> = { time: 'orderNo', type: 'orderType' };
/** The columns a phone shows until the visitor asks for all: when, what, which way and what it earned. */
export const KEY_TRADE_COLUMNS: readonly TradeColumn[] = ['time', 'symbol', 'side', 'net'];
/** Trades per page of the table. */
export const TRADES_PAGE_SIZE = 50;

/**
 * The sort key of `column` for the trade at position k of the report's trades: the number shown, the
 * text shown, or for the side +1 → −1 so that longs come first (unknown sides between).
 */
export function tradeSortKey(orders: OrderColumns, report: Pick<OrderReport, 'trades' | 'tradeNets'>, column: TradeColumn): (k: number) => SortKey {
  const order = (k: number) => valueAt(report.trades, k);
  switch (column) {
    case 'time':
      return (k) => orders.time[order(k)];
    case 'orderNo':
      return (k) => orders.orderNo[order(k)];
    case 'symbol':
      return (k) => orders.symbols[valueAt(orders.symbol, order(k))];
    case 'side':
      return (k) => -valueAt(orders.side, order(k));
    case 'type':
      return (k) => orders.typeText[order(k)];
    case 'orderType':
      return (k) => orders.orderTypes[valueAt(orders.orderType, order(k))];
    case 'price':
      return (k) => orders.dealPrice[order(k)];
    case 'quantity':
      return (k) => orders.quantity[order(k)];
    case 'realizedPnl':
      return (k) => orders.realizedPnl[order(k)];
    case 'fee':
      return (k) => Math.abs(valueAt(orders.fee, order(k)));
    case 'net':
      return (k) => report.tradeNets[k];
  }
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function utcTimestamp(time: number): string {
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 19).replace('T', ' ') : '';
}

/** 'long', 'short' or '' for +1, −1, 0. */
export function sideKey(side: number): 'long' | 'short' | '' {
  return side === 1 ? 'long' : side === -1 ? 'short' : '';
}

/** One trade as exported (UTC time, the file's texts as texts, numbers as numbers; fee as |Fee|). */
export interface TradeRecord {
  timeUtc: string;
  orderNo: string;
  symbol: string;
  side: 'long' | 'short' | '';
  type: string;
  orderType: string;
  price: number;
  quantity: number;
  realizedPnl: number;
  fee: number;
  net: number;
}

export function tradeRecord(orders: OrderColumns, index: number, net: number): TradeRecord {
  return {
    timeUtc: utcTimestamp(valueAt(orders.time, index)),
    orderNo: orders.orderNo[index] ?? '',
    symbol: orders.symbols[valueAt(orders.symbol, index)] ?? '',
    side: sideKey(valueAt(orders.side, index)),
    type: orders.typeText[index] ?? '',
    orderType: orders.orderTypes[valueAt(orders.orderType, index)] ?? '',
    price: valueAt(orders.dealPrice, index),
    quantity: valueAt(orders.quantity, index),
    realizedPnl: valueAt(orders.realizedPnl, index),
    fee: Math.abs(valueAt(orders.fee, index)),
    net,
  };
}
