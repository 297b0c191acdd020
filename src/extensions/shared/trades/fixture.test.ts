import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { autoMapping } from './headerMatching';
import { mapTrades } from './mapTrades';
import { computeReport, type ReportSettings } from './performanceReport';
import { parseTradeTable } from './tradeTable';

/** The reference values of tests/fixtures/samples/misc.expected.json, computed independently of the product. */
const expected = JSON.parse(readFileSync('tests/fixtures/samples/misc.expected.json', 'utf8')) as Record<string, number>;

const SETTINGS: ReportSettings = { initialCapital: 10_000, aggregation: 'none', riskFreeRate: 0, taxRate: 0, taxOnlyProfits: true, percentReturns: false };

function close(actual: number, wanted: number): void {
  expect(Math.abs(actual - wanted) / Math.max(Math.abs(wanted), 1e-12)).toBeLessThanOrEqual(1e-9);
}

describe.each(['csv', 'json'] as const)('fixture trades.%s through the pure pipeline', (format) => {
  it('reproduces misc.expected.json to 1e-9 relative', () => {
    const text = readFileSync(`tests/fixtures/samples/trades.${format}`, 'utf8');
    const parsed = parseTradeTable(text, format);
    if (!parsed.ok) throw new Error(parsed.error);
    const mapped = mapTrades(parsed.table, autoMapping(parsed.table.headers));
    expect(mapped.errors).toEqual([]);
    const { metrics } = computeReport(mapped.trades, { ...SETTINGS, initialCapital: expected.initialCapital as number });
    expect(metrics.trades).toBe(expected.trades);
    close(metrics.netPnl, expected.netPnl as number);
    close(metrics.winRate, expected.winRate as number);
    close(metrics.profitFactor, expected.profitFactor as number);
    close(metrics.payoffRatio, expected.payoffRatio as number);
    close(metrics.maxDrawdown, expected.maxDrawdown as number);
    close(metrics.sharpe, expected.sharpePerTrade as number);
    close(metrics.sortino, expected.sortinoPerTrade as number);
  });
});
