// @ts-check
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { suppressionHash } from '../newsletter/suppressionList.mjs';
import { openDatabase } from './openDatabase.mjs';

const run = promisify(execFile);

/**
 * @typedef {{ dataDir: string, databaseUrl: string | null }} DatabaseLocation
 * @typedef {{ restoredSubscribers: number, suppressionsCarried: number, suppressedAgain: number }} RestoreSummary
 */

/**
 * A consistent backup of the live database into `file` (which must not exist yet). SQLite: the
 * online backup API, page by page through SQLite itself, so it includes the transactions still in
 * the write-ahead log and may run while the server writes (a plain copy of `newsletter.sqlite`
 * misses what is still in `newsletter.sqlite-wal`). PostgreSQL: `pg_dump` in its custom format.
 * @param {DatabaseLocation & { file: string }} options
 */
export async function backupDatabase({ dataDir, databaseUrl, file }) {
  if (await exists(file)) throw new Error(`${file} exists already; choose a new file name`);
  if (databaseUrl) {
    const { url, env } = splitPassword(databaseUrl);
    await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], { env: { ...process.env, ...env } });
    return;
  }
  const database = await openDatabase({ dataDir });
  try {
    await /** @type {NonNullable<typeof database.backup>} */ (database.backup)(file);
  } finally {
    await database.close();
  }
}

/**
 * Replaces the live database with a backup (stop the server first), then applies the live
 * database's suppression list to it: whoever unsubscribed or was erased after the backup was made
 * is not mailed again — an erased address is erased again, an unsubscribed one marked
 * unsubscribed — and the suppression list itself is carried over.
 * @param {DatabaseLocation & { file: string, now?: Date }} options
 * @returns {Promise<RestoreSummary>}
 */
export async function restoreDatabase({ dataDir, databaseUrl, file, now = new Date() }) {
  if (!(await exists(file))) throw new Error(`${file} does not exist`);
  const live = await readSuppressions({ dataDir, databaseUrl });
  if (databaseUrl) {
    const { url, env } = splitPassword(databaseUrl);
    await run(pgTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${url}`, file], { env: { ...process.env, ...env } });
  } else {
    await restoreSqliteFile(path.join(dataDir, 'newsletter.sqlite'), file);
  }
  return applySuppressions({ dataDir, databaseUrl }, live, now);
}

/**
 * @param {string} target the live SQLite file
 * @param {string} file a backup made by `backupDatabase`
 */
async function restoreSqliteFile(target, file) {
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = source.prepare("select name from sqlite_master where type = 'table' and name in ('meta', 'subscribers', 'mail_queue')").all();
    if (tables.length !== 3) throw new Error(`${file} is not a backup of the newsletter database`);
    // The backup API writes through SQLite into the live file (creating it on a fresh machine), so
    // its write-ahead log is replaced consistently, unlike a file copied over it.
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    await source.backup(target);
  } finally {
    source.close();
  }
}

/**
 * The live database's suppression list and key (empty when there is no live database yet).
 * @param {DatabaseLocation} location
 */
async function readSuppressions({ dataDir, databaseUrl }) {
  if (!databaseUrl && !existsSync(path.join(dataDir, 'newsletter.sqlite'))) return { key: null, entries: new Map() };
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const key = String((await database.db.selectFrom('meta').select('value').where('key', '=', 'suppression-key').executeTakeFirstOrThrow()).value);
    const rows = await database.db.selectFrom('suppressions').selectAll().execute();
    return { key, entries: new Map(rows.map((row) => [row.hash, { reason: row.reason, created_at: row.created_at }])) };
  } finally {
    await database.close();
  }
}

/**
 * @param {DatabaseLocation} location
 * @param {Awaited<ReturnType<typeof readSuppressions>>} live
 * @param {Date} now
 * @returns {Promise<RestoreSummary>}
 */
async function applySuppressions({ dataDir, databaseUrl }, live, now) {
  // Opening migrates a backup made before the suppression list existed (it gets a key of its own).
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    return await database.db.transaction().execute(async (trx) => {
      const key = String((await trx.selectFrom('meta').select('value').where('key', '=', 'suppression-key').executeTakeFirstOrThrow()).value);
      let carried = 0;
      if (live.key === key) {
        for (const [hash, entry] of live.entries) {
          const row = await trx.insertInto('suppressions').values({ hash, ...entry }).onConflict((oc) => oc.column('hash').doNothing()).returning('hash').executeTakeFirst();
          if (row) carried += 1;
        }
      }
      const subscribers = await trx.selectFrom('subscribers').select(['id', 'email', 'status']).execute();
      let again = 0;
      for (const subscriber of subscribers) {
        const { email } = subscriber;
        const entry = live.key ? live.entries.get(suppressionHash(live.key, email)) : undefined;
        if (!entry) continue;
        again += 1;
        await trx.insertInto('suppressions').values({ hash: suppressionHash(key, email), ...entry }).onConflict((oc) => oc.column('hash').doNothing()).execute();
        if (entry.reason === 'erased') {
          await trx.deleteFrom('subscribers').where('id', '=', subscriber.id).execute();
          await trx.deleteFrom('mail_queue').where('recipient', '=', email).execute();
        } else if (subscriber.status !== 'unsubscribed') {
          await trx
            .updateTable('subscribers')
            .set({ status: 'unsubscribed', unsubscribed_at: now.toISOString(), token_hash: null, token_expires_at: null, consent_ip: null })
            .where('id', '=', subscriber.id)
            .execute();
        }
      }
      return { restoredSubscribers: subscribers.length - again, suppressionsCarried: carried, suppressedAgain: again };
    });
  } finally {
    await database.close();
  }
}

/**
 * The PostgreSQL client tool of that name: from PATH, else from Debian's /usr/lib/postgresql/<version>/bin.
 * @param {'pg_dump' | 'pg_restore'} name
 */
export function pgTool(name) {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (existsSync(path.join(root, version, 'bin', name))) return path.join(root, version, 'bin', name);
  throw new Error(`${name} not found: install the PostgreSQL client tools of your server's version (Debian: postgresql-client)`);
}

/**
 * The URL without its password (command lines are visible to other users) and the password as PGPASSWORD.
 * @param {string} databaseUrl
 */
function splitPassword(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** @param {string} file */
async function exists(file) {
  return access(file).then(
    () => true,
    () => false,
  );
}
