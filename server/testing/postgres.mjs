// @ts-check
// Test helper: a real PostgreSQL for the server tests. TEST_DATABASE_URL (an admin URL) is used
// when set; otherwise a throwaway cluster is created with the installed PostgreSQL binaries
// (Debian's `postgresql` package; .ci/run installs it) in a temporary folder on a free port, and
// removed at the end. When neither works, `startPostgres` resolves with the reason instead.
// In a Vitest run one cluster serves every test file: `postgresGlobalSetup.mjs` starts it before
// the workers and hands its admin URL down as TEST_DATABASE_URL; each file creates its own databases.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** @returns {string | null} the folder of initdb/pg_ctl */
function binDir() {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(path.join(dir, 'pg_ctl')) && existsSync(path.join(dir, 'initdb'))) return dir;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) if (existsSync(path.join(root, version, 'bin', 'pg_ctl'))) return path.join(root, version, 'bin');
  return null;
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {{ ok: true, adminUrl: string, createDatabase: () => Promise<string>, stop: () => Promise<void>,
 *   halt?: () => void, resume?: () => void } | { ok: false, reason: string }} TestPostgres
 *   `halt` and `resume` (a cluster of its own only): stop the server and start it again on the same
 *   port with the same data, as in an outage
 */

/** @type {Promise<TestPostgres> | null} */
let shared = null;

/**
 * The PostgreSQL of this process: the server at TEST_DATABASE_URL when it is set (in a Vitest run, the
 * run's one cluster), otherwise a cluster of its own. `createDatabase()` gives each test its own empty
 * database; `stop()` ends this process's connection and, for a cluster of its own, the cluster.
 * A failed start is not kept: the next call tries again.
 * @returns {Promise<TestPostgres>}
 */
export function startPostgres() {
  shared ??= (process.env.TEST_DATABASE_URL ? withAdmin(process.env.TEST_DATABASE_URL, async () => {}) : startCluster()).then((postgres) => {
    if (!postgres.ok) shared = null;
    return postgres;
  });
  return shared;
}

/**
 * A throwaway PostgreSQL cluster of its own (initdb in a temporary folder, a free port, no fsync).
 * Tests that stop and start the database use one of these, so the shared one stays up.
 * @returns {Promise<TestPostgres>}
 */
export async function startCluster() {
  const bin = binDir();
  if (!bin) return { ok: false, reason: 'no PostgreSQL binaries (pg_ctl, initdb) found; install Debian\'s postgresql or set TEST_DATABASE_URL' };
  const dir = mkdtempSync(path.join(tmpdir(), 'futureslab-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  /** @param {string} program @param {string[]} args */
  const run = (program, args) => {
    const full = path.join(bin, program);
    return asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' }) : execFileSync(full, args, { stdio: 'pipe' });
  };
  try {
    if (asRoot) {
      // initdb refuses to run as root: the cluster belongs to the postgres user.
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dir, uid, gid);
    }
    run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const port = await freePort();
    const log = path.join(dir, 'server.log');
    const start = () =>
      run('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '30', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`, 'start']);
    start();
    let running = true;
    const halt = () => {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    };
    const resume = () => {
      start();
      running = true;
    };
    const stop = async () => {
      try {
        if (running) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    const postgres = await withAdmin(`postgres://postgres@127.0.0.1:${port}/postgres`, stop);
    return postgres.ok ? { ...postgres, halt, resume } : postgres;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const detail = error instanceof Error ? (/** @type {{ stderr?: Buffer }} */ (error).stderr?.toString().trim() || error.message) : String(error);
    return { ok: false, reason: `PostgreSQL did not start: ${detail.split('\n')[0]}` };
  }
}

/**
 * @param {string} adminUrl
 * @param {() => Promise<void>} stopServer
 * @returns {Promise<TestPostgres>}
 */
async function withAdmin(adminUrl, stopServer) {
  const admin = new pg.Client({ connectionString: adminUrl });
  // A cluster halted on purpose ends this connection: not an error of the test run.
  admin.on('error', () => {});
  try {
    await admin.connect();
  } catch (error) {
    await stopServer();
    return { ok: false, reason: `PostgreSQL at ${adminUrl} is not reachable: ${error instanceof Error ? error.message : String(error)}` };
  }
  let n = 0;
  return {
    ok: true,
    adminUrl,
    async createDatabase() {
      // Test files in parallel worker threads share the process id: a random part keeps names apart.
      const name = `futureslab_test_${process.pid}_${randomBytes(4).toString('hex')}_${(n += 1)}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async stop() {
      await admin.end().catch(() => undefined);
      await stopServer();
    },
  };
}

/**
 * The engines the shared server suites run against: SQLite always, PostgreSQL when it can start
 * (otherwise the reason is printed and its suites are skipped).
 * @returns {Promise<{ engine: 'sqlite' | 'postgres', postgres: TestPostgres | null }[]>}
 */
export async function testEngines() {
  const postgres = await startPostgres();
  if (!postgres.ok) console.warn(`[server tests] PostgreSQL suites skipped: ${postgres.reason}`);
  return [{ engine: 'sqlite', postgres: null }, ...(postgres.ok ? [{ engine: /** @type {const} */ ('postgres'), postgres }] : [])];
}
