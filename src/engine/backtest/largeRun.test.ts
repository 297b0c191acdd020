import { describe, expect, it } from 'vitest';
import type { BacktestDeclaration } from './declaration';
import { backtestTransferList, runBacktestJob } from './backtestJob';
import { randomWalk } from './randomWalk.testHelper';

const largeDeclaration: BacktestDeclaration = {
  id: 'large',
  indicators: [
    { id: 'z', kind: 'zscore', params: { period: 'period' } },
    { id: 'trend', kind: 'ema', params: { period: 200 } },
    { id: 'bb', kind: 'bollinger', params: { period: 'period', k: 2 } },
  ],
  rules: {
    long: 'crossBelow(z, -entryZ) and close > trend * 0.98',
    exitLong: 'z > 0 or close > bb.upper',
    short: 'crossAbove(z, entryZ) and close < trend * 1.02',
    exitShort: 'z < 0 or close < bb.lower',
  },
  params: [
    { id: 'period', label: { en: 'Lookback', de: 'Rückblick' }, default: 50, min: 5, max: 500, integer: true },
    { id: 'entryZ', label: { en: 'Entry z', de: 'Einstiegs-z' }, default: 2, min: 0.5, max: 4 },
  ],
  side: 'both',
  stop: { atrMultiple: 3, atrPeriod: 14 },
  takeProfit: { percent: 2 },
};

describe('a 100,000-bar run', () => {
  it('completes with finite KPIs', () => {
    const result = runBacktestJob({ series: randomWalk(100_000), declaration: largeDeclaration, params: {}, settings: { feeBps: 5, slippageBps: 2, fundingPer8h: 0.01, leverage: 2 } });
    expect(result.equity).toHaveLength(100_000);
    expect(result.trades.length).toBeGreaterThan(100);
    const { kpis } = result;
    for (const key of ['trades', 'netPnl', 'totalReturn', 'winRate', 'profitFactor', 'maxDrawdown', 'exposure', 'buyAndHoldReturn', 'sharpe', 'avgBarsInTrade'] as const) {
      expect(Number.isFinite(kpis[key]), key).toBe(true);
    }
    // The equity's end is the sum of the trades' P&L.
    expect(result.trades.reduce((sum, trade) => sum + trade.pnl, 0)).toBeCloseTo(kpis.netPnl, 6);
    // equity, drawdown, buy-and-hold, position and 7 indicator outputs (z, trend, bb's five).
    expect(backtestTransferList(result)).toHaveLength(4 + 7);
  });
});
