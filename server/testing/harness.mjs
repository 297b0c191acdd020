// @ts-check
// Test helper: the app server on an ephemeral port with a temporary data folder, on SQLite or on a
// fresh PostgreSQL database, its JSON log lines collected.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAppServer } from '../createAppServer.mjs';
import { unsubscribeToken } from '../newsletter/unsubscribeToken.mjs';

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
  /** @type {string[]} */
  let files;
  try {
    files = (await readdir(path.join(dataDir, 'outbox'))).sort();
  } catch {
    return [];
  }
  // The worker's purge may delete a mail between the listing and the reading: a deleted mail is not in the outbox.
  const mails = await Promise.all(files.map((name) => readFile(path.join(dataDir, 'outbox', name), 'utf8').catch((error) => (error.code === 'ENOENT' ? null : Promise.reject(error)))));
  return mails.filter((mail) => mail !== null);
}

/** @param {string} text @returns {string | null} the token of the confirmation link in a mail */
export function confirmToken(text) {
  return /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;
}

/**
 * Stores confirmed subscribers directly (as after their double opt-in), oldest first.
 * @param {import('../db/openDatabase.mjs').Database} database
 * @param {string[]} emails normalised addresses
 * @param {'en' | 'de'} [locale]
 * @returns {Promise<{ id: number, email: string }[]>}
 */
export async function addConfirmed(database, emails, locale = 'en') {
  const now = new Date().toISOString();
  return database.db
    .insertInto('subscribers')
    .values(emails.map((email) => ({ email, locale, status: 'confirmed', consent_at: now, consent_text_version: 'test', consent_ip: null, confirmed_at: now })))
    .returning(['id', 'email'])
    .execute();
}

/**
 * The one-click unsubscribe path (with its token) of a subscriber, as in the mails.
 * @param {import('../createAppServer.mjs').AppServer} app
 * @param {number} subscriberId
 */
export async function oneClickPath(app, subscriberId) {
  return `/newsletter/one-click-unsubscribe?token=${unsubscribeToken(await app.store.keys('unsubscribe-key'), subscriberId)}`;
}

/** The body and header of an RFC 8058 one-click unsubscribe POST. */
export const ONE_CLICK = { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };

/**
 * Polls `read` until `done` holds for its value, or throws after `timeoutMs` (for work another
 * process or a timer does; never a fixed pause).
 * @template T
 * @param {() => Promise<T> | T} read
 * @param {(value: T) => boolean} done
 * @param {{ timeoutMs?: number, what?: string }} [options]
 * @returns {Promise<T>}
 */
export async function pollUntil(read, done, { timeoutMs = 10_000, what = 'the condition' } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what} not reached within ${timeoutMs} ms (last value: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
