// @ts-check
// The newsletter service end to end over HTTP, the same suite against a real SQLite file and a
// real PostgreSQL (started by server/testing/postgres.mjs; skipped with the printed reason when
// it cannot start), with a real SMTP server in process where mail delivery matters.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { postJson, rawRequest } from '../rawRequest.mjs';
import { confirmToken, outbox, startApp, stopApps } from '../testing/harness.mjs';
import { CONFIRMATION_LINK_HOURS } from '../../src/newsletter/confirmationLink.ts';
import { startPostgres, testEngines } from '../testing/postgres.mjs';
import { startSmtpSink } from '../testing/smtpSink.mjs';
import { CONSENT_TEXT_VERSION } from './consentText.mjs';
import { parseIssue } from './issues.mjs';
import { createOperator } from './operator.mjs';

const engines = await testEngines();

afterEach(stopApps);
afterAll(async () => {
  const postgres = await startPostgres();
  if (postgres.ok) await postgres.stop();
});

const ISSUE = parseIssue(
  'test-issue',
  `---\ndate: '2026-12-01'\nsubject:\n  en: Funding rates in one trade\n  de: Funding-Raten an einem Trade\n---\n<!-- en -->\nHello, this is the issue.\n<!-- de -->\nHallo, das ist die Ausgabe.\n`,
);

/** @param {import('../testing/harness.mjs').StartedApp} started @param {string} publicUrl */
function operatorOf(started, publicUrl) {
  return createOperator({ database: started.app.database, store: started.app.store, publicUrl, siteName: 'FuturesLab', outboxDir: path.join(started.dataDir, 'outbox') });
}

describe.each(engines)('newsletter on $engine', (choice) => {
  it('subscribe → mail with the confirm link → confirm once → the record holds exactly the documented fields', async () => {
    const started = await startApp(choice);
    const { app, base, dataDir, logs } = started;
    const res = await postJson(base, '/newsletter/subscribe', { email: ' Anna@Example.com ', locale: 'en', consent: true }, { Origin: base });
    expect(res.status).toBe(202);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true });
    await app.mailWorker.drain();

    const mails = await outbox(dataDir);
    expect(mails).toHaveLength(1);
    const mail = mails[0] ?? '';
    expect(mail).toContain('To: anna@example.com');
    expect(mail).toContain('Subject: Please confirm your FuturesLab newsletter subscription');
    expect(mail).toContain(`${base}/newsletter`);
    const token = confirmToken(mail);
    expect(token).not.toBeNull();

    const pending = await app.store.find('anna@example.com');
    expect(pending).toMatchObject({ email: 'anna@example.com', locale: 'en', status: 'pending', consent_text_version: CONSENT_TEXT_VERSION, consent_ip: '127.0.0.0/24', confirmed_at: null });
    expect(pending?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    // The lifetime the site's success message states.
    expect(Date.parse(String(pending?.token_expires_at)) - Date.parse(String(pending?.consent_at))).toBe(CONFIRMATION_LINK_HOURS * 3600_000);
    expect(JSON.stringify(await app.store.list())).not.toContain(token);

    const confirm = await rawRequest(base, `/newsletter/confirm?token=${token}`);
    expect(confirm.status).toBe(303);
    expect(confirm.headers.location).toBe('/newsletter?confirmed=1');
    expect(confirm.headers['referrer-policy']).toBe('no-referrer');
    const confirmed = await app.store.find('anna@example.com');
    expect(confirmed).toMatchObject({ status: 'confirmed', token_hash: pending?.token_hash, token_expires_at: null });
    expect(confirmed?.confirmed_at).toBeTruthy();
    // Single use: opened again, the link confirms nothing and says the subscription is already confirmed.
    expect((await rawRequest(base, `/newsletter/confirm?token=${token}`)).headers.location).toBe('/newsletter?confirmed=already');
    expect(await app.store.find('anna@example.com')).toEqual(confirmed);
    // The mail body (with the link) is not kept once sent.
    expect(JSON.stringify(await app.database.db.selectFrom('mail_queue').selectAll().execute())).not.toContain(String(token));

    // Logs: one line per request, never an address or a token.
    const text = logs.join('\n');
    expect(text).toContain('"path":"/newsletter/subscribe"');
    expect(text.toLowerCase()).not.toContain('anna@');
    expect(text).not.toContain(String(token));
  });

  it('writes the German mail for locale de; an already confirmed address gets nothing; a pending one at most one mail a minute', async () => {
    const { app, base, dataDir } = await startApp(choice);
    await postJson(base, '/newsletter/subscribe', { email: 'jana@example.de', locale: 'de', consent: true });
    await app.mailWorker.drain();
    const [mail = ''] = await outbox(dataDir);
    expect(mail).toContain(`Subject: =?UTF-8?B?${Buffer.from('Bitte bestätige dein Abo des FuturesLab-Newsletters').toString('base64')}?=`);
    expect(mail).toContain('Content-Language: de');
    expect(mail).toContain('Bitte bestätige dein Abo innerhalb von 48 Stunden');
    expect(mail).toContain(`${base}/de/newsletter`);
    // Within the cooldown: no second mail, the first link still works.
    expect((await postJson(base, '/newsletter/subscribe', { email: 'jana@example.de', locale: 'de', consent: true })).status).toBe(202);
    await app.mailWorker.drain();
    expect(await outbox(dataDir)).toHaveLength(1);
    await rawRequest(base, `/newsletter/confirm?token=${confirmToken(mail)}`);
    expect((await postJson(base, '/newsletter/subscribe', { email: 'jana@example.de', locale: 'en', consent: true })).status).toBe(202);
    await app.mailWorker.drain();
    expect(await outbox(dataDir)).toHaveLength(1);
    expect((await app.store.find('jana@example.de'))?.locale).toBe('de');
  });

  it('a used confirmation link says already confirmed while the subscription holds, invalid once it is withdrawn', async () => {
    let clock = Date.parse('2026-11-27T10:00:00.000Z');
    const { app, base, dataDir } = await startApp(choice, { now: () => new Date(clock) });
    await postJson(base, '/newsletter/subscribe', { email: 'twice@example.com', locale: 'de', consent: true });
    await app.mailWorker.drain();
    const token = confirmToken((await outbox(dataDir))[0] ?? '');
    expect((await rawRequest(base, `/newsletter/confirm?token=${token}`)).headers.location).toBe('/newsletter?confirmed=1');
    // Also after the 48 hours in which the link could confirm.
    clock += 72 * 3600_000;
    expect((await rawRequest(base, `/newsletter/confirm?token=${token}`)).headers.location).toBe('/newsletter?confirmed=already');
    expect(await app.store.unsubscribe({ email: 'twice@example.com' }, new Date(clock))).toBe(true);
    expect((await rawRequest(base, `/newsletter/confirm?token=${token}`)).headers.location).toBe('/newsletter?confirmed=0');
  });

  it('a link expires after 48 hours, and the expired pending record is deleted', async () => {
    let clock = Date.parse('2026-11-27T10:00:00.000Z');
    const { app, base, dataDir } = await startApp(choice, { now: () => new Date(clock) });
    await postJson(base, '/newsletter/subscribe', { email: 'late@example.com', locale: 'en', consent: true });
    await app.mailWorker.drain();
    const token = confirmToken((await outbox(dataDir))[0] ?? '');
    clock += 48 * 3600_000 + 1;
    expect((await rawRequest(base, `/newsletter/confirm?token=${token}`)).headers.location).toBe('/newsletter?confirmed=0');
    await app.store.purge(new Date(clock));
    expect(await app.store.find('late@example.com')).toBeUndefined();
    // Subscribing again works with a new link.
    await postJson(base, '/newsletter/subscribe', { email: 'late@example.com', locale: 'en', consent: true });
    await app.mailWorker.drain();
    const fresh = confirmToken((await outbox(dataDir))[1] ?? '');
    expect(fresh).not.toBe(token);
    expect((await rawRequest(base, `/newsletter/confirm?token=${fresh}`)).headers.location).toBe('/newsletter?confirmed=1');
  });

  it('redirects invalid tokens to confirmed=0, to SITE_URL when the site lives elsewhere', async () => {
    const { base } = await startApp(choice, { siteUrl: 'https://futureslab.example' });
    for (const query of ['', '?token=', '?token=abc', `?token=${'A'.repeat(43)}`, '?token=%00', '?token=a&token=b']) {
      const res = await rawRequest(base, `/newsletter/confirm${query}`);
      expect(res.status, query).toBe(303);
      expect(res.headers.location).toBe('https://futureslab.example/newsletter?confirmed=0');
    }
  });

  it('does not tell known from unknown addresses: same status and body, similar time', async () => {
    const { app, base } = await startApp(choice, { rateLimit: { limit: 1000, windowMs: 60_000 } });
    await postJson(base, '/newsletter/subscribe', { email: 'known@example.com', locale: 'en', consent: true });
    await app.mailWorker.drain();
    /** @param {string} email */
    const timed = async (email) => {
      const started = process.hrtime.bigint();
      const res = await postJson(base, '/newsletter/subscribe', { email, locale: 'en', consent: true });
      return { status: res.status, body: res.body.toString(), ms: Number(process.hrtime.bigint() - started) / 1e6 };
    };
    /** @type {number[]} */ const known = [];
    /** @type {number[]} */ const unknown = [];
    for (let i = 0; i < 30; i += 1) {
      const a = await timed('known@example.com');
      const b = await timed(`new-${i}@example.com`);
      expect([a.status, a.body]).toEqual([202, '{"ok":true}']);
      expect([b.status, b.body]).toEqual([202, '{"ok":true}']);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (/** @type {number[]} */ xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
    // Mails are queued, never sent inside the request: both take one database transaction. Each known
    // request is compared with the unknown one right after it, so a machine that slows down for a while
    // slows both; the median of those differences stays far below a mail round trip. The tolerance
    // (20 ms or half the larger median) absorbs a loaded test machine, not a mail round trip.
    const pairDifference = median(known.map((ms, i) => ms - (unknown[i] ?? 0)));
    console.log(`[enumeration] median subscribe time: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms, median pair difference ${pairDifference.toFixed(1)} ms`);
    expect(Math.abs(pairDifference)).toBeLessThan(Math.max(20, 0.5 * Math.max(median(known), median(unknown))));
    for (const [email, locale] of [['known@example.com', 'en'], ['nobody@example.com', 'en']]) {
      const res = await postJson(base, '/newsletter/unsubscribe', { email, locale });
      expect([res.status, res.body.toString()]).toEqual([202, '{"ok":true}']);
    }
  });

  it('answers each bad body with a clear 4xx and stores nothing', async () => {
    const { app, base, dataDir } = await startApp(choice, { rateLimit: { limit: 1000, windowMs: 60_000 } });
    const bad = [
      { email: 'not-an-email', locale: 'en', consent: true },
      { email: 'a@example.com', locale: 'fr', consent: true },
      { email: 'a@example.com', locale: 'en', consent: false },
      { email: 'a@example.com', locale: 'en', consent: 'true' },
      { email: 'a@example.com', locale: 'en', consent: 1 },
      { email: 'a@example.com', locale: 'en' },
      { email: ['a@example.com'], locale: 'en', consent: true },
      { email: 42, locale: 'en', consent: true },
      { email: `${'a'.repeat(250)}@example.com`, locale: 'en', consent: true },
      [],
      null,
      'a@example.com',
    ];
    for (const body of bad) {
      const res = await postJson(base, '/newsletter/subscribe', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.parse(res.body.toString())).toEqual({ error: 'bad request' });
    }
    expect((await postJson(base, '/newsletter/unsubscribe', { email: 'x', locale: 'en' })).status).toBe(400);
    const json = { 'Content-Type': 'application/json' };
    expect((await rawRequest(base, '/newsletter/subscribe', { method: 'POST', body: '{"email":', headers: json })).status).toBe(400);
    expect((await rawRequest(base, '/newsletter/subscribe', { method: 'POST', body: '', headers: json })).status).toBe(400);
    // Invalid UTF-8 (a lone continuation byte inside the address).
    const invalidUtf8 = Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xc3, 0x28]), Buffer.from('@example.com","locale":"en","consent":true}')]);
    const utf8 = await rawRequest(base, '/newsletter/subscribe', { method: 'POST', body: invalidUtf8, headers: json });
    expect(utf8.status).toBe(400);
    const form = await rawRequest(base, '/newsletter/subscribe', { method: 'POST', body: 'email=a%40example.com&consent=true&locale=en', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect((await rawRequest(base, '/newsletter/subscribe', { method: 'POST', body: 'a@example.com', headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    const huge = await postJson(base, '/newsletter/subscribe', { email: 'a@example.com', locale: 'en', consent: true, pad: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect((await rawRequest(base, '/newsletter/subscribe')).status).toBe(405);
    const wrongMethod = await rawRequest(base, '/newsletter/confirm', { method: 'POST', body: '{}', headers: json });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET');
    // The Allow header lists what the path serves: the page (GET) and the mail client's POST, with its CORS preflight.
    const put = await rawRequest(base, '/newsletter/one-click-unsubscribe', { method: 'PUT', body: '{}', headers: json });
    expect([put.status, put.headers.allow]).toEqual([405, 'GET, POST, OPTIONS']);
    // Without an allowed second origin there is no CORS preflight: OPTIONS is a method the API does not serve.
    const options = await rawRequest(base, '/newsletter/subscribe', { method: 'OPTIONS' });
    expect([options.status, options.headers.allow, options.body.toString()]).toEqual([405, 'POST, OPTIONS', '{"error":"method not allowed"}']);
    await app.mailWorker.drain();
    expect(await app.store.list()).toEqual([]);
    expect(await outbox(dataDir)).toEqual([]);
  });

  it('refuses an address that lower-casing would turn into another one (Kelvin sign) and a body declared in another charset than UTF-8', async () => {
    const { app, base } = await startApp(choice, { rateLimit: { limit: 1000, windowMs: 60_000 } });
    await postJson(base, '/newsletter/subscribe', { email: 'kate@example.com', locale: 'en', consent: true });
    await app.mailWorker.drain();
    // U+212A KELVIN SIGN lower-cases to the ASCII "k": not Kate's address, and not a valid one.
    for (const path of ['/newsletter/subscribe', '/newsletter/unsubscribe']) {
      const res = await postJson(base, path, { email: '\u212Aate@example.com', locale: 'en', consent: true });
      expect(res.status, path).toBe(400);
    }
    const json = JSON.stringify({ email: 'utf16@example.com', locale: 'en', consent: true });
    const utf16 = await rawRequest(base, '/newsletter/subscribe', { method: 'POST', body: Buffer.from(`\ufeff${json}`, 'utf16le'), headers: { 'Content-Type': 'application/json; charset=utf-16' } });
    expect(utf16.status).toBe(415);
    expect((await rawRequest(base, '/newsletter/subscribe', { method: 'POST', body: json, headers: { 'Content-Type': 'application/json; charset=latin1' } })).status).toBe(415);
    const declared = await rawRequest(base, '/newsletter/subscribe', { method: 'POST', body: json, headers: { 'Content-Type': 'application/json; charset="UTF-8"' } });
    expect(declared.status).toBe(202);
    await app.mailWorker.drain();
    expect((await app.store.list()).map((row) => row.email)).toEqual(['kate@example.com', 'utf16@example.com']);
    expect((await app.database.db.selectFrom('mail_queue').select('recipient').execute()).map((row) => row.recipient)).toEqual(['kate@example.com', 'utf16@example.com']);
  });

  it('limits requests per IP (429 with Retry-After) and lets the client in again after the window', async () => {
    // The server's clock, moved by hand past the window instead of waiting for it.
    let clock = Date.now();
    const { base } = await startApp(choice, { rateLimit: { limit: 3, windowMs: 60_000 }, now: () => new Date(clock) });
    const payload = { email: 'a@example.com', locale: 'en' };
    for (let i = 0; i < 3; i += 1) expect((await postJson(base, '/newsletter/unsubscribe', payload)).status).toBe(202);
    const limited = await postJson(base, '/newsletter/unsubscribe', payload);
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body.toString())).toEqual({ error: 'too many requests' });
    expect(Number(limited.headers['retry-after'])).toBe(60);
    clock += 59_999;
    expect((await postJson(base, '/newsletter/unsubscribe', payload)).status).toBe(429);
    clock += 1;
    expect((await postJson(base, '/newsletter/unsubscribe', payload)).status).toBe(202);
  });

  it('refuses other origins unless ALLOWED_ORIGIN names them (CORS for that origin only)', async () => {
    const payload = { email: 'a@example.com', locale: 'en', consent: true };
    const closed = await startApp(choice);
    const evil = await postJson(closed.base, '/newsletter/subscribe', payload, { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();

    const open = await startApp(choice, { allowedOrigin: 'https://futureslab.example' });
    const preflight = await rawRequest(open.base, '/newsletter/subscribe', {
      method: 'OPTIONS',
      headers: { Origin: 'https://futureslab.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://futureslab.example');
    expect(preflight.headers['access-control-allow-methods']).toBe('POST');
    expect(preflight.headers['access-control-allow-headers']).toBe('Content-Type');
    const allowed = await postJson(open.base, '/newsletter/subscribe', payload, { Origin: 'https://futureslab.example' });
    expect(allowed.status).toBe(202);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://futureslab.example');
    expect((await postJson(open.base, '/newsletter/subscribe', payload, { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('over real SMTP: subscribe → mail → confirm → an issue → one-click unsubscribe → no further mail; a second send is refused', async () => {
    const smtp = await startSmtpSink();
    try {
      const started = await startApp(choice, { smtpUrl: smtp.url, mailFrom: 'FuturesLab <newsletter@futureslab.example>' });
      const { app, base } = started;
      for (const [email, locale] of [['anna@example.com', 'en'], ['jana@example.de', 'de']]) {
        expect((await postJson(base, '/newsletter/subscribe', { email, locale, consent: true })).status).toBe(202);
      }
      await smtp.waitFor(2);
      for (const mail of smtp.received) {
        expect(mail.headers.from).toBe('FuturesLab <newsletter@futureslab.example>');
        const token = confirmToken(mail.text);
        expect(token, mail.text).not.toBeNull();
        expect((await rawRequest(base, `/newsletter/confirm?token=${token}`)).headers.location).toBe('/newsletter?confirmed=1');
      }

      const operator = operatorOf(started, base);
      const plan = await operator.plan(ISSUE);
      expect(plan).toMatchObject({ recipients: 2, byLocale: { en: 1, de: 1 }, alreadySent: null });
      expect(await operator.send(ISSUE)).toEqual({ queued: 2 });
      expect(await operator.send(ISSUE)).toEqual({ refused: expect.stringContaining('already sent') });
      await smtp.waitFor(4);
      const issues = smtp.received.slice(2);
      const anna = issues.find((mail) => mail.to.includes('anna@example.com'));
      const jana = issues.find((mail) => mail.to.includes('jana@example.de'));
      expect(anna?.headers.subject).toBe('Funding rates in one trade');
      expect(anna?.text).toContain('Hello, this is the issue.');
      expect(jana?.text).toContain('Hallo, das ist die Ausgabe.');
      expect(anna?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const unsubscribeUrl = /^<(.+)>$/.exec(anna?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
      expect(unsubscribeUrl).toMatch(/\/newsletter\/one-click-unsubscribe\?token=\d+\.[A-Za-z0-9_-]{22}$/);
      expect(anna?.text).toContain(unsubscribeUrl);

      // The link opened in a browser shows a button and changes nothing; the mail client's POST unsubscribes.
      const url = new URL(unsubscribeUrl);
      const page = await rawRequest(base, url.pathname + url.search);
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<form method="post"');
      expect((await app.store.find('anna@example.com'))?.status).toBe('confirmed');
      const forged = await rawRequest(base, `${url.pathname}?token=1.${'A'.repeat(22)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(forged.status).toBe(200);
      expect((await app.store.find('anna@example.com'))?.status).toBe('confirmed');
      const oneClick = await rawRequest(base, url.pathname + url.search, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(oneClick.status).toBe(200);
      expect((await app.store.find('anna@example.com'))?.status).toBe('unsubscribed');

      const next = { ...ISSUE, id: 'test-issue-2' };
      expect(await operator.send(next)).toEqual({ queued: 1 });
      await smtp.waitFor(5);
      await app.mailWorker.drain();
      expect(smtp.received).toHaveLength(5);
      expect(smtp.received[4]?.to).toEqual(['jana@example.de']);
    } finally {
      await smtp.close();
    }
  }, 30_000);

  it('retries while the SMTP server fails and delivers once when it recovers', async () => {
    const smtp = await startSmtpSink({ failFirst: 3 });
    try {
      const { app, base, logs } = await startApp(choice, { smtpUrl: smtp.url });
      expect((await postJson(base, '/newsletter/subscribe', { email: 'retry@example.com', locale: 'en', consent: true })).status).toBe(202);
      await smtp.waitFor(1);
      await app.mailWorker.drain();
      expect(smtp.refused).toBe(3);
      expect(smtp.received).toHaveLength(1);
      const [row] = await app.database.db.selectFrom('mail_queue').selectAll().execute();
      expect(row).toMatchObject({ status: 'sent', attempts: 4, body: null });
      expect(logs.filter((line) => line.includes('mail not sent'))).toHaveLength(3);
      expect(logs.join('\n')).not.toContain('retry@example.com');
    } finally {
      await smtp.close();
    }
  }, 20_000);

  it('500 concurrent subscribe requests lose and duplicate nothing', async () => {
    const { app, base, dataDir } = await startApp(choice, { rateLimit: { limit: 10_000, windowMs: 60_000 } });
    // 400 different addresses, 100 requests repeating some of them.
    const emails = Array.from({ length: 500 }, (_, i) => `user-${i < 400 ? i : i % 50}@example.com`);
    const answers = await Promise.all(emails.map((email, i) => postJson(base, '/newsletter/subscribe', { email, locale: i % 2 ? 'de' : 'en', consent: true })));
    expect(answers.map((res) => res.status)).toEqual(emails.map(() => 202));
    await app.mailWorker.drain();
    const rows = await app.store.list();
    expect(rows).toHaveLength(400);
    expect(new Set(rows.map((row) => row.email)).size).toBe(400);
    const mails = await outbox(dataDir);
    expect(mails).toHaveLength(400);
    expect(new Set(mails.map((mail) => /^To: (.+)$/m.exec(mail)?.[1])).size).toBe(400);
  }, 60_000);

  it('the operator: counts by status, one address as JSON, erase, confirmed addresses as spreadsheet-safe CSV', async () => {
    const started = await startApp(choice);
    const { app, base, dataDir } = started;
    for (const email of ['=cmd|calc@example.com', 'plain@example.com', 'pending@example.com']) {
      await postJson(base, '/newsletter/subscribe', { email, locale: 'en', consent: true });
    }
    await app.mailWorker.drain();
    for (const mail of (await outbox(dataDir)).filter((m) => !m.includes('To: pending@'))) await rawRequest(base, `/newsletter/confirm?token=${confirmToken(mail)}`);
    const operator = operatorOf(started, base);
    expect((await operator.stats()).subscribers).toEqual({ pending: 1, confirmed: 2, unsubscribed: 0 });
    const exported = await operator.exportAddress('plain@example.com');
    expect(exported.subscriber).toMatchObject({ email: 'plain@example.com', status: 'confirmed', consent_ip: '127.0.0.0/24' });
    expect(exported.subscriber).not.toHaveProperty('token_hash');
    expect(exported.mails).toEqual([expect.objectContaining({ kind: 'confirmation', status: 'sent' })]);
    const csv = await operator.confirmedCsv();
    expect(csv.split('\r\n')[0]).toBe('"email","locale","confirmed_at"');
    expect(csv).toContain(`"'=cmd|calc@example.com","en",`);
    expect(csv).not.toContain('pending@');
    expect(await operator.erase('plain@example.com')).toBe(true);
    expect(await app.store.find('plain@example.com')).toBeUndefined();
    expect((await operator.exportAddress('plain@example.com')).mails).toEqual([]);
    expect(await operator.erase('plain@example.com')).toBe(false);
  });

  it('imports an existing subscribers.json once, keeping every subscriber', async () => {
    const first = await startApp(choice);
    await first.app.close();
    const dataDir = path.join(first.dir, 'data2');
    await mkdir(dataDir, { recursive: true });
    const legacy = {
      version: 1,
      subscribers: [
        { email: 'old@example.com', locale: 'de', consentAt: '2025-03-14T10:00:00.000Z', confirmedAt: '2025-03-14T10:05:00.000Z', tokenHash: null, tokenExpiresAt: null },
        { email: 'wait@example.com', locale: 'en', consentAt: '2099-01-01T00:00:00.000Z', confirmedAt: null, tokenHash: 'a'.repeat(64), tokenExpiresAt: '2099-01-03T00:00:00.000Z' },
      ],
    };
    await writeFile(path.join(dataDir, 'subscribers.json'), JSON.stringify(legacy));
    const options = { dataDir, ...(first.databaseUrl ? { databaseUrl: first.databaseUrl } : {}) };
    const second = await startApp(choice, options);
    expect(await second.app.store.find('old@example.com')).toMatchObject({ status: 'confirmed', locale: 'de', confirmed_at: '2025-03-14T10:05:00.000Z', consent_text_version: 'before-database' });
    expect(await second.app.store.find('wait@example.com')).toMatchObject({ status: 'pending', token_hash: 'a'.repeat(64) });
    await second.app.store.erase('old@example.com', new Date());
    await second.app.close();
    // The same file back again (a restored backup): the import is not repeated, the erased address stays erased.
    await writeFile(path.join(dataDir, 'subscribers.json'), JSON.stringify(legacy));
    const third = await startApp(choice, options);
    expect(await third.app.store.find('old@example.com')).toBeUndefined();
    expect((await third.app.store.list()).map((row) => row.email)).toEqual(['wait@example.com']);
  });
});
