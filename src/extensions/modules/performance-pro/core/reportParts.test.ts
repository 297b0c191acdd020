import { describe, expect, it } from 'vitest';
import { downsampleIndices } from './downsample';
import { filterTrades, NO_FILTERS, symbolsOf } from './filterTrades';
import { computeReport } from '../../../shared/trades/performanceReport';
import { metricsJson, seriesCsv, tradesJson } from './reportExports';
import { returnHistogram } from './returnHistogram';
import { rollingKpis } from './rollingKpis';
import { DEFAULT_SETTINGS, readSettings } from './settings';
import { symbolMonthHeatmap } from './symbolMonthHeatmap';
import type { Trade } from '../../../shared/trades/trade';
import { importTradeText } from '../../../shared/trades/tradeImport';

function trade(date: string, pnl: number, extra: Partial<Trade> = {}): Trade {
  return { time: Date.parse(`${date}Z`), symbol: 'BTCUSDT', side: 'long', pnl, fee: 0, returnPct: NaN, rMultiple: NaN, size: NaN, tags: [], notes: '', ...extra };
}

describe('rollingKpis', () => {
  it('win rate, profit factor and Sharpe over a sliding window', () => {
    const nets = [10, -5, 20, -10, 0];
    const returns = [0.1, -0.05, 0.2, -0.1, 0];
    const rolling = rollingKpis(nets, returns, 3);
    expect(Array.from(rolling.end)).toEqual([2, 3, 4]);
    expect(Array.from(rolling.winRate)).toEqual([2 / 3, 1 / 3, 1 / 3]);
    expect(rolling.profitFactor[0]).toBeCloseTo(30 / 5, 12);
    expect(rolling.profitFactor[1]).toBeCloseTo(20 / 15, 12);
    const w = [0.1, -0.05, 0.2];
    const mean = (w[0]! + w[1]! + w[2]!) / 3;
    const sd = Math.sqrt(w.reduce((a, b) => a + (b - mean) ** 2, 0) / 2);
    expect(rolling.sharpe[0]).toBeCloseTo(mean / sd, 10);
    expect(rollingKpis([1, 2, 3], [0.1, 0.2, 0.3], 2).profitFactor[0]).toBe(Infinity);
    expect(rollingKpis([1], [0.1], 2).end).toHaveLength(0);
  });
});

describe('symbolMonthHeatmap', () => {
  it('sums nets by symbol and UTC month, gaps as NaN, months without trades included', () => {
    const trades = [trade('2025-01-31T23:00:00', 10), trade('2025-01-05T00:00:00', -4, { symbol: 'ETHUSDT' }), trade('2025-03-01T00:00:00', 5)];
    const map = symbolMonthHeatmap(trades, [10, -4, 5]);
    expect(map.symbols).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(map.months).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(Array.from(map.nets[0]!)).toEqual([10, NaN, 5]);
    expect(Array.from(map.nets[1]!)).toEqual([-4, NaN, NaN]);
    expect(Array.from(map.totals)).toEqual([15, -4]);
    expect(map.max).toBe(10);
  });
});

describe('returnHistogram', () => {
  it('counts every finite return once', () => {
    const h = returnHistogram([0, 0.05, 0.15, 0.25, 0.35, 0.4, NaN], 4);
    expect(Array.from(h.counts)).toEqual([2, 1, 1, 2]);
    expect(h.width).toBeCloseTo(0.1, 15);
    expect(Array.from(returnHistogram([0.5, 0.5]).counts)).toEqual([2]);
  });
});

describe('downsample', () => {
  it('keeps first, last and the extremes', () => {
    const values = Float64Array.from({ length: 10_000 }, (_, i) => Math.sin(i / 50) * i);
    const picks = downsampleIndices(values, 500);
    expect(picks.length).toBeLessThanOrEqual(500);
    expect(picks[0]).toBe(0);
    expect(picks[picks.length - 1]).toBe(9999);
    let maxIndex = 0;
    values.forEach((v, i) => {
      if (v > values[maxIndex]!) maxIndex = i;
    });
    expect(Array.from(picks)).toContain(maxIndex);
  });
});

describe('filterTrades', () => {
  const trades = [trade('2025-01-01T10:00:00', 1, { tags: ['Breakout'] }), trade('2025-01-02T23:59:00', 2, { side: 'short', symbol: 'ETHUSDT' }), trade('2025-01-03T00:00:00', 3, { tags: ['news', 'trend'] })];
  it('by side, symbol, inclusive UTC days and any of the tags', () => {
    expect(filterTrades(trades, NO_FILTERS)).toBe(trades);
    expect(filterTrades(trades, { ...NO_FILTERS, side: 'short' }).map((t) => t.pnl)).toEqual([2]);
    expect(filterTrades(trades, { ...NO_FILTERS, symbol: 'BTCUSDT' }).map((t) => t.pnl)).toEqual([1, 3]);
    expect(filterTrades(trades, { ...NO_FILTERS, from: '2025-01-02', to: '2025-01-02' }).map((t) => t.pnl)).toEqual([2]);
    expect(filterTrades(trades, { ...NO_FILTERS, tags: 'breakout, trend' }).map((t) => t.pnl)).toEqual([1, 3]);
    expect(symbolsOf(trades)).toEqual(['BTCUSDT', 'ETHUSDT']);
  });
});

describe('readSettings', () => {
  it('reads the defaults and German decimals', () => {
    const read = readSettings({ ...DEFAULT_SETTINGS, riskFreeRate: '0,03', taxRatePct: '26,375' }, 'de');
    expect(read.errors).toEqual([]);
    expect(read.report).toMatchObject({ initialCapital: 10000, riskFreeRate: 0.03, taxRate: 0.26375 });
    expect(read.monteCarlo).toEqual({ iterations: 1000, length: 250, ruinFraction: 0.5, seed: 42 });
  });
  it('reports every invalid value and never computes with it', () => {
    const read = readSettings({ ...DEFAULT_SETTINGS, initialCapital: '0', riskFreeRate: '2', taxRatePct: '101', from: '2025-02-01', to: '2025-01-01', mcIterations: '1.5', mcLength: '0', mcRuinPct: '0', mcSeed: '-1', rollingWindow: '1' }, 'en');
    expect(read.errors).toEqual(['initialCapital', 'riskFreeRate', 'taxRatePct', 'dateRange', 'rollingWindow', 'mcIterations', 'mcLength', 'mcRuinPct', 'mcSeed']);
    expect(read.report).toBeNull();
    expect(read.monteCarlo).toBeNull();
    expect(readSettings({ ...DEFAULT_SETTINGS, mcIterations: '100000', mcLength: '365' }, 'en').errors).toEqual(['mcCells']);
    expect(readSettings({ ...DEFAULT_SETTINGS, mcEnabled: false, mcIterations: 'x' }, 'en').errors).toEqual([]);
  });
});

describe('exports', () => {
  const trades = [trade('2025-01-01T10:00:00', 100, { fee: 1, symbol: '=cmd', notes: 'a "quote"', tags: ['x', 'y'] }), trade('2025-01-02T10:00:00', -50)];
  const settings = { initialCapital: 1000, aggregation: 'none' as const, riskFreeRate: 0, taxRate: 0, taxOnlyProfits: true, percentReturns: false };
  const report = computeReport(trades, settings);
  it('metrics JSON holds every KPI (null when not computable)', () => {
    const json = JSON.parse(metricsJson(report, settings, NO_FILTERS, null)) as { metrics: Record<string, unknown> };
    expect(json.metrics.trades).toBe(2);
    expect(json.metrics.netPnl).toBe(49);
    expect(json.metrics.avgR).toBeNull();
    expect(JSON.parse(metricsJson(computeReport([trades[0]!], settings), settings, NO_FILTERS, null)).metrics.profitFactor).toBe('Infinity');
  });
  it('series CSV: equity, drawdown and returns', () => {
    expect(seriesCsv(report).split('\r\n').slice(0, 8)).toEqual([
      'series,index,time,value',
      'equity,0,2025-01-01T10:00:00Z,1000',
      'equity,1,2025-01-01T10:00:00Z,1099',
      'equity,2,2025-01-02T10:00:00Z,1049',
      'drawdown,0,2025-01-01T10:00:00Z,0',
      'drawdown,1,2025-01-01T10:00:00Z,0',
      `drawdown,2,2025-01-02T10:00:00Z,${50 / 1099}`,
      'periodReturn,0,2025-01-01T10:00:00Z,0.099',
    ]);
  });
  it('the trade list JSON imports back to the same trades', () => {
    const back = importTradeText(tradesJson(trades), 'json');
    if (!back.ok) throw new Error(back.error);
    expect(back.mapped.errors).toEqual([]);
    expect(back.mapped.trades).toEqual(trades);
  });
});
