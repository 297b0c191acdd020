#!/usr/bin/env node
// @ts-check
// `npm run market -- <command>`: fill and top up the exchange data, write it as static files (server/README.md,
// "Exchange market data").
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { openDatabase } from './db/openDatabase.mjs';
import { createExchange } from './market/exchangeClient.mjs';
import { exchangeAccessFromEnv } from './market/marketEnvironment.mjs';
import { readMarketsList } from './market/marketsList.mjs';
import { createMarketStore } from './market/marketStore.mjs';
import { writeMarketSnapshot } from './market/marketSnapshot.mjs';
import { syncMarkets } from './market/syncMarkets.mjs';
import { SYNC_RETRY } from './plugins/marketPlugin.mjs';
import { DEFAULT_DATA_DIR, DEFAULT_DIST_DIR } from './projectPaths.mjs';

const USAGE = `Usage: npm run market -- <command> [options]

  sync [--exchange ID] [--market BTC] [--timeframe 1h|funding] [--since 2020-01-01]
                 fill and top up the store from the exchanges of specs/markets.yaml: after the
                 last stored candle, or from --since; one line per market and series, a summary;
                 exit 1 when a series failed (gaps an exchange cannot fill are recorded, not failures)
  snapshot [--dist DIR]
                 write the catalog and every dataset as files under DIR/market/ (default dist/),
                 in the API's formats, for a host without the server

Options: --data-dir DIR (default <project>/.data) or DATABASE_URL (PostgreSQL), --list FILE (another
markets list). Environment: MARKET_EXCHANGE_ORIGIN (send the exchange requests to another origin),
MARKET_RATE_LIMIT_MS (pause between two requests to one exchange; default ccxt's own).`;

const args = process.argv.slice(2);
/** @param {string} flag */
function option(flag) {
  const at = args.indexOf(flag);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value\n\n${USAGE}`);
  args.splice(at, 2);
  return value;
}

/** @param {string | undefined} text */
function sinceOf(text) {
  if (text === undefined) return undefined;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (!Number.isFinite(ms)) throw new Error(`--since must be a date like 2020-01-01, got ${JSON.stringify(text)}`);
  return ms;
}

let code = 0;
try {
  const dataDir = option('--data-dir') ?? (process.env.DATA_DIR || DEFAULT_DATA_DIR);
  const listFile = option('--list');
  const distDir = path.resolve(option('--dist') ?? DEFAULT_DIST_DIR);
  const only = { exchange: option('--exchange'), market: option('--market'), timeframe: option('--timeframe'), since: sinceOf(option('--since')) };
  const [command, ...rest] = args;
  if (!command || command === '--help' || command === 'help') {
    console.log(USAGE);
    process.exit(command ? 0 : 2);
  }
  if (rest.length > 0 || !['sync', 'snapshot'].includes(command)) throw new Error(`unknown command or option: ${args.join(' ')}\n\n${USAGE}`);
  const list = readMarketsList(listFile);
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || null });
  try {
    const store = createMarketStore(database);
    if (command === 'sync') {
      const { exchangeOrigin, rateLimitMs } = exchangeAccessFromEnv(process.env);
      const onlyGiven = Object.fromEntries(Object.entries(only).filter(([, value]) => value !== undefined));
      const { failed } = await syncMarkets({
        store,
        list,
        only: onlyGiven,
        exchangeFor: (id) => createExchange(id, { apiOrigin: exchangeOrigin, config: rateLimitMs ? { rateLimit: rateLimitMs } : {} }),
        now: () => new Date(),
        retry: { ...SYNC_RETRY, sleep: (ms) => delay(ms), random: Math.random },
        log: (line) => console.log(line),
      });
      code = failed > 0 ? 1 : 0;
    } else {
      const { files, bytes } = await writeMarketSnapshot({ store, list, distDir, now: new Date() });
      console.log(`market snapshot: ${files} files (${(bytes / 1e6).toFixed(1)} MB) in ${path.join(distDir, 'market')}/`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`market: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
}
process.exit(code);
