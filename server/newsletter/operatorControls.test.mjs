// @ts-check
// What an operator controls and watches, on SQLite and PostgreSQL: pausing, resuming, cancelling
// an issue and queueing its failed mails again, purging a flood of confirmation mails, the outbox
// folder's erasure and retention, /healthz and /metrics.
import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { postJson, rawRequest } from '../rawRequest.mjs';
import { addConfirmed, outbox, pollUntil, startApp, stopApps } from '../testing/harness.mjs';
import { startPostgres, testEngines } from '../testing/postgres.mjs';
import { startSmtpSink } from '../testing/smtpSink.mjs';
import { OUTBOX_RETENTION_MS } from './createFileMailTransport.mjs';
import { parseIssue } from './issues.mjs';
import { createOperator } from './operator.mjs';

const engines = await testEngines();

afterEach(stopApps);
afterAll(async () => {
  const postgres = await startPostgres();
  if (postgres.ok) await postgres.stop();
});

/** @param {string} id */
const issue = (id) => parseIssue(id, `---\ndate: '2026-12-01'\nsubject:\n  en: Issue ${id}\n  de: Ausgabe ${id}\n---\n<!-- en -->\nText\n<!-- de -->\nText\n`);

/** @param {import('../testing/harness.mjs').StartedApp} started */
const operatorOf = ({ app, base, dataDir }) => createOperator({ database: app.database, store: app.store, publicUrl: base, siteName: 'FuturesLab', outboxDir: path.join(dataDir, 'outbox') });

describe.each(engines)('operating the newsletter on $engine', (choice) => {
  it('pauses, resumes and cancels an issue, queues its failed mails again, and purges a flood of waiting confirmation mails', async () => {
    /** @type {string[]} */
    const delivered = [];
    let refuse = new Set(['broken@example.com']);
    const started = await startApp(choice, {
      sendMails: false,
      mailWorker: { maxAttempts: 1 },
      mailTransport: {
        async send(message) {
          if (refuse.has(message.to)) throw new Error('550 mailbox unavailable');
          delivered.push(`${message.subject} → ${message.to}`);
        },
      },
    });
    const { app, base } = started;
    const operator = operatorOf(started);
    await addConfirmed(app.database, ['a@example.com', 'b@example.com', 'broken@example.com']);

    expect(await operator.send(issue('one'))).toEqual({ queued: 3 });
    expect(await operator.queue.pause('one')).toBe(3);
    await app.mailWorker.drain();
    expect(delivered).toEqual([]);
    expect(await operator.queue.progress('one')).toMatchObject({ total: 3, paused: 3, waiting: 0 });
    expect(await operator.queue.resume('one', new Date())).toBe(3);
    await app.mailWorker.drain();
    expect(await operator.queue.progress('one')).toEqual({ total: 3, sent: 2, failed: 1, skipped: 0, waiting: 0, paused: 0, cancelled: 0 });
    // The mailbox works again: only the failed mail goes out once more.
    refuse = new Set();
    expect(await operator.queue.retryFailed('one', new Date())).toBe(1);
    await app.mailWorker.drain();
    expect(delivered.filter((line) => line.startsWith('Issue one')).sort()).toEqual(['Issue one → a@example.com', 'Issue one → b@example.com', 'Issue one → broken@example.com']);

    expect(await operator.send(issue('two'))).toEqual({ queued: 3 });
    expect(await operator.queue.cancel('two')).toBe(3);
    await app.mailWorker.drain();
    expect(await operator.queue.progress('two')).toMatchObject({ total: 3, cancelled: 3, sent: 0 });
    expect(delivered.some((line) => line.startsWith('Issue two'))).toBe(false);

    // A flood of subscribe requests: drop the waiting confirmation mails older than the cut, and their pending records.
    for (let i = 0; i < 5; i += 1) await app.newsletter.subscribe({ email: `flood-${i}@example.com`, locale: 'en', ip: '192.0.2.1' });
    const cut = new Date(Date.now() + 1);
    await pollUntil(() => Date.now(), (t) => t > cut.getTime());
    await postJson(base, '/newsletter/subscribe', { email: 'real@example.com', locale: 'en', consent: true });
    expect(await operator.queue.purgePendingConfirmations(cut)).toBe(5);
    await app.mailWorker.drain();
    expect(delivered.filter((line) => line.includes('confirm'))).toEqual(['Please confirm your FuturesLab newsletter subscription → real@example.com']);
    expect((await app.store.list()).filter((row) => row.status === 'pending').map((row) => row.email)).toEqual(['real@example.com']);
  });

  it('erase also deletes the address\'s mails in the outbox folder, and the outbox keeps mails only for its retention period', async () => {
    let clock = Date.now();
    const started = await startApp(choice, { now: () => new Date(clock) });
    const { app, base, dataDir } = started;
    await postJson(base, '/newsletter/subscribe', { email: 'gone@example.com', locale: 'en', consent: true });
    await postJson(base, '/newsletter/subscribe', { email: 'kept@example.com', locale: 'en', consent: true });
    await app.mailWorker.drain();
    expect(await outbox(dataDir)).toHaveLength(2);

    expect(await operatorOf(started).erase('gone@example.com')).toBe(true);
    const left = await outbox(dataDir);
    expect(left).toHaveLength(1);
    expect(left.join('\n')).not.toContain('gone@example.com');

    // A file written 7 days and a minute ago is deleted by the worker's regular purge.
    const outboxDir = path.join(dataDir, 'outbox');
    const [file = ''] = await readdir(outboxDir);
    const old = new Date(clock - OUTBOX_RETENTION_MS - 60_000);
    await utimes(path.join(outboxDir, file), old, old);
    clock += 11 * 60_000;
    await pollUntil(() => outbox(dataDir), (mails) => mails.length === 0, { what: 'the outbox purge' });
  });

  it('/healthz reports the database, queue depth, oldest waiting mail, failures of the last hour and SMTP; /metrics needs its token', async () => {
    const smtp = await startSmtpSink();
    let clock = Date.now();
    const token = 'metrics-token-0123456789';
    try {
      // The deadline of the database check is generous here: this test is about the figures (the
      // SQLite lock test holds /healthz to its default deadline on a busy machine).
      const { app, base } = await startApp(choice, { smtpUrl: smtp.url, sendMails: false, smtpCheckEveryMs: 0, healthDeadlineMs: 2_000, metricsToken: token, now: () => new Date(clock) });
      /** @returns {Promise<{ code: number, body: import('./serviceHealth.mjs').HealthReport }>} */
      const health = async () => {
        const res = await rawRequest(base, '/healthz');
        return { code: res.status, body: JSON.parse(res.body.toString()) };
      };
      const first = await pollUntil(health, (h) => h.body.smtp !== 'checking', { what: 'the first SMTP check' });
      expect(first).toEqual({ code: 200, body: { status: 'ok', database: { engine: choice.engine, state: 'ok' }, queue: { depth: 0, paused: 0, oldestPendingSeconds: null, failedLastHour: 0 }, smtp: 'ok' } });

      await postJson(base, '/newsletter/subscribe', { email: 'wait@example.com', locale: 'en', consent: true });
      clock += 2 * 3600_000;
      expect((await health()).body).toMatchObject({ status: 'degraded', queue: { depth: 1, oldestPendingSeconds: 7200, failedLastHour: 0 } });
      await app.mailWorker.drain();
      expect((await health()).body).toMatchObject({ status: 'ok', queue: { depth: 0 } });

      await smtp.close();
      await postJson(base, '/newsletter/subscribe', { email: 'later@example.com', locale: 'en', consent: true });
      await app.mailWorker.drain();
      const down = await pollUntil(health, (h) => h.body.smtp === 'unreachable', { what: 'the SMTP outage in /healthz' });
      expect(down).toMatchObject({ code: 200, body: { status: 'degraded', queue: { depth: 1, failedLastHour: 1 } } });

      expect((await rawRequest(base, '/metrics')).status).toBe(401);
      expect((await rawRequest(base, '/metrics', { headers: { Authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
      const metrics = await rawRequest(base, '/metrics', { headers: { Authorization: `Bearer ${token}` } });
      expect(metrics.status).toBe(200);
      expect(metrics.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = metrics.body.toString();
      for (const line of [
        'newsletter_health_status 1',
        `newsletter_database_up{engine="${choice.engine}",state="ok"} 1`,
        'newsletter_smtp_up 0',
        'newsletter_mail_queue_depth 1',
        'newsletter_mail_failed_last_hour 1',
        'newsletter_subscribers{status="pending"} 2',
        'newsletter_mails{status="sent"} 1',
        'newsletter_suppressed_addresses 0',
        'newsletter_mails_sent_total 1',
        'newsletter_mail_attempts_failed_total 1',
      ]) {
        expect(text).toContain(`\n${line}\n`);
      }
      expect(text).not.toContain('@');
    } finally {
      await smtp.close();
    }
  }, 30_000);

  it('/metrics does not exist without a token', async () => {
    const { base } = await startApp(choice);
    expect((await rawRequest(base, '/metrics')).status).toBe(404);
  });
});
