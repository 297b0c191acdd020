// @ts-check
// The sync against a local fake of Binance USDⓈ-M and Bybit (server/testing/fakeExchange.mjs) through the
// real ccxt, on SQLite and on PostgreSQL: a full fill, a top-up, each fault an exchange shows (429 with
// Retry-After, 5xx, truncated JSON, a dropped connection, an empty page, a gap, a duplicate, high < low),
// an outage recorded as a gap and repaired later, and a series that fails for good.
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres, testEngines } from '../testing/postgres.mjs';
import { fakeCandle, fakeFundingRate, startFakeExchange } from '../testing/fakeExchange.mjs';
import { openTestStore, TEST_LIST, testSync } from './marketTesting.mjs';

const engines = await testEngines();
afterAll(async () => {
  const postgres = await startPostgres();
  if (postgres.ok) await postgres.stop();
});

const LISTING = Date.UTC(2024, 0, 1);
const NOW = Date.UTC(2024, 0, 21, 0, 30);
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Rows each market holds after a full fill at NOW: 20 days, 480 hours, the last 1,440 minutes, 61 fundings (8-hourly). */
const FULL = { '1d': 20, '1h': 480, '1m': 1440, funding: 61 };

/** @param {import('./marketStore.mjs').MarketStore} store */
async function summary(store) {
  return Object.fromEntries((await store.allSeries()).map((series) => [`${series.exchange}:${series.market}:${series.series}`, { rows: series.rows, first: series.firstT, last: series.lastT, gaps: series.gaps.length }]));
}

/** @param {number} now the full-fill summary of every series at `now` (listing 2024-01-01, keep 1 day of 1m) */
function expectedSummary(now) {
  const out = {};
  for (const exchange of ['binanceusdm', 'bybit']) {
    for (const market of ['BTC', 'ETH']) {
      const lastDay = Math.floor(now / DAY) * DAY - DAY;
      const lastHour = Math.floor(now / HOUR) * HOUR - HOUR;
      const lastMinute = Math.floor(now / 60_000) * 60_000 - 60_000;
      const firstMinute = Math.ceil((now - DAY) / 60_000) * 60_000;
      const lastFunding = Math.floor(now / (8 * HOUR)) * 8 * HOUR;
      Object.assign(out, {
        [`${exchange}:${market}:1d`]: { rows: (lastDay - LISTING) / DAY + 1, first: LISTING, last: lastDay, gaps: 0 },
        [`${exchange}:${market}:1h`]: { rows: (lastHour - LISTING) / HOUR + 1, first: LISTING, last: lastHour, gaps: 0 },
        [`${exchange}:${market}:1m`]: { rows: (lastMinute - firstMinute) / 60_000 + 1, first: firstMinute, last: lastMinute, gaps: 0 },
        [`${exchange}:${market}:funding`]: { rows: (lastFunding - LISTING) / (8 * HOUR) + 1, first: LISTING, last: lastFunding, gaps: 0 },
      });
    }
  }
  return out;
}

/**
 * Every stored 1h candle of a market equals the fake exchange's, and every funding record.
 * @param {import('./marketStore.mjs').MarketStore} store
 * @param {string} exchange
 * @param {string} market
 */
async function expectExchangeValues(store, exchange, market) {
  const candles = await store.candles({ exchange, market, series: '1h' }, { from: 0, to: NOW });
  expect(candles.t.length).toBe(FULL['1h']);
  candles.t.forEach((t, i) => {
    expect([candles.o[i], candles.h[i], candles.l[i], candles.c[i], candles.v[i]], new Date(t).toISOString()).toEqual(fakeCandle(market, t, HOUR).map(Number));
  });
  const funding = await store.funding({ exchange, market }, { from: 0, to: NOW });
  expect(funding.rate).toEqual(funding.t.map((t) => Number(fakeFundingRate(market, t))));
  expect(new Set(funding.intervalHours)).toEqual(new Set([8]));
}

describe.each(engines)('market sync on $engine', (choice) => {
  it('fills the store from listing, then tops it up with what is new only', async () => {
    let now = NOW;
    const fake = await startFakeExchange({ now: () => now, listing: LISTING });
    const { store, close } = await openTestStore(choice);
    try {
      const first = await testSync(store, fake.origin, now);
      expect(first.failed, first.lines.join('\n')).toBe(0);
      expect(await summary(store)).toEqual(expectedSummary(now));
      await expectExchangeValues(store, 'binanceusdm', 'BTC');
      await expectExchangeValues(store, 'bybit', 'ETH');
      // One progress line per market and series, and the summary.
      expect(first.lines).toHaveLength(TEST_LIST.exchanges.length * TEST_LIST.markets.length * 4 + 1);
      expect(first.lines.at(-1)).toBe('market sync: 16 series, 8004 rows stored, 0 gaps open, 0 failed');
      // Within the exchanges' limits: at most 1,000 candles a request, never ccxt's own paging.
      const klines = fake.requests.filter((request) => request.path === '/fapi/v1/klines' || request.path === '/v5/market/kline');
      expect(Math.max(...klines.map((request) => Number(request.query.limit)))).toBe(1000);
      expect(fake.requests.filter((request) => request.path === '/v5/market/funding/history').every((request) => Number(request.query.limit) <= 200)).toBe(true);

      now += DAY + 2 * HOUR;
      fake.requests.length = 0;
      const second = await testSync(store, fake.origin, now);
      expect(second.failed).toBe(0);
      expect(await summary(store)).toEqual(expectedSummary(now));
      // Resumed after the last stored candle: the 1h requests start at the next hour.
      const binanceHours = fake.requests.filter((request) => request.path === '/fapi/v1/klines' && request.query.interval === '1h' && request.query.symbol === 'BTCUSDT');
      expect(binanceHours.map((request) => Number(request.query.startTime))).toEqual([Date.UTC(2024, 0, 21)]);
    } finally {
      await close();
      await fake.close();
    }
  });

  /** @type {[string, import('../testing/fakeExchange.mjs').Fault[]][]} */
  const faults = [
    ['429 with Retry-After', [{ endpoint: 'klines', kind: '429', retryAfter: 7 }, { endpoint: 'kline', kind: '429', retryAfter: 7 }]],
    ['a 5xx', [{ endpoint: 'klines', kind: '500', skip: 1 }, { endpoint: 'funding/history', kind: '500' }, { endpoint: 'exchangeInfo', kind: '500' }]],
    ['truncated JSON (ccxt returns an empty list)', [{ endpoint: 'klines', kind: 'truncated', skip: 2 }, { endpoint: 'kline', kind: 'truncated' }, { endpoint: 'fundingRate', kind: 'truncated' }, { endpoint: 'funding/history', kind: 'truncated' }]],
    ['a dropped connection', [{ endpoint: 'kline', kind: 'drop', skip: 2 }, { endpoint: 'fundingRate', kind: 'drop' }, { endpoint: 'instruments-info', kind: 'drop' }]],
    ['an empty page', [{ endpoint: 'klines', kind: 'empty', skip: 1 }, { endpoint: 'funding/history', kind: 'empty' }]],
    ['a gap', [{ endpoint: 'klines', kind: 'gap', skip: 1 }, { endpoint: 'kline', kind: 'gap', skip: 2 }]],
    ['a duplicate', [{ endpoint: 'klines', kind: 'duplicate' }, { endpoint: 'kline', kind: 'duplicate' }, { endpoint: 'fundingRate', kind: 'duplicate' }]],
    ['a candle with high < low', [{ endpoint: 'klines', kind: 'high-below-low', skip: 2 }, { endpoint: 'kline', kind: 'high-below-low', skip: 1 }]],
  ];
  it.each(faults)('retries %s and stores the same data as without it', async (_name, injected) => {
    const fake = await startFakeExchange({ now: () => NOW, listing: LISTING });
    const { store, close } = await openTestStore(choice);
    try {
      for (const fault of injected) fake.inject(fault);
      // One market on both exchanges: every endpoint is met more often than a fault skips.
      const result = await testSync(store, fake.origin, NOW, { only: { market: 'BTC' } });
      expect(result.failed, result.lines.join('\n')).toBe(0);
      expect(fake.pendingFaults()).toBe(0);
      expect(result.waits, result.lines.join('\n')).toHaveLength(injected.length);
      expect(await summary(store)).toEqual(Object.fromEntries(Object.entries(expectedSummary(NOW)).filter(([id]) => id.includes(':BTC:'))));
      await expectExchangeValues(store, 'binanceusdm', 'BTC');
      await expectExchangeValues(store, 'bybit', 'BTC');
      // The exchange's Retry-After is honoured (ccxt ignores it); other waits back off with jitter.
      if (injected[0]?.kind === '429') expect(result.waits).toEqual([7_000, 7_000]);
      else expect(result.waits.every((ms) => ms >= 75 && ms <= 100)).toBe(true);
    } finally {
      await close();
      await fake.close();
    }
  });

  it('records what an outage left missing, keeps good data against a bad answer, and repairs the gap once the exchange has it', async () => {
    const outage = { market: 'BTC', from: Date.UTC(2024, 0, 10, 3), to: Date.UTC(2024, 0, 10, 5) };
    const down = await startFakeExchange({ now: () => NOW, listing: LISTING, downtime: [outage] });
    const { store, close } = await openTestStore(choice);
    try {
      const result = await testSync(store, down.origin, NOW, { only: { exchange: 'binanceusdm', timeframe: '1h' } });
      expect(result.failed).toBe(0);
      expect(await store.gaps({ exchange: 'binanceusdm', market: 'BTC', series: '1h' })).toEqual([{ from: outage.from, to: outage.to }]);
      expect((await store.series({ exchange: 'binanceusdm', market: 'BTC', series: '1h' }))?.rows).toBe(FULL['1h'] - 3);
      expect(result.lines[0]).toMatch(/^binanceusdm BTC 1h: 477 stored \(2024-01-01T00:00Z → 2024-01-20T23:00Z\), 1 gap open, 3 retries$/);

      // Every answer for ETH now holds a candle with high < low: that candle stays as stored.
      const before = await store.candles({ exchange: 'binanceusdm', market: 'ETH', series: '1h' }, { from: 0, to: NOW });
      down.inject({ endpoint: 'klines', kind: 'high-below-low', times: Infinity });
      const bad = await testSync(store, down.origin, NOW, { only: { exchange: 'binanceusdm', market: 'ETH', timeframe: '1h', since: LISTING } });
      expect(bad.failed).toBe(0);
      expect(await store.candles({ exchange: 'binanceusdm', market: 'ETH', series: '1h' }, { from: 0, to: NOW })).toEqual(before);
      expect(await store.gaps({ exchange: 'binanceusdm', market: 'ETH', series: '1h' })).toEqual([]);

      const back = await startFakeExchange({ now: () => NOW + HOUR, listing: LISTING });
      try {
        const repaired = await testSync(store, back.origin, NOW + HOUR, { only: { exchange: 'binanceusdm', market: 'BTC', timeframe: '1h' } });
        expect(repaired.failed).toBe(0);
        expect(await store.gaps({ exchange: 'binanceusdm', market: 'BTC', series: '1h' })).toEqual([]);
        expect((await store.series({ exchange: 'binanceusdm', market: 'BTC', series: '1h' }))?.rows).toBe(FULL['1h'] + 1);
      } finally {
        await back.close();
      }
    } finally {
      await close();
      await down.close();
    }
  });

  it('leaves an exchange\'s other series for the next sync once three in a row failed on every attempt', async () => {
    const fake = await startFakeExchange({ now: () => NOW, listing: LISTING });
    const { store, close } = await openTestStore(choice);
    try {
      fake.inject({ endpoint: 'kline', kind: '500', times: Infinity });
      const result = await testSync(store, fake.origin, NOW, { attempts: 2, only: { market: 'BTC' } });
      const bybit = result.reports.filter((report) => report.exchange === 'bybit');
      expect(bybit.map((report) => [report.series, report.retries, report.failed?.replace(/:.*/s, '')])).toEqual([
        ['1d', 1, 'bybit GET http'],
        ['1h', 1, 'bybit GET http'],
        ['1m', 1, 'bybit GET http'],
        ['funding', 0, 'not tried'],
      ]);
      expect(result.lines).toContain('bybit BTC funding: not tried: the 3 series before it failed on every attempt');
      // The other exchange is not held up.
      expect(result.reports.filter((report) => report.exchange === 'binanceusdm').every((report) => report.failed === null)).toBe(true);
      expect(result.failed).toBe(4);
    } finally {
      await close();
      await fake.close();
    }
  });

  it('reports a series that fails on every attempt and completes the others', async () => {
    const fake = await startFakeExchange({ now: () => NOW, listing: LISTING });
    const { store, close } = await openTestStore(choice);
    try {
      fake.inject({ endpoint: 'kline', kind: '500', times: Infinity });
      const result = await testSync(store, fake.origin, NOW, { attempts: 3, only: { market: 'BTC', timeframe: '1d' } });
      expect(result.failed).toBe(1);
      expect(result.lines).toEqual([
        'binanceusdm BTC 1d: 20 stored (2024-01-01T00:00Z → 2024-01-20T00:00Z), 0 gaps open, 0 retries',
        expect.stringMatching(/^bybit BTC 1d: FAILED after 2 retries: bybit GET http:\/\/127\.0\.0\.1:\d+\/v5\/market\/kline/),
        'market sync: 2 series, 20 rows stored, 0 gaps open, 1 failed',
      ]);
    } finally {
      await close();
      await fake.close();
    }
  });
});
