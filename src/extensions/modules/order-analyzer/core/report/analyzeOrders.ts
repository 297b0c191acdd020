import { coreKpis } from '../../../../../finance/coreKpis';
import { periodReturns, utcDayIndex } from '../../../../../finance/periodReturns';
import { drawdownCurve, equityCurve, tradeNet, tradeStats, type TradeStats } from '../../../../../finance/tradeMetrics';
import type { OrderColumns } from '../orderData';
import { SESSION_KEYS, sessionIndexOfHour, type SessionKey } from './sessions';
import { valueAt } from '../../../../../finance/valueAt';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The KPI keys, in display order: each renders as `<output name="KEY" data-value>`. */
export const KPI_KEYS = [
  'trades',
  'realizedPnl',
  'fees',
  'netPnl',
  'winRate',
  'profitFactor',
  'avgNetPerTrade',
  'payoffRatio',
  'expectancy',
  'totalReturn',
  'maxDrawdown',
  'sharpe',
  'sortino',
  'cagr',
  'kellyPct',
] as const;

export type KpiKey = (typeof KPI_KEYS)[number];
export type OrderKpis = Record<KpiKey, number>;

/** Trades, net and wins of a group of trades (a session, an order type, …). */
export interface GroupStats {
  trades: number;
  /** Σ of the trades' nets (Realized PNL − |Fee| of each closing order). */
  net: number;
  wins: number;
  /** wins / trades (NaN without trades). */
  winRate: number;
}

/** Every UTC calendar day from the first to the last order's day (zero days included). */
export interface DailySeries {
  /** UTC midnight of each day. */
  starts: Float64Array;
  /** Σ (Realized PNL − |Fee|) of the day's orders. */
  nets: Float64Array;
  /** r_d = day net / equity at the end of the previous day (NaN once the equity is gone). */
  returns: Float64Array;
  /** Equity at the end of each day. */
  equityEnd: Float64Array;
}

export interface OrderReport {
  initialCapital: number;
  /** Orders in the selection (opening and closing). */
  rows: number;
  kpis: OrderKpis;
  stats: TradeStats;
  /** Days in the daily series (D). */
  days: number;
  /** Equity after the last order. */
  finalEquity: number;
  /** Equity path row by row: [initial, after order 1, …] (length rows + 1). */
  equity: Float64Array;
  /** (peak − equity) / peak along {@link equity}. */
  drawdown: Float64Array;
  /** Time (UTC ms) of each point of {@link equity}; the start point takes the first order's time. */
  equityTime: Float64Array;
  daily: DailySeries;
  /** Order indices (into the columns) of the trades, i.e. the closing orders, in time order. */
  trades: Int32Array;
  /** Net of each trade (same positions as {@link trades}). */
  tradeNets: Float64Array;
  sessions: Record<SessionKey, GroupStats>;
}

/** A trade's or order's net: Realized PNL − |Fee| (tradeNet of src/finance/tradeMetrics.ts). */
export function orderNet(orders: OrderColumns, index: number): number {
  return tradeNet(valueAt(orders.realizedPnl, index), valueAt(orders.fee, index));
}

function emptyGroup(): GroupStats {
  return { trades: 0, net: 0, wins: 0, winRate: NaN };
}

/**
 * The report of the selected orders (indices in time order, see selectOrders) with the definitions
 *, stated on the page:
 *
 * - a closing order is a trade; realizedPnl = Σ Realized PNL, fees = Σ |Fee| over all rows,
 *   netPnl = realizedPnl − fees; a trade's net = its Realized PNL − its |Fee|;
 * - trades, winRate, profitFactor, avgNetPerTrade, payoffRatio, expectancy, kellyPct from tradeStats
 *   of the trades' nets;
 * - equity starts at `initialCapital` and moves by (Realized PNL − |Fee|) at every row in time
 *   order; totalReturn = netPnl / initialCapital; maxDrawdown = max (peak − equity)/peak on that path;
 * - daily series over every UTC day from the first to the last row's day; r_d = day net / equity at
 *   the end of the previous day; sharpe = mean(r)/sd(r)·√365 (sample sd); sortino =
 *   mean(r)/√(Σ min(r,0)²/D)·√365; cagr = (final equity / initial)^(365/D) − 1.
 *
 * Linear in the number of rows, typed arrays only (no object per row). Ratios are fractions.
 */
export function analyzeOrders(orders: OrderColumns, selection: Int32Array, initialCapital: number): OrderReport {
  const rows = selection.length;
  const deltas = new Float64Array(rows);
  let tradeCount = 0;
  let realizedPnl = 0;
  let fees = 0;
  for (let k = 0; k < rows; k++) {
    const i = valueAt(selection, k);
    realizedPnl += valueAt(orders.realizedPnl, i);
    fees += Math.abs(valueAt(orders.fee, i));
    deltas[k] = orderNet(orders, i);
    if (orders.isClose[i] === 1) tradeCount++;
  }

  const trades = new Int32Array(tradeCount);
  const tradeNets = new Float64Array(tradeCount);
  const sessionGroups = SESSION_KEYS.map(emptyGroup);
  const equityTime = new Float64Array(rows + 1);
  let t = 0;
  for (let k = 0; k < rows; k++) {
    const i = valueAt(selection, k);
    const time = valueAt(orders.time, i);
    equityTime[k + 1] = time;
    if (orders.isClose[i] !== 1) continue;
    const net = valueAt(deltas, k);
    trades[t] = i;
    tradeNets[t] = net;
    t++;
    const hour = Math.floor((time - Math.floor(time / DAY_MS) * DAY_MS) / HOUR_MS);
    const group = sessionGroups[sessionIndexOfHour(hour)] as GroupStats;
    group.trades++;
    group.net += net;
    if (net > 0) group.wins++;
  }
  equityTime[0] = rows > 0 ? valueAt(equityTime, 1) : NaN;
  for (const group of sessionGroups) group.winRate = group.trades > 0 ? group.wins / group.trades : NaN;

  const equity = equityCurve(initialCapital, deltas);
  const drawdown = drawdownCurve(equity);
  const finalEquity = valueAt(equity, rows);

  const daily = dailySeries(orders, selection, deltas, initialCapital);
  const days = daily.nets.length;
  const stats = tradeStats(tradeNets);
  const netPnl = realizedPnl - fees;

  const kpis: OrderKpis = {
    ...coreKpis({ stats, netPnl, initialCapital, drawdown, finalEquity, days, returns: daily.returns, riskFreePerPeriod: 0, periodsPerYear: 365 }),
    realizedPnl,
    fees,
  };

  const sessions = Object.fromEntries(SESSION_KEYS.map((key, index) => [key, sessionGroups[index] as GroupStats])) as Record<SessionKey, GroupStats>;
  return { initialCapital, rows, kpis, stats, days, finalEquity, equity, drawdown, equityTime, daily, trades, tradeNets, sessions };
}

/** The daily series of the selection (see {@link DailySeries}); `deltas` are the rows' nets in selection order. */
function dailySeries(orders: OrderColumns, selection: Int32Array, deltas: Float64Array, initialCapital: number): DailySeries {
  const rows = selection.length;
  if (rows === 0) {
    const none = new Float64Array(0);
    return { starts: none, nets: none, returns: none, equityEnd: none };
  }
  // Time order: the first and the last selected rows hold the first and the last day.
  const firstDay = utcDayIndex(valueAt(orders.time, valueAt(selection, 0)));
  const lastDay = utcDayIndex(valueAt(orders.time, valueAt(selection, rows - 1)));
  const count = lastDay - firstDay + 1;
  const nets = new Float64Array(count);
  const starts = new Float64Array(count);
  for (let d = 0; d < count; d++) starts[d] = (firstDay + d) * DAY_MS;
  for (let k = 0; k < rows; k++) {
    const d = utcDayIndex(valueAt(orders.time, valueAt(selection, k))) - firstDay;
    nets[d] = valueAt(nets, d) + valueAt(deltas, k);
  }
  const equityEnd = new Float64Array(count);
  let equity = initialCapital;
  for (let d = 0; d < count; d++) {
    equity += valueAt(nets, d);
    equityEnd[d] = equity;
  }
  return { starts, nets, returns: periodReturns(initialCapital, nets), equityEnd };
}
