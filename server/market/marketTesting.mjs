// @ts-check
// Test helper: a store on SQLite or on a fresh PostgreSQL database, and a sync against the fake exchange
// with an injected clock and sleep (no real waits).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/openDatabase.mjs';
import { createExchange } from './exchangeClient.mjs';
import { createMarketStore } from './marketStore.mjs';
import { syncMarkets } from './syncMarkets.mjs';

/** A small markets list: two exchanges, two markets, 1d and 1h since listing, 1m for the last day, funding. */
export const TEST_LIST = {
  quote: 'USDT',
  exchanges: [
    { id: 'binanceusdm', name: 'Binance USDⓈ-M', terms: 'https://www.binance.com/en/terms' },
    { id: 'bybit', name: 'Bybit', terms: 'https://www.bybit.com/en/terms-service/' },
  ],
  markets: ['BTC', 'ETH'],
  timeframes: [{ id: '1d' }, { id: '1h' }, { id: '1m', keepDays: 1 }],
  funding: true,
};

/**
 * @param {import('../testing/harness.mjs').EngineChoice} choice
 */
export async function openTestStore(choice) {
  const dir = await mkdtemp(path.join(tmpdir(), 'futureslab-market-'));
  const databaseUrl = choice.engine === 'postgres' && choice.postgres?.ok ? await choice.postgres.createDatabase() : null;
  const database = await openDatabase({ dataDir: dir, databaseUrl });
  return {
    dir,
    databaseUrl,
    database,
    store: createMarketStore(database),
    async close() {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a sync against `origin` with the clock at `now`; waits are recorded, not slept.
 * @param {import('./marketStore.mjs').MarketStore} store
 * @param {string} origin
 * @param {number} now
 * @param {Partial<import('./syncMarkets.mjs').SyncOptions> & { attempts?: number }} [more]
 */
export async function testSync(store, origin, now, { attempts = 4, ...more } = {}) {
  /** @type {number[]} */
  const waits = [];
  /** @type {string[]} */
  const lines = [];
  const result = await syncMarkets({
    store,
    list: TEST_LIST,
    exchangeFor: (id) => createExchange(id, { apiOrigin: origin, config: { rateLimit: 1 } }),
    now: () => new Date(now),
    retry: { attempts, baseMs: 100, maxMs: 2_000, maxWaitMs: 60_000, sleep: async (ms) => void waits.push(ms), random: () => 0.5 },
    log: (line) => void lines.push(line),
    ...more,
  });
  return { ...result, waits, lines };
}
