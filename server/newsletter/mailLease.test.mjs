// @ts-check
// The lease of a mail being sent, on SQLite and PostgreSQL: short (a mail cut off by a crash waits
// only that long, see restart.test.mjs), and renewed while the mail is being sent, so a slow SMTP
// transaction is never taken over and sent a second time by another worker.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pollUntil, startApp, stopApps } from '../testing/harness.mjs';
import { startPostgres, testEngines } from '../testing/postgres.mjs';
import { createMailWorker, DEFAULT_LEASE_MS } from './mailWorker.mjs';

const engines = await testEngines();

afterEach(stopApps);
afterAll(async () => {
  const postgres = await startPostgres();
  if (postgres.ok) await postgres.stop();
});

/** A logger that drops every line. */
const quiet = /** @type {import('fastify').FastifyBaseLogger} */ (/** @type {unknown} */ ({ info() {}, warn() {}, error() {}, debug() {}, child: () => quiet }));

describe.each(engines)('mail lease on $engine', (choice) => {
  it('is short by default and renewed while a slow mail is being sent: a second worker never takes it over', async () => {
    expect(DEFAULT_LEASE_MS).toBeLessThanOrEqual(10_000);
    let clock = Date.parse('2026-12-01T10:00:00.000Z');
    const now = () => new Date(clock);
    /** @type {string[]} */
    const sentByA = [];
    /** @type {string[]} */
    const sentByB = [];
    /** @type {() => void} */
    let finishA = () => {};
    const slowTransport = {
      /** @param {import('./composeConfirmationMail.mjs').MailMessage} message */
      async send(message) {
        await new Promise((resolve) => (finishA = () => resolve(undefined)));
        sentByA.push(message.to);
      },
    };
    const leaseMs = 900;
    const { app } = await startApp(choice, { sendMails: false, now, mailTransport: slowTransport, mailWorker: { leaseMs } });
    await app.newsletter.subscribe({ email: 'slow@example.com', locale: 'en', ip: null });
    const workerB = createMailWorker({
      database: app.database,
      store: app.store,
      log: quiet,
      now,
      leaseMs,
      transport: { send: async (message) => void sentByB.push(message.to) },
    });
    const lockedUntil = async () => String((await app.database.db.selectFrom('mail_queue').select('locked_until').executeTakeFirstOrThrow()).locked_until);

    const sending = app.mailWorker.drain();
    let held = await pollUntil(lockedUntil, (until) => until !== 'null', { what: 'the first lease' });
    // Three lease lengths pass while A is still in the SMTP transaction.
    for (let round = 0; round < 3; round += 1) {
      clock += leaseMs - 100;
      held = await pollUntil(lockedUntil, (until) => Date.parse(until) > clock + 100 && until !== held, { what: 'a renewal of the lease' });
      await workerB.drain();
      expect(sentByB).toEqual([]);
    }
    finishA();
    await sending;
    expect(sentByA).toEqual(['slow@example.com']);
    expect(await app.database.db.selectFrom('mail_queue').select(['status', 'attempts']).executeTakeFirstOrThrow()).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
