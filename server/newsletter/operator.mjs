// @ts-check
import { composeIssueMail } from './composeIssueMail.mjs';
import { enqueueMail } from './mailQueue.mjs';
import { unsubscribeToken } from './unsubscribeToken.mjs';

/**
 * The operator's side of the newsletter (`npm run newsletter -- …`), on an open database.
 * @param {{ database: import('../db/openDatabase.mjs').Database, store: import('./subscriberStore.mjs').SubscriberStore,
 *   publicUrl: string, siteName: string, now?: () => Date }} options
 */
export function createOperator({ database, store, publicUrl, siteName, now = () => new Date() }) {
  const { db } = database;
  const base = publicUrl.replace(/\/+$/, '');

  async function unsubscribeKey() {
    const row = await db.selectFrom('meta').select('value').where('key', '=', 'unsubscribe-key').executeTakeFirstOrThrow();
    return String(row.value);
  }

  /** @param {string} key @param {{ id: number, email: string, locale: 'en' | 'de' }} subscriber @param {import('./issues.mjs').NewsletterIssue} issue */
  function issueMail(key, subscriber, issue) {
    return composeIssueMail({
      issue,
      to: subscriber.email,
      locale: subscriber.locale,
      unsubscribeUrl: `${base}/newsletter/one-click-unsubscribe?token=${unsubscribeToken(key, subscriber.id)}`,
      siteName,
    });
  }

  /** @param {string} issueId @param {import('kysely').Kysely<any> | import('kysely').Transaction<any>} [conn] */
  async function sentAt(issueId, conn = db) {
    const row = await conn.selectFrom('issues_sent').selectAll().where('issue_id', '=', issueId).executeTakeFirst();
    return row ? String(row.queued_at) : null;
  }

  return {
    /** Subscribers and mails by status. */
    async stats() {
      const subscribers = await store.countByStatus();
      const rows = await db.selectFrom('mail_queue').select(['status', db.fn.countAll().as('n')]).groupBy('status').execute();
      const mails = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
      const issues = await db.selectFrom('issues_sent').selectAll().orderBy('queued_at').execute();
      return { subscribers, mails, issues };
    },

    /**
     * Everything stored about one address (Art. 15 GDPR): the record and the mails to it.
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
      return { email, subscriber, mails };
    },

    /** @param {string} email a normalised address */
    erase: (email) => store.erase(email),

    /** All confirmed subscribers as CSV (email, locale, confirmed_at), safe to open in a spreadsheet. */
    async confirmedCsv() {
      const rows = await db.selectFrom('subscribers').select(['email', 'locale', 'confirmed_at']).where('status', '=', 'confirmed').orderBy('id').execute();
      return [['email', 'locale', 'confirmed_at'], ...rows.map((row) => [row.email, row.locale, row.confirmed_at ?? ''])].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
    },

    /**
     * The dry run of a send: how many would get it in which language, and the mail as the
     * first subscriber of each language would get it (or a sample address).
     * @param {import('./issues.mjs').NewsletterIssue} issue
     */
    async plan(issue) {
      const key = await unsubscribeKey();
      const rows = await db.selectFrom('subscribers').select(['id', 'email', 'locale']).where('status', '=', 'confirmed').orderBy('id').execute();
      const byLocale = { en: 0, de: 0 };
      for (const row of rows) byLocale[/** @type {'en' | 'de'} */ (row.locale)] += 1;
      const preview = /** @type {const} */ (['en', 'de']).map((locale) => {
        const first = rows.find((row) => row.locale === locale);
        return issueMail(key, { id: first ? Number(first.id) : 0, email: first ? String(first.email) : 'subscriber@example.com', locale }, issue);
      });
      return { issue: issue.id, recipients: rows.length, byLocale, alreadySent: await sentAt(issue.id), preview };
    },

    /**
     * Queues the issue for every confirmed subscriber, once: a second send of the same issue is
     * refused (and the unique (issue, subscriber) pair of the queue could not hold a second copy).
     * @param {import('./issues.mjs').NewsletterIssue} issue
     * @returns {Promise<{ queued: number } | { refused: string }>}
     */
    async send(issue) {
      const key = await unsubscribeKey();
      return db.transaction().execute(async (trx) => {
        const at = now();
        const claimed = await trx
          .insertInto('issues_sent')
          .values({ issue_id: issue.id, queued_at: at.toISOString(), recipients: 0 })
          .onConflict((oc) => oc.column('issue_id').doNothing())
          .returning('issue_id')
          .executeTakeFirst();
        if (!claimed) return { refused: `issue ${issue.id} was already sent (${await sentAt(issue.id, trx)}); it is never sent twice` };
        const rows = await trx.selectFrom('subscribers').select(['id', 'email', 'locale']).where('status', '=', 'confirmed').orderBy('id').execute();
        for (const row of rows) {
          const subscriber = { id: Number(row.id), email: String(row.email), locale: /** @type {'en' | 'de'} */ (row.locale) };
          await enqueueMail(trx, { kind: 'issue', subscriberId: subscriber.id, issueId: issue.id, message: issueMail(key, subscriber, issue), now: at });
        }
        await trx.updateTable('issues_sent').set({ recipients: rows.length }).where('issue_id', '=', issue.id).execute();
        return { queued: rows.length };
      });
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
