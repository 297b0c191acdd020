import type { OrderColumns } from '../orderData';

/** Columns of the trades table and of its export, by key. */
export const TRADE_COLUMNS = ['time', 'orderNo', 'symbol', 'side', 'type', 'orderType', 'price', 'quantity', 'realizedPnl', 'fee', 'net'] as const;
export type TradeColumn = (typeof TRADE_COLUMNS)[number];
export type SortDirection = 'ascending' | 'descending';

/** Trades per page of the table. */
export const TRADES_PAGE_SIZE = 50;

function textRanks(texts: readonly string[], collator: Intl.Collator): Map<string, number> {
  const unique = [...new Set(texts)].sort(collator.compare);
  return new Map(unique.map((text, rank) => [text, rank]));
}

/**
 * The positions 0…n−1 of the trades in the table's order: by `column` and `direction`, ties in time
 * order (stable). Texts sort by rank of their distinct values (one collation per distinct value, not
 * per comparison), so sorting 100,000 trades stays a typed-array sort.
 */
export function sortTradePositions(orders: OrderColumns, trades: Int32Array, tradeNets: Float64Array, column: TradeColumn, direction: SortDirection, locale: string): Int32Array {
  const n = trades.length;
  if (column === 'time') {
    // The trades are already in time order (ties in file order): no sort needed.
    const positions = new Int32Array(n);
    for (let k = 0; k < n; k++) positions[k] = direction === 'ascending' ? k : n - 1 - k;
    if (direction === 'ascending') return positions;
    // Descending keeps equal times in their original order (stable), like every other column.
    return stableDescendingByTime(orders, trades, positions);
  }
  const keys = new Float64Array(n);
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const at = (k: number) => trades[k] as number;
  switch (column) {
    case 'orderNo': {
      const ranks = textRanks(Array.from({ length: n }, (_, k) => orders.orderNo[at(k)] ?? ''), collator);
      for (let k = 0; k < n; k++) keys[k] = ranks.get(orders.orderNo[at(k)] ?? '') ?? 0;
      break;
    }
    case 'symbol': {
      const ranks = textRanks(orders.symbols, collator);
      for (let k = 0; k < n; k++) keys[k] = ranks.get(orders.symbols[orders.symbol[at(k)] as number] ?? '') ?? 0;
      break;
    }
    case 'side':
      for (let k = 0; k < n; k++) keys[k] = -(orders.side[at(k)] as number);
      break;
    case 'type': {
      const ranks = textRanks(Array.from(new Set(Array.from({ length: n }, (_, k) => orders.typeText[at(k)] ?? ''))), collator);
      for (let k = 0; k < n; k++) keys[k] = ranks.get(orders.typeText[at(k)] ?? '') ?? 0;
      break;
    }
    case 'orderType': {
      const ranks = textRanks(orders.orderTypes, collator);
      for (let k = 0; k < n; k++) keys[k] = ranks.get(orders.orderTypes[orders.orderType[at(k)] as number] ?? '') ?? 0;
      break;
    }
    case 'price':
      for (let k = 0; k < n; k++) keys[k] = orders.dealPrice[at(k)] as number;
      break;
    case 'quantity':
      for (let k = 0; k < n; k++) keys[k] = orders.quantity[at(k)] as number;
      break;
    case 'realizedPnl':
      for (let k = 0; k < n; k++) keys[k] = orders.realizedPnl[at(k)] as number;
      break;
    case 'fee':
      for (let k = 0; k < n; k++) keys[k] = Math.abs(orders.fee[at(k)] as number);
      break;
    case 'net':
      for (let k = 0; k < n; k++) keys[k] = tradeNets[k] as number;
      break;
  }
  const sign = direction === 'ascending' ? 1 : -1;
  const positions = new Int32Array(n);
  for (let k = 0; k < n; k++) positions[k] = k;
  // NaN keys (a blank number) go last in both directions.
  return positions.sort((a, b) => {
    const ka = keys[a] as number;
    const kb = keys[b] as number;
    const na = Number.isNaN(ka);
    const nb = Number.isNaN(kb);
    if (na || nb) return na === nb ? a - b : na ? 1 : -1;
    return ka === kb ? a - b : sign * (ka - kb);
  });
}

/** Reverses runs of equal times back into ascending position order (`positions` is n−1…0). */
function stableDescendingByTime(orders: OrderColumns, trades: Int32Array, positions: Int32Array): Int32Array {
  let start = 0;
  while (start < positions.length) {
    const time = orders.time[trades[positions[start] as number] as number] as number;
    let end = start + 1;
    while (end < positions.length && orders.time[trades[positions[end] as number] as number] === time) end++;
    if (end - start > 1) positions.subarray(start, end).reverse();
    start = end;
  }
  return positions;
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
    timeUtc: utcTimestamp(orders.time[index] as number),
    orderNo: orders.orderNo[index] ?? '',
    symbol: orders.symbols[orders.symbol[index] as number] ?? '',
    side: sideKey(orders.side[index] as number),
    type: orders.typeText[index] ?? '',
    orderType: orders.orderTypes[orders.orderType[index] as number] ?? '',
    price: orders.dealPrice[index] as number,
    quantity: orders.quantity[index] as number,
    realizedPnl: orders.realizedPnl[index] as number,
    fee: Math.abs(orders.fee[index] as number),
    net,
  };
}
