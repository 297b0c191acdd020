// @ts-check
import { setTimeout as delay } from 'node:timers/promises';
import { CompiledQuery, SqliteDialect } from 'kysely';

/** @typedef {import('kysely').Driver} Driver */
/** @typedef {import('kysely').DatabaseConnection} DatabaseConnection */

/**
 * Whether an SQLite error means "another connection holds the lock": worth another try later.
 * @param {unknown} error
 */
export function isBusyError(error) {
  return /^SQLITE_BUSY/.test(String(/** @type {{ code?: unknown }} */ (error)?.code ?? ''));
}

/**
 * What the driver knows about the file's write lock, for the health check: `waitingSince` is the
 * time (ms) since when a statement of this process has been waiting for another connection's lock,
 * `holdsWriteLock` whether this process is inside a write transaction right now.
 * @typedef {{ waitingSince: number | null, holdsWriteLock: boolean }} SqliteLockState
 */

/**
 * Kysely's SQLite dialect (better-sqlite3) without blocking waits. better-sqlite3 is synchronous:
 * with a busy timeout, a statement that meets another process's lock stops the whole event loop
 * until the lock is free. Here the busy timeout is 0 and a locked statement is tried again after
 * an asynchronous pause (1 ms doubling to 25 ms) until `lockWaitMs` has passed, so requests that
 * do not need the database, and the health check, keep being answered meanwhile. Transactions
 * start with BEGIN IMMEDIATE: they take the write lock first (the only statement that can wait)
 * and then never meet a lock in the middle.
 */
export class LockAwareSqliteDialect extends SqliteDialect {
  /** @param {{ database: import('better-sqlite3').Database, lockWaitMs: number }} config */
  constructor(config) {
    super({ database: config.database });
    this.driver = new LockAwareSqliteDriver(config.database, config.lockWaitMs);
  }

  /** @override */
  createDriver() {
    return this.driver;
  }
}

/** @implements {Driver} */
class LockAwareSqliteDriver {
  /** @type {SqliteLockState} */
  lock = { waitingSince: null, holdsWriteLock: false };
  /** @type {Promise<void> | null} */
  #held = null;
  /** @type {(() => void) | null} */
  #release = null;

  /** @param {import('better-sqlite3').Database} database @param {number} lockWaitMs */
  constructor(database, lockWaitMs) {
    this.database = database;
    this.lockWaitMs = lockWaitMs;
    database.pragma('busy_timeout = 0');
    this.connection = new LockAwareSqliteConnection(this);
  }

  async init() {}

  /** SQLite has one connection; the next caller waits (asynchronously) until it is released. */
  async acquireConnection() {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = () => resolve(undefined)));
    return this.connection;
  }

  async releaseConnection() {
    const release = this.#release;
    this.#held = null;
    this.#release = null;
    release?.();
  }

  async beginTransaction() {
    await this.untilUnlocked(() => this.database.exec('BEGIN IMMEDIATE'));
    this.lock.holdsWriteLock = true;
  }

  async commitTransaction() {
    try {
      this.database.exec('COMMIT');
    } finally {
      this.lock.holdsWriteLock = this.database.inTransaction;
    }
  }

  async rollbackTransaction() {
    try {
      if (this.database.inTransaction) this.database.exec('ROLLBACK');
    } finally {
      this.lock.holdsWriteLock = false;
    }
  }

  /** @param {DatabaseConnection} connection @param {string} name */
  async savepoint(connection, name) {
    await connection.executeQuery(savepointQuery('savepoint', name));
  }

  /** @param {DatabaseConnection} connection @param {string} name */
  async rollbackToSavepoint(connection, name) {
    await connection.executeQuery(savepointQuery('rollback to', name));
  }

  /** @param {DatabaseConnection} connection @param {string} name */
  async releaseSavepoint(connection, name) {
    await connection.executeQuery(savepointQuery('release', name));
  }

  async destroy() {
    this.database.close();
  }

  /**
   * Runs `attempt` until it no longer meets another connection's lock, pausing asynchronously
   * between tries; throws the last busy error once `lockWaitMs` has passed.
   * @template T
   * @param {() => T} attempt
   * @returns {Promise<T>}
   */
  async untilUnlocked(attempt) {
    const started = Date.now();
    let pause = 1;
    try {
      for (;;) {
        try {
          return attempt();
        } catch (error) {
          if (!isBusyError(error) || Date.now() - started >= this.lockWaitMs) throw error;
          this.lock.waitingSince ??= started;
        }
        await delay(pause);
        pause = Math.min(25, pause * 2);
      }
    } finally {
      this.lock.waitingSince = null;
    }
  }
}

/** @implements {DatabaseConnection} */
class LockAwareSqliteConnection {
  /** @param {LockAwareSqliteDriver} driver */
  constructor(driver) {
    this.driver = driver;
  }

  /**
   * Kysely's driver contract: rows leave the driver untyped (`any`), and `Kysely<Tables>` gives them their types.
   * @param {import('kysely').CompiledQuery} compiledQuery
   * @returns {Promise<import('kysely').QueryResult<any>>}
   */
  async executeQuery({ sql, parameters }) {
    const { database } = this.driver;
    const run = () => {
      const statement = database.prepare(sql);
      if (statement.reader) return { rows: statement.all(parameters) };
      const { changes, lastInsertRowid } = statement.run(parameters);
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    };
    // Inside a transaction the write lock is already held (BEGIN IMMEDIATE): no statement waits.
    return database.inTransaction ? run() : this.driver.untilUnlocked(run);
  }

  /** @returns {AsyncIterableIterator<import('kysely').QueryResult<any>>} */
  // eslint-disable-next-line require-yield
  async *streamQuery() {
    throw new Error('streaming is not used by the newsletter service');
  }
}

/**
 * @param {'savepoint' | 'rollback to' | 'release'} command
 * @param {string} name
 */
function savepointQuery(command, name) {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`invalid savepoint name ${JSON.stringify(name)}`);
  return CompiledQuery.raw(`${command} ${name}`);
}
