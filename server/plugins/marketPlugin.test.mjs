// @ts-check
// MARKET_SYNC=1: the server fills the store by itself from the exchanges (here the fake), serves what it
// stored, and closes while a sync runs without waiting for the exchange.
import { afterAll, expect, it } from 'vitest';
import { pollUntil, startApp, stopApps } from '../testing/harness.mjs';
import { startFakeExchange } from '../testing/fakeExchange.mjs';
import { TEST_LIST } from '../market/marketTesting.mjs';

afterAll(stopApps);

it('keeps the store current on its schedule and stops with the server', async () => {
  const listing = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 3 * 86_400_000;
  const fake = await startFakeExchange({ listing, delayMs: 5 });
  try {
    const { app, base } = await startApp({ engine: 'sqlite', postgres: null }, {
      markets: { ...TEST_LIST, exchanges: TEST_LIST.exchanges.slice(0, 1), timeframes: [{ id: '1h' }] },
      marketSync: { everyMs: 3_600_000, exchangeOrigin: fake.origin, rateLimitMs: 1 },
    });
    const catalog = await pollUntil(
      async () => (await (await fetch(`${base}/api/market/catalog`)).json()),
      (body) => body.funding.length === 2,
      { what: 'the funding of both markets in the catalog', timeoutMs: 20_000 },
    );
    expect(catalog.datasets.map((/** @type {{ id: string }} */ dataset) => dataset.id)).toEqual(['binanceusdm:BTC:1h', 'binanceusdm:ETH:1h']);
    await app.close();
  } finally {
    await fake.close();
  }
});
