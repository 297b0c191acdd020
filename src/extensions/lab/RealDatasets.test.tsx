// @vitest-environment jsdom
/**
 * The lab on the site's exchange data (jsdom, the site API answered by a fetch stand-in): the dataset list
 * grouped by exchange, the choice kept in the URL, the source shown, and the backtest charging the market's
 * funding history. The exchange candles are the hourly sample's bars, so with the constant rate the run must
 * equal the sample's; the historical funding's effect is runBacktest's (checked against an independent numpy
 * backtest in ../../engine/backtest/runBacktest.reference.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageBacktest } from '../../engine/backtest/strategyBacktest.testHelper';
import { repoPageSpec } from '../../engine/build/repoSpecs';
import { runBacktest } from '../../engine/backtest/runBacktest';
import { createOhlcSeries } from '../../market/ohlcSeries';
import { forgetMarketCatalog } from '../shared/marketData/marketCatalog';
import BacktestLab from './BacktestLab';
import CorrelationAnalyzer from './portfolio/CorrelationAnalyzer';
import { num, renderLabTool, typeInto, untilState } from './labTool.testHelper';

vi.mock('plotly.js-basic-dist-min', () => import('../../ui/plotlyStandIn.testHelper'));

const ROOT = join(import.meta.dirname, '..', '..', '..');
const HOUR = 3_600_000;
const rows = readFileSync(join(ROOT, 'public/lab/synthetic-btc-1h.csv'), 'utf8').trim().split('\n').slice(1).map((line) => line.split(',').map(Number));
const column = (index: number) => rows.map((row) => row[index] as number);
const candles = { t: column(0), o: column(1), h: column(2), l: column(3), c: column(4), v: rows.map(() => 1) };
const first = candles.t[0] as number;
const last = candles.t[candles.t.length - 1] as number;
const fundingTimes = Array.from({ length: Math.floor((last - first) / (8 * HOUR)) }, (_, i) => first - (first % (8 * HOUR)) + (i + 1) * 8 * HOUR);
const funding = { t: fundingTimes, rate: fundingTimes.map((_, i) => Math.round(1e6 * (0.0001 + 0.0004 * Math.sin(i / 7))) / 1e6), intervalHours: 8 };
const iso = (ms: number) => new Date(ms).toISOString();
const catalog = {
  asOf: '2026-01-02T00:00:00.000Z',
  exchanges: [{ id: 'binanceusdm', name: 'Binance USDS-M', terms: 'https://www.binance.com/en/terms' }],
  datasets: [{ id: 'binanceusdm:BTC:1h', exchange: 'binanceusdm', market: 'BTC', timeframe: '1h', from: iso(first), to: iso(last), bars: rows.length, gaps: [], updatedAt: '2026-01-01T12:00:00.000Z' }],
  funding: [{ id: 'binanceusdm:BTC:funding', exchange: 'binanceusdm', market: 'BTC', from: iso(fundingTimes[0] as number), to: iso(fundingTimes.at(-1) as number), records: fundingTimes.length, gaps: [], updatedAt: '2026-01-01T12:00:00.000Z' }],
};
const api: Record<string, unknown> = {
  '/api/market/catalog': catalog,
  '/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h': candles,
  '/api/market/funding?exchange=binanceusdm&market=BTC': funding,
};

beforeEach(() => forgetMarketCatalog());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetMarketCatalog();
});

describe('the backtest lab on exchange data', { timeout: 60_000 }, () => {
  it('lists the datasets by exchange, keeps the choice in the URL and charges the market’s funding history', async () => {
    const props = pageBacktest(repoPageSpec('specs/strategies/mean-reversion.yaml'));
    const root = renderLabTool(BacktestLab, '/strategies/mean-reversion', 'en', props, api);
    const section = root.querySelector('section[data-backtest="mean-reversion"]');
    await untilState(section, 'ready');
    const sampleNet = num(root, 'netPnl');

    const select = root.querySelector('select[name="dataset"]') as HTMLSelectElement;
    await waitFor(() => expect(select.querySelector('optgroup')?.getAttribute('label')).toBe('Binance USDS-M'));
    const option = select.querySelector('optgroup option') as HTMLOptionElement;
    expect(option.value).toBe('real:binanceusdm:BTC:1h');
    expect(option.textContent).toBe('BTC/USDT perpetual, 1-hour bars, 01/01/2024 – 06/15/2024 (as of 01/01/2026, 12:00 UTC)');

    typeInto(select, 'real:binanceusdm:BTC:1h');
    await waitFor(() => expect(root.querySelector('.lab-source')?.textContent).toContain('public market data of Binance USDS-M'));
    await untilState(section, 'ready');
    expect(new URLSearchParams(window.location.search).get('mean-reversion.dataset')).toBe('real:binanceusdm:BTC:1h');
    expect((root.querySelector('select[name="funding"]') as HTMLSelectElement).value).toBe('historical');
    expect([...root.querySelectorAll('.lab-trades th')].some((cell) => cell.textContent?.startsWith('Funding (USDT, + paid)'))).toBe(true);

    const series = createOhlcSeries({ time: Float64Array.from(candles.t), open: Float64Array.from(candles.o), high: Float64Array.from(candles.h), low: Float64Array.from(candles.l), close: Float64Array.from(candles.c) });
    const fundingHistory = { time: Float64Array.from(funding.t), rate: Float64Array.from(funding.rate) };
    const expected = runBacktest(series, props, {}, { side: props.side ?? 'long', fundingHistory });
    await waitFor(() => expect(num(root, 'netPnl')).toBeCloseTo(expected.kpis.netPnl, 6));
    expect(num(root, 'netPnl')).not.toBeCloseTo(sampleNet, 2);
    // The trades table carries each trade machine-readably: its times, numbers, side and exit reason.
    const first = expected.trades[0];
    const row = root.querySelector('table[data-table="trades"] tbody tr');
    expect([row?.getAttribute('data-side'), row?.getAttribute('data-reason')]).toEqual([first?.side, first?.reason]);
    const columns = ['entryTime', 'exitTime', 'entryPrice', 'exitPrice', 'quantity', 'fees', 'funding', 'pnl'] as const;
    expect(columns.map((column) => num(root, `trades.1.${column}`))).toEqual(columns.map((column) => first?.[column]));
    expect(first?.funding).not.toBe(0);

    // With the constant rate the same bars give the sample's run.
    typeInto(root.querySelector('select[name="funding"]'), 'constant');
    await waitFor(() => expect(num(root, 'netPnl')).toBeCloseTo(sampleNet, 6));
  });

  it('says once that there is no exchange data and keeps the samples', async () => {
    const props = pageBacktest(repoPageSpec('specs/strategies/mean-reversion.yaml'));
    const root = renderLabTool(BacktestLab, '/strategies/mean-reversion', 'de', props);
    const section = root.querySelector('section[data-backtest="mean-reversion"]');
    await untilState(section, 'ready');
    await waitFor(() => expect(root.querySelectorAll('.lab-source')).toHaveLength(1));
    expect(root.querySelector('.lab-source')?.textContent).toBe('Börsendaten sind hier gerade nicht verfügbar. Die synthetischen Beispiele und deine eigenen Dateien funktionieren wie gewohnt.');
    expect(root.querySelector('select[name="dataset"] optgroup')).toBeNull();
  });
});

describe('the diversification tools on an exchange’s daily closes', { timeout: 60_000 }, () => {
  it('offers one source per exchange and correlates the closes on the days both markets traded', async () => {
    const DAY = 86_400_000;
    const start = Date.UTC(2024, 0, 1);
    // ETH is listed ten days after BTC: the first ten days are left out. ETH's close is 0.05 · BTC's: the same returns, correlation 1.
    const btcClose = Array.from({ length: 60 }, (_, i) => 40_000 + 1_000 * Math.sin(i / 3) + 50 * i);
    const daily = (market: string, from: number, close: (i: number) => number) => {
      const t = Array.from({ length: 60 - from }, (_, i) => start + (from + i) * DAY);
      const c = t.map((_, i) => close(from + i));
      return { market, body: { t, o: c, h: c.map((x) => x * 1.01), l: c.map((x) => x * 0.99), c, v: c.map(() => 1) }, from: iso(t[0] as number), to: iso(t.at(-1) as number), bars: t.length };
    };
    const markets = [daily('BTC', 0, (i) => btcClose[i] as number), daily('ETH', 10, (i) => 0.05 * (btcClose[i] as number))];
    const dailyCatalog = {
      ...catalog,
      datasets: [...catalog.datasets, ...markets.map(({ market, from, to, bars }) => ({ id: `binanceusdm:${market}:1d`, exchange: 'binanceusdm', market, timeframe: '1d', from, to, bars, gaps: [], updatedAt: '2026-01-01T12:00:00.000Z' }))],
    };
    const answers = { '/api/market/catalog': dailyCatalog, ...Object.fromEntries(markets.map(({ market, body }) => [`/api/market/ohlcv?exchange=binanceusdm&market=${market}&timeframe=1d`, body])) };
    const root = renderLabTool(CorrelationAnalyzer, '/strategies/diversification', 'de', {}, answers);
    const tool = root.querySelector('section[data-tool="correlation"]');
    await untilState(tool, 'ready');
    const select = root.querySelector('select[name="dataset"]') as HTMLSelectElement;
    await waitFor(() => expect(select.querySelector('optgroup option')?.getAttribute('value')).toBe('real:binanceusdm:1d'));
    expect(select.querySelector('optgroup option')?.textContent).toBe('Tagesschlusskurse von BTC, ETH bei Binance USDS-M (Stand 01.01.2026, 12:00 UTC)');
    typeInto(select, 'real:binanceusdm:1d');
    await waitFor(() => expect(root.querySelector('.lab-source')?.textContent).toContain('an denen alle 2 Märkte gehandelt wurden'));
    await untilState(tool, 'ready');
    expect(new URLSearchParams(window.location.search).get('correlation.dataset')).toBe('real:binanceusdm:1d');
    expect(root.querySelector('.lab-status')?.textContent).toContain('50');
    expect(num(root, 'corr.BTC.ETH')).toBeCloseTo(1, 9);
  });
});
