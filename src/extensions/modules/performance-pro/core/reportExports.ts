import { toCsv, type CsvCell } from '../../../../ui/csv';
import { isoUtc } from '../../../shared/trades/parseTradeDate';
import { METRIC_KEYS, type PerformanceReport } from '../../../shared/trades/performanceReport';
import type { ReportSettings } from '../../../shared/trades/performanceReport';
import type { TradeFilters } from './filterTrades';
import type { Trade } from '../../../shared/trades/trade';
import { valueAt } from '../../../../finance/valueAt';

/**
 * The exports (pure; the UI saves them with downloadText):
 * - metrics JSON: settings, filters and every KPI; a value that is not computable is null, an infinite
 *   profit factor the text "Infinity" (as in data-value);
 * - series CSV (toCsv, formula-safe): `series,index,time,value` rows for equity, drawdown and the
 *   period returns;
 * - the trade list JSON, which the importer reads back (its keys are the field names).
 */
export interface MonteCarloSummary {
  ruinProbability: number;
  mcP5: number;
  mcP50: number;
  mcP95: number;
  iterations: number;
  length: number;
  seed: number;
  ruinThresholdPct: number;
}

function jsonNumber(value: number): number | string | null {
  if (Number.isFinite(value)) return value;
  return value === Infinity ? 'Infinity' : null;
}

export function metricsJson(report: PerformanceReport, settings: ReportSettings, filters: TradeFilters, monteCarlo: MonteCarloSummary | null): string {
  const metrics: Record<string, number | string | null> = {};
  for (const key of METRIC_KEYS) metrics[key] = jsonNumber(report.metrics[key]);
  const mc = monteCarlo
    ? Object.fromEntries(Object.entries(monteCarlo).map(([key, value]) => [key, jsonNumber(value)]))
    : null;
  return `${JSON.stringify(
    {
      tool: 'performance-calculator-pro',
      settings: { ...settings, returnBasis: report.basis, periodsPerYear: report.periodsPerYear, riskFreePerPeriod: report.riskFreePerPeriod },
      filters,
      metrics,
      monteCarlo: mc,
    },
    null,
    2,
  )}\n`;
}

export function seriesCsv(report: PerformanceReport): string {
  const rows: CsvCell[][] = [['series', 'index', 'time', 'value']];
  const first = report.trades[0]?.time;
  report.equity.forEach((value, i) => {
    // Point 0 is the start (before the first trade): stamped with the first trade's time.
    const time = i === 0 ? first : report.trades[i - 1]?.time;
    rows.push(['equity', i, time === undefined ? '' : isoUtc(time), value]);
  });
  report.drawdown.forEach((value, i) => {
    const time = i === 0 ? first : report.trades[i - 1]?.time;
    rows.push(['drawdown', i, time === undefined ? '' : isoUtc(time), value]);
  });
  report.returns.forEach((value, i) => rows.push(['periodReturn', i, isoUtc(valueAt(report.returnTimes, i)), value]));
  return toCsv(rows);
}

/** The trade list as JSON (dates as ISO UTC; missing numbers as null). */
export function tradesJson(trades: readonly Trade[]): string {
  const num = (value: number) => (Number.isFinite(value) ? value : null);
  return `${JSON.stringify(
    trades.map((trade) => ({
      date: isoUtc(trade.time),
      symbol: trade.symbol,
      side: trade.side,
      pnl: trade.pnl,
      fee: trade.fee,
      returnPct: num(trade.returnPct),
      rMultiple: num(trade.rMultiple),
      size: num(trade.size),
      tags: trade.tags.join(', '),
      notes: trade.notes,
    })),
    null,
    1,
  )}\n`;
}
