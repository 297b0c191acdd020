// @ts-check
import { sql } from 'kysely';

/**
 * @typedef {'confirmation' | 'issue' | 'unsubscribe'} MailKind a confirmation link, an issue, or the unsubscribe link someone asked for
 * @typedef {'queued' | 'sending' | 'sent' | 'failed' | 'skipped' | 'paused' | 'cancelled'} MailStatus
 */

/** Statuses of a mail that is still to be sent (or being sent). */
export const WAITING = /** @type {const} */ (['queued', 'sending']);

/**
 * One mail in the queue (`mail_queue`): queued → sending (leased by one worker) → sent, or back to
 * queued with a later `next_attempt_at` after a failure, or failed after the last attempt. An issue
 * mail whose subscriber left (or is suppressed) before it went out ends as skipped; the operator
 * can pause (queued ⇄ paused) and cancel (→ cancelled) an issue's mails and queue failed ones
 * again. The body is erased once the mail is final (it may hold a confirmation link).
 * @typedef {import('kysely').Selectable<import('../db/schema.mjs').MailQueueTable>} QueuedMail
 */

/**
 * Puts a mail into the queue (inside the caller's transaction when given one).
 * @param {import('../db/schema.mjs').Connection} db
 * @param {{ kind: MailKind, subscriberId: number | null, issueId: string | null,
 *   message: import('./composeConfirmationMail.mjs').MailMessage, now: Date }} input
 */
export async function enqueueMail(db, { kind, subscriberId, issueId, message, now }) {
  const nowIso = now.toISOString();
  await db
    .insertInto('mail_queue')
    .values({
      kind,
      subscriber_id: subscriberId,
      issue_id: issueId,
      recipient: message.to,
      locale: message.locale,
      subject: message.subject,
      body: message.text,
      headers: JSON.stringify(message.headers ?? {}),
      status: 'queued',
      attempts: 0,
      next_attempt_at: nowIso,
      created_at: nowIso,
    })
    .execute();
}

/**
 * The queue's operations for the worker.
 * @param {import('../db/openDatabase.mjs').Database} database
 */
export function createMailQueue({ db, engine }) {
  return {
    /**
     * Leases the oldest due mail (queued and due, or sending with an expired lease — its worker
     * died) for `leaseMs`, counting the attempt. Processes sharing a PostgreSQL database never
     * lease the same row (FOR UPDATE SKIP LOCKED); SQLite runs one write at a time.
     * @param {Date} now
     * @param {number} leaseMs
     * @returns {Promise<QueuedMail | undefined>}
     */
    async claim(now, leaseMs) {
      const nowIso = now.toISOString();
      let due = db
        .selectFrom('mail_queue')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', nowIso)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', nowIso)]),
          ]),
        )
        .orderBy('id')
        .limit(1);
      if (engine === 'postgres') due = due.forUpdate().skipLocked();
      return db
        .updateTable('mail_queue')
        .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), locked_until: new Date(now.getTime() + leaseMs).toISOString() }))
        .where('id', '=', due)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Extends the lease of a mail this worker is still sending; false when the lease was lost (it
     * ran out and another worker took the mail).
     * @param {number} id
     * @param {string} heldUntil the `locked_until` this worker set
     * @param {string} until the new end of the lease
     */
    async renew(id, heldUntil, until) {
      const row = await db
        .updateTable('mail_queue')
        .set({ locked_until: until })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .where('locked_until', '=', heldUntil)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** @param {number} id @param {Date} now */
    async sent(id, now) {
      await db.updateTable('mail_queue').set({ status: 'sent', sent_at: now.toISOString(), body: null, locked_until: null, last_error: null }).where('id', '=', id).execute();
    },

    /** @param {number} id */
    async skipped(id) {
      await db.updateTable('mail_queue').set({ status: 'skipped', body: null, locked_until: null }).where('id', '=', id).execute();
    },

    /**
     * @param {number} id
     * @param {string} error
     * @param {Date} now
     * @param {Date | null} retryAt null: no attempt left
     */
    async failed(id, error, now, retryAt) {
      const common = { locked_until: null, last_error: error.slice(0, 500), last_failed_at: now.toISOString() };
      await db
        .updateTable('mail_queue')
        .set(retryAt ? { ...common, status: 'queued', next_attempt_at: retryAt.toISOString() } : { ...common, status: 'failed' })
        .where('id', '=', id)
        .execute();
    },

    /** @returns {Promise<Record<string, number>>} mails by status */
    async countByStatus() {
      const rows = await db.selectFrom('mail_queue').select(['status', sql`count(*)`.as('n')]).groupBy('status').execute();
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
    },
  };
}

/** @typedef {ReturnType<typeof createMailQueue>} MailQueue */
