#!/usr/bin/env node
// @ts-check
// `npm run bench -- --newsletter`: sustained subscribe throughput and latency of the real server
// process (serve.mjs, its mail worker writing the outbox) on SQLite and, when PostgreSQL can start
// (server/testing/postgres.mjs), on PostgreSQL. 32 clients with keep-alive send valid subscribe
// requests with new addresses for 10 s after a 2 s warm-up; every request must answer 202.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../testing/postgres.mjs';

const SERVE = fileURLToPath(new URL('../serve.mjs', import.meta.url));
const CLIENTS = 32;
const WARMUP_MS = 2_000;
const MEASURE_MS = 10_000;

/**
 * @param {{ label: string, databaseUrl: string | null }} target
 * @returns {Promise<string[]>} the table row
 */
async function measure({ label, databaseUrl }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'futureslab-bench-'));
  const port = 4390;
  const child = spawn(process.execPath, [SERVE, '--port', String(port), '--data-dir', path.join(dir, 'data'), '--dist', path.join(dir, 'dist')], {
    env: { ...process.env, RATE_LIMIT: '100000000', LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; ; i += 1) {
      try {
        const res = await globalThis.fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) break;
      } catch {
        if (i > 100) throw new Error('the server did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    let n = 0;
    /** @type {number[]} */
    const latencies = [];
    let errors = 0;
    const start = Date.now();
    const measureFrom = start + WARMUP_MS;
    const end = measureFrom + MEASURE_MS;
    const one = () =>
      new Promise((resolve) => {
        const body = JSON.stringify({ email: `bench-${process.pid}-${(n += 1)}@example.com`, locale: n % 2 ? 'en' : 'de', consent: true });
        const t0 = process.hrtime.bigint();
        const req = http.request({ host: '127.0.0.1', port, path: '/newsletter/subscribe', method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
          res.resume();
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - t0) / 1e6;
            if (Date.now() >= measureFrom) {
              latencies.push(ms);
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
    const at = (/** @type {number} */ q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    return [label, String(latencies.length), (latencies.length / (MEASURE_MS / 1000)).toFixed(0), at(0.5).toFixed(1), at(0.99).toFixed(1), String(errors)];
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dir, { recursive: true, force: true });
  }
}

const rows = [await measure({ label: 'SQLite file', databaseUrl: null })];
const postgres = await startPostgres();
if (postgres.ok) {
  rows.push(await measure({ label: 'PostgreSQL (local, fsync off)', databaseUrl: await postgres.createDatabase() }));
  await postgres.stop();
} else {
  console.log(`PostgreSQL skipped: ${postgres.reason}`);
}
const header = ['database', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (/** @type {string[]} */ cells) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(`\nNewsletter subscribe, ${CLIENTS} concurrent clients, ${MEASURE_MS / 1000} s sustained (after ${WARMUP_MS / 1000} s warm-up), every answer must be 202:\n`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
process.exit(rows.some((row) => row[5] !== '0') ? 1 : 0);
