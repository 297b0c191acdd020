// @ts-check
import { createMailQueue } from './mailQueue.mjs';

/**
 * @typedef {object} MailWorkerOptions
 * @property {import('../db/openDatabase.mjs').Database} database
 * @property {import('./createFileMailTransport.mjs').MailTransport} transport
 * @property {import('./subscriberStore.mjs').SubscriberStore} store
 * @property {import('fastify').FastifyBaseLogger} log
 * @property {number} [concurrency] how many mails are sent at the same time (one SMTP connection each)
 * @property {number} [pollMs] how often the queue is looked at when idle (other processes may queue mails)
 * @property {number} [leaseMs] a claimed mail returns to the queue when its worker has not renewed the lease by then
 *   (renewed every third of it while the mail is being sent, so only a dead process's mail waits that long)
 * @property {number} [retryBaseMs] first retry delay; doubled per attempt up to `retryMaxMs`
 * @property {number} [retryMaxMs]
 * @property {number} [maxAttempts]
 * @property {number} [purgeEveryMs] how often expired pending and old unsubscribed records are deleted
 * @property {(now: Date) => Promise<void>} [purgeFiles] deletes what the transport keeps past its retention (the `.eml` outbox)
 * @property {() => Date} [now]
 */

/** The default lease: a mail cut off by a crash goes out again after at most this long. */
export const DEFAULT_LEASE_MS = 10_000;

/** The default number of mails sent at once (and of pooled SMTP connections). */
export const DEFAULT_CONCURRENCY = 5;

/**
 * The loops that send queued mails, `concurrency` at a time: claim (lease) → transport → mark
 * sent; on a failure the mail is retried with exponential backoff, after `maxAttempts` it is
 * marked failed. A restart or an SMTP outage loses nothing (the queue is in the database). While a
 * mail is being sent its lease is renewed, so a short lease only delays the mails of a process that
 * died. A mail is marked sent right after the transport accepted it, so a restart sends nothing
 * twice — except when the process dies between the SMTP server's acceptance and that update
 * (milliseconds; at most one mail per connection), for which every mail carries a stable
 * Message-ID (`<queue id>.<issue>@…`) that receivers use to drop duplicates.
 * @param {MailWorkerOptions} options
 */
export function createMailWorker(options) {
  const {
    database,
    transport,
    store,
    log,
    concurrency = DEFAULT_CONCURRENCY,
    pollMs = 1_000,
    leaseMs = DEFAULT_LEASE_MS,
    retryBaseMs = 30_000,
    retryMaxMs = 3_600_000,
    maxAttempts = 8,
    purgeEveryMs = 600_000,
    purgeFiles = async () => {},
    now = () => new Date(),
  } = options;
  const queue = createMailQueue(database);
  let running = false;
  /** @type {Promise<void>[]} */
  let loops = [];
  /** @type {Set<() => void>} */
  const sleepers = new Set();
  let lastPurge = 0;
  /** @type {Set<Promise<unknown>>} the steps in progress */
  const inFlight = new Set();
  const counters = { sent: 0, failed: 0 };

  /**
   * Whether an issue mail should still go out: its subscriber is confirmed and not suppressed (a
   * queue restored from a backup can hold mails to people who left since).
   * @param {import('./mailQueue.mjs').QueuedMail} job
   */
  async function stillWanted(job) {
    if (job.subscriber_id === null || job.kind === 'confirmation') return true;
    const subscriber = await store.findById(job.subscriber_id);
    if (job.kind === 'unsubscribe') return subscriber?.status === 'pending' || subscriber?.status === 'confirmed';
    return subscriber?.status === 'confirmed' && !(await store.suppressions.has(database.db, subscriber.email));
  }

  /**
   * Keeps the lease of a mail being sent until `stop()` is called.
   * @param {import('./mailQueue.mjs').QueuedMail} job
   */
  function keepLease(job) {
    let heldUntil = /** @type {string} */ (job.locked_until);
    const timer = setInterval(() => {
      const until = new Date(now().getTime() + leaseMs).toISOString();
      queue.renew(job.id, heldUntil, until).then(
        (kept) => {
          if (kept) heldUntil = until;
          else log.warn({ mail: job.id }, 'mail lease lost while sending');
        },
        (error) => log.warn({ mail: job.id, error: error instanceof Error ? error.message : String(error) }, 'mail lease not renewed'),
      );
    }, Math.max(10, Math.floor(leaseMs / 3)));
    return () => clearInterval(timer);
  }

  /** @returns {Promise<boolean>} whether a mail was processed */
  async function step() {
    const job = await queue.claim(now(), leaseMs);
    if (!job) return false;
    if (!(await stillWanted(job))) {
      await queue.skipped(job.id);
      return true;
    }
    const releaseLease = keepLease(job);
    try {
      await transport.send({
        to: job.recipient,
        subject: job.subject,
        text: job.body ?? '',
        locale: job.locale,
        headers: JSON.parse(job.headers),
        messageId: `${job.id}.${job.issue_id ?? job.kind}.${Date.parse(job.created_at)}`,
      });
    } catch (error) {
      releaseLease();
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = job.attempts < maxAttempts ? new Date(now().getTime() + Math.min(retryMaxMs, retryBaseMs * 2 ** (job.attempts - 1))) : null;
      await queue.failed(job.id, message, now(), retryAt);
      counters.failed += 1;
      log.warn({ mail: job.id, kind: job.kind, attempt: job.attempts, retryAt: retryAt?.toISOString() ?? null, error: message.replace(/\S+@\S+/g, '<address>') }, 'mail not sent');
      return true;
    }
    releaseLease();
    await queue.sent(job.id, now());
    counters.sent += 1;
    log.info({ mail: job.id, kind: job.kind, locale: job.locale, attempt: job.attempts }, 'mail sent');
    return true;
  }

  /** @returns {Promise<boolean>} */
  function tracked() {
    const work = step();
    const settled = work.catch(() => undefined);
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return work;
  }

  async function purgeWhenDue() {
    const t = now().getTime();
    if (t - lastPurge < purgeEveryMs) return;
    lastPurge = t;
    await store.purge(now());
    await purgeFiles(now());
  }

  /** @param {number} index the first loop also purges */
  async function run(index) {
    while (running) {
      let worked = false;
      try {
        if (index === 0) await purgeWhenDue();
        worked = await tracked();
      } catch (error) {
        log.error({ error: error instanceof Error ? error.message : String(error) }, 'mail worker: database error');
      }
      if (worked || !running) continue;
      await new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleepers.delete(wake);
          resolve(undefined);
        };
        const timer = setTimeout(wake, pollMs);
        sleepers.add(wake);
      });
    }
  }

  const wakeAll = () => {
    for (const wake of [...sleepers]) wake();
  };

  return {
    start() {
      if (running) return;
      running = true;
      loops = Array.from({ length: Math.max(1, concurrency) }, (_, index) => run(index));
    },
    /** Looks at the queue now (a mail was just queued by this process). */
    notify: wakeAll,
    /** Sends every mail that is due now, one at a time, then resolves (tests and the CLI). */
    async drain() {
      await Promise.all(inFlight);
      while (await tracked());
      await Promise.all(inFlight);
    },
    /** Lets the mails being sent finish, then stops. */
    async stop() {
      running = false;
      wakeAll();
      await Promise.all(loops);
      loops = [];
    },
    /** Mails sent and failed attempts since this process started (for /metrics). */
    counters,
    queue,
  };
}

/** @typedef {ReturnType<typeof createMailWorker>} MailWorker */
