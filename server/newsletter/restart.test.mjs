// @ts-check
// Reliability of the mail queue across a crash: the server process is killed (SIGKILL) in the
// middle of sending an issue, restarted, and every subscriber gets the issue exactly once; the mail
// cut off by the kill goes out once its (short, default) lease has run out. Real server processes,
// a real SMTP server, SQLite and PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase.mjs';
import { startPostgres, testEngines } from '../testing/postgres.mjs';
import { startSmtpSink } from '../testing/smtpSink.mjs';
import { parseIssue } from './issues.mjs';
import { DEFAULT_LEASE_MS } from './mailWorker.mjs';
import { createOperator } from './operator.mjs';
import { createSubscriberStore } from './subscriberStore.mjs';

const SERVE = fileURLToPath(new URL('../serve.mjs', import.meta.url));
const engines = await testEngines();
afterAll(async () => {
  const postgres = await startPostgres();
  if (postgres.ok) await postgres.stop();
});

const SUBSCRIBERS = 40;
const KILL_AFTER = 12;

/**
 * @param {{ dataDir: string, databaseUrl: string | null, smtpUrl: string }} options
 */
function startServer({ dataDir, databaseUrl, smtpUrl }) {
  const child = spawn(process.execPath, [SERVE, '--port', '0', '--data-dir', dataDir, '--dist', path.join(dataDir, 'no-dist')], {
    // One mail at a time, so exactly one is in flight when the process dies (with N connections up to N
    // can be, each accepted by the SMTP server or not); the lease is the default one.
    env: { ...process.env, SMTP_URL: smtpUrl, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), MAIL_POLL_MS: '50', MAIL_CONCURRENCY: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited };
}

describe.each(engines)('mail queue on $engine', (choice) => {
  it('a server killed (SIGKILL) in the middle of sending an issue delivers every mail exactly once after a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'futureslab-restart-'));
    const dataDir = path.join(dir, 'data');
    const databaseUrl = choice.postgres?.ok ? await choice.postgres.createDatabase() : null;
    /** @type {ReturnType<typeof startServer> | null} */
    let server = null;
    let killed = false;
    const smtp = await startSmtpSink({
      beforeAccept() {
        if (killed || smtp.received.length < KILL_AFTER) return true;
        // The 13th mail is on the wire: the process dies before the SMTP server said OK.
        killed = true;
        server?.child.kill('SIGKILL');
        return false;
      },
    });
    try {
      const database = await openDatabase({ dataDir, databaseUrl });
      const store = createSubscriberStore(database);
      const now = new Date().toISOString();
      await database.db
        .insertInto('subscribers')
        .values(Array.from({ length: SUBSCRIBERS }, (_, i) => ({ email: `reader-${i}@example.com`, locale: i % 3 ? 'en' : 'de', status: 'confirmed', consent_at: now, consent_text_version: 'test', consent_ip: null, confirmed_at: now })))
        .execute();
      const operator = createOperator({ database, store, publicUrl: 'http://127.0.0.1:4173', siteName: 'FuturesLab', outboxDir: path.join(dataDir, 'outbox') });
      const issue = parseIssue('restart-test', `---\ndate: '2026-12-01'\nsubject:\n  en: Issue\n  de: Ausgabe\n---\n<!-- en -->\nText\n<!-- de -->\nText\n`);
      expect(await operator.send(issue)).toEqual({ queued: SUBSCRIBERS });
      await database.close();

      server = startServer({ dataDir, databaseUrl, smtpUrl: smtp.url });
      expect(await server.exited).toMatchObject({ signal: 'SIGKILL' });
      const killedAt = Date.now();
      expect(smtp.received).toHaveLength(KILL_AFTER);

      server = startServer({ dataDir, databaseUrl, smtpUrl: smtp.url });
      await smtp.waitFor(SUBSCRIBERS, DEFAULT_LEASE_MS + 20_000);
      // The cut-off mail waited for its lease (10 s), not for the 120 s of before.
      const recoveredMs = Date.now() - killedAt;
      console.log(`[restart] every mail delivered ${(recoveredMs / 1000).toFixed(1)} s after the kill (lease ${DEFAULT_LEASE_MS / 1000} s)`);
      expect(recoveredMs).toBeLessThan(DEFAULT_LEASE_MS + 8_000);
      // A graceful stop lets a mail in flight finish; after the exit nothing can arrive any more, so the
      // count below includes any duplicate, and every row of the queue is final.
      server.child.kill('SIGTERM');
      expect(await server.exited).toMatchObject({ code: 0 });
      server = null;
      const recipients = smtp.received.map((mail) => mail.to.join(','));
      expect(recipients).toHaveLength(SUBSCRIBERS);
      expect(new Set(recipients).size).toBe(SUBSCRIBERS);

      const after = await openDatabase({ dataDir, databaseUrl });
      const rows = await after.db.selectFrom('mail_queue').select(['status', 'attempts']).execute();
      await after.close();
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(SUBSCRIBERS);
      // Exactly one mail needed a second attempt: the one cut off by the kill.
      expect(rows.filter((row) => Number(row.attempts) === 2)).toHaveLength(1);
    } finally {
      server?.child.kill('SIGKILL');
      await smtp.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
