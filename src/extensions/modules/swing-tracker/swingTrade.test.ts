import { describe, expect, it } from 'vitest';
import { computeReport } from '../../shared/trades/performanceReport';
import { swingTradeProblem, toTrade, type SwingTrade } from './swingTrade';

const T = Date.UTC(2026, 0, 5);
const base: SwingTrade = { time: T, symbol: 'BTCUSDT', side: 'long', entry: 60_000, stop: 57_000, exit: 66_000, size: 0.03, fee: 3.78 };

// Expected values worked out by hand from pnl = s·(exit − entry)·size and R = (pnl − fee) / (|entry − stop|·size).
describe('swing trades through Performance Pro’s report', () => {
  it('a long to the target and a short stopped out', () => {
    const long = toTrade(base);
    expect(long.pnl).toBeCloseTo(180, 9);
    expect(long.rMultiple).toBeCloseTo((180 - 3.78) / 90, 12);
    const short = toTrade({ ...base, side: 'short', entry: 3000, stop: 3150, exit: 3150, size: 1, fee: 3 });
    expect(short.pnl).toBe(-150);
    expect(short.rMultiple).toBeCloseTo(-153 / 150, 12);
  });

  it('win rate, average R, expectancy and equity from computeReport', () => {
    const trades = [
      base, // net 176.22, R 1.958
      { ...base, time: T + 1, exit: 57_000, fee: 3.51 }, // net −93.51, R −1.039
      { ...base, time: T + 2, side: 'short' as const, entry: 3000, stop: 3150, exit: 2700, size: 1, fee: 2.85 }, // net 297.15, R 1.981
    ].map(toTrade);
    const report = computeReport(trades, { initialCapital: 10_000, aggregation: 'none', riskFreeRate: 0, taxRate: 0, taxOnlyProfits: false, percentReturns: false });
    expect(report.metrics.trades).toBe(3);
    expect(report.metrics.winRate).toBeCloseTo(2 / 3, 12);
    expect(report.metrics.avgR).toBeCloseTo((176.22 / 90 - 93.51 / 90 + 297.15 / 150) / 3, 12);
    expect(report.metrics.expectancy).toBeCloseTo((176.22 - 93.51 + 297.15) / 3, 9);
    expect(Array.from(report.equity)).toEqual([10_000, expect.closeTo(10_176.22, 9), expect.closeTo(10_082.71, 9), expect.closeTo(10_379.86, 9)]);
  });

  it('names what is wrong with a typed trade', () => {
    expect(swingTradeProblem(base)).toBeNull();
    expect(swingTradeProblem({ ...base, time: NaN })).toBe('date');
    expect(swingTradeProblem({ ...base, exit: 0 })).toBe('exit');
    expect(swingTradeProblem({ ...base, fee: -1 })).toBe('fee');
    expect(swingTradeProblem({ ...base, stop: 60_000 })).toBe('stopAtEntry');
  });
});
