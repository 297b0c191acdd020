// @ts-check
import { createMailQueue } from './mailQueue.mjs';

/**
 * @typedef {object} MailWorkerOptions
 * @property {import('../db/openDatabase.mjs').Database} database
 * @property {import('./createFileMailTransport.mjs').MailTransport} transport
 * @property {import('./subscriberStore.mjs').SubscriberStore} store
 * @property {import('fastify').FastifyBaseLogger} log
 * @property {number} [pollMs] how often the queue is looked at when idle (other processes may queue mails)
 * @property {number} [leaseMs] a claimed mail returns to the queue when its worker has not finished by then
 * @property {number} [retryBaseMs] first retry delay; doubled per attempt up to `retryMaxMs`
 * @property {number} [retryMaxMs]
 * @property {number} [maxAttempts]
 * @property {number} [purgeEveryMs] how often expired pending and old unsubscribed records are deleted
 * @property {() => Date} [now]
 */

/**
 * The loop that sends queued mails one at a time: claim (lease) → transport → mark sent; on a
 * failure the mail is retried with exponential backoff, after `maxAttempts` it is marked failed.
 * A restart or an SMTP outage loses nothing (the queue is in the database); a mail is marked sent
 * right after the transport accepted it, so a restart sends nothing twice — except when the process
 * dies between the SMTP server's acceptance and that update (milliseconds), for which every mail
 * carries a stable Message-ID (`<queue id>.<issue>@…`) that receivers use to drop duplicates.
 * @param {MailWorkerOptions} options
 */
export function createMailWorker(options) {
  const {
    database,
    transport,
    store,
    log,
    pollMs = 1_000,
    leaseMs = 120_000,
    retryBaseMs = 30_000,
    retryMaxMs = 3_600_000,
    maxAttempts = 8,
    purgeEveryMs = 600_000,
    now = () => new Date(),
  } = options;
  const queue = createMailQueue(database);
  let running = false;
  /** @type {Promise<void> | null} */
  let loop = null;
  /** @type {(() => void) | null} */
  let wake = null;
  let lastPurge = 0;
  /** @type {Promise<unknown>} the loop's current step */
  let current = Promise.resolve();

  /** @returns {Promise<boolean>} whether a mail was processed */
  async function step() {
    const job = await queue.claim(now(), leaseMs);
    if (!job) return false;
    if (job.kind === 'issue' && job.subscriber_id !== null) {
      const subscriber = await store.findById(job.subscriber_id);
      if (subscriber?.status !== 'confirmed') {
        await queue.skipped(job.id);
        return true;
      }
    }
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
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = job.attempts < maxAttempts ? new Date(now().getTime() + Math.min(retryMaxMs, retryBaseMs * 2 ** (job.attempts - 1))) : null;
      await queue.failed(job.id, message, retryAt);
      log.warn({ mail: job.id, kind: job.kind, attempt: job.attempts, retryAt: retryAt?.toISOString() ?? null, error: message.replace(/\S+@\S+/g, '<address>') }, 'mail not sent');
      return true;
    }
    await queue.sent(job.id, now());
    log.info({ mail: job.id, kind: job.kind, locale: job.locale, attempt: job.attempts }, 'mail sent');
    return true;
  }

  async function purgeWhenDue() {
    const t = now().getTime();
    if (t - lastPurge < purgeEveryMs) return;
    lastPurge = t;
    await store.purge(now());
  }

  async function run() {
    while (running) {
      let worked = false;
      try {
        await purgeWhenDue();
        const work = step();
        current = work.catch(() => undefined);
        worked = await work;
      } catch (error) {
        log.error({ error: error instanceof Error ? error.message : String(error) }, 'mail worker: database error');
      }
      if (worked || !running) continue;
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve(undefined);
        };
      });
      wake = null;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    /** Looks at the queue now (a mail was just queued by this process). */
    notify() {
      wake?.();
    },
    /** Sends every mail that is due now, then resolves (tests and the CLI). */
    async drain() {
      await current;
      while (await step());
      await current;
    },
    /** Lets the mail being sent finish, then stops. */
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = null;
    },
    queue,
  };
}

/** @typedef {ReturnType<typeof createMailWorker>} MailWorker */
