// @ts-check
// Test helper: the app server on an ephemeral port with a temporary data folder, on SQLite or on a
// fresh PostgreSQL database, its JSON log lines collected.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAppServer } from '../createAppServer.mjs';

/**
 * @typedef {{ engine: 'sqlite' | 'postgres', postgres: import('./postgres.mjs').TestPostgres | null }} EngineChoice
 * @typedef {{ app: import('../createAppServer.mjs').AppServer, base: string, dir: string, dataDir: string, databaseUrl: string | null, logs: string[] }} StartedApp
 */

/** @type {StartedApp[]} */
const started = [];

/**
 * @param {EngineChoice} choice
 * @param {Partial<import('../createAppServer.mjs').AppServerOptions>} [options]
 * @returns {Promise<StartedApp>}
 */
export async function startApp(choice, options = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'futureslab-newsletter-'));
  const dataDir = path.join(dir, 'data');
  const databaseUrl = choice.engine === 'postgres' && choice.postgres?.ok ? await choice.postgres.createDatabase() : null;
  /** @type {string[]} */
  const logs = [];
  const app = await createAppServer({
    distDir: path.join(dir, 'dist'),
    dataDir,
    databaseUrl,
    logStream: { write: (line) => void logs.push(line) },
    mailWorker: { pollMs: 20, retryBaseMs: 50, leaseMs: 5_000 },
    ...options,
  });
  const base = await app.listen(0, '127.0.0.1');
  const entry = { app, base, dir, dataDir, databaseUrl, logs };
  started.push(entry);
  return entry;
}

/** Closes every server started since the last call and removes its folder. */
export async function stopApps() {
  for (const { app, dir } of started.splice(0)) {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** @param {string} dataDir @returns {Promise<string[]>} the .eml files of the outbox, oldest first */
export async function outbox(dataDir) {
  try {
    const files = (await readdir(path.join(dataDir, 'outbox'))).sort();
    return Promise.all(files.map((name) => readFile(path.join(dataDir, 'outbox', name), 'utf8')));
  } catch {
    return [];
  }
}

/** @param {string} text @returns {string | null} the token of the confirmation link in a mail */
export function confirmToken(text) {
  return /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;
}
