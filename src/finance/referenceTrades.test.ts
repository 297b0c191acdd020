/**
 * Cross-check against independently computed reference values (tests/fixtures/samples/misc.expected.json)
 * for the Performance Pro sample trades.json: 150 trades, initial capital 10,000, each trade one
 * period (r_i = net_i / equity before trade i), risk-free 0, P = 1.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { periodReturns, sharpeRatio, sortinoRatio } from './periodReturns';
import { equityCurve, maxDrawdown, tradeNet, tradeStats } from './tradeMetrics';

interface SampleTrade {
  date: string;
  pnl: number;
  fee: number;
}

const trades = JSON.parse(readFileSync(new URL('../../tests/fixtures/samples/trades.json', import.meta.url), 'utf8')) as SampleTrade[];
const expected = JSON.parse(readFileSync(new URL('../../tests/fixtures/samples/misc.expected.json', import.meta.url), 'utf8')) as Record<string, number>;
const INITIAL = 10_000;

/** |actual − expected| ≤ 1e-9 · |expected| (relative, no absolute floor). */
function expectRelative(actual: number, reference: number, name: string): void {
  expect(Number.isFinite(actual), `${name} = ${actual} is finite`).toBe(true);
  expect(Math.abs(actual - reference), `${name}: ${actual} vs ${reference}`).toBeLessThanOrEqual(1e-9 * Math.abs(reference));
}

/** Every reference value computed from the given nets with the shared modules. */
function metrics(nets: number[]): Record<string, number> {
  const stats = tradeStats(nets);
  const returns = periodReturns(INITIAL, nets);
  return {
    trades: stats.trades,
    netPnl: stats.netTotal,
    winRate: stats.winRate,
    profitFactor: stats.profitFactor,
    payoffRatio: stats.payoffRatio,
    maxDrawdown: maxDrawdown(equityCurve(INITIAL, nets)),
    sharpePerTrade: sharpeRatio(returns, 0, 1),
    sortinoPerTrade: sortinoRatio(returns, 0, 1),
  };
}

const KEYS = ['trades', 'netPnl', 'winRate', 'profitFactor', 'payoffRatio', 'maxDrawdown', 'sharpePerTrade', 'sortinoPerTrade'] as const;

describe('reference trades (trades.json → misc.expected.json)', () => {
  it('the fixture is what the reference describes', () => {
    expect(trades.length).toBe(150);
    expect(expected.initialCapital).toBe(INITIAL);
    expect(expected.trades).toBe(150);
    // Rows are in time order, so per-trade periods follow the file order.
    const dates = trades.map((trade) => trade.date);
    expect([...dates].sort()).toEqual(dates);
  });

  const nets = trades.map((trade) => tradeNet(trade.pnl, trade.fee));
  const ours = metrics(nets);
  it.each(KEYS)('%s matches to 1e-9 relative with net = pnl − |fee|', (key) => {
    expectRelative(ours[key] as number, expected[key] as number, key);
  });

  it('the reference nets the fee: gross PnL (fee ignored) matches none of the money metrics', () => {
    const gross = metrics(trades.map((trade) => trade.pnl));
    for (const key of KEYS) {
      if (key === 'trades') continue;
      const relative = Math.abs((gross[key] as number) - (expected[key] as number)) / Math.abs(expected[key] as number);
      expect(relative, key).toBeGreaterThan(1e-3);
    }
  });
});
