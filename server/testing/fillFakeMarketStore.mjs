#!/usr/bin/env node
// @ts-check
/**
 * Fills a server data directory's market store from the fake exchange (server/testing/fakeExchange.mjs,
 * the public endpoints of Binance USDⓈ-M and Bybit in their own formats) through the real sync and ccxt:
 * BTC and ETH, 1d and 1h candles since listing, 1m for the last day, funding every 8 hours. For the
 * browser tests and the bench, which need the lab on exchange data without the internet.
 *
 *   node server/testing/fillFakeMarketStore.mjs --data-dir .e2e-data --hours 2000
 */
import { openDatabase } from '../db/openDatabase.mjs';
import { createMarketStore } from '../market/marketStore.mjs';
import { testSync } from '../market/marketTesting.mjs';
import { startFakeExchange } from './fakeExchange.mjs';

const HOUR = 3_600_000;

/** The exchange's clock: a fixed time, so the same command stores the same candles. */
export const FAKE_MARKET_NOW = Date.UTC(2026, 0, 1);

/**
 * Stores `hours` of hourly history (listed that long before FAKE_MARKET_NOW); a store already filled is topped up.
 * @param {string} dataDir
 * @param {number} hours
 * @returns {Promise<{ stored: number, ms: number }>}
 */
export async function fillFakeMarketStore(dataDir, hours) {
  const started = performance.now();
  const exchange = await startFakeExchange({ listing: FAKE_MARKET_NOW - hours * HOUR, now: () => FAKE_MARKET_NOW });
  const database = await openDatabase({ dataDir, databaseUrl: null });
  try {
    const result = await testSync(createMarketStore(database), exchange.origin, FAKE_MARKET_NOW);
    if (result.failed > 0) throw new Error(`the sync from the fake exchange failed:\n${result.lines.join('\n')}`);
    return { stored: result.reports.reduce((sum, report) => sum + report.stored, 0), ms: performance.now() - started };
  } finally {
    await database.close();
    await exchange.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  /** @param {string} flag */
  const option = (flag) => {
    const at = args.indexOf(flag);
    return at === -1 ? undefined : args[at + 1];
  };
  const dataDir = option('--data-dir') ?? '.e2e-data';
  const hours = Number(option('--hours') ?? 2_000);
  const { ms } = await fillFakeMarketStore(dataDir, hours);
  console.log(`market store in ${dataDir}: ${hours} hourly bars per market from the fake exchange (${Math.round(ms)} ms)`);
}
