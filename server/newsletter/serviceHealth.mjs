// @ts-check
import { WAITING } from './mailQueue.mjs';

/**
 * @typedef {'ok' | 'locked' | 'unreachable' | 'slow'} DatabaseState
 *   'locked': another process holds the SQLite file's write lock; 'slow': no answer within the deadline
 * @typedef {'ok' | 'unreachable' | 'checking' | 'not used'} SmtpState 'not used': mails go to the outbox folder
 * @typedef {{ depth: number, paused: number, oldestPendingSeconds: number | null, failedLastHour: number }} QueueState
 * @typedef {object} HealthReport
 * @property {'ok' | 'degraded' | 'down'} status down: the database cannot take writes; degraded: mail is at risk
 * @property {{ engine: 'sqlite' | 'postgres', state: DatabaseState }} database
 * @property {QueueState | null} queue null when the database did not answer
 * @property {SmtpState} smtp
 */

/** A mail waiting longer than this makes the service "degraded": sending has stalled or cannot keep up. */
export const STALE_MAIL_SECONDS = 3_600;

/**
 * The service's health as an operator needs it, read through the database's probe connection
 * (never queued behind the service's own queries) within `deadlineMs`: whether the database
 * takes writes, the queue's depth, its oldest waiting mail, the failed attempts of the last hour
 * and whether the SMTP server answers. The SMTP check connects to the server, so its result is
 * renewed at most every `smtpEveryMs` (in the background when it takes longer than the deadline).
 * @param {{ database: import('../db/openDatabase.mjs').Database, transport: import('./createFileMailTransport.mjs').MailTransport,
 *   now?: () => Date, deadlineMs?: number, smtpEveryMs?: number }} options
 */
export function createHealthCheck({ database, transport, now = () => new Date(), deadlineMs = 80, smtpEveryMs = 15_000 }) {
  const verify = transport.verify?.bind(transport) ?? null;
  /** @type {{ state: SmtpState, at: number }} */
  let smtp = { state: verify ? 'checking' : 'not used', at: -Infinity };
  /** @type {Promise<void> | null} */
  let smtpCheck = null;

  /** @returns {Promise<void>} */
  function refreshSmtp() {
    if (!verify) return Promise.resolve();
    if (smtpCheck === null && Date.now() - smtp.at >= smtpEveryMs) {
      smtpCheck = verify().then(
        () => void (smtp = { state: 'ok', at: Date.now() }),
        () => void (smtp = { state: 'unreachable', at: Date.now() }),
      );
      void smtpCheck.finally(() => (smtpCheck = null));
    }
    return smtpCheck ?? Promise.resolve();
  }

  /** @returns {Promise<{ state: DatabaseState, queue: QueueState | null }>} */
  async function databaseState() {
    try {
      const [writable, queue] = await Promise.all([database.writable(), queueState(database.probe, now())]);
      return { state: writable, queue };
    } catch {
      return { state: 'unreachable', queue: null };
    }
  }

  return {
    /** @returns {Promise<HealthReport>} */
    async check() {
      const deadline = new Promise((resolve) => setTimeout(resolve, deadlineMs).unref());
      const [db] = await Promise.all([
        Promise.race([databaseState(), deadline.then(() => ({ state: /** @type {DatabaseState} */ ('slow'), queue: null }))]),
        Promise.race([refreshSmtp(), deadline]),
      ]);
      const down = db.state === 'locked' || db.state === 'unreachable';
      const degraded =
        db.state === 'slow' ||
        smtp.state === 'unreachable' ||
        (db.queue !== null && (db.queue.failedLastHour > 0 || (db.queue.oldestPendingSeconds ?? 0) > STALE_MAIL_SECONDS));
      return { status: down ? 'down' : degraded ? 'degraded' : 'ok', database: { engine: database.engine, state: db.state }, queue: db.queue, smtp: smtp.state };
    },
  };
}

/**
 * @param {import('../db/schema.mjs').Db} db
 * @param {Date} now
 * @returns {Promise<QueueState>}
 */
export async function queueState(db, now) {
  const [waiting, paused, failed] = await Promise.all([
    db.selectFrom('mail_queue').select([db.fn.countAll().as('n'), db.fn.min('created_at').as('oldest')]).where('status', 'in', [...WAITING]).executeTakeFirstOrThrow(),
    db.selectFrom('mail_queue').select(db.fn.countAll().as('n')).where('status', '=', 'paused').executeTakeFirstOrThrow(),
    db.selectFrom('mail_queue').select(db.fn.countAll().as('n')).where('last_failed_at', '>=', new Date(now.getTime() - 3_600_000).toISOString()).executeTakeFirstOrThrow(),
  ]);
  return {
    depth: Number(waiting.n),
    paused: Number(paused.n),
    oldestPendingSeconds: waiting.oldest ? Math.max(0, Math.round((now.getTime() - Date.parse(waiting.oldest)) / 1000)) : null,
    failedLastHour: Number(failed.n),
  };
}

/** @typedef {ReturnType<typeof createHealthCheck>} HealthCheck */
