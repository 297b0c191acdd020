// @ts-check
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrate } from './migrations.mjs';

/**
 * @typedef {object} Database
 * @property {import('kysely').Kysely<any>} db the typed query layer (the same queries for both engines)
 * @property {'sqlite' | 'postgres'} engine
 * @property {string} where the SQLite file, or the PostgreSQL URL without its password
 * @property {() => Promise<void>} ping throws when the database cannot be reached
 * @property {() => Promise<void>} close
 */

/**
 * Opens the newsletter's database and applies every pending migration: PostgreSQL when
 * `databaseUrl` is set (several server processes may share it), else the embedded SQLite file
 * `<dataDir>/newsletter.sqlite` (WAL mode; one host).
 * @param {{ dataDir: string, databaseUrl?: string | null, poolSize?: number }} options
 * @returns {Promise<Database>}
 */
export async function openDatabase({ dataDir, databaseUrl = null, poolSize = 10 }) {
  /** @type {import('kysely').Kysely<any>} */
  let db;
  /** @type {'sqlite' | 'postgres'} */
  let engine;
  let where;
  if (databaseUrl) {
    engine = 'postgres';
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    // An idle connection dropped by the server must not crash the process.
    pool.on('error', () => {});
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(databaseUrl);
    url.password = '';
    where = url.toString();
  } else {
    engine = 'sqlite';
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    where = path.join(dataDir, 'newsletter.sqlite');
    const file = new SQLite(where);
    file.pragma('journal_mode = WAL');
    file.pragma('synchronous = NORMAL');
    file.pragma('busy_timeout = 5000');
    file.pragma('foreign_keys = ON');
    db = new Kysely({ dialect: new SqliteDialect({ database: file }) });
  }
  await migrate(db, engine);
  return {
    db,
    engine,
    where,
    async ping() {
      await db.selectFrom('meta').select('key').limit(1).execute();
    },
    close: () => db.destroy(),
  };
}
