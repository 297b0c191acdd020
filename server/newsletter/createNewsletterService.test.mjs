// @ts-check
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer } from '../createAppServer.mjs';
import { postJson, rawRequest } from '../rawRequest.mjs';

/** @type {{ app: import('../createAppServer.mjs').AppServer, base: string, dataDir: string, logs: string[] }[]} */
const started = [];

/** @param {Partial<import('../createAppServer.mjs').AppServerOptions>} [options] */
async function start(options = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'futureslab-newsletter-'));
  const dataDir = path.join(dir, 'data');
  /** @type {string[]} */
  const logs = [];
  const app = createAppServer({ distDir: path.join(dir, 'dist'), dataDir, log: (line) => logs.push(line), ...options });
  const base = await app.listen(0, '127.0.0.1');
  const entry = { app, base, dataDir, logs };
  started.push(entry);
  return entry;
}

afterEach(async () => {
  for (const { app, dataDir } of started.splice(0)) {
    await app.close();
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  }
});

/** @param {string} dataDir */
async function outbox(dataDir) {
  try {
    const files = (await readdir(path.join(dataDir, 'outbox'))).sort();
    return Promise.all(files.map((name) => readFile(path.join(dataDir, 'outbox', name), 'utf8')));
  } catch {
    return [];
  }
}

/** @param {string} dataDir */
async function subscribers(dataDir) {
  return JSON.parse(await readFile(path.join(dataDir, 'subscribers.json'), 'utf8')).subscribers;
}

describe('newsletter API', () => {
  it('subscribe → mail with confirm link → confirm → stored as confirmed', async () => {
    const { app, base, dataDir, logs } = await start();
    const res = await postJson(base, '/newsletter/subscribe', { email: 'Anna@Example.com', locale: 'en', consent: true }, { Origin: base });
    expect(res.status).toBe(202);
    expect(res.headers['cache-control']).toBe('no-store');
    await app.newsletter.idle();

    const mails = await outbox(dataDir);
    expect(mails).toHaveLength(1);
    const mail = mails[0] ?? '';
    expect(mail).toContain('To: anna@example.com');
    expect(mail).toContain('Subject: Please confirm your FuturesLab newsletter subscription');
    expect(mail).toContain(`${base}/newsletter`);
    expect(mail).toMatch(/unsubscribe/i);
    const link = mail.match(/(http:\/\/\S+\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43}))/);
    expect(link).not.toBeNull();
    const [, url = '', token = ''] = link ?? [];
    expect(logs.some((line) => line.includes('outbox') && !line.includes('anna@'))).toBe(true);

    const pending = await subscribers(dataDir);
    expect(pending).toHaveLength(1);
    expect(Object.keys(pending[0]).sort()).toEqual(['confirmedAt', 'consentAt', 'email', 'locale', 'tokenExpiresAt', 'tokenHash']);
    expect(pending[0].confirmedAt).toBeNull();
    expect(pending[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(pending)).not.toContain(token);
    expect(Date.parse(pending[0].tokenExpiresAt) - Date.parse(pending[0].consentAt)).toBe(48 * 3600_000);

    const confirm = await rawRequest(base, new URL(url).pathname + new URL(url).search);
    expect(confirm.status).toBe(303);
    expect(confirm.headers.location).toBe('/newsletter?confirmed=1');
    const [record] = await subscribers(dataDir);
    expect(record.confirmedAt).not.toBeNull();
    expect(record.tokenHash).toBeNull();

    const again = await rawRequest(base, `/newsletter/confirm?token=${token}`);
    expect(again.headers.location).toBe('/newsletter?confirmed=0');
  });

  it('writes the mail in German for locale de', async () => {
    const { app, base, dataDir } = await start();
    await postJson(base, '/newsletter/subscribe', { email: 'jana@example.de', locale: 'de', consent: true });
    await app.newsletter.idle();
    const [mail = ''] = await outbox(dataDir);
    expect(mail).toContain(`Subject: =?UTF-8?B?${Buffer.from('Bitte bestätige dein Abo des FuturesLab-Newsletters').toString('base64')}?=`);
    expect(mail).toContain('Content-Language: de');
    expect(mail).toContain('Bitte bestätige dein Abo innerhalb von 48 Stunden');
    expect(mail).toContain('Abmelden kannst du dich jederzeit');
  });

  it('answers 202 without a new mail for an address that is already subscribed', async () => {
    const { app, base, dataDir } = await start();
    await postJson(base, '/newsletter/subscribe', { email: 'a@example.com', locale: 'en', consent: true });
    await app.newsletter.idle();
    const [mail = ''] = await outbox(dataDir);
    const token = mail.match(/token=([A-Za-z0-9_-]{43})/)?.[1];
    await rawRequest(base, `/newsletter/confirm?token=${token}`);
    const res = await postJson(base, '/newsletter/subscribe', { email: 'a@example.com', locale: 'en', consent: true });
    expect(res.status).toBe(202);
    await app.newsletter.idle();
    expect(await outbox(dataDir)).toHaveLength(1);
  });

  it('redirects invalid tokens to confirmed=0', async () => {
    const { base } = await start();
    for (const query of ['', '?token=', '?token=abc', `?token=${'A'.repeat(43)}`, '?token=%00']) {
      const res = await rawRequest(base, `/newsletter/confirm${query}`);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/newsletter?confirmed=0');
    }
  });

  it('sends confirm redirects to SITE_URL when the site lives elsewhere', async () => {
    const { base } = await start({ siteUrl: 'https://futureslab.example' });
    const res = await rawRequest(base, '/newsletter/confirm?token=abc');
    expect(res.headers.location).toBe('https://futureslab.example/newsletter?confirmed=0');
  });

  it('unsubscribes pending and confirmed addresses, and answers 202 for unknown ones', async () => {
    const { base, dataDir } = await start();
    await postJson(base, '/newsletter/subscribe', { email: 'a@example.com', locale: 'en', consent: true });
    await postJson(base, '/newsletter/subscribe', { email: 'b@example.com', locale: 'de', consent: true });
    const res = await postJson(base, '/newsletter/unsubscribe', { email: 'A@example.com', locale: 'en' });
    expect(res.status).toBe(202);
    expect((await subscribers(dataDir)).map((/** @type {{ email: string }} */ r) => r.email)).toEqual(['b@example.com']);
    expect((await postJson(base, '/newsletter/unsubscribe', { email: 'nobody@example.com', locale: 'de' })).status).toBe(202);
  });

  it('answers 400/405/413/415 to bad requests', async () => {
    const { base, dataDir } = await start({ rateLimit: { limit: 100, windowMs: 60_000 } });
    const bad = [
      { email: 'not-an-email', locale: 'en', consent: true },
      { email: 'a@example.com', locale: 'fr', consent: true },
      { email: 'a@example.com', locale: 'en', consent: false },
      { email: 'a@example.com', locale: 'en', consent: 'true' },
      { email: 'a@example.com', locale: 'en' },
      { email: ['a@example.com'], locale: 'en', consent: true },
      [],
      null,
    ];
    for (const body of bad) expect((await postJson(base, '/newsletter/subscribe', body)).status, JSON.stringify(body)).toBe(400);
    expect((await postJson(base, '/newsletter/unsubscribe', { email: 'x', locale: 'en' })).status).toBe(400);
    expect((await rawRequest(base, '/newsletter/subscribe', { method: 'POST', body: '{"email":', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    const form = await rawRequest(base, '/newsletter/subscribe', {
      method: 'POST',
      body: 'email=a%40example.com&consent=true&locale=en',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const huge = await postJson(base, '/newsletter/subscribe', { email: 'a@example.com', locale: 'en', consent: true, pad: 'x'.repeat(5000) });
    expect(huge.status).toBe(413);
    expect((await rawRequest(base, '/newsletter/subscribe')).status).toBe(405);
    expect((await rawRequest(base, '/newsletter/confirm', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })).status).toBe(405);
    expect(await outbox(dataDir)).toEqual([]);
  });

  it('limits requests per IP (429 with Retry-After)', async () => {
    const { base } = await start({ rateLimit: { limit: 3, windowMs: 60_000 } });
    const payload = { email: 'a@example.com', locale: 'en' };
    for (let i = 0; i < 3; i += 1) expect((await postJson(base, '/newsletter/unsubscribe', payload)).status).toBe(202);
    const limited = await postJson(base, '/newsletter/unsubscribe', payload);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses other origins unless ALLOWED_ORIGIN names them (CORS for that origin only)', async () => {
    const payload = { email: 'a@example.com', locale: 'en', consent: true };
    const closed = await start();
    const evil = await postJson(closed.base, '/newsletter/subscribe', payload, { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();

    const open = await start({ allowedOrigin: 'https://futureslab.example' });
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

  it('uses a plugged-in transport and still answers 202 when sending fails', async () => {
    /** @type {import('./composeConfirmationMail.mjs').MailMessage[]} */
    const sent = [];
    const ok = await start({ mailTransport: { send: async (message) => void sent.push(message) } });
    await postJson(ok.base, '/newsletter/subscribe', { email: 'a@example.com', locale: 'de', consent: true });
    await ok.app.newsletter.idle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.locale).toBe('de');
    expect(await outbox(ok.dataDir)).toEqual([]);

    const failing = await start({ mailTransport: { send: async () => Promise.reject(new Error('SMTP down')) } });
    const res = await postJson(failing.base, '/newsletter/subscribe', { email: 'a@example.com', locale: 'en', consent: true });
    expect(res.status).toBe(202);
    await failing.app.newsletter.idle();
    expect(failing.logs.some((line) => line.includes('SMTP down'))).toBe(true);
  });
});
