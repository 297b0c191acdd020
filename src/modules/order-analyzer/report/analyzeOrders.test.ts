import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../finance/monteCarlo';
import { analyzeOrders } from './analyzeOrders';
import { symbolSideHeatmap } from './breakdowns';
import { selectOrders, NO_FILTER } from './selectOrders';
import { all, buildOrders, utcPlus8, type TestOrder } from './testOrders';

const close = (a: number, b: number, rel = 1e-12) => expect(Math.abs(a - b)).toBeLessThanOrEqual(rel * Math.max(1, Math.abs(b)));

describe('analyzeOrders: the definitions on hand-computed sets', () => {
  it('wins only: profit factor ∞, payoff and Kelly undefined, opening fees count in fees and net PnL', () => {
    const orders = buildOrders([
      { time: '2025-03-01 10:00:00', type: 'Open Long', fee: -0.5 },
      { time: '2025-03-01 12:00:00', type: 'Close Long', realizedPnl: 11, fee: -1 },
      { time: '2025-03-02 12:00:00', type: 'Open Short', fee: -0.5 },
      { time: '2025-03-02 14:00:00', type: 'Close Short', realizedPnl: 6, fee: -1 },
    ]);
    const { kpis } = analyzeOrders(orders, all(orders), 1000);
    expect(kpis.trades).toBe(2);
    expect(kpis.realizedPnl).toBe(17);
    expect(kpis.fees).toBe(3);
    expect(kpis.netPnl).toBe(14);
    expect(kpis.winRate).toBe(1);
    expect(kpis.profitFactor).toBe(Infinity);
    expect(kpis.avgNetPerTrade).toBe(7.5); // (10 + 5) / 2: trade nets leave the opening fees out
    expect(kpis.payoffRatio).toBeNaN();
    expect(kpis.expectancy).toBe(7.5);
    expect(kpis.kellyPct).toBeNaN();
    expect(kpis.totalReturn).toBe(0.014);
    // Equity 1000 → 999.5 → 1009.5 → 1009 → 1014: the first opening fee is the deepest fall (0.5 of 1000).
    close(kpis.maxDrawdown, 0.5 / 1000);
  });

  it('losses only: profit factor 0, win rate 0, expectancy = average loss', () => {
    const orders = buildOrders([
      { time: '2025-03-01 10:00:00', type: 'Close Long', realizedPnl: -2, fee: -1 },
      { time: '2025-03-01 11:00:00', type: 'Close Short', realizedPnl: -6, fee: -1 },
    ]);
    const { kpis } = analyzeOrders(orders, all(orders), 100);
    expect(kpis.trades).toBe(2);
    expect(kpis.winRate).toBe(0);
    expect(kpis.profitFactor).toBe(0);
    expect(kpis.avgNetPerTrade).toBe(-5);
    expect(kpis.expectancy).toBe(-5);
    expect(kpis.payoffRatio).toBeNaN();
    expect(kpis.netPnl).toBe(-10);
    expect(kpis.totalReturn).toBe(-0.1);
    close(kpis.maxDrawdown, 0.1);
  });

  it('one trade with zero fee: one day, Sharpe and Sortino undefined, CAGR over one day', () => {
    const orders = buildOrders([{ time: '2025-03-01 10:00:00', type: 'Close Long', realizedPnl: 20, fee: 0 }]);
    const report = analyzeOrders(orders, all(orders), 1000);
    expect(report.kpis.trades).toBe(1);
    expect(report.kpis.fees).toBe(0);
    expect(report.kpis.netPnl).toBe(20);
    expect(report.kpis.winRate).toBe(1);
    expect(report.kpis.maxDrawdown).toBe(0);
    expect(report.days).toBe(1);
    expect(report.kpis.sharpe).toBeNaN();
    expect(report.kpis.sortino).toBeNaN();
    close(report.kpis.cagr, 1.02 ** 365 - 1, 1e-9);
  });

  it('daily series: zero days included, returns on the previous day’s equity, Sharpe, Sortino, CAGR', () => {
    const orders = buildOrders([
      { time: '2025-03-01 09:00:00', type: 'Open Long', fee: 0 },
      { time: '2025-03-01 15:00:00', type: 'Close Long', realizedPnl: 100, fee: 0 },
      // 2 March: nothing. 3 March: a loss.
      { time: '2025-03-03 15:00:00', type: 'Close Short', realizedPnl: -55, fee: 0 },
    ]);
    const report = analyzeOrders(orders, all(orders), 1000);
    expect(report.days).toBe(3);
    expect(Array.from(report.daily.nets)).toEqual([100, 0, -55]);
    expect(Array.from(report.daily.returns)).toEqual([0.1, 0, -0.05]);
    // r = [0.1, 0, −0.05]: mean 1/60, sample sd √(0.0116667/2), downside √(0.0025/3).
    const mean = 0.05 / 3;
    const sd = Math.sqrt(((0.1 - mean) ** 2 + mean ** 2 + (-0.05 - mean) ** 2) / 2);
    close(report.kpis.sharpe, (mean / sd) * Math.sqrt(365), 1e-12);
    close(report.kpis.sortino, (mean / Math.sqrt(0.0025 / 3)) * Math.sqrt(365), 1e-12);
    close(report.kpis.cagr, 1.045 ** (365 / 3) - 1, 1e-12);
    close(report.kpis.maxDrawdown, 55 / 1100);
    expect(report.finalEquity).toBe(1045);
  });

  it('UTC+8 day boundary: 07:30 UTC+8 on the 14th is 23:30 UTC on the 13th (day and Night session)', () => {
    const orders = buildOrders([
      { time: '2025-03-13 12:00:00', type: 'Close Long', realizedPnl: 5 }, // 04:00 UTC on the 13th
      { time: '2025-03-14 07:30:00', type: 'Close Long', realizedPnl: 3 }, // 23:30 UTC on the 13th
      { time: '2025-03-14 08:30:00', type: 'Close Long', realizedPnl: -1 }, // 00:30 UTC on the 14th
    ]);
    expect(new Date(utcPlus8('2025-03-14 07:30:00')).toISOString()).toBe('2025-03-13T23:30:00.000Z');
    const report = analyzeOrders(orders, all(orders), 1000);
    expect(report.days).toBe(2);
    expect(Array.from(report.daily.nets)).toEqual([8, -1]);
    expect(report.daily.starts[0]).toBe(Date.UTC(2025, 2, 13));
    expect(report.sessions.night).toEqual({ trades: 1, net: 3, wins: 1, winRate: 1 });
    expect(report.sessions.morning).toEqual({ trades: 2, net: 4, wins: 1, winRate: 0.5 });
    expect(report.sessions.eu.trades).toBe(0);
    expect(report.sessions.eu.winRate).toBeNaN();
  });

  it('sessions split at 07, 13 and 21 UTC', () => {
    const at = (hourUtc: number): TestOrder => ({ time: `2025-03-10 ${String((hourUtc + 8) % 24).padStart(2, '0')}:00:00`, type: 'Close Long', realizedPnl: 1 });
    const orders = buildOrders([at(6), at(7), at(12), at(13), at(20), at(21)]);
    const { sessions } = analyzeOrders(orders, all(orders), 1000);
    expect([sessions.morning.trades, sessions.eu.trades, sessions.us.trades, sessions.night.trades]).toEqual([1, 2, 2, 1]);
  });

  it('an empty selection gives undefined ratios, never a crash', () => {
    const orders = buildOrders([{ time: '2025-03-01 10:00:00', type: 'Close Long', realizedPnl: 1 }]);
    const report = analyzeOrders(orders, new Int32Array(0), 1000);
    expect(report.rows).toBe(0);
    expect(report.kpis.trades).toBe(0);
    expect(report.kpis.netPnl).toBe(0);
    expect(report.kpis.winRate).toBeNaN();
    expect(report.kpis.maxDrawdown).toBeNaN();
    expect(report.days).toBe(0);
  });
});

describe('analyzeOrders: properties on seeded random order lists', () => {
  it('netPnl = realizedPnl − fees, final equity = initial + netPnl, parts add up to the whole', () => {
    const random = mulberry32(20250314);
    for (let run = 0; run < 40; run++) {
      const list: TestOrder[] = [];
      const count = 1 + Math.floor(random() * 300);
      const start = Date.UTC(2025, 0, 1);
      for (let k = 0; k < count; k++) {
        const time = new Date(start + Math.floor(random() * 90 * 86_400_000) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
        const closing = random() < 0.5;
        const long = random() < 0.5;
        list.push({
          time,
          symbol: ['BTC-USDT', 'ETH-USDT', 'SOL-USDT'][Math.floor(random() * 3)],
          type: `${closing ? 'Close' : 'Open'} ${long ? 'Long' : 'Short'}`,
          realizedPnl: closing ? Math.round((random() - 0.5) * 2000) / 100 : 0,
          fee: -Math.round(random() * 100) / 100,
          orderType: random() < 0.5 ? 'Market' : 'Limit',
        });
      }
      const orders = buildOrders(list);
      const initial = 500 + Math.floor(random() * 5000);
      const report = analyzeOrders(orders, all(orders), initial);
      const { kpis } = report;
      expect(kpis.netPnl).toBe(kpis.realizedPnl - kpis.fees);
      close(report.finalEquity, initial + kpis.netPnl, 1e-9);
      close(report.equity[report.equity.length - 1] as number, initial + kpis.netPnl, 1e-9);
      expect(kpis.trades).toBe(orders.isClose.reduce((sum, flag) => sum + flag, 0));
      const sessions = Object.values(report.sessions);
      expect(sessions.reduce((sum, s) => sum + s.trades, 0)).toBe(kpis.trades);
      close(
        sessions.reduce((sum, s) => sum + s.net, 0),
        report.tradeNets.reduce((sum, net) => sum + net, 0),
        1e-9,
      );
      close(
        report.daily.nets.reduce((sum, net) => sum + net, 0),
        kpis.netPnl,
        1e-9,
      );
      const heatmap = symbolSideHeatmap(orders, all(orders));
      close(
        heatmap.values.reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0),
        kpis.netPnl,
        1e-9,
      );
      expect(kpis.maxDrawdown).toBeGreaterThanOrEqual(0);
      expect(selectOrders(orders, NO_FILTER).length).toBe(orders.count);
    }
  });
});
