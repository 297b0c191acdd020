// @ts-check
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { isBusyError, LockAwareSqliteDialect } from './lockAwareSqliteDialect.mjs';
import { migrate } from './migrations.mjs';

/**
 * @typedef {'ok' | 'locked'} WriteState whether a write could start now ('locked': another process holds the SQLite file's write lock)
 */

/**
 * @typedef {object} Database
 * @property {import('./schema.mjs').Db} db the typed query layer (the same queries for both engines)
 * @property {import('./schema.mjs').Db} probe a second connection of its own for the health check and the
 *   metrics: it never waits behind the service's queries (SQLite has one connection, a PostgreSQL pool can be busy)
 * @property {'sqlite' | 'postgres'} engine
 * @property {string} where the SQLite file, or the PostgreSQL URL without its password
 * @property {() => Promise<void>} ping throws when the database cannot be reached
 * @property {() => Promise<WriteState>} writable answers at once (within about 25 ms)
 * @property {((file: string) => Promise<void>) | null} backup SQLite: a consistent copy of the live file through
 *   SQLite's online backup API (null for PostgreSQL: pg_dump does that)
 * @property {() => Promise<void>} close
 */

/** How long a write waits for another process's SQLite lock before it fails (without blocking the process). */
export const SQLITE_LOCK_WAIT_MS = 5_000;

/**
 * Opens the newsletter's database and applies every pending migration: PostgreSQL when
 * `databaseUrl` is set (several server processes may share it), else the embedded SQLite file
 * `<dataDir>/newsletter.sqlite` (WAL mode; one host).
 * @param {{ dataDir: string, databaseUrl?: string | null, poolSize?: number, lockWaitMs?: number }} options
 * @returns {Promise<Database>}
 */
export async function openDatabase({ dataDir, databaseUrl = null, poolSize = 10, lockWaitMs = SQLITE_LOCK_WAIT_MS }) {
  const database = databaseUrl ? openPostgres(databaseUrl, poolSize) : openSqlite(dataDir, lockWaitMs);
  try {
    await migrate(database.db, database.engine);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * @param {string} databaseUrl
 * @param {number} poolSize
 * @returns {Database}
 */
function openPostgres(databaseUrl, poolSize) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // The probe's own connections, kept open (a new connection costs more than the health check's
  // deadline): a short connect timeout, and no statement runs longer than 2 s.
  const probePool = new pg.Pool({ connectionString: databaseUrl, max: 3, connectionTimeoutMillis: 2_000, idleTimeoutMillis: 0, statement_timeout: 2_000 });
  // A connection dropped by the server (a restart, an outage) must not crash the process, whether
  // it is idle in the pool (the pool's 'error') or checked out between two queries (the client's
  // own 'error', which nothing else listens to then). The pools replace broken connections.
  for (const each of [pool, probePool]) {
    each.on('error', () => {});
    each.on('connect', (client) => client.on('error', () => {}));
  }
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const probe = new Kysely({ dialect: new PostgresDialect({ pool: probePool }) });
  const url = new URL(databaseUrl);
  url.password = '';
  return {
    db,
    probe,
    engine: 'postgres',
    where: url.toString(),
    ping: () => pingOf(probe),
    // Row locks never stop a whole PostgreSQL database from taking writes.
    writable: async () => 'ok',
    backup: null,
    async close() {
      await probe.destroy();
      await db.destroy();
    },
  };
}

/**
 * @param {string} dataDir
 * @param {number} lockWaitMs
 * @returns {Database}
 */
function openSqlite(dataDir, lockWaitMs) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const where = path.join(dataDir, 'newsletter.sqlite');
  const file = new SQLite(where, { timeout: 0 });
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  const dialect = new LockAwareSqliteDialect({ database: file, lockWaitMs });
  const db = new Kysely({ dialect });
  // In WAL mode readers never wait for a writer, so the probe reads even while another process holds the write lock.
  const probeFile = new SQLite(where, { timeout: 0 });
  const probe = new Kysely({ dialect: new SqliteDialect({ database: probeFile }) });
  return {
    db,
    probe,
    engine: 'sqlite',
    where,
    ping: () => pingOf(probe),
    async writable() {
      const { lock } = dialect.driver;
      // A statement of this process has been waiting for another connection's lock: no need to probe.
      if (lock.waitingSince !== null && Date.now() - lock.waitingSince >= 25) return 'locked';
      const until = Date.now() + 25;
      for (;;) {
        // This process writing right now: the lock is ours, the file takes writes.
        if (lock.holdsWriteLock) return 'ok';
        try {
          probeFile.exec('BEGIN IMMEDIATE');
          probeFile.exec('ROLLBACK');
          return 'ok';
        } catch (error) {
          if (!isBusyError(error)) throw error;
        }
        if (Date.now() >= until) return 'locked';
        await delay(5);
      }
    },
    async backup(target) {
      await file.backup(target);
    },
    async close() {
      await probe.destroy();
      await db.destroy();
    },
  };
}

/** @param {import('./schema.mjs').Db} db */
async function pingOf(db) {
  await db.selectFrom('meta').select('key').limit(1).execute();
}
