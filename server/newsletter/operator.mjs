// @ts-check
import { composeIssueMail } from './composeIssueMail.mjs';
import { eraseFromOutbox } from './createFileMailTransport.mjs';
import { enqueueMail } from './mailQueue.mjs';
import { createQueueControl } from './queueControl.mjs';
import { suppressionHash } from './suppressionList.mjs';
import { unsubscribeUrl } from './unsubscribeToken.mjs';

/** The sample recipient of a dry run: a real address or a working unsubscribe link is never printed. */
export const SAMPLE_ADDRESS = 'subscriber@example.com';

/**
 * The operator's side of the newsletter (`npm run newsletter -- …`), on an open database.
 * @param {{ database: import('../db/openDatabase.mjs').Database, store: import('./subscriberStore.mjs').SubscriberStore,
 *   publicUrl: string, siteName: string, outboxDir: string, now?: () => Date }} options
 */
export function createOperator({ database, store, publicUrl, siteName, outboxDir, now = () => new Date() }) {
  const { db } = database;
  const base = publicUrl.replace(/\/+$/, '');
  const queue = createQueueControl(db);

  /** @param {string} issueId @param {import('../db/schema.mjs').Connection} [conn] */
  async function sentAt(issueId, conn = db) {
    const row = await conn.selectFrom('issues_sent').selectAll().where('issue_id', '=', issueId).executeTakeFirst();
    return row?.queued_at ?? null;
  }

  /**
   * The confirmed subscribers who are not on the suppression list (a restored backup may list
   * people who left since), oldest first.
   * @param {import('../db/schema.mjs').Connection} conn
   */
  async function recipients(conn) {
    const rows = await conn.selectFrom('subscribers').select(['id', 'email', 'locale']).where('status', '=', 'confirmed').orderBy('id').execute();
    const suppressed = await store.suppressions.all(conn);
    const key = await store.keys('suppression-key', conn);
    const wanted = rows.filter((row) => !suppressed.has(suppressionHash(key, row.email)));
    return { wanted, suppressed: rows.length - wanted.length };
  }

  return {
    queue,

    /** Subscribers and mails by status, issues sent, addresses on the suppression list. */
    async stats() {
      const subscribers = await store.countByStatus();
      const rows = await db.selectFrom('mail_queue').select(['status', db.fn.countAll().as('n')]).groupBy('status').execute();
      const mails = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
      const issues = await db.selectFrom('issues_sent').selectAll().orderBy('queued_at').execute();
      const suppressed = Number((await db.selectFrom('suppressions').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      return { subscribers, mails, issues, suppressed };
    },

    /**
     * Everything stored about one address (Art. 15 GDPR): the record, the mails to it and whether
     * it is on the suppression list.
     * @param {string} email a normalised address
     */
    async exportAddress(email) {
      const subscriber = (await store.find(email)) ?? null;
      const mails = await db
        .selectFrom('mail_queue')
        .select(['kind', 'issue_id', 'subject', 'status', 'attempts', 'created_at', 'sent_at'])
        .where('recipient', '=', email)
        .orderBy('id')
        .execute();
      if (subscriber) delete (/** @type {Partial<typeof subscriber>} */ (subscriber).token_hash);
      return { email, subscriber, mails, suppressed: await store.suppressions.has(db, email) };
    },

    /**
     * Erases one address: its record, its mails, its files in the outbox; it stays on the
     * suppression list as a keyed hash.
     * @param {string} email a normalised address
     */
    async erase(email) {
      const stored = await store.erase(email, now());
      const files = await eraseFromOutbox(outboxDir, email);
      return stored || files > 0;
    },

    /** All confirmed subscribers as CSV (email, locale, confirmed_at), safe to open in a spreadsheet. */
    async confirmedCsv() {
      const rows = await db.selectFrom('subscribers').select(['email', 'locale', 'confirmed_at']).where('status', '=', 'confirmed').orderBy('id').execute();
      return [['email', 'locale', 'confirmed_at'], ...rows.map((row) => [row.email, row.locale, row.confirmed_at ?? ''])].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
    },

    /**
     * The dry run of a send: how many would get it in which language (and how many are left out
     * because they are on the suppression list), and the mail of each language as a sample
     * subscriber would get it — a made-up address and a placeholder for the personal token.
     * @param {import('./issues.mjs').NewsletterIssue} issue
     */
    async plan(issue) {
      const { wanted, suppressed } = await recipients(db);
      const byLocale = { en: 0, de: 0 };
      for (const row of wanted) byLocale[row.locale] += 1;
      const preview = /** @type {const} */ (['en', 'de']).map((locale) =>
        composeIssueMail({ issue, to: SAMPLE_ADDRESS, locale, unsubscribeUrl: `${base}/newsletter/one-click-unsubscribe?token=<personal token>`, siteName }),
      );
      return { issue: issue.id, recipients: wanted.length, byLocale, suppressed, alreadySent: await sentAt(issue.id), preview };
    },

    /**
     * Queues the issue for every confirmed, not suppressed subscriber, once: a second send of the
     * same issue is refused (and the unique (issue, subscriber) pair of the queue could not hold a second copy).
     * @param {import('./issues.mjs').NewsletterIssue} issue
     * @returns {Promise<{ queued: number } | { refused: string }>}
     */
    async send(issue) {
      return db.transaction().execute(async (trx) => {
        const at = now();
        const claimed = await trx
          .insertInto('issues_sent')
          .values({ issue_id: issue.id, queued_at: at.toISOString(), recipients: 0 })
          .onConflict((oc) => oc.column('issue_id').doNothing())
          .returning('issue_id')
          .executeTakeFirst();
        if (!claimed) return { refused: `issue ${issue.id} was already sent (${await sentAt(issue.id, trx)}); it is never sent twice` };
        const key = await store.keys('unsubscribe-key', trx);
        const { wanted } = await recipients(trx);
        for (const row of wanted) {
          const subscriber = { id: row.id, email: row.email, locale: row.locale };
          const message = composeIssueMail({ issue, to: subscriber.email, locale: subscriber.locale, unsubscribeUrl: unsubscribeUrl(base, key, subscriber.id), siteName });
          await enqueueMail(trx, { kind: 'issue', subscriberId: subscriber.id, issueId: issue.id, message, now: at });
        }
        await trx.updateTable('issues_sent').set({ recipients: wanted.length }).where('issue_id', '=', issue.id).execute();
        return { queued: wanted.length };
      });
    },

    /** @param {string} issueId whether the issue was ever queued */
    async known(issueId) {
      return (await sentAt(issueId)) !== null;
    },
  };
}

/**
 * One CSV cell (RFC 4180 quoting) that a spreadsheet shows as text: a value starting with
 * = + - @ or a tab/CR would be run as a formula, so it gets a leading apostrophe.
 * @param {string} value
 */
export function csvCell(value) {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}
