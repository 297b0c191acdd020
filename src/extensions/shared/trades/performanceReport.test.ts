import { describe, expect, it } from 'vitest';
import { computeReport, sortByTime, taxesOn, type ReportSettings } from './performanceReport';
import type { Trade } from './trade';

const BASE: ReportSettings = { initialCapital: 1000, aggregation: 'none', riskFreeRate: 0, taxRate: 0, taxOnlyProfits: true, percentReturns: false };

function trade(date: string, pnl: number, fee = 0, extra: Partial<Trade> = {}): Trade {
  return { time: Date.parse(`${date}Z`), symbol: 'BTCUSDT', side: 'long', pnl, fee, returnPct: NaN, rMultiple: NaN, size: NaN, tags: [], notes: '', ...extra };
}

// Hand-computed set: nets 100, −50, 200, −100 (fees make the first 110 − 10 and the last −95 − |−5|).
const TRADES = [trade('2025-01-06T10:00:00', 110, 10), trade('2025-01-06T12:00:00', -50), trade('2025-01-08T09:00:00', 200), trade('2025-01-14T09:00:00', -95, -5)];

describe('computeReport: per trade (aggregation none)', () => {
  const report = computeReport(TRADES, BASE);
  const m = report.metrics;
  it('trade statistics on the nets', () => {
    expect(Array.from(report.nets)).toEqual([100, -50, 200, -100]);
    expect(m.trades).toBe(4);
    expect(m.netPnl).toBe(150);
    expect(m.grossProfit).toBe(300);
    expect(m.grossLoss).toBe(150);
    expect(m.winRate).toBe(0.5);
    expect(m.profitFactor).toBe(2);
    expect(m.payoffRatio).toBe(2); // mean win 150 / mean loss 75
    expect(m.expectancy).toBeCloseTo(0.5 * 150 - 0.5 * 75, 12);
    expect(m.avgNetPerTrade).toBe(37.5);
    expect(m.totalReturn).toBe(0.15);
    expect(m.kellyPct).toBeCloseTo(0.5 - 0.5 / 2, 12);
  });
  it('equity path, max drawdown and returns on the equity before each trade', () => {
    expect(Array.from(report.equity)).toEqual([1000, 1100, 1050, 1250, 1150]);
    expect(m.maxDrawdown).toBeCloseTo(100 / 1250, 12);
    const r = [100 / 1000, -50 / 1100, 200 / 1050, -100 / 1250];
    r.forEach((value, i) => expect(report.returns[i]).toBeCloseTo(value, 15));
    const mean = r.reduce((a, b) => a + b) / 4;
    const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / 3);
    expect(report.periodsPerYear).toBe(1);
    expect(report.riskFreePerPeriod).toBe(0);
    expect(m.sharpe).toBeCloseTo(mean / sd, 12);
    const downside = Math.sqrt(((-50 / 1100) ** 2 + (-100 / 1250) ** 2) / 4);
    expect(m.sortino).toBeCloseTo(mean / downside, 12);
  });
  it('ignores the risk-free rate per trade', () => {
    expect(computeReport(TRADES, { ...BASE, riskFreeRate: 0.05 }).metrics.sharpe).toBe(m.sharpe);
  });
  it('CAGR over the calendar days from the first to the last trade day, both included', () => {
    // 6 to 14 January: 9 days.
    expect(m.cagr).toBeCloseTo(1.15 ** (365 / 9) - 1, 9);
  });
  it('avgR only when R-multiples exist', () => {
    expect(m.avgR).toBeNaN();
    const withR = computeReport([trade('2025-01-01T00:00:00', 10, 0, { rMultiple: 1 }), trade('2025-01-02T00:00:00', -5, 0, { rMultiple: -0.5 }), trade('2025-01-03T00:00:00', 1)], BASE);
    expect(withR.metrics.avgR).toBe(0.25);
  });
});

describe('computeReport: daily and weekly periods', () => {
  it('daily: zero days included, P = 365, risk-free per day', () => {
    const report = computeReport(TRADES, { ...BASE, aggregation: 'daily', riskFreeRate: 0.05 });
    // 6 Jan: 100 − 50 = 50; 7 Jan: 0; 8 Jan: 200; 9–13 Jan: 0; 14 Jan: −100 → 9 days.
    expect(Array.from(report.returnNets)).toEqual([50, 0, 200, 0, 0, 0, 0, 0, -100]);
    expect(report.returns[0]).toBeCloseTo(0.05, 15);
    expect(report.returns[2]).toBeCloseTo(200 / 1050, 15);
    expect(report.returns[8]).toBeCloseTo(-100 / 1250, 15);
    const rf = 1.05 ** (1 / 365) - 1;
    expect(report.riskFreePerPeriod).toBeCloseTo(rf, 15);
    const r = Array.from(report.returns);
    const mean = r.reduce((a, b) => a + b) / r.length;
    const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1));
    expect(report.metrics.sharpe).toBeCloseTo(((mean - rf) / sd) * Math.sqrt(365), 9);
    const downside = Math.sqrt(r.reduce((a, b) => a + Math.min(b - rf, 0) ** 2, 0) / r.length);
    expect(report.metrics.sortino).toBeCloseTo(((mean - rf) / downside) * Math.sqrt(365), 9);
    // Drawdown stays trade by trade.
    expect(report.metrics.maxDrawdown).toBeCloseTo(0.08, 12);
  });
  it('weekly: ISO weeks, P = 52', () => {
    const report = computeReport(TRADES, { ...BASE, aggregation: 'weekly', riskFreeRate: 0.04 });
    // Mon 6 Jan – Sun 12 Jan: 250; week of Mon 13 Jan: −100.
    expect(Array.from(report.returnNets)).toEqual([250, -100]);
    expect(report.returnTimes[0]).toBe(Date.UTC(2025, 0, 6));
    const r = [0.25, -100 / 1250];
    const rf = 1.04 ** (1 / 52) - 1;
    const mean = (r[0]! + r[1]!) / 2;
    const sd = Math.abs(r[0]! - r[1]!) / Math.SQRT2;
    expect(report.metrics.sharpe).toBeCloseTo(((mean - rf) / sd) * Math.sqrt(52), 9);
    expect(report.periodsPerYear).toBe(52);
  });
  it('percent returns: r = returnPct / 100 per trade, P = 1, rf 0', () => {
    const withPct = TRADES.map((t, i) => ({ ...t, returnPct: [1.5, -0.5, 2, NaN][i] as number }));
    const report = computeReport(withPct, { ...BASE, aggregation: 'daily', riskFreeRate: 0.05, percentReturns: true });
    expect(report.basis).toBe('percent');
    const r = [0.015, -0.005, 0.02];
    const mean = r.reduce((a, b) => a + b) / 3;
    const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / 2);
    expect(report.metrics.sharpe).toBeCloseTo(mean / sd, 12);
    expect(computeReport(TRADES, { ...BASE, percentReturns: true }).percentUnavailable).toBe(true);
  });
});

describe('taxes', () => {
  it('profits only: rate · net for a gain, 0 for a loss', () => {
    expect(taxesOn(150, 0.25, true)).toBe(37.5);
    expect(taxesOn(-150, 0.25, true)).toBe(0);
    expect(taxesOn(0, 0.25, true)).toBe(0);
  });
  it('without profits only a loss gives a credit', () => {
    expect(taxesOn(-150, 0.25, false)).toBe(-37.5);
    const report = computeReport([trade('2025-01-01T00:00:00', -100)], { ...BASE, taxRate: 0.3, taxOnlyProfits: false });
    expect(report.metrics.taxes).toBeCloseTo(-30, 12);
    expect(report.metrics.netAfterTax).toBeCloseTo(-70, 12);
  });
  it('netAfterTax = net − taxes', () => {
    const m = computeReport(TRADES, { ...BASE, taxRate: 0.2 }).metrics;
    expect(m.taxes).toBeCloseTo(30, 12);
    expect(m.netAfterTax).toBeCloseTo(120, 12);
  });
});

describe('sortByTime', () => {
  it('sorts stably and keeps an ordered array as it is', () => {
    const a = trade('2025-01-02T00:00:00', 1);
    const b = trade('2025-01-01T00:00:00', 2);
    const c = trade('2025-01-01T00:00:00', 3);
    expect(sortByTime([a, b, c])).toEqual([b, c, a]);
    const ordered = [b, c, a];
    expect(sortByTime(ordered)).toBe(ordered);
  });
});
