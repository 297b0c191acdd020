// @ts-check
import { readFile, rename } from 'node:fs/promises';
import { sql } from 'kysely';
import { enqueueMail } from './mailQueue.mjs';
import { storedKeys } from './storedKeys.mjs';
import { createSuppressionList, suppressionHash } from './suppressionList.mjs';

/**
 * One subscriber as stored (and as `npm run newsletter -- export` shows it).
 * @typedef {import('kysely').Selectable<import('../db/schema.mjs').SubscribersTable>} SubscriberRow
 */

/** Unsubscribed records are kept this long (to honour the withdrawal and answer questions), then deleted. */
export const UNSUBSCRIBED_RETENTION_MS = 30 * 24 * 3600_000;

/** The record of a sent (or finally failed) mail — recipient, subject, status, times — is kept this long. */
export const SENT_MAIL_RETENTION_MS = 30 * 24 * 3600_000;

/**
 * @typedef {'queued' | 'cooldown' | 'none'} UnsubscribeLinkOutcome
 *   'queued': a mail with the unsubscribe link is queued; 'cooldown': one went out moments ago; 'none': no pending or confirmed record
 */

/**
 * @typedef {'pending' | 'cooldown' | 'confirmed'} SubscribeOutcome
 *   'pending': a new or renewed pending record holds the token and its mail is queued;
 *   'cooldown': a mail went out moments ago, nothing changed; 'confirmed': already subscribed, nothing changed.
 */

/**
 * @typedef {'confirmed' | 'already-confirmed' | 'invalid'} ConfirmOutcome
 *   'confirmed': this link confirmed the subscription now; 'already-confirmed': the link did so before and the
 *   subscription still holds; 'invalid': no such link, it expired, or its subscription was withdrawn.
 */

/**
 * The subscriber table through Kysely (SQLite or PostgreSQL, the same queries). Every change is one
 * transaction; a confirmation mail is queued in the transaction that stores its token, so a crash
 * leaves either both or neither.
 * @param {import('../db/openDatabase.mjs').Database} database
 */
export function createSubscriberStore(database) {
  const { db, engine } = database;
  const keys = storedKeys(db);
  const suppressions = createSuppressionList(keys);

  return {
    keys,
    suppressions,

    /**
     * @param {{ email: string, locale: 'en' | 'de', consentIp: string | null, consentTextVersion: string, tokenHash: string,
     *   now: Date, tokenTtlMs: number, resendCooldownMs: number,
     *   confirmationMail: (subscriberId: number) => import('./composeConfirmationMail.mjs').MailMessage }} input
     * @returns {Promise<SubscribeOutcome>}
     */
    subscribe(input) {
      const nowIso = input.now.toISOString();
      /** @type {Omit<import('kysely').Insertable<import('../db/schema.mjs').SubscribersTable>, 'email'>} */
      const fields = {
        locale: input.locale,
        status: 'pending',
        consent_at: nowIso,
        consent_text_version: input.consentTextVersion,
        consent_ip: input.consentIp,
        confirmed_at: null,
        token_hash: input.tokenHash,
        token_expires_at: new Date(input.now.getTime() + input.tokenTtlMs).toISOString(),
        unsubscribed_at: null,
      };
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('subscribers')
          .values({ email: input.email, ...fields })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        let id = inserted?.id;
        if (id === undefined) {
          let query = trx.selectFrom('subscribers').selectAll().where('email', '=', input.email);
          if (engine === 'postgres') query = query.forUpdate();
          const existing = await query.executeTakeFirstOrThrow();
          if (existing.status === 'confirmed') return 'confirmed';
          if (
            existing.status === 'pending' &&
            existing.token_expires_at &&
            existing.token_expires_at > nowIso &&
            existing.consent_at &&
            input.now.getTime() - Date.parse(existing.consent_at) < input.resendCooldownMs
          ) {
            return 'cooldown';
          }
          await trx.updateTable('subscribers').set(fields).where('id', '=', existing.id).execute();
          id = existing.id;
        }
        await enqueueMail(trx, { kind: 'confirmation', subscriberId: null, issueId: null, message: input.confirmationMail(Number(id)), now: input.now });
        return 'pending';
      });
    },

    /**
     * Confirms the pending record holding this token, once. The token's hash stays with the
     * confirmed record (without an expiry, so it confirms nothing again), so that the same link
     * opened again can say the subscription is already confirmed; unsubscribing erases it. A
     * confirmed subscription is a new consent: it lifts the address's suppression.
     * @param {string} tokenHash
     * @param {Date} now
     * @returns {Promise<ConfirmOutcome>}
     */
    async confirm(tokenHash, now) {
      const nowIso = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('subscribers')
          .set({ status: 'confirmed', confirmed_at: nowIso, token_expires_at: null })
          .where('token_hash', '=', tokenHash)
          .where('status', '=', 'pending')
          .where('token_expires_at', '>', nowIso)
          .returning('email')
          .executeTakeFirst();
        if (row !== undefined) {
          await suppressions.remove(trx, row.email);
          return 'confirmed';
        }
        const used = await trx.selectFrom('subscribers').select('id').where('token_hash', '=', tokenHash).where('status', '=', 'confirmed').executeTakeFirst();
        return used === undefined ? 'invalid' : 'already-confirmed';
      });
    },

    /**
     * Withdraws a consent: a pending record is deleted (it was never confirmed), a confirmed one is
     * marked unsubscribed (no further mail) and deleted after UNSUBSCRIBED_RETENTION_MS. Either way
     * the address goes on the suppression list.
     * @param {{ email: string } | { id: number }} who
     * @param {Date} now
     * @returns {Promise<boolean>} whether a record changed
     */
    async unsubscribe(who, now) {
      return db.transaction().execute(async (trx) => {
        const match = 'email' in who ? /** @type {const} */ (['email', who.email]) : /** @type {const} */ (['id', who.id]);
        const changed =
          (await trx.deleteFrom('subscribers').where(match[0], '=', match[1]).where('status', '=', 'pending').returning('email').executeTakeFirst()) ??
          (await trx
            .updateTable('subscribers')
            .set({ status: 'unsubscribed', unsubscribed_at: now.toISOString(), token_hash: null, token_expires_at: null, consent_ip: null })
            .where(match[0], '=', match[1])
            .where('status', '=', 'confirmed')
            .returning('email')
            .executeTakeFirst());
        if (changed === undefined) return false;
        await suppressions.add(trx, changed.email, 'unsubscribed', now);
        return true;
      });
    },

    /**
     * Queues a mail with the address's own unsubscribe link when it holds a pending or confirmed
     * record — at most one per `cooldownMs`, so the form cannot be used to flood an inbox. Whoever
     * can open the mail proves they own the address; the form alone unsubscribes nobody.
     * @param {{ email: string, now: Date, cooldownMs: number, mail: (subscriber: { id: number, locale: 'en' | 'de' }, conn: import('kysely').Transaction<import('../db/schema.mjs').Tables>) => Promise<import('./composeConfirmationMail.mjs').MailMessage> }} input
     * @returns {Promise<UnsubscribeLinkOutcome>}
     */
    async requestUnsubscribeLink({ email, now, cooldownMs, mail }) {
      return db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('subscribers').select(['id', 'locale', 'status', 'unsubscribe_mail_at']).where('email', '=', email).where('status', 'in', ['pending', 'confirmed']);
        if (engine === 'postgres') query = query.forUpdate();
        const row = await query.executeTakeFirst();
        if (!row) return 'none';
        if (row.unsubscribe_mail_at && now.getTime() - Date.parse(row.unsubscribe_mail_at) < cooldownMs) return 'cooldown';
        await trx.updateTable('subscribers').set({ unsubscribe_mail_at: now.toISOString() }).where('id', '=', row.id).execute();
        const message = await mail({ id: row.id, locale: row.locale }, trx);
        await enqueueMail(trx, { kind: 'unsubscribe', subscriberId: row.id, issueId: null, message, now });
        return 'queued';
      });
    },

    /**
     * Deletes pending records whose link expired, unsubscribed records and the record of sent
     * mails past their retention.
     * @param {Date} now
     */
    async purge(now) {
      const nowIso = now.toISOString();
      await db.deleteFrom('subscribers').where('status', '=', 'pending').where('token_expires_at', '<=', nowIso).execute();
      await db
        .deleteFrom('subscribers')
        .where('status', '=', 'unsubscribed')
        .where('unsubscribed_at', '<=', new Date(now.getTime() - UNSUBSCRIBED_RETENTION_MS).toISOString())
        .execute();
      await db
        .deleteFrom('mail_queue')
        .where('status', 'in', ['sent', 'failed', 'skipped', 'cancelled'])
        .where('created_at', '<=', new Date(now.getTime() - SENT_MAIL_RETENTION_MS).toISOString())
        .execute();
    },

    /** @param {string} email @returns {Promise<SubscriberRow | undefined>} */
    async find(email) {
      return db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /** @param {number} id */
    async findById(id) {
      return db.selectFrom('subscribers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** @returns {Promise<SubscriberRow[]>} */
    async list() {
      return db.selectFrom('subscribers').selectAll().orderBy('id').execute();
    },

    /** @returns {Promise<Record<'pending' | 'confirmed' | 'unsubscribed', number>>} */
    async countByStatus() {
      const rows = await db.selectFrom('subscribers').select(['status', sql`count(*)`.as('n')]).groupBy('status').execute();
      const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
      for (const row of rows) counts[/** @type {keyof typeof counts} */ (row.status)] = Number(row.n);
      return counts;
    },

    /**
     * Erases one address everywhere: its record and every mail to it that is still queued or sent.
     * What stays is the keyed hash on the suppression list, so a restored backup never mails it again.
     * @param {string} email
     * @param {Date} now
     * @returns {Promise<boolean>} whether anything was stored
     */
    async erase(email, now) {
      return db.transaction().execute(async (trx) => {
        const record = await trx.deleteFrom('subscribers').where('email', '=', email).returning('id').executeTakeFirst();
        const mails = await trx.deleteFrom('mail_queue').where('recipient', '=', email).returning('id').execute();
        const stored = record !== undefined || mails.length > 0;
        if (stored) await suppressions.add(trx, email, 'erased', now);
        return stored;
      });
    },

    /**
     * Imports the records of a `subscribers.json` of the earlier file store once: every address that
     * is not in the database yet, with its state; the file is then renamed `subscribers.json.imported`.
     * A database that already recorded the import never imports again (an erased address stays erased).
     * @param {string} file
     * @returns {Promise<number | null>} records imported, null when there was nothing to import
     */
    async importLegacyFile(file) {
      let text;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
        throw error;
      }
      const data = JSON.parse(text);
      if (!data || !Array.isArray(data.subscribers)) throw new Error(`${file}: not a subscriber file ({ "subscribers": [...] } expected)`);
      const imported = await db.transaction().execute(async (trx) => {
        const done = await trx.insertInto('meta').values({ key: 'imported-subscribers-json', value: new Date().toISOString() }).onConflict((oc) => oc.column('key').doNothing()).returning('key').executeTakeFirst();
        if (!done) return null;
        const suppressed = await suppressions.all(trx);
        const key = await keys('suppression-key', trx);
        let count = 0;
        for (const record of data.subscribers) {
          if (typeof record?.email !== 'string') continue;
          const email = record.email.trim().toLowerCase();
          // Unsubscribed or erased since the file was written: not brought back.
          if (suppressed.has(suppressionHash(key, email))) continue;
          const row = await trx
            .insertInto('subscribers')
            .values({
              email,
              locale: record.locale === 'de' ? 'de' : 'en',
              status: record.confirmedAt ? 'confirmed' : 'pending',
              consent_at: record.consentAt ?? null,
              consent_text_version: 'before-database',
              consent_ip: null,
              confirmed_at: record.confirmedAt ?? null,
              token_hash: record.confirmedAt ? null : (record.tokenHash ?? null),
              token_expires_at: record.confirmedAt ? null : (record.tokenExpiresAt ?? null),
              unsubscribed_at: null,
            })
            .onConflict((oc) => oc.column('email').doNothing())
            .returning('id')
            .executeTakeFirst();
          if (row) count += 1;
        }
        return count;
      });
      await rename(file, `${file}.imported`).catch(() => undefined);
      return imported;
    },
  };
}

/** @typedef {ReturnType<typeof createSubscriberStore>} SubscriberStore */
