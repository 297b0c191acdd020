// @ts-check
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * One stored address. Nothing else about a person is kept.
 * @typedef {object} SubscriberRecord
 * @property {string} email lower-cased
 * @property {'en' | 'de'} locale the language of the mails
 * @property {string} consentAt ISO time of the (latest) subscribe request with consent
 * @property {string | null} confirmedAt ISO time of the confirmation; null while pending
 * @property {string | null} tokenHash hex SHA-256 of the pending confirmation token
 * @property {string | null} tokenExpiresAt ISO time after which the token is void
 */

/**
 * @typedef {object} SubscriberStore
 * @property {(input: { email: string, locale: 'en' | 'de', tokenHash: string, now: Date }) => Promise<'pending' | 'cooldown' | 'confirmed'>} subscribe
 *   'pending': a (new or renewed) pending record holds `tokenHash`, so a confirmation mail is due;
 *   'cooldown': a mail went out moments ago, nothing changed; 'confirmed': already subscribed, nothing changed.
 * @property {(tokenHash: string, now: Date) => Promise<boolean>} confirm true when a pending, unexpired record had this token
 * @property {(email: string) => Promise<boolean>} remove true when a record existed
 * @property {() => Promise<SubscriberRecord[]>} list a copy of all records
 */

/**
 * The newsletter's storage: one JSON file, read once, kept in memory, and rewritten atomically
 * (temporary file, fsync, rename) after every change. Changes run one at a time, so concurrent
 * requests never lose an update. Expired pending records are dropped on every write.
 * A file that cannot be parsed is never overwritten: every operation fails until it is fixed.
 * @param {{ file: string, tokenTtlMs?: number, resendCooldownMs?: number }} options
 *   tokenTtlMs: how long a confirmation link works (48 h); resendCooldownMs: no second mail
 *   to a pending address within this time (60 s), against mail bombing.
 * @returns {SubscriberStore}
 */
export function createSubscriberStore({ file, tokenTtlMs = 48 * 3600_000, resendCooldownMs = 60_000 }) {
  /** @type {Promise<Map<string, SubscriberRecord>> | null} */
  let loaded = null;
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();

  function records() {
    loaded ??= readRecords(file);
    return loaded;
  }

  /**
   * Runs one change after the previous one finished.
   * @template T
   * @param {(map: Map<string, SubscriberRecord>) => Promise<T>} change
   * @returns {Promise<T>}
   */
  function serial(change) {
    const run = queue.then(async () => change(await records()));
    queue = run.catch(() => undefined);
    return run;
  }

  /**
   * @param {Map<string, SubscriberRecord>} map
   * @param {Date} now
   */
  async function persist(map, now) {
    for (const [email, record] of map) {
      if (!record.confirmedAt && record.tokenExpiresAt && Date.parse(record.tokenExpiresAt) <= now.getTime()) map.delete(email);
    }
    await writeAtomically(file, `${JSON.stringify({ version: 1, subscribers: [...map.values()] }, null, 2)}\n`);
  }

  return {
    subscribe: ({ email, locale, tokenHash, now }) =>
      serial(async (map) => {
        const existing = map.get(email);
        if (existing?.confirmedAt) return 'confirmed';
        if (
          existing?.tokenExpiresAt &&
          Date.parse(existing.tokenExpiresAt) > now.getTime() &&
          now.getTime() - Date.parse(existing.consentAt) < resendCooldownMs
        ) {
          return 'cooldown';
        }
        map.set(email, {
          email,
          locale,
          consentAt: now.toISOString(),
          confirmedAt: null,
          tokenHash,
          tokenExpiresAt: new Date(now.getTime() + tokenTtlMs).toISOString(),
        });
        await persist(map, now);
        return 'pending';
      }),
    confirm: (tokenHash, now) =>
      serial(async (map) => {
        for (const record of map.values()) {
          if (record.confirmedAt || record.tokenHash !== tokenHash) continue;
          if (!record.tokenExpiresAt || Date.parse(record.tokenExpiresAt) <= now.getTime()) return false;
          record.confirmedAt = now.toISOString();
          record.tokenHash = null;
          record.tokenExpiresAt = null;
          await persist(map, now);
          return true;
        }
        return false;
      }),
    remove: (email) =>
      serial(async (map) => {
        if (!map.delete(email)) return false;
        await persist(map, new Date());
        return true;
      }),
    list: () => serial(async (map) => [...map.values()].map((record) => ({ ...record }))),
  };
}

/**
 * @param {string} file
 * @returns {Promise<Map<string, SubscriberRecord>>}
 */
async function readRecords(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return new Map();
    throw error;
  }
  const data = JSON.parse(text);
  if (!data || !Array.isArray(data.subscribers)) throw new Error(`${file}: not a subscriber file ({ "subscribers": [...] } expected)`);
  /** @type {Map<string, SubscriberRecord>} */
  const map = new Map();
  for (const record of data.subscribers) map.set(record.email, record);
  return map;
}

/**
 * Writes a file so that readers see either the old or the new content, never a torn one.
 * @param {string} file
 * @param {string} content
 */
async function writeAtomically(file, content) {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
