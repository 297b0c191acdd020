// @ts-check
// `npm run newsletter -- …` as the operator runs it: a real process on SQLite and on PostgreSQL, in
// a copy of the project (its server/ folder, the spec folders it writes, node_modules linked), started
// from a directory outside it — paths are the project's, never the working directory's.
import { execFile } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase.mjs';
import { postJson } from '../rawRequest.mjs';
import { addConfirmed, outbox, startApp, stopApps } from '../testing/harness.mjs';
import { startPostgres, testEngines } from '../testing/postgres.mjs';
import { createSubscriberStore } from './subscriberStore.mjs';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const engines = await testEngines();

afterEach(stopApps);
afterAll(async () => {
  const postgres = await startPostgres();
  if (postgres.ok) await postgres.stop();
});

/** @param {string} id @param {string} en @param {string} de */
const issueFile = (id, en, de) => `---\ndate: '2026-12-01'\nsubject:\n  en: ${en}\n  de: ${de}\n---\n<!-- en -->\nHello.\n<!-- de -->\nHallo.\n`;

describe.each(engines)('npm run newsletter on $engine', (choice) => {
  /** @type {string} */ let dir;
  /** @type {string} */ let project;
  /** @type {string} */ let elsewhere;
  /** @type {string | null} */ let databaseUrl = null;
  const dataDir = () => path.join(project, '.data');
  const open = () => openDatabase({ dataDir: dataDir(), databaseUrl });

  /**
   * The CLI of the project copy, started in a directory without specs/ or .data/.
   * @param {string[]} args
   */
  async function cli(...args) {
    try {
      const env = { ...process.env, DATABASE_URL: databaseUrl ?? '', DATA_DIR: '', PUBLIC_URL: 'https://futureslab.example' };
      const { stdout, stderr } = await run(process.execPath, [path.join(project, 'server', 'newsletter-cli.mjs'), ...args], { cwd: elsewhere, env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = /** @type {{ code: number, stdout: string, stderr: string }} */ (error);
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'futureslab-cli-'));
    project = path.join(dir, 'project');
    elsewhere = path.join(dir, 'elsewhere');
    await mkdir(elsewhere, { recursive: true });
    await cp(path.join(PROJECT, 'server'), path.join(project, 'server'), { recursive: true, filter: (source) => !source.endsWith('.test.mjs') });
    await symlink(path.join(PROJECT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
    await mkdir(path.join(project, 'specs', 'newsletter'), { recursive: true });
    await mkdir(path.join(project, 'specs', 'pages'), { recursive: true });
    await copyFile(path.join(PROJECT, 'specs', 'pages', 'newsletter.yaml'), path.join(project, 'specs', 'pages', 'newsletter.yaml'));
    await writeFile(path.join(project, 'specs', 'newsletter', '2026-12-funding.md'), issueFile('2026-12-funding', 'Funding rates, explained', 'Funding-Raten, erklärt'));
    databaseUrl = choice.postgres?.ok ? await choice.postgres.createDatabase() : null;
    const database = await open();
    const now = new Date().toISOString();
    await database.db
      .insertInto('subscribers')
      .values([
        { email: 'anna@example.com', locale: 'en', status: 'confirmed', consent_at: now, consent_text_version: 't', confirmed_at: now },
        { email: '=evil@example.com', locale: 'de', status: 'confirmed', consent_at: now, consent_text_version: 't', confirmed_at: now },
        { email: 'stays@example.com', locale: 'en', status: 'confirmed', consent_at: now, consent_text_version: 't', confirmed_at: now },
        { email: 'wait@example.com', locale: 'de', status: 'pending', consent_at: now, consent_text_version: 't' },
      ])
      .execute();
    await database.close();
  });

  afterAll(async () => {
    // The link first: the removal must never reach the real node_modules behind it.
    await unlink(path.join(project, 'node_modules'));
    await rm(dir, { recursive: true, force: true });
  });

  it('send from another directory: a dry run with counts and a redacted sample, then queued once, the issue file marked sent and /newsletter\'s list updated', async () => {
    const dry = await cli('send', '2026-12-funding');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('would go to 3 confirmed subscribers (en 2, de 1)');
    expect(dry.stdout).toContain('Subject: Funding-Raten, erklärt');
    expect(dry.stdout).toContain('To: subscriber@example.com');
    expect(dry.stdout).toContain('List-Unsubscribe: <https://futureslab.example/newsletter/one-click-unsubscribe?token=<personal token>>');
    expect(dry.stdout).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // No real address and no working unsubscribe token on the screen (or in a pasted log).
    expect(dry.stdout).not.toMatch(/anna@|evil@|stays@/);
    expect(dry.stdout).not.toMatch(/token=\d+\.[A-Za-z0-9_-]{22}/);
    expect(JSON.parse((await cli('stats')).stdout).mails).toEqual({});

    const sent = await cli('send', '2026-12-funding', '--yes');
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stderr).toBe('');
    expect(sent.stdout).toContain('Queued issue 2026-12-funding for 3 subscribers');
    const stats = JSON.parse((await cli('stats')).stdout);
    expect(stats).toMatchObject({ subscribers: { pending: 1, confirmed: 3, unsubscribed: 0 }, mails: { queued: 3 }, suppressed: 0 });
    const today = new Date().toISOString().slice(0, 10);
    expect(await readFile(path.join(project, 'specs', 'newsletter', '2026-12-funding.md'), 'utf8')).toContain(`sent: '${today}'`);
    const page = await readFile(path.join(project, 'specs', 'pages', 'newsletter.yaml'), 'utf8');
    expect(page).toContain('**Funding rates, explained**');
    expect(page).toContain('**Funding-Raten, erklärt**');
    expect(page).not.toContain('No issue has been sent yet');

    const again = await cli('send', '2026-12-funding', '--yes');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already sent');
    expect(JSON.parse((await cli('stats')).stdout).mails).toEqual({ queued: 3 });
  }, 90_000);

  it('never reports a queued issue as failed: when the spec files cannot be updated, send exits 0 and says what to do', async () => {
    await writeFile(path.join(project, 'specs', 'newsletter', '2026-12-second.md'), issueFile('2026-12-second', 'Second', 'Zweite'));
    const page = path.join(project, 'specs', 'pages', 'newsletter.yaml');
    const kept = await readFile(page, 'utf8');
    await unlink(page);
    try {
      const sent = await cli('send', '2026-12-second', '--yes');
      expect(sent.code).toBe(0);
      expect(sent.stdout).toContain('Queued issue 2026-12-second for 3 subscribers');
      expect(sent.stderr).toContain('the issue IS queued and will be sent');
      expect(sent.stderr).toContain('npm run newsletter -- update-page');
      expect(JSON.parse((await cli('stats')).stdout).mails).toEqual({ queued: 6 });
    } finally {
      await writeFile(page, kept);
    }
    expect((await cli('update-page')).code).toBe(0);
    expect(await readFile(page, 'utf8')).toContain('**Second**');
  }, 90_000);

  it('pause, resume, cancel, retry-failed and progress of an issue; queue purge of waiting confirmation mails', async () => {
    expect((await cli('pause', '2026-12-second')).stdout).toContain('Paused 3 mails');
    expect((await cli('progress', '2026-12-second')).stdout).toContain('Issue 2026-12-second: 0 of 3 done — sent 0, waiting 0, failed 0, skipped 0, paused 3, cancelled 0');
    expect((await cli('resume', '2026-12-second')).stdout).toContain('Queued 3 paused mails');
    expect((await cli('cancel', '2026-12-second')).stdout).toContain('Cancelled 3 mails');
    expect((await cli('retry-failed', '2026-12-second')).stdout).toContain('Queued 0 failed mails');
    expect((await cli('pause', 'never-sent')).code).toBe(1);
    const database = await open();
    await createSubscriberStore(database).subscribe({
      email: 'flood@example.com', locale: 'en', consentIp: null, consentTextVersion: 't', tokenHash: 'f'.repeat(64), now: new Date(Date.now() - 3_600_000), tokenTtlMs: 48 * 3_600_000, resendCooldownMs: 0,
      confirmationMail: () => ({ to: 'flood@example.com', locale: 'en', subject: 'Confirm', text: 'Confirm' }),
    });
    await database.close();
    expect((await cli('queue', 'purge', '--pending-confirmations', '--older-than', '2h')).stdout).toContain('Deleted 0 waiting confirmation mails');
    expect((await cli('queue', 'purge', '--pending-confirmations', '--older-than', '30m')).stdout).toContain('Deleted 1 waiting confirmation mails');
    expect((await cli('queue', 'purge', '--older-than', '30m')).code).toBe(2);
    expect(JSON.parse((await cli('export', 'flood@example.com')).stdout).subscriber).toBeNull();
  }, 90_000);

  it('export (with the suppression state) and export-confirmed; erase refuses what is not an address', async () => {
    const exported = JSON.parse((await cli('export', 'ANNA@example.com')).stdout);
    expect(exported).toMatchObject({ subscriber: { email: 'anna@example.com', status: 'confirmed' }, suppressed: false });
    const csv = (await cli('export-confirmed')).stdout;
    expect(csv.split('\r\n').slice(0, 3)).toEqual(['"email","locale","confirmed_at"', `"anna@example.com","en","${exported.subscriber.confirmed_at}"`, `"'=evil@example.com","de","${exported.subscriber.confirmed_at}"`]);
    expect((await cli('erase', 'not-an-address')).code).toBe(2);
  }, 60_000);

  it('backup and restore: who unsubscribed or was erased after the backup stays so; the SQLite backup holds what is still in the write-ahead log', async () => {
    const file = path.join(dir, `backup-${choice.engine}`);
    // A server (another connection) wrote this moments ago: on SQLite it is still in newsletter.sqlite-wal.
    const live = await open();
    await addConfirmed(live, ['recent@example.com']);
    const backup = await cli('backup', file);
    expect(backup.code, backup.stderr).toBe(0);
    expect((await cli('backup', file)).stderr).toContain('exists already');
    if (!databaseUrl) {
      const copied = path.join(dir, 'plain-copy.sqlite');
      await copyFile(path.join(dataDir(), 'newsletter.sqlite'), copied);
      const count = (/** @type {string} */ where) => {
        const db = new SQLite(where, { readonly: true });
        try {
          return /** @type {{ n: number }} */ (db.prepare("select count(*) as n from subscribers where email = 'recent@example.com'").get()).n;
        } finally {
          db.close();
        }
      };
      expect(count(file)).toBe(1);
      // Why the runbook says never to cp a live SQLite file: the copy lacks the log's transactions.
      expect(count(copied)).toBe(0);
    }
    await live.close();

    // After the backup: anna unsubscribes, evil is erased, a new reader confirms.
    const database = await open();
    const store = createSubscriberStore(database);
    await store.unsubscribe({ email: 'anna@example.com' }, new Date());
    await database.close();
    expect((await cli('erase', '=evil@example.com')).stdout).toContain('erased');

    expect((await cli('restore', file)).code).toBe(2);
    const restored = await cli('restore', file, '--yes');
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('2 addresses that unsubscribed or were erased since the backup stay so');
    expect(JSON.parse((await cli('export', 'anna@example.com')).stdout)).toMatchObject({ subscriber: { status: 'unsubscribed' }, suppressed: true });
    expect(JSON.parse((await cli('export', '=evil@example.com')).stdout)).toMatchObject({ subscriber: null, mails: [], suppressed: true });
    const dry = await cli('send', '2026-12-third');
    expect(dry.stderr).toContain('ENOENT');
    await writeFile(path.join(project, 'specs', 'newsletter', '2026-12-third.md'), issueFile('2026-12-third', 'Third', 'Dritte'));
    expect((await cli('send', '2026-12-third')).stdout).toContain('would go to 2 confirmed subscribers (en 2, de 0)');
  }, 120_000);

  it('send --follow shows the progress until the running server has sent the issue', async () => {
    const started = await startApp(choice, { mailWorker: { pollMs: 20 } });
    await postJson(started.base, '/newsletter/subscribe', { email: 'x@example.com', locale: 'en', consent: true });
    await addConfirmed(started.app.database, ['r1@example.com', 'r2@example.com']);
    await writeFile(path.join(project, 'specs', 'newsletter', '2026-12-follow.md'), issueFile('2026-12-follow', 'Follow', 'Folgen'));
    const env = { ...process.env, DATABASE_URL: started.databaseUrl ?? '', PUBLIC_URL: started.base };
    const { stdout } = await run(process.execPath, [path.join(project, 'server', 'newsletter-cli.mjs'), 'send', '2026-12-follow', '--yes', '--follow', '--data-dir', started.dataDir], { cwd: elsewhere, env });
    expect(stdout).toContain('Queued issue 2026-12-follow for 2 subscribers');
    expect(stdout.trim().split('\n').at(-1)).toBe('Issue 2026-12-follow: 2 of 2 done — sent 2, waiting 0, failed 0, skipped 0, paused 0, cancelled 0');
    expect((await outbox(started.dataDir)).filter((mail) => mail.includes('Subject: Follow'))).toHaveLength(2);
  }, 60_000);
});
