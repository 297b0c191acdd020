#!/usr/bin/env node
// @ts-check
// `npm run bench -- --newsletter`: the newsletter service as a real server process (serve.mjs), on
// SQLite and, when PostgreSQL can start (server/testing/postgres.mjs), on PostgreSQL:
// - subscribe: 500 concurrent clients with keep-alive send valid subscribe requests with new addresses
//   for 10 s after a 2 s warm-up; every request must answer 202; throughput, p50 and p99 latency;
// - sending: an issue for 2,000 confirmed subscribers, delivered by the server's mail worker to a local
//   SMTP server (smtp-server, in this process) with the pooled default (5 connections), and with one
//   connection for comparison; mails per second from queueing to the last mail accepted.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/openDatabase.mjs';
import { parseIssue } from '../newsletter/issues.mjs';
import { createOperator } from '../newsletter/operator.mjs';
import { createSubscriberStore } from '../newsletter/subscriberStore.mjs';
import { startPostgres } from '../testing/postgres.mjs';
import { startSmtpSink } from '../testing/smtpSink.mjs';

const SERVE = fileURLToPath(new URL('../serve.mjs', import.meta.url));
const CLIENTS = 500;
const WARMUP_MS = 2_000;
const MEASURE_MS = 10_000;
const RECIPIENTS = 2_000;
/** The throughput the pooled default must reach to a local SMTP server. */
const MIN_MAILS_PER_SECOND = 50;

/**
 * Starts serve.mjs on a free port and resolves once /healthz answers.
 * @param {{ dataDir: string, databaseUrl: string | null, env?: Record<string, string> }} options
 */
async function startServer({ dataDir, databaseUrl, env = {} }) {
  const child = spawn(process.execPath, [SERVE, '--port', '0', '--data-dir', dataDir, '--dist', path.join(dataDir, 'no-dist')], {
    env: { ...process.env, RATE_LIMIT: '100000000', LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  // The bench serves no site: only the server's other complaints are shown.
  child.stderr.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim() && !line.includes('index.html is missing')) console.error(line);
  });
  const until = Date.now() + 30_000;
  let base = null;
  while (!base) {
    base = /running at (http:\/\/[^/\s]+)\//.exec(output)?.[1] ?? null;
    if (Date.now() > until) throw new Error(`the server did not start: ${output}`);
    if (!base) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const port = Number(new URL(base).port);
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * @param {{ label: string, databaseUrl: string | null }} target
 * @returns {Promise<string[]>} the table row
 */
async function measureSubscribe({ label, databaseUrl }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'futureslab-bench-'));
  const server = await startServer({ dataDir: path.join(dir, 'data'), databaseUrl });
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    let n = 0;
    /** @type {number[]} */
    const latencies = [];
    let errors = 0;
    const measureFrom = Date.now() + WARMUP_MS;
    const end = measureFrom + MEASURE_MS;
    const one = () =>
      new Promise((resolve) => {
        const body = JSON.stringify({ email: `bench-${process.pid}-${(n += 1)}@example.com`, locale: n % 2 ? 'en' : 'de', consent: true });
        const t0 = process.hrtime.bigint();
        const req = http.request({ host: '127.0.0.1', port: server.port, path: '/newsletter/subscribe', method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
          res.resume();
          res.on('end', () => {
            if (Date.now() >= measureFrom) {
              latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
              if (res.statusCode !== 202) errors += 1;
            }
            resolve(undefined);
          });
        });
        req.on('error', () => {
          errors += 1;
          resolve(undefined);
        });
        req.end(body);
      });
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < end) await one();
      }),
    );
    agent.destroy();
    latencies.sort((a, b) => a - b);
    return [label, String(latencies.length), (latencies.length / (MEASURE_MS / 1000)).toFixed(0), quantile(latencies, 0.5).toFixed(0), quantile(latencies, 0.99).toFixed(0), String(errors)];
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * @param {{ label: string, databaseUrl: string | null, connections: number | null }} target null: the default
 * @returns {Promise<{ row: string[], mailsPerSecond: number }>}
 */
async function measureSending({ label, databaseUrl, connections }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'futureslab-bench-'));
  const dataDir = path.join(dir, 'data');
  const smtp = await startSmtpSink();
  const database = await openDatabase({ dataDir, databaseUrl });
  const server = await startServer({ dataDir, databaseUrl, env: { SMTP_URL: smtp.url, ...(connections ? { MAIL_CONCURRENCY: String(connections) } : {}) } });
  try {
    const now = new Date().toISOString();
    for (let i = 0; i < RECIPIENTS; i += 500) {
      await database.db
        .insertInto('subscribers')
        .values(Array.from({ length: Math.min(500, RECIPIENTS - i) }, (_, j) => ({ email: `reader-${i + j}@example.com`, locale: (i + j) % 3 ? 'en' : 'de', status: 'confirmed', consent_at: now, consent_text_version: 'bench', consent_ip: null, confirmed_at: now })))
        .execute();
    }
    const operator = createOperator({ database, store: createSubscriberStore(database), publicUrl: 'https://futureslab.example', siteName: 'FuturesLab', outboxDir: path.join(dataDir, 'outbox') });
    const issue = parseIssue('bench-issue', `---\ndate: '2026-12-01'\nsubject:\n  en: Bench issue\n  de: Bench-Ausgabe\n---\n<!-- en -->\n${'A line of the issue.\n'.repeat(40)}<!-- de -->\n${'Eine Zeile der Ausgabe.\n'.repeat(40)}`);
    const started = Date.now();
    await operator.send(issue);
    await smtp.waitFor(RECIPIENTS, 300_000);
    const seconds = (Date.now() - started) / 1000;
    const progress = await operator.queue.progress('bench-issue');
    const mailsPerSecond = RECIPIENTS / seconds;
    return { row: [label, connections ? String(connections) : '5 (default)', String(smtp.received.length), seconds.toFixed(1), mailsPerSecond.toFixed(0), String(smtp.received.length - new Set(smtp.received.map((mail) => mail.to.join())).size), String(progress.failed)], mailsPerSecond };
  } finally {
    await server.stop();
    await database.close();
    await smtp.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** @param {string} title @param {string[]} header @param {string[][]} rows */
function printTable(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

/** @type {{ label: string, databaseUrl: () => Promise<string | null> }[]} */
const targets = [{ label: 'SQLite file', databaseUrl: async () => null }];
const postgres = await startPostgres();
if (postgres.ok) targets.push({ label: 'PostgreSQL (local, fsync off)', databaseUrl: () => postgres.createDatabase() });
else console.log(`PostgreSQL skipped: ${postgres.reason}`);

const subscribeRows = [];
const sendingRows = [];
let slow = false;
for (const target of targets) {
  subscribeRows.push(await measureSubscribe({ label: target.label, databaseUrl: await target.databaseUrl() }));
  for (const connections of [null, 1]) {
    const { row, mailsPerSecond } = await measureSending({ label: target.label, databaseUrl: await target.databaseUrl(), connections });
    sendingRows.push(row);
    if (connections === null && mailsPerSecond < MIN_MAILS_PER_SECOND) slow = true;
  }
}
if (postgres.ok) await postgres.stop();

printTable(
  `Newsletter subscribe, ${CLIENTS} concurrent clients, ${MEASURE_MS / 1000} s sustained (after ${WARMUP_MS / 1000} s warm-up), every answer must be 202:`,
  ['database', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
  subscribeRows,
);
printTable(
  `Sending an issue to ${RECIPIENTS} subscribers through a local SMTP server (pooled connections), from queueing to the last mail accepted (default must reach ${MIN_MAILS_PER_SECOND} mails/s):`,
  ['database', 'connections', 'mails', 's', 'mails/s', 'duplicates', 'failed'],
  sendingRows,
);
const failed = subscribeRows.some((row) => row[5] !== '0') || sendingRows.some((row) => row[5] !== '0' || row[6] !== '0') || slow;
process.exit(failed ? 1 : 0);
