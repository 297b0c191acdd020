// @ts-check
// `npm run market -- sync` as the operator runs it, against the fake exchange, on SQLite and on PostgreSQL:
// killed with SIGKILL in the middle of a sync, the store is consistent (every dataset row agrees with its
// rows) and the next run completes; a wrong name exits non-zero with the reason.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../testing/harness.mjs';
import { startPostgres, testEngines } from '../testing/postgres.mjs';
import { startFakeExchange } from '../testing/fakeExchange.mjs';
import { openTestStore } from './marketTesting.mjs';

const engines = await testEngines();
const CLI = fileURLToPath(new URL('../market-cli.mjs', import.meta.url));
const HOUR = 3_600_000;
afterAll(async () => {
  const postgres = await startPostgres();
  if (postgres.ok) await postgres.stop();
});

const LIST = `quote: USDT
exchanges:
  - { id: binanceusdm, name: Binance USDⓈ-M, terms: "https://www.binance.com/en/terms" }
markets: [BTC, ETH]
timeframes:
  - { id: 1h }
  - { id: 1m, keepDays: 1 }
funding: true
`;

/**
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
function startCli(args, env) {
  const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Every dataset row agrees with the rows it describes.
 * @param {import('../db/schema.mjs').Db} db
 */
async function expectConsistent(db) {
  const datasets = await db.selectFrom('market_datasets').selectAll().execute();
  for (const dataset of datasets) {
    const actual =
      dataset.series === 'funding'
        ? await db.selectFrom('market_funding').where('exchange', '=', dataset.exchange).where('market', '=', dataset.market)
            .select((eb) => [eb.fn.min('t').as('first'), eb.fn.max('t').as('last'), eb.fn.countAll().as('rows')]).executeTakeFirstOrThrow()
        : await db.selectFrom('market_candles').where('exchange', '=', dataset.exchange).where('market', '=', dataset.market).where('timeframe', '=', dataset.series)
            .select((eb) => [eb.fn.min('t').as('first'), eb.fn.max('t').as('last'), eb.fn.countAll().as('rows')]).executeTakeFirstOrThrow();
    expect({ first: Number(actual.first), last: Number(actual.last), rows: Number(actual.rows) }, `${dataset.exchange} ${dataset.market} ${dataset.series}`).toEqual({ first: Number(dataset.first_t), last: Number(dataset.last_t), rows: dataset.rows });
  }
  return datasets;
}

describe.each(engines)('npm run market on $engine', (choice) => {
  it('resumes after being killed mid-sync, with the store consistent', async () => {
    const listing = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 10 * 86_400_000;
    const fake = await startFakeExchange({ listing, delayMs: 25 });
    const opened = await openTestStore(choice);
    try {
      const listFile = path.join(opened.dir, 'markets.yaml');
      await writeFile(listFile, LIST);
      const args = ['sync', '--list', listFile, '--data-dir', opened.dir];
      const env = { MARKET_EXCHANGE_ORIGIN: fake.origin, MARKET_RATE_LIMIT_MS: '1', DATABASE_URL: opened.databaseUrl ?? '' };

      const first = startCli(args, env);
      // Killed once some series are stored and others are not.
      await pollUntil(() => opened.database.db.selectFrom('market_datasets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(), (row) => Number(row.n) >= 2, { what: 'two stored series', timeoutMs: 60_000 });
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe(null);
      const partial = await expectConsistent(opened.database.db);
      expect(partial.length).toBeLessThan(6);

      const second = startCli(args, env);
      expect(await second.exited, second.output()).toBe(0);
      expect(second.output()).toMatch(/^market sync: 6 series, \d+ rows stored, 0 gaps open, 0 failed$/m);
      const datasets = await expectConsistent(opened.database.db);
      expect(datasets.map((dataset) => `${dataset.market} ${dataset.series}`).sort()).toEqual(['BTC 1h', 'BTC 1m', 'BTC funding', 'ETH 1h', 'ETH 1m', 'ETH funding']);
      for (const dataset of datasets.filter((each) => each.series === '1h')) {
        expect(dataset.rows).toBe((Number(dataset.last_t) - listing) / HOUR + 1);
      }
      for (const dataset of datasets.filter((each) => each.series === '1m')) {
        expect(dataset.rows).toBe((Number(dataset.last_t) - Number(dataset.first_t)) / 60_000 + 1);
      }
    } finally {
      await opened.close();
      await fake.close();
    }
    // Two processes that each load ccxt, on a busy 2-core machine.
  }, 90_000);
});

// The same on either database: checked on SQLite only.
it('exits non-zero with the reason for a name the markets list does not hold', async () => {
  const opened = await openTestStore({ engine: 'sqlite', postgres: null });
  try {
    const run = startCli(['sync', '--exchange', 'kraken', '--data-dir', opened.dir], {});
    expect(await run.exited).toBe(1);
    expect(run.output()).toBe('market: the markets list has no exchange "kraken" (binanceusdm, bybit, okx, bingx)\n');
  } finally {
    await opened.close();
  }
});
