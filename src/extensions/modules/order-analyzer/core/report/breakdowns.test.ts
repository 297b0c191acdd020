import { describe, expect, it } from 'vitest';
import { analyzeOrders } from './analyzeOrders';
import { histogram, orderTypeBreakdown, symbolSideHeatmap, weekdayHourHeatmap } from './breakdowns';
import { decimateMinMax } from './decimate';
import { fanTimes } from './fanTimes';
import { dateInputFromDay, dayFromDateInput, selectOrders } from './selectOrders';
import { all, buildOrders } from './testOrders.testHelper';

const orders = buildOrders([
  { time: '2025-03-10 09:00:00', symbol: 'BTC-USDT', type: 'Open Long', fee: -0.4, orderType: 'Limit' },
  { time: '2025-03-10 15:00:00', symbol: 'BTC-USDT', type: 'Close Long', realizedPnl: 10, fee: -1, orderType: 'Market' },
  { time: '2025-03-11 09:00:00', symbol: 'ETH-USDT', type: 'Open Short', fee: -0.2, orderType: 'Limit' },
  { time: '2025-03-12 07:30:00', symbol: 'ETH-USDT', type: 'Close Short', realizedPnl: -4, fee: -1, orderType: 'Market' },
  { time: '2025-03-12 10:00:00', symbol: 'ETH-USDT', type: 'Close Long', realizedPnl: 2, fee: -0.5, orderType: 'Limit' },
]);

describe('filters', () => {
  it('date range (UTC days, inclusive), symbol and side', () => {
    const day = (text: string) => dayFromDateInput(text);
    // 2025-03-12 07:30 UTC+8 is 2025-03-11 23:30 UTC.
    expect(selectOrders(orders, { fromDay: day('2025-03-11'), toDay: day('2025-03-11'), symbol: null, side: 'all' }).length).toBe(2);
    expect(Array.from(selectOrders(orders, { fromDay: null, toDay: null, symbol: 'ETH-USDT', side: 'all' }))).toEqual([2, 3, 4]);
    expect(Array.from(selectOrders(orders, { fromDay: null, toDay: null, symbol: null, side: 'short' }))).toEqual([2, 3]);
    expect(selectOrders(orders, { fromDay: null, toDay: null, symbol: 'XRP-USDT', side: 'all' }).length).toBe(0);
  });

  it('reads and writes date input values', () => {
    expect(dayFromDateInput('2025-03-13')).toBe(Date.UTC(2025, 2, 13) / 86_400_000);
    expect(dateInputFromDay(Date.UTC(2025, 2, 13) / 86_400_000)).toBe('2025-03-13');
    expect(dayFromDateInput('')).toBeNull();
    expect(dayFromDateInput('2025-02-30')).toBeNull();
  });
});

describe('breakdowns', () => {
  it('order types: trades, net, win rate over closing orders; average fee over all orders of the type', () => {
    const rows = orderTypeBreakdown(orders, all(orders));
    const limit = rows.find((row) => row.name === 'Limit');
    const market = rows.find((row) => row.name === 'Market');
    expect(limit).toEqual({ name: 'Limit', orders: 3, trades: 1, net: 1.5, wins: 1, winRate: 1, avgFee: (0.4 + 0.2 + 0.5) / 3 });
    expect(market).toMatchObject({ orders: 2, trades: 2, net: 4, wins: 1, winRate: 0.5, avgFee: 1 });
  });

  it('symbol × side: net of all orders, opening fees included', () => {
    const map = symbolSideHeatmap(orders, all(orders));
    expect(map.rowKeys).toEqual(['BTC-USDT', 'ETH-USDT']);
    expect(map.columnKeys).toEqual(['long', 'short']);
    expect(Array.from(map.values[0] ?? [])).toEqual([10 - 1 - 0.4, 0]);
    expect(Array.from(map.values[1] ?? [])).toEqual([1.5, -0.2 - 5]);
    expect(Array.from(map.counts[1] ?? [])).toEqual([1, 2]);
    expect(map.maxAbs).toBeCloseTo(8.6, 12);
  });

  it('weekday × hour: trades by the UTC weekday and hour of the closing time (Monday first)', () => {
    const report = analyzeOrders(orders, all(orders), 1000);
    const map = weekdayHourHeatmap(orders, report.trades, report.tradeNets);
    // 2025-03-10 15:00 UTC+8 = Monday 07:00 UTC; 2025-03-12 07:30 UTC+8 = Tuesday 23:30 UTC; 10:00 UTC+8 = Wednesday 02:00 UTC.
    expect(map.values[0]?.[7]).toBe(9);
    expect(map.values[1]?.[23]).toBe(-5);
    expect(map.values[2]?.[2]).toBe(1.5);
    expect(map.counts.reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0)).toBe(3);
  });

  it('histogram: equal bins, every value counted once, the maximum in the last bin', () => {
    const bins = histogram([-2, -1, 0, 1, 2, 2]);
    expect(bins.counts.reduce((a, b) => a + b, 0)).toBe(6);
    expect(bins.edges[0]).toBe(-2);
    expect(bins.edges[bins.edges.length - 1]).toBe(2);
    expect(bins.counts[bins.counts.length - 1]).toBeGreaterThanOrEqual(2);
    expect(Array.from(histogram([3, 3]).counts)).toEqual([2]);
    expect(histogram([]).counts.length).toBe(0);
  });
});

describe('chart helpers', () => {
  it('places the Monte Carlo fan on the time axis from the end of the last day, one point per day', () => {
    const starts = Float64Array.of(0, 86_400_000, 2 * 86_400_000);
    expect(Array.from(fanTimes(starts, 3))).toEqual([3 * 86_400_000, 4 * 86_400_000, 5 * 86_400_000]);
    expect(fanTimes(new Float64Array(0), 3)).toHaveLength(0);
  });

  it('thins long lines but keeps the extremes and the last point', () => {
    const n = 100_000;
    const x = Float64Array.from({ length: n }, (_, i) => i);
    const y = Float64Array.from({ length: n }, (_, i) => Math.sin(i / 500) * (i === 54_321 ? 10 : 1));
    const line = decimateMinMax(x, y, 3000);
    expect(line.x.length).toBeLessThanOrEqual(3001);
    expect(Math.max(...line.y)).toBe(Math.max(...y));
    expect(line.x[line.x.length - 1]).toBe(n - 1);
    expect(decimateMinMax([1, 2], [3, 4]).y).toEqual([3, 4]);
  });
});
