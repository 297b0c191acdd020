// @ts-check
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSubscriberStore } from './createSubscriberStore.mjs';

/** @type {string} */ let dir;
/** @type {string} */ let file;
const T0 = new Date('2025-03-14T10:00:00Z');
const later = (/** @type {number} */ ms) => new Date(T0.getTime() + ms);
const HOUR = 3600_000;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'futureslab-store-'));
  file = path.join(dir, 'nested', 'subscribers.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createSubscriberStore', () => {
  it('keeps a pending record, confirms it once, and stores only the allowed fields', async () => {
    const store = createSubscriberStore({ file });
    expect(await store.subscribe({ email: 'a@example.com', locale: 'de', tokenHash: 'h1', now: T0 })).toBe('pending');
    expect(await store.confirm('wrong', later(1000))).toBe(false);
    expect(await store.confirm('h1', later(1000))).toBe(true);
    expect(await store.confirm('h1', later(2000))).toBe(false);
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved).toEqual({
      version: 1,
      subscribers: [
        { email: 'a@example.com', locale: 'de', consentAt: T0.toISOString(), confirmedAt: later(1000).toISOString(), tokenHash: null, tokenExpiresAt: null },
      ],
    });
    expect(await readdir(path.dirname(file))).toEqual(['subscribers.json']);
  });

  it('refuses an expired token and drops the expired record on the next write', async () => {
    const store = createSubscriberStore({ file, tokenTtlMs: 48 * HOUR });
    await store.subscribe({ email: 'old@example.com', locale: 'en', tokenHash: 'h-old', now: T0 });
    expect(await store.confirm('h-old', later(48 * HOUR + 1))).toBe(false);
    await store.subscribe({ email: 'new@example.com', locale: 'en', tokenHash: 'h-new', now: later(49 * HOUR) });
    expect((await store.list()).map((r) => r.email)).toEqual(['new@example.com']);
  });

  it('does not send a second mail within the cooldown, and renews the token after it', async () => {
    const store = createSubscriberStore({ file, resendCooldownMs: 60_000 });
    await store.subscribe({ email: 'a@example.com', locale: 'en', tokenHash: 'h1', now: T0 });
    expect(await store.subscribe({ email: 'a@example.com', locale: 'de', tokenHash: 'h2', now: later(30_000) })).toBe('cooldown');
    expect(await store.subscribe({ email: 'a@example.com', locale: 'de', tokenHash: 'h3', now: later(61_000) })).toBe('pending');
    expect(await store.confirm('h1', later(62_000))).toBe(false);
    expect(await store.confirm('h3', later(62_000))).toBe(true);
    expect((await store.list())[0]?.locale).toBe('de');
    expect(await store.subscribe({ email: 'a@example.com', locale: 'en', tokenHash: 'h4', now: later(HOUR) })).toBe('confirmed');
  });

  it('removes pending and confirmed records', async () => {
    const store = createSubscriberStore({ file });
    await store.subscribe({ email: 'a@example.com', locale: 'en', tokenHash: 'h1', now: T0 });
    expect(await store.remove('a@example.com')).toBe(true);
    expect(await store.remove('a@example.com')).toBe(false);
    expect(await store.list()).toEqual([]);
  });

  it('serialises concurrent changes and reloads what it wrote', async () => {
    const store = createSubscriberStore({ file });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.subscribe({ email: `u${i}@example.com`, locale: 'en', tokenHash: `h${i}`, now: T0 })),
    );
    const reopened = createSubscriberStore({ file });
    expect((await reopened.list()).length).toBe(20);
  });

  it('never overwrites a file it cannot read', async () => {
    await writeFile(path.join(dir, 'broken.json'), '{ not json');
    const store = createSubscriberStore({ file: path.join(dir, 'broken.json') });
    await expect(store.subscribe({ email: 'a@example.com', locale: 'en', tokenHash: 'h', now: T0 })).rejects.toThrow();
    expect(await readFile(path.join(dir, 'broken.json'), 'utf8')).toBe('{ not json');
  });
});
