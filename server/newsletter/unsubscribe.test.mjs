// @ts-check
// Leaving the newsletter, on SQLite and PostgreSQL: the unsubscribe tab mails a link instead of
// unsubscribing whoever is typed in, one-click unsubscribes are never held by the per-IP limit, and
// whoever left stays on the suppression list (keyed hashes) until they confirm a new subscription.
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { postJson, rawRequest } from '../rawRequest.mjs';
import { addConfirmed, confirmToken, ONE_CLICK, oneClickPath, outbox, startApp, stopApps } from '../testing/harness.mjs';
import { startPostgres, testEngines } from '../testing/postgres.mjs';
import { parseIssue } from './issues.mjs';
import { createOperator } from './operator.mjs';

const engines = await testEngines();

afterEach(stopApps);
afterAll(async () => {
  const postgres = await startPostgres();
  if (postgres.ok) await postgres.stop();
});

const ISSUE = parseIssue('unsubscribe-test', `---\ndate: '2026-12-01'\nsubject:\n  en: Issue\n  de: Ausgabe\n---\n<!-- en -->\nText\n<!-- de -->\nText\n`);

/** @param {string} mail @returns {string | null} the path and query of the unsubscribe link in a mail */
function unsubscribeLinkIn(mail) {
  return /https?:\/\/[^/\s]+(\/newsletter\/one-click-unsubscribe\?token=\d+\.[A-Za-z0-9_-]{22})/.exec(mail)?.[1] ?? null;
}

describe.each(engines)('leaving the newsletter on $engine', (choice) => {
  it('the unsubscribe tab mails the address its own unsubscribe link and unsubscribes nobody by itself; the same answer for any address', async () => {
    const { app, base, dataDir } = await startApp(choice);
    await postJson(base, '/newsletter/subscribe', { email: 'pending@example.com', locale: 'en', consent: true });
    await postJson(base, '/newsletter/subscribe', { email: 'jana@example.de', locale: 'de', consent: true });
    await app.mailWorker.drain();
    const confirmation = (await outbox(dataDir)).find((mail) => mail.includes('To: jana@example.de')) ?? '';
    await rawRequest(base, `/newsletter/confirm?token=${confirmToken(confirmation)}`);

    const answers = [];
    for (const email of ['Pending@example.com', 'jana@example.de', 'nobody@example.com']) {
      const res = await postJson(base, '/newsletter/unsubscribe', { email, locale: 'en' });
      answers.push([res.status, res.body.toString()]);
    }
    expect(answers).toEqual(Array(3).fill([202, '{"ok":true}']));
    // Asking is no proof: both records are as they were.
    expect((await app.store.find('pending@example.com'))?.status).toBe('pending');
    expect((await app.store.find('jana@example.de'))?.status).toBe('confirmed');

    await app.mailWorker.drain();
    const mails = (await outbox(dataDir)).slice(2);
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.includes('nobody@'))).toBe(false);
    const jana = mails.find((mail) => mail.includes('To: jana@example.de')) ?? '';
    // In the language of the subscription, whatever the page's language was.
    expect(jana).toContain('Subject: Abmeldung vom FuturesLab-Newsletter');
    expect(jana).toContain('Content-Language: de');
    expect(jana).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const janaLink = unsubscribeLinkIn(jana) ?? '';
    expect(janaLink).not.toBe('');

    // The link opened in a browser shows the button; pressing it (a POST) unsubscribes.
    expect((await rawRequest(base, janaLink)).body.toString()).toContain('<form method="post"');
    expect((await app.store.find('jana@example.de'))?.status).toBe('confirmed');
    expect((await rawRequest(base, janaLink, ONE_CLICK)).status).toBe(200);
    expect(await app.store.find('jana@example.de')).toMatchObject({ status: 'unsubscribed', consent_ip: null });
    const pendingLink = unsubscribeLinkIn(mails.find((mail) => mail.includes('To: pending@example.com')) ?? '') ?? '';
    expect((await rawRequest(base, pendingLink, ONE_CLICK)).status).toBe(200);
    expect(await app.store.find('pending@example.com')).toBeUndefined();

    // Nobody left to mail, and no second link to a subscribed address within the cooldown.
    const [anna] = await addConfirmed(app.database, ['anna@example.com']);
    for (const email of ['jana@example.de', 'pending@example.com', 'anna@example.com', 'anna@example.com']) {
      expect((await postJson(base, '/newsletter/unsubscribe', { email, locale: 'en' })).status).toBe(202);
    }
    await app.mailWorker.drain();
    const later = (await outbox(dataDir)).slice(4);
    expect(later.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]?.trim())).toEqual(['anna@example.com']);
    expect(unsubscribeLinkIn(later[0] ?? '')).toBe(await oneClickPath(app, anna?.id ?? 0));
  });

  it('one-click unsubscribes and confirmations are not held by the per-IP limit (the token is the proof); a generous limit of their own stops floods', async () => {
    const { app, base, dataDir } = await startApp(choice, { rateLimit: { limit: 10, windowMs: 60_000 }, tokenRateLimit: { limit: 45 } });
    // A mail provider sends its users' one-click unsubscribes from one address.
    const readers = await addConfirmed(app.database, Array.from({ length: 20 }, (_, i) => `reader-${i}@example.com`));
    const oneClicks = [];
    for (const reader of readers) oneClicks.push((await rawRequest(base, await oneClickPath(app, reader.id), ONE_CLICK)).status);
    expect(oneClicks).toEqual(Array(20).fill(200));
    expect(await app.store.countByStatus()).toMatchObject({ confirmed: 0, unsubscribed: 20 });

    // Twenty people behind one NAT confirm their subscriptions.
    for (let i = 0; i < 20; i += 1) await app.newsletter.subscribe({ email: `office-${i}@example.com`, locale: 'en', ip: '127.0.0.1' });
    await app.mailWorker.drain();
    const confirms = [];
    for (const mail of await outbox(dataDir)) confirms.push((await rawRequest(base, `/newsletter/confirm?token=${confirmToken(mail)}`)).headers.location);
    expect(confirms).toEqual(Array(20).fill('/newsletter?confirmed=1'));

    // The form's requests keep their own limit.
    const form = [];
    for (let i = 0; i < 11; i += 1) form.push((await postJson(base, '/newsletter/unsubscribe', { email: 'x@example.com', locale: 'en' })).status);
    expect(form).toEqual([...Array(10).fill(202), 429]);
    // 40 token requests so far: 5 more pass, then the flood limit answers 429 (forged tokens count too).
    const forged = `/newsletter/one-click-unsubscribe?token=1.${'A'.repeat(22)}`;
    const flood = [];
    for (let i = 0; i < 6; i += 1) flood.push((await rawRequest(base, forged, ONE_CLICK)).status);
    expect(flood).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('keeps who unsubscribed or was erased on a suppression list of keyed hashes: a restored record is not mailed until the person confirms anew', async () => {
    const started = await startApp(choice, { sendMails: false });
    const { app, base, dataDir } = started;
    const operator = createOperator({ database: app.database, store: app.store, publicUrl: base, siteName: 'FuturesLab', outboxDir: path.join(dataDir, 'outbox') });
    const [left] = await addConfirmed(app.database, ['left@example.com', 'erased@example.com']);
    await addConfirmed(app.database, ['stays@example.com']);
    await rawRequest(base, await oneClickPath(app, left?.id ?? 0), ONE_CLICK);
    expect(await operator.erase('erased@example.com')).toBe(true);
    const list = await app.database.db.selectFrom('suppressions').selectAll().execute();
    expect(list.map((row) => row.reason).sort()).toEqual(['erased', 'unsubscribed']);
    expect(JSON.stringify(list)).not.toMatch(/left|erased@|example/);

    // Both come back, as from a backup made before they left, with an issue mail queued then.
    await app.database.db.deleteFrom('subscribers').where('email', '=', 'left@example.com').execute();
    const restored = await addConfirmed(app.database, ['left@example.com', 'erased@example.com']);
    await app.database.db
      .insertInto('mail_queue')
      .values({ kind: 'issue', subscriber_id: restored[0]?.id, issue_id: 'old-issue', recipient: 'left@example.com', locale: 'en', subject: 'Old', body: 'Old', headers: '{}', status: 'queued', attempts: 0, next_attempt_at: new Date().toISOString(), created_at: new Date().toISOString() })
      .execute();
    await app.mailWorker.drain();
    expect(await outbox(dataDir)).toEqual([]);
    expect((await app.database.db.selectFrom('mail_queue').select('status').where('issue_id', '=', 'old-issue').executeTakeFirst())?.status).toBe('skipped');
    expect(await operator.plan(ISSUE)).toMatchObject({ recipients: 1, suppressed: 2 });
    expect(await operator.send(ISSUE)).toEqual({ queued: 1 });
    expect((await operator.exportAddress('left@example.com')).suppressed).toBe(true);

    // A new subscription, confirmed by its link, lifts the suppression.
    await app.database.db.deleteFrom('subscribers').where('email', '=', 'left@example.com').execute();
    await postJson(base, '/newsletter/subscribe', { email: 'left@example.com', locale: 'en', consent: true });
    await app.mailWorker.drain();
    const confirmation = (await outbox(dataDir)).find((mail) => mail.includes('To: left@example.com')) ?? '';
    expect((await rawRequest(base, `/newsletter/confirm?token=${confirmToken(confirmation)}`)).headers.location).toBe('/newsletter?confirmed=1');
    expect((await operator.exportAddress('left@example.com')).suppressed).toBe(false);
    expect(await operator.plan({ ...ISSUE, id: 'next' })).toMatchObject({ recipients: 2, suppressed: 1 });
  });
});
