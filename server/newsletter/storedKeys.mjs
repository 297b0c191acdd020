// @ts-check

/**
 * @typedef {'unsubscribe-key' | 'suppression-key'} StoredKeyName
 * @typedef {(name: StoredKeyName, conn?: import('../db/schema.mjs').Connection) => Promise<string>} StoredKeys
 *   `conn`: the transaction a caller is in (SQLite has one connection: a read beside it would wait for it forever)
 */

/**
 * The HMAC keys kept in the `meta` table (the unsubscribe links', the suppression list's). A key
 * is remembered once it was read; a read that failed (the database was down) is not remembered,
 * so the next call reads again instead of repeating the failure until a restart.
 * @param {import('../db/schema.mjs').Db} db
 * @returns {StoredKeys}
 */
export function storedKeys(db) {
  /** @type {Map<StoredKeyName, string>} */
  const known = new Map();
  return async (name, conn = db) => {
    const cached = known.get(name);
    if (cached !== undefined) return cached;
    const row = await conn.selectFrom('meta').select('value').where('key', '=', name).executeTakeFirstOrThrow();
    const { value } = row;
    known.set(name, value);
    return value;
  };
}
