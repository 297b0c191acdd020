import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeOrders } from './order-analyzer/core/report/analyzeOrders';
import { all, buildOrders, type TestOrder } from './order-analyzer/core/report/testOrders.testHelper';
import { computeReport } from '../shared/trades/performanceReport';
import { importTradeText } from '../shared/trades/tradeImport';

/**
 * The shared metrics give the same numbers in Performance Pro and in the order analyzer
 * for the same trades. The 150 sample trades go (a) into the analyzer as one closing order each
 * (Realized PNL = pnl, Fee = fee, time = the trade's date read as UTC) and (b) into Performance Pro
 * through its own import, with daily aggregation and a risk-free rate of 0, from the same capital.
 */
const INITIAL_CAPITAL = 10_000;
const SHARED = ['trades', 'netPnl', 'winRate', 'profitFactor', 'payoffRatio', 'expectancy', 'avgNetPerTrade', 'totalReturn', 'maxDrawdown', 'kellyPct', 'sharpe', 'sortino', 'cagr'] as const;

const text = readFileSync(new URL('../../../tests/fixtures/samples/trades.json', import.meta.url), 'utf8');
const raw = JSON.parse(text) as { date: string; symbol: string; side: string; pnl: number; fee: number }[];

/** 'YYYY-MM-DD HH:MM:SS' in UTC+8 (what buildOrders reads, like the export) of a date given in UTC. */
function exportTime(utcMs: number): string {
  return new Date(utcMs + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function relativeGap(a: number, b: number): number {
  if (a === b) return 0;
  return Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
}

describe('shared metrics: Performance Pro and the order analyzer agree', () => {
  const imported = importTradeText(text, 'json');
  if (!imported.ok) throw new Error('the sample trades did not import');
  const trades = imported.mapped.trades;
  const pp = computeReport(trades, { initialCapital: INITIAL_CAPITAL, aggregation: 'daily', riskFreeRate: 0, taxRate: 0, taxOnlyProfits: false, percentReturns: false });

  const orders = buildOrders(
    trades.map(
      (trade): TestOrder => ({
        time: exportTime(trade.time),
        symbol: trade.symbol,
        type: trade.side === 'short' ? 'Close Short' : 'Close Long',
        realizedPnl: trade.pnl,
        fee: trade.fee,
      }),
    ),
  );
  const oa = analyzeOrders(orders, all(orders), INITIAL_CAPITAL);

  it('reads the same 150 trades on both sides, at the same UTC times', () => {
    expect(raw).toHaveLength(150);
    expect(trades).toHaveLength(150);
    expect(Array.from(orders.time)).toEqual(pp.trades.map((trade) => trade.time));
    expect(Array.from(oa.tradeNets)).toEqual(Array.from(pp.nets));
    expect(oa.days).toBe(pp.returns.length);
    expect(Array.from(oa.daily.returns)).toEqual(Array.from(pp.returns));
  });

  it.each(SHARED)('%s is the same (1e-12 relative)', (key) => {
    const a = oa.kpis[key];
    const b = pp.metrics[key];
    expect(Number.isFinite(a), `${key}: analyzer ${a}`).toBe(true);
    expect(relativeGap(a, b), `${key}: analyzer ${a}, Performance Pro ${b}`).toBeLessThanOrEqual(1e-12);
  });
});
