import type { OrderColumns } from '../orderData';
import { orderNet, type GroupStats } from './analyzeOrders';
import { valueAt } from '../../../../../finance/valueAt';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** One order type (Market, Limit, …) of the selection. */
export interface OrderTypeStats extends GroupStats {
  /** The type as written in the file ('' when the column is absent or blank). */
  name: string;
  /** Orders of this type, opening and closing. */
  orders: number;
  /** Σ |Fee| / orders: the average fee of one order of this type. */
  avgFee: number;
}

/**
 * Trades, net (Σ trade nets), win rate and average fee per order type, in one pass; types without
 * an order in the selection are left out; sorted by the number of orders, most first.
 */
export function orderTypeBreakdown(orders: OrderColumns, selection: Int32Array): OrderTypeStats[] {
  const count = orders.orderTypes.length;
  const orderCount = new Float64Array(count);
  const feeSum = new Float64Array(count);
  const trades = new Float64Array(count);
  const wins = new Float64Array(count);
  const net = new Float64Array(count);
  for (let k = 0; k < selection.length; k++) {
    const i = valueAt(selection, k);
    const type = valueAt(orders.orderType, i);
    if (type < 0 || type >= count) continue;
    orderCount[type] = valueAt(orderCount, type) + 1;
    feeSum[type] = valueAt(feeSum, type) + Math.abs(valueAt(orders.fee, i));
    if (orders.isClose[i] !== 1) continue;
    const value = orderNet(orders, i);
    trades[type] = valueAt(trades, type) + 1;
    net[type] = valueAt(net, type) + value;
    if (value > 0) wins[type] = valueAt(wins, type) + 1;
  }
  const result: OrderTypeStats[] = [];
  for (let type = 0; type < count; type++) {
    const n = valueAt(orderCount, type);
    if (n === 0) continue;
    const t = valueAt(trades, type);
    result.push({
      name: orders.orderTypes[type] ?? '',
      orders: n,
      trades: t,
      net: valueAt(net, type),
      wins: valueAt(wins, type),
      winRate: t > 0 ? valueAt(wins, type) / t : NaN,
      avgFee: valueAt(feeSum, type) / n,
    });
  }
  return result.sort((a, b) => b.orders - a.orders);
}

/** A grid of sums with the number of items in each cell (NaN-free: empty cells hold 0 and count 0). */
export interface Heatmap {
  rowKeys: string[];
  columnKeys: string[];
  /** values[row][column]. */
  values: Float64Array[];
  counts: Float64Array[];
  /** Largest |value| of any cell (0 when all are 0): the colour scale's end. */
  maxAbs: number;
}

function finishHeatmap(rowKeys: string[], columnKeys: string[], values: Float64Array[], counts: Float64Array[]): Heatmap {
  let maxAbs = 0;
  for (const row of values) for (const value of row) if (Math.abs(value) > maxAbs) maxAbs = Math.abs(value);
  return { rowKeys, columnKeys, values, counts, maxAbs };
}

export const SIDE_COLUMNS = ['long', 'short', 'unknown'] as const;

/**
 * Net PnL by symbol × side over every selected order (Realized PNL − |Fee|, opening fees
 * included, so the cells add up to the net PnL). Rows: the symbols that occur, by name; columns
 * long, short and — only when some order has no recognisable side — unknown.
 */
export function symbolSideHeatmap(orders: OrderColumns, selection: Int32Array): Heatmap {
  const symbolCount = orders.symbols.length;
  const values = new Float64Array(symbolCount * 3);
  const counts = new Float64Array(symbolCount * 3);
  for (let k = 0; k < selection.length; k++) {
    const i = valueAt(selection, k);
    const symbol = valueAt(orders.symbol, i);
    if (symbol < 0 || symbol >= symbolCount) continue;
    const side = orders.side[i] === 1 ? 0 : orders.side[i] === -1 ? 1 : 2;
    values[symbol * 3 + side] = valueAt(values, symbol * 3 + side) + orderNet(orders, i);
    counts[symbol * 3 + side] = valueAt(counts, symbol * 3 + side) + 1;
  }
  const used: number[] = [];
  let unknownUsed = false;
  for (let s = 0; s < symbolCount; s++) {
    const total = valueAt(counts, s * 3) + valueAt(counts, s * 3 + 1) + valueAt(counts, s * 3 + 2);
    if (total > 0) used.push(s);
    if (valueAt(counts, s * 3 + 2) > 0) unknownUsed = true;
  }
  used.sort((a, b) => ((orders.symbols[a] ?? '') < (orders.symbols[b] ?? '') ? -1 : 1));
  const columns = unknownUsed ? 3 : 2;
  return finishHeatmap(
    used.map((s) => orders.symbols[s] ?? ''),
    SIDE_COLUMNS.slice(0, columns) as unknown as string[],
    used.map((s) => values.slice(s * 3, s * 3 + columns)),
    used.map((s) => counts.slice(s * 3, s * 3 + columns)),
  );
}

/** Weekdays Monday first (UTC). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * Net PnL of the trades by UTC weekday (rows, Monday first) × UTC hour of the closing time
 * (columns 0–23), like the session breakdown. One pass, no Date objects.
 */
export function weekdayHourHeatmap(orders: OrderColumns, trades: Int32Array, tradeNets: Float64Array): Heatmap {
  const values = WEEKDAYS.map(() => new Float64Array(24));
  const counts = WEEKDAYS.map(() => new Float64Array(24));
  for (let k = 0; k < trades.length; k++) {
    const time = valueAt(orders.time, valueAt(trades, k));
    const day = Math.floor(time / DAY_MS);
    // 1970-01-01 (day 0) was a Thursday: Monday-first index 3.
    const weekday = (((day + 3) % 7) + 7) % 7;
    const hour = Math.floor((time - day * DAY_MS) / HOUR_MS);
    const row = values[weekday] as Float64Array;
    row[hour] = valueAt(row, hour) + valueAt(tradeNets, k);
    const countRow = counts[weekday] as Float64Array;
    countRow[hour] = valueAt(countRow, hour) + 1;
  }
  return finishHeatmap([...WEEKDAYS], Array.from({ length: 24 }, (_, hour) => String(hour)), values, counts);
}

export interface Histogram {
  /** Bin edges (length bins + 1); bin b holds values in [edges[b], edges[b+1]) — the last bin includes its upper edge. */
  edges: Float64Array;
  counts: Float64Array;
}

/** Equal-width histogram of the values with about √n bins (at most `maxBins`); one bin when all are equal. */
export function histogram(values: ArrayLike<number>, maxBins = 40): Histogram {
  const n = values.length;
  if (n === 0) return { edges: new Float64Array(0), counts: new Float64Array(0) };
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = valueAt(values, i);
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (min === max) return { edges: Float64Array.of(min - 0.5, max + 0.5), counts: Float64Array.of(n) };
  const bins = Math.max(1, Math.min(maxBins, Math.ceil(Math.sqrt(n))));
  const width = (max - min) / bins;
  const edges = new Float64Array(bins + 1);
  for (let b = 0; b <= bins; b++) edges[b] = min + b * width;
  edges[bins] = max;
  const counts = new Float64Array(bins);
  for (let i = 0; i < n; i++) {
    const b = Math.min(bins - 1, Math.floor((valueAt(values, i) - min) / width));
    counts[b] = valueAt(counts, b) + 1;
  }
  return { edges, counts };
}
