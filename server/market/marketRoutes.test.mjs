// @ts-check
// The exchange data API on SQLite and on PostgreSQL, filled by a sync from the fake exchange: the catalog,
// candles and funding as columnar JSON and CSV, ranges, the bar limit, bad queries, unknown names, ETag and
// 304, caching, compression, and the snapshot's files equal to the API's answers.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, stopApps } from '../testing/harness.mjs';
import { startPostgres, testEngines } from '../testing/postgres.mjs';
import { startFakeExchange } from '../testing/fakeExchange.mjs';
import { createMarketStore } from './marketStore.mjs';
import { writeMarketSnapshot } from './marketSnapshot.mjs';
import { TEST_LIST, testSync } from './marketTesting.mjs';

const engines = await testEngines();
const LISTING = Date.UTC(2024, 0, 1);
const NOW = Date.UTC(2024, 0, 21, 0, 30);
const clock = () => new Date(NOW);

afterAll(async () => {
  await stopApps();
  const postgres = await startPostgres();
  if (postgres.ok) await postgres.stop();
});

describe.each(engines)('market API on $engine', (choice) => {
  /** @type {Awaited<ReturnType<typeof startApp>>} */
  let started;
  /** @type {import('./marketStore.mjs').MarketStore} */
  let store;
  beforeAll(async () => {
    started = await startApp(choice, { markets: TEST_LIST, now: clock, sendMails: false });
    store = createMarketStore(started.app.database);
    const fake = await startFakeExchange({ now: () => NOW, listing: LISTING });
    try {
      const { failed } = await testSync(store, fake.origin, NOW);
      expect(failed).toBe(0);
    } finally {
      await fake.close();
    }
  });
  /** @param {string} url @param {RequestInit} [init] */
  const get = (url, init) => fetch(`${started.base}${url}`, init);

  it('lists every dataset with its range, bars, gaps and last update, and the exchanges to name', async () => {
    const response = await get('/api/market/catalog');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const catalog = await response.json();
    expect(catalog.asOf).toBe('2024-01-21T00:30:00.000Z');
    expect(catalog.exchanges.map((/** @type {{ id: string }} */ exchange) => exchange.id)).toEqual(['binanceusdm', 'bybit']);
    expect(catalog.datasets).toHaveLength(12);
    expect(catalog.datasets[1]).toEqual({
      id: 'binanceusdm:BTC:1h', exchange: 'binanceusdm', market: 'BTC', timeframe: '1h',
      from: '2024-01-01T00:00:00.000Z', to: '2024-01-20T23:00:00.000Z', bars: 480, gaps: [], updatedAt: '2024-01-21T00:30:00.000Z',
    });
    expect(catalog.funding[0]).toEqual({
      id: 'binanceusdm:BTC:funding', exchange: 'binanceusdm', market: 'BTC',
      from: '2024-01-01T00:00:00.000Z', to: '2024-01-21T00:00:00.000Z', records: 61, gaps: [], updatedAt: '2024-01-21T00:30:00.000Z',
    });
    const etag = response.headers.get('etag') ?? '';
    expect((await get('/api/market/catalog', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('serves candles as columns, a range of them, and CSV', async () => {
    const whole = await get('/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const columns = await whole.json();
    expect(Object.keys(columns)).toEqual(['t', 'o', 'h', 'l', 'c', 'v']);
    expect(columns.t).toHaveLength(480);
    expect(columns).toEqual(await store.candles({ exchange: 'binanceusdm', market: 'BTC', series: '1h' }, { from: 0, to: NOW }));
    // The newest bar changes with the next sync: cached for the timeframe (at most an hour); a closed range for a day.
    expect(whole.headers.get('cache-control')).toBe('public, max-age=3600');

    const day = await (await get('/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h&from=2024-01-02&to=2024-01-02T23:00:00Z')).json();
    expect(day.t).toEqual(Array.from({ length: 24 }, (_, i) => Date.UTC(2024, 0, 2, i)));
    const byMs = await get(`/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h&from=${Date.UTC(2024, 0, 2)}&to=${Date.UTC(2024, 0, 2, 23)}`);
    expect(byMs.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await byMs.json()).t).toEqual(day.t);

    const minutes = await get('/api/market/ohlcv?exchange=bybit&market=ETH&timeframe=1m&from=2024-01-21');
    expect(minutes.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await minutes.json()).t).toHaveLength(30);

    const csv = await get('/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1d&to=2024-01-02&format=csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('time,open,high,low,close,volume');
    const first = await (await get('/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1d&to=2024-01-01')).json();
    expect(lines[1]).toBe(`2024-01-01T00:00:00.000Z,${first.o[0]},${first.h[0]},${first.l[0]},${first.c[0]},${first.v[0]}`);
  });

  it('compresses, and answers 304 to a copy that is still current', async () => {
    const url = '/api/market/ohlcv?exchange=bybit&market=BTC&timeframe=1h';
    const response = await get(url, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const columns = await response.json();
    expect(columns.t).toHaveLength(480);
    // The same answer in every encoding, and again from the copy the API keeps.
    for (const encoding of ['gzip', 'br;q=0, gzip;q=0.8', 'identity', 'br']) {
      const each = await get(url, { headers: { 'Accept-Encoding': encoding } });
      expect(each.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding.startsWith('br;') ? 'gzip' : encoding);
      expect(await each.json()).toEqual(columns);
    }
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await get(`${url}&format=csv`, { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });

  it('serves the funding history with its interval', async () => {
    const response = await get('/api/market/funding?exchange=bybit&market=ETH&from=2024-01-20');
    expect(response.status).toBe(200);
    const funding = await response.json();
    expect(Object.keys(funding)).toEqual(['t', 'rate', 'intervalHours', 'intervals']);
    expect(funding.t).toEqual([0, 8, 16, 24].map((hours) => Date.UTC(2024, 0, 20, hours)));
    expect(funding.intervalHours).toBe(8);
    expect(funding.rate.every((/** @type {number} */ rate) => Math.abs(rate) < 0.001)).toBe(true);
    const csv = await (await get('/api/market/funding?exchange=bybit&market=ETH&from=2024-01-21&format=csv')).text();
    expect(csv).toBe(`time,rate,interval_hours\n2024-01-21T00:00:00.000Z,${funding.rate[3]},8\n`);
  });

  it.each([
    ['/api/market/ohlcv?exchange=binanceusdm&market=BTC', 400, /^bad query: .*timeframe/],
    ['/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=2h', 400, /^bad query: .*timeframe/],
    ['/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h&from=yesterday', 400, /^bad query: .*from/],
    ['/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h&from=2024-02-30T00:00Z', 400, /^bad query/],
    ['/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h&from=2024-01-05&to=2024-01-04', 400, /^bad query: from is after to$/],
    ['/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h&limit=5', 400, /^bad query/],
    ['/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h&format=xml', 400, /^bad query: .*format/],
    ['/api/market/funding?exchange=binanceusdm', 400, /^bad query: .*market/],
  ])('refuses %s with %i', async (url, status, error) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await response.json()).error).toMatch(error);
  });

  it('names what it holds when asked for an exchange, market or timeframe it does not', async () => {
    const exchange = await get('/api/market/ohlcv?exchange=kraken&market=BTC&timeframe=1h');
    expect(exchange.status).toBe(404);
    expect(await exchange.json()).toEqual({ error: 'unknown exchange "kraken"', exchanges: ['binanceusdm', 'bybit'] });
    expect(await (await get('/api/market/funding?exchange=bybit&market=ADA')).json()).toEqual({ error: 'unknown market "ADA"', markets: ['BTC', 'ETH'] });
    expect(await (await get('/api/market/ohlcv?exchange=bybit&market=BTC&timeframe=4h')).json()).toEqual({ error: 'unknown timeframe "4h"', timeframes: ['1d', '1h', '1m'] });
    const post = await get('/api/market/catalog', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });

  it('refuses more than 200,000 bars in one request and serves the range narrowed', async () => {
    const key = { exchange: 'bybit', market: 'ETH', series: '1m' };
    const earliest = (await store.series(key))?.firstT ?? 0;
    // A candle 198,562 minutes before the 1,440 stored ones: the whole range could hold 200,002 bars.
    const early = earliest - 198_562 * 60_000;
    await store.saveCandles(key, [{ t: early, o: 1, h: 1, l: 1, c: 1, v: 1 }], new Date(NOW));
    const response = await get('/api/market/ohlcv?exchange=bybit&market=ETH&timeframe=1m');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('the range may hold 200002 bars; at most 200000 per request: narrow from and to');
    const narrowed = await get(`/api/market/ohlcv?exchange=bybit&market=ETH&timeframe=1m&from=${earliest}`);
    expect((await narrowed.json()).t).toHaveLength(1440);
    await store.pruneCandles(key, earliest, new Date(NOW));
  });

  it('writes a snapshot whose files equal the API\'s answers', async () => {
    const distDir = path.join(started.dir, 'snapshot');
    const { files } = await writeMarketSnapshot({ store, list: TEST_LIST, distDir, now: clock() });
    expect(files).toBe(12 + 4 + 1);
    const read = (/** @type {string} */ file) => readFile(path.join(distDir, 'market', file), 'utf8');
    expect(await read('catalog.json')).toBe(await (await get('/api/market/catalog')).text());
    for (const [exchange, market, timeframe] of [['binanceusdm', 'BTC', '1h'], ['bybit', 'ETH', '1m'], ['bybit', 'BTC', '1d']]) {
      expect(await read(`ohlcv/${exchange}/${market}/${timeframe}.json`)).toBe(await (await get(`/api/market/ohlcv?exchange=${exchange}&market=${market}&timeframe=${timeframe}`)).text());
    }
    expect(await read('funding/bybit/ETH.json')).toBe(await (await get('/api/market/funding?exchange=bybit&market=ETH')).text());
    await expect(readFile(path.join(distDir, 'market', 'ohlcv', 'bybit', 'BTC', '1h.json.br'))).resolves.toBeInstanceOf(Buffer);
  });
});
