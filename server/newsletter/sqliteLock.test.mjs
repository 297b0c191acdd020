// @ts-check
// Another process holds the SQLite file's write lock (BEGIN EXCLUSIVE; a backup script, the CLI, a
// second server): the server's event loop must stay free — other requests and /healthz answer at
// once, /healthz with the database's real state — and the waiting write goes through when the lock
// is released, or fails after the lock wait instead of hanging. SQLite only: PostgreSQL locks rows,
// never the whole database (its outage is in databaseOutage.test.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson, rawRequest } from '../rawRequest.mjs';
import { pollUntil, startApp, stopApps } from '../testing/harness.mjs';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
const SQLITE = { engine: /** @type {const} */ ('sqlite'), postgres: null };

afterEach(stopApps);

// A second process: takes the write lock, says so, and keeps it until it reads a line on stdin.
const LOCKER = `
const db = new (require('better-sqlite3'))(process.argv[1]);
db.exec('BEGIN EXCLUSIVE');
db.exec("INSERT INTO meta (key, value) VALUES ('locker', 'x')");
process.stdout.write('locked\\n');
process.stdin.once('data', () => { db.exec('ROLLBACK'); db.close(); process.stdout.write('released\\n'); process.exit(0); });
`;

/** @param {string} file */
async function holdLock(file) {
  const child = spawn(process.execPath, ['-e', LOCKER, file], { cwd: PROJECT, stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await pollUntil(() => output, (text) => text.includes('locked'), { what: 'the other process taking the lock' });
  return {
    async release() {
      child.stdin.write('release\n');
      await exited;
    },
    kill: () => child.kill('SIGKILL'),
  };
}

/** @param {string} base */
async function timedHealth(base) {
  const started = performance.now();
  const res = await rawRequest(base, '/healthz');
  return { status: res.status, ms: performance.now() - started, body: JSON.parse(res.body.toString()) };
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('SQLite locked by another process', () => {
  it('keeps the event loop free: /healthz answers within 100 ms with "locked", and the waiting write goes through once the lock is released', async () => {
    const { app, base, dataDir } = await startApp(SQLITE);
    const lock = await holdLock(path.join(dataDir, 'newsletter.sqlite'));
    try {
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const waiting = postJson(base, '/newsletter/subscribe', { email: 'waits@example.com', locale: 'en', consent: true });
      /** @type {number[]} */
      const times = [];
      for (let i = 0; i < 5; i += 1) {
        const health = await timedHealth(base);
        expect(health.status).toBe(503);
        expect(health.body).toMatchObject({ status: 'down', database: { engine: 'sqlite', state: 'locked' } });
        times.push(health.ms);
      }
      // Requests that do not write are served meanwhile.
      expect((await rawRequest(base, '/newsletter/one-click-unsubscribe?token=1.x')).status).toBe(200);
      console.log(`[sqlite lock] /healthz while locked: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
      expect(median(times)).toBeLessThan(100);

      await lock.release();
      expect((await waiting).status).toBe(202);
      loop.disable();
      // Before, each write blocked the whole process for the 5 s busy timeout; what is left is the
      // machine's own noise (a busy test machine stalls a thread for a few hundred ms at times).
      expect(loop.max / 1e6).toBeLessThan(2_000);
      expect((await app.store.find('waits@example.com'))?.status).toBe('pending');
      expect((await timedHealth(base)).body).toMatchObject({ status: 'ok', database: { state: 'ok' } });
    } finally {
      lock.kill();
    }
  });

  it('a write that cannot get the lock within the lock wait fails (500) instead of hanging; the next one works', async () => {
    const { base, dataDir } = await startApp(SQLITE, { lockWaitMs: 300 });
    const lock = await holdLock(path.join(dataDir, 'newsletter.sqlite'));
    try {
      const started = performance.now();
      const refused = await postJson(base, '/newsletter/subscribe', { email: 'later@example.com', locale: 'en', consent: true });
      expect(refused.status).toBe(500);
      expect(performance.now() - started).toBeLessThan(3_000);
      await lock.release();
      expect((await postJson(base, '/newsletter/subscribe', { email: 'later@example.com', locale: 'en', consent: true })).status).toBe(202);
    } finally {
      lock.kill();
    }
  });
});
