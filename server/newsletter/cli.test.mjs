// @ts-check
// `npm run newsletter -- …` as the operator runs it: a real process on a real SQLite file, in a
// copy of the repository's spec folders.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase.mjs';

const CLI = fileURLToPath(new URL('../newsletter-cli.mjs', import.meta.url));
const PAGE = fileURLToPath(new URL('../../specs/pages/newsletter.yaml', import.meta.url));
const run = promisify(execFile);

/** @type {string} */ let dir;

/** @param {string[]} args */
async function cli(...args) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args, '--data-dir', 'data'], { cwd: dir, env: { ...process.env, DATABASE_URL: '', PUBLIC_URL: 'https://futureslab.example' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = /** @type {{ code: number, stdout: string, stderr: string }} */ (error);
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'futureslab-cli-'));
  await mkdir(path.join(dir, 'specs', 'newsletter'), { recursive: true });
  await mkdir(path.join(dir, 'specs', 'pages'), { recursive: true });
  await copyFile(PAGE, path.join(dir, 'specs', 'pages', 'newsletter.yaml'));
  await writeFile(
    path.join(dir, 'specs', 'newsletter', '2026-12-funding.md'),
    `---\ndate: '2026-12-01'\nsubject:\n  en: Funding rates, explained\n  de: Funding-Raten, erklärt\n---\n<!-- en -->\nHello.\n<!-- de -->\nHallo.\n`,
  );
  const database = await openDatabase({ dataDir: path.join(dir, 'data') });
  const now = new Date().toISOString();
  await database.db
    .insertInto('subscribers')
    .values([
      { email: 'anna@example.com', locale: 'en', status: 'confirmed', consent_at: now, consent_text_version: 't', confirmed_at: now },
      { email: '=evil@example.com', locale: 'de', status: 'confirmed', consent_at: now, consent_text_version: 't', confirmed_at: now },
      { email: 'wait@example.com', locale: 'de', status: 'pending', consent_at: now, consent_text_version: 't' },
    ])
    .execute();
  await database.close();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run newsletter', () => {
  it('send: a dry run first, then queues once, marks the issue sent and lists it on /newsletter; a second send is refused', async () => {
    const dry = await cli('send', '2026-12-funding');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('would go to 2 confirmed subscribers (en 1, de 1)');
    expect(dry.stdout).toContain('Subject: Funding-Raten, erklärt');
    expect(dry.stdout).toContain('List-Unsubscribe: <https://futureslab.example/newsletter/one-click-unsubscribe?token=');
    expect(dry.stdout).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(JSON.parse((await cli('stats')).stdout).mails).toEqual({});

    const sent = await cli('send', '2026-12-funding', '--yes');
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stdout).toContain('Queued issue 2026-12-funding for 2 subscribers');
    const stats = JSON.parse((await cli('stats')).stdout);
    expect(stats.subscribers).toEqual({ pending: 1, confirmed: 2, unsubscribed: 0 });
    expect(stats.mails).toEqual({ queued: 2 });
    const today = new Date().toISOString().slice(0, 10);
    expect(await readFile(path.join(dir, 'specs', 'newsletter', '2026-12-funding.md'), 'utf8')).toContain(`sent: '${today}'`);
    const page = await readFile(path.join(dir, 'specs', 'pages', 'newsletter.yaml'), 'utf8');
    expect(page).toContain('**Funding rates, explained**');
    expect(page).toContain('**Funding-Raten, erklärt**');
    expect(page).not.toContain('No issue has been sent yet');

    const again = await cli('send', '2026-12-funding', '--yes');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already sent');
    expect(JSON.parse((await cli('stats')).stdout).mails).toEqual({ queued: 2 });
  }, 90_000);

  it('export, export-confirmed and erase', async () => {
    const exported = JSON.parse((await cli('export', 'ANNA@example.com')).stdout);
    expect(exported.subscriber).toMatchObject({ email: 'anna@example.com', status: 'confirmed' });
    const csv = (await cli('export-confirmed')).stdout;
    expect(csv).toBe(`"email","locale","confirmed_at"\r\n"anna@example.com","en","${exported.subscriber.confirmed_at}"\r\n"'=evil@example.com","de","${exported.subscriber.confirmed_at}"\r\n`);
    expect((await cli('erase', 'anna@example.com')).stdout).toContain('erased');
    expect(JSON.parse((await cli('export', 'anna@example.com')).stdout)).toEqual({ email: 'anna@example.com', subscriber: null, mails: [] });
    expect((await cli('erase', 'not-an-address')).code).toBe(2);
  }, 60_000);
});
