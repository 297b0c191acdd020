import { toCsv, type CsvCell } from '../../../../../ui/csv';
import type { OrderColumns } from '../orderData';
import { KPI_KEYS, type OrderReport } from './analyzeOrders';
import { SESSION_KEYS } from './sessions';
import { tradeRecord, type TradeRecord } from './tradeTable';
import { valueAt } from '../../../../../finance/valueAt';

const TRADE_HEADER = ['time_utc', 'order_no', 'symbol', 'side', 'type', 'order_type', 'price', 'quantity', 'realized_pnl', 'fee', 'net'] as const;

/** Every trade of the report (not only the visible page) as records, in time order. */
export function tradeRecords(orders: OrderColumns, report: OrderReport): TradeRecord[] {
  return Array.from(report.trades, (index, k) => tradeRecord(orders, index, valueAt(report.tradeNets, k)));
}

/** The trades as CSV (formula-safe cells via toCsv; fee as |Fee|; times in UTC). */
export function tradesCsv(records: readonly TradeRecord[]): string {
  const rows: CsvCell[][] = [[...TRADE_HEADER]];
  for (const r of records) rows.push([r.timeUtc, r.orderNo, r.symbol, r.side, r.type, r.orderType, r.price, r.quantity, r.realizedPnl, r.fee, r.net]);
  return toCsv(rows);
}

/** The trades as JSON text (non-finite numbers become null). */
export function tradesJson(records: readonly TradeRecord[]): string {
  return JSON.stringify(records, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value), 2);
}

/** What the KPI export says about how the numbers were made. */
export interface KpiExportContext {
  fileName: string;
  from: string | null;
  to: string | null;
  symbol: string | null;
  side: string;
}

/** JSON of a KPI: the number, 'Infinity' for a profit factor without losses, null when not computable. */
function kpiJsonValue(value: number): number | string | null {
  if (Number.isFinite(value)) return value;
  return value === Infinity ? 'Infinity' : null;
}

/** The KPIs and the session breakdown as CSV rows `metric,value` (empty value when not computable). */
export function kpisCsv(report: OrderReport, context: KpiExportContext): string {
  const rows: CsvCell[][] = [['metric', 'value']];
  rows.push(['file', context.fileName], ['from', context.from ?? ''], ['to', context.to ?? ''], ['symbol', context.symbol ?? 'all'], ['side', context.side]);
  rows.push(['initialCapital', report.initialCapital], ['days', report.days]);
  for (const key of KPI_KEYS) {
    const value = report.kpis[key];
    rows.push([key, value === Infinity ? 'Infinity' : value]);
  }
  for (const key of SESSION_KEYS) {
    const s = report.sessions[key];
    rows.push([`session.${key}.trades`, s.trades], [`session.${key}.net`, s.net], [`session.${key}.winRate`, s.winRate]);
  }
  return toCsv(rows);
}

/** The KPIs and the session breakdown as JSON text. */
export function kpisJson(report: OrderReport, context: KpiExportContext): string {
  const kpis = Object.fromEntries(KPI_KEYS.map((key) => [key, kpiJsonValue(report.kpis[key])]));
  const sessions = Object.fromEntries(
    SESSION_KEYS.map((key) => {
      const s = report.sessions[key];
      return [key, { trades: s.trades, net: s.net, wins: s.wins, winRate: kpiJsonValue(s.winRate) }];
    }),
  );
  return JSON.stringify({ ...context, initialCapital: report.initialCapital, days: report.days, kpis, sessions }, null, 2);
}
