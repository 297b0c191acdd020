import type { OrderColumns } from '../orderData';
import { utcDayIndex } from '../../../../../finance/periodReturns';
import { valueAt } from '../../../../../finance/valueAt';

/** The report's filters. Days are UTC day numbers (days since 1970-01-01), inclusive. */
export interface OrderFilter {
  /** First UTC day included; null = from the first order. */
  fromDay: number | null;
  /** Last UTC day included; null = to the last order. */
  toDay: number | null;
  /** A symbol as written in the file ('SOL-USDT'); null = all symbols. */
  symbol: string | null;
  side: 'all' | 'long' | 'short';
}

export const NO_FILTER: OrderFilter = { fromDay: null, toDay: null, symbol: null, side: 'all' };

/**
 * The indices (into the columns, ascending, so still in time order) of the orders that pass the
 * filter: one pass, one typed array. A symbol that is not in the file selects nothing.
 */
export function selectOrders(orders: OrderColumns, filter: OrderFilter): Int32Array {
  const symbolIndex = filter.symbol === null ? -1 : orders.symbols.indexOf(filter.symbol);
  if (filter.symbol !== null && symbolIndex < 0) return new Int32Array(0);
  const side = filter.side === 'long' ? 1 : filter.side === 'short' ? -1 : 0;
  const fromDay = filter.fromDay ?? -Infinity;
  const toDay = filter.toDay ?? Infinity;
  const picked = new Int32Array(orders.count);
  let n = 0;
  for (let i = 0; i < orders.count; i++) {
    if (symbolIndex >= 0 && orders.symbol[i] !== symbolIndex) continue;
    if (side !== 0 && orders.side[i] !== side) continue;
    if (fromDay !== -Infinity || toDay !== Infinity) {
      const day = utcDayIndex(valueAt(orders.time, i));
      if (day < fromDay || day > toDay) continue;
    }
    picked[n++] = i;
  }
  return picked.slice(0, n);
}

/** 'YYYY-MM-DD' (a native date input's value) as a UTC day number; null when empty or invalid. */
export function dayFromDateInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const date = new Date(time);
  if (Number.isNaN(time) || date.getUTCDate() !== Number(match[3]) || date.getUTCMonth() !== Number(match[2]) - 1) return null;
  return utcDayIndex(time);
}

/** A UTC day number as 'YYYY-MM-DD' (for a date input's min, max and value). */
export function dateInputFromDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
