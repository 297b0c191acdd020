// @ts-check
import { createHmac } from 'node:crypto';

/**
 * @typedef {'unsubscribed' | 'erased'} SuppressionReason
 * @typedef {import('../db/schema.mjs').Connection} Connection
 */

/**
 * The suppression list: every address that unsubscribed or was erased, stored only as a keyed hash
 * (HMAC-SHA256 with the database's `suppression-key`), which cannot be turned back into the address
 * but recognises it. A suppressed address gets no issue, also not from a restored backup or a
 * re-import, until the person confirms a new subscription (double opt-in), which lifts it.
 * @param {import('./storedKeys.mjs').StoredKeys} keys
 */
export function createSuppressionList(keys) {
  /** @param {string} email a normalised address @param {Connection} [conn] */
  async function hashOf(email, conn) {
    return suppressionHash(await keys('suppression-key', conn), email);
  }

  return {
    hashOf,

    /** @param {Connection} conn @param {string} email @param {SuppressionReason} reason @param {Date} now */
    async add(conn, email, reason, now) {
      const hash = await hashOf(email, conn);
      await conn
        .insertInto('suppressions')
        .values({ hash, reason, created_at: now.toISOString() })
        .onConflict((oc) => oc.column('hash').doUpdateSet({ reason }))
        .execute();
    },

    /** @param {Connection} conn @param {string} email */
    async remove(conn, email) {
      await conn.deleteFrom('suppressions').where('hash', '=', await hashOf(email, conn)).execute();
    },

    /** @param {Connection} conn @param {string} email */
    async has(conn, email) {
      return (await conn.selectFrom('suppressions').select('hash').where('hash', '=', await hashOf(email, conn)).executeTakeFirst()) !== undefined;
    },

    /** @param {Connection} conn @returns {Promise<Set<string>>} every suppressed hash */
    async all(conn) {
      return new Set((await conn.selectFrom('suppressions').select('hash').execute()).map((row) => row.hash));
    },
  };
}

/**
 * @param {string} key
 * @param {string} email a normalised address
 */
export function suppressionHash(key, email) {
  return createHmac('sha256', key).update(`suppress:${email}`).digest('base64url');
}

/** @typedef {ReturnType<typeof createSuppressionList>} SuppressionList */
