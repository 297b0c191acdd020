// @ts-check
import { sql } from 'kysely';

/**
 * @typedef {{ total: number, sent: number, failed: number, skipped: number, waiting: number, paused: number, cancelled: number }} IssueProgress
 *   waiting: queued or being sent
 */

/**
 * The operator's hold on the queue: an issue's progress, pausing, resuming and cancelling it,
 * queueing its failed mails again, and dropping a flood of confirmation mails. A mail being sent
 * at that moment finishes; every change is one statement, so the running server's worker sees
 * either the old or the new state.
 * @param {import('../db/schema.mjs').Db} db
 */
export function createQueueControl(db) {
  /**
   * @param {string} issueId
   * @param {import('./mailQueue.mjs').MailStatus[]} from
   * @param {Record<string, unknown>} set
   */
  async function move(issueId, from, set) {
    const rows = await db.updateTable('mail_queue').set(set).where('issue_id', '=', issueId).where('status', 'in', from).returning('id').execute();
    return rows.length;
  }

  return {
    /** @param {string} issueId @returns {Promise<IssueProgress>} */
    async progress(issueId) {
      const rows = await db.selectFrom('mail_queue').select(['status', sql`count(*)`.as('n')]).where('issue_id', '=', issueId).groupBy('status').execute();
      /** @type {Record<string, number>} */
      const by = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
      const at = (/** @type {string} */ status) => by[status] ?? 0;
      return {
        total: Object.values(by).reduce((sum, n) => sum + n, 0),
        sent: at('sent'),
        failed: at('failed'),
        skipped: at('skipped'),
        waiting: at('queued') + at('sending'),
        paused: at('paused'),
        cancelled: at('cancelled'),
      };
    },

    /** Holds the issue's mails that have not gone out yet. @param {string} issueId @returns {Promise<number>} mails paused */
    pause: (issueId) => move(issueId, ['queued'], { status: 'paused' }),

    /** @param {string} issueId @param {Date} now @returns {Promise<number>} mails queued again */
    resume: (issueId, now) => move(issueId, ['paused'], { status: 'queued', next_attempt_at: now.toISOString() }),

    /** Drops the issue's mails that have not gone out (queued or paused); their bodies are erased. @param {string} issueId */
    cancel: (issueId) => move(issueId, ['queued', 'paused'], { status: 'cancelled', body: null }),

    /**
     * Gives the issue's failed mails a fresh set of attempts.
     * @param {string} issueId
     * @param {Date} now
     */
    retryFailed: (issueId, now) => move(issueId, ['failed'], { status: 'queued', attempts: 0, next_attempt_at: now.toISOString(), last_error: null }),

    /**
     * Against a flood of subscribe requests: deletes the confirmation mails still waiting that were
     * queued before `before`, and the pending records they were for (they can subscribe again).
     * @param {Date} before
     * @returns {Promise<number>} mails deleted
     */
    async purgePendingConfirmations(before) {
      return db.transaction().execute(async (trx) => {
        const mails = await trx
          .deleteFrom('mail_queue')
          .where('kind', '=', 'confirmation')
          .where('status', 'in', ['queued', 'paused'])
          .where('created_at', '<', before.toISOString())
          .returning('recipient')
          .execute();
        const addresses = [...new Set(mails.map((row) => row.recipient))];
        for (let i = 0; i < addresses.length; i += 500) {
          await trx.deleteFrom('subscribers').where('status', '=', 'pending').where('email', 'in', addresses.slice(i, i + 500)).execute();
        }
        return mails.length;
      });
    },
  };
}

/** @typedef {ReturnType<typeof createQueueControl>} QueueControl */
