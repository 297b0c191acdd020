#!/usr/bin/env node
// @ts-check
// `npm run bench -- --market`: the exchange data on SQLite and, when PostgreSQL can start, on PostgreSQL:
// - sync: two exchanges' 1h history of one market since 11.5 years (about 200,000 candles) from the local
//   fake exchange through ccxt (rate limit 1 ms: the fake has none) into an empty store; candles stored a second;
// - API: 100,000 1h candles (columnar JSON, plain and brotli) and the catalog, served by the app server over
//   loopback; the first request for a range after the sync (the store read, and for brotli the compression)
//   and the median of several requests (the API then serves the answer it keeps by its ETag), from sending the request to the last byte, and the CPU time
//   this process spent on it (server and client). On a machine busier than its cores (load average above
//   the core count) wall times measure the other processes: the budgets are then judged on CPU time.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createAppServer } from '../createAppServer.mjs';
import { createExchange } from '../market/exchangeClient.mjs';
import { createMarketStore } from '../market/marketStore.mjs';
import { syncMarkets } from '../market/syncMarkets.mjs';
import { startFakeExchange } from '../testing/fakeExchange.mjs';
import { startPostgres } from '../testing/postgres.mjs';

const BUDGET = { candlesPerSecond: 20_000, ohlcvMs: 300, catalogMs: 50 };
const HOUR = 3_600_000;
const BARS = 100_000;
const LIST = {
  quote: 'USDT',
  exchanges: [
    { id: 'binanceusdm', name: 'Binance USDⓈ-M', terms: 'https://www.binance.com/en/terms' },
    { id: 'bybit', name: 'Bybit', terms: 'https://www.bybit.com/en/terms-service/' },
  ],
  markets: ['BTC'],
  timeframes: [{ id: '1h' }],
  funding: false,
};

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ ms: number, cpuMs: number, bytes: number }>}
 */
async function timed(url, headers = { 'Accept-Encoding': 'identity' }) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  const used = process.cpuUsage(cpu);
  // fetch decompresses: the size sent is the Content-Length.
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, bytes: Number(response.headers.get('content-length') ?? body.byteLength) };
}

/** @param {{ ms: number, cpuMs: number }[]} runs */
const medians = (runs) => ({ ms: median(runs.map((run) => run.ms)), cpuMs: median(runs.map((run) => run.cpuMs)) });

/**
 * @param {'sqlite' | 'postgres'} engine
 * @param {string | null} databaseUrl
 */
async function benchEngine(engine, databaseUrl) {
  const dir = await mkdtemp(path.join(tmpdir(), 'futureslab-market-bench-'));
  const now = Date.now();
  const listing = Math.floor(now / HOUR) * HOUR - (BARS + 500) * HOUR;
  const fake = await startFakeExchange({ markets: ['BTC'], listing, now: () => now });
  const app = await createAppServer({ distDir: path.join(dir, 'no-dist'), dataDir: dir, databaseUrl, markets: LIST, sendMails: false, logLevel: 'warn', logStream: { write: () => {} } });
  try {
    const store = createMarketStore(app.database);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const { reports, failed } = await syncMarkets({
      store,
      list: LIST,
      exchangeFor: (id) => createExchange(id, { apiOrigin: fake.origin, config: { rateLimit: 1 } }),
      now: () => new Date(now),
      retry: { attempts: 3, baseMs: 10, maxMs: 100, maxWaitMs: 1_000, sleep: async () => {}, random: Math.random },
      log: () => {},
    });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    if (failed > 0) throw new Error(`sync failed: ${JSON.stringify(reports)}`);
    const stored = reports.reduce((sum, report) => sum + report.stored, 0);
    const rate = stored / seconds;

    const base = await app.listen(0, '127.0.0.1');
    const last = Math.floor(now / HOUR) * HOUR - HOUR;
    const url = `${base}/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h&from=${last - (BARS - 1) * HOUR}&to=${last}`;
    // The first requests after a sync read the store and compress (the API keeps the answer by its ETag).
    const first = await timed(url);
    // Another 100,000 bars (an hour earlier): read and compressed for this request.
    const firstBrotli = await timed(`${base}/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h&from=${last - BARS * HOUR}&to=${last - HOUR}`, { 'Accept-Encoding': 'br' });
    const check = await (await fetch(url)).json();
    if (check.t.length !== BARS) throw new Error(`expected ${BARS} bars, got ${check.t.length}`);
    const plain = [];
    const brotli = [];
    for (let i = 0; i < 7; i += 1) {
      plain.push(await timed(url));
      brotli.push(await timed(url, { 'Accept-Encoding': 'br' }));
    }
    const catalog = [];
    for (let i = 0; i < 21; i += 1) catalog.push(await timed(`${base}/api/market/catalog`));
    const result = { engine, stored, rate, cpuRate: stored / cpuSeconds, first, firstBrotli, plain: medians(plain), brotli: medians(brotli), catalog: medians(catalog) };
    /** @param {{ ms: number, cpuMs: number }} each */
    const both = (each) => `${each.ms.toFixed(0)} ms (CPU ${each.cpuMs.toFixed(0)} ms)`;
    console.log(
      `${engine}: sync ${stored} candles in ${seconds.toFixed(1)} s = ${Math.round(rate)}/s (CPU ${cpuSeconds.toFixed(1)} s = ${Math.round(result.cpuRate)}/s; budget ≥ ${BUDGET.candlesPerSecond}/s)\n` +
        `  ${BARS} 1h bars, first request after the sync: JSON ${both(first)}, brotli ${both(firstBrotli)} (budget ${BUDGET.ohlcvMs} ms each)\n` +
        `  ${BARS} 1h bars, median of 7: JSON ${both(result.plain)}, brotli ${both(result.brotli)} (budget ${BUDGET.ohlcvMs} ms; ${(first.bytes / 1e6).toFixed(1)} MB, ${(firstBrotli.bytes / 1e6).toFixed(1)} MB brotli)\n` +
        `  catalog: ${both(result.catalog)} (budget ${BUDGET.catalogMs} ms)`,
    );
    return result;
  } finally {
    await app.close();
    await fake.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const results = [await benchEngine('sqlite', null)];
const postgres = await startPostgres();
if (postgres.ok) {
  try {
    results.push(await benchEngine('postgres', await postgres.createDatabase()));
  } finally {
    await postgres.stop();
  }
} else console.log(`postgres skipped: ${postgres.reason}`);

const load = loadavg()[0] ?? 0;
const busy = load > availableParallelism();
if (busy) console.log(`load average ${load.toFixed(1)} on ${availableParallelism()} cores: budgets judged on CPU time`);
/** @param {{ ms: number, cpuMs: number }} each */
const time = (each) => (busy ? each.cpuMs : each.ms);
const broken = results.filter((each) => (busy ? each.cpuRate : each.rate) < BUDGET.candlesPerSecond || Math.max(time(each.first), time(each.firstBrotli), time(each.plain), time(each.brotli)) > BUDGET.ohlcvMs || time(each.catalog) > BUDGET.catalogMs);
if (broken.length > 0) {
  console.error(`✗ market budgets broken on ${broken.map((each) => each.engine).join(', ')}`);
  process.exit(1);
}
console.log('✓ market budgets met');
