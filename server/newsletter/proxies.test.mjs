// @ts-check
// Behind a reverse proxy, on SQLite and PostgreSQL: the client address (rate limit, consent record)
// is the one the trusted proxies saw, never the leftmost X-Forwarded-For entry a client writes itself.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { postJson } from '../rawRequest.mjs';
import { startApp, stopApps } from '../testing/harness.mjs';
import { startPostgres, testEngines } from '../testing/postgres.mjs';
import { parseTrustProxy } from '../trustProxy.mjs';

const engines = await testEngines();

afterEach(stopApps);
afterAll(async () => {
  const postgres = await startPostgres();
  if (postgres.ok) await postgres.stop();
});

/** @param {string} base @param {string} email @param {string} forwardedFor */
const subscribeVia = (base, email, forwardedFor) => postJson(base, '/newsletter/subscribe', { email, locale: 'en', consent: true }, { 'X-Forwarded-For': forwardedFor });

describe.each(engines)('client address behind proxies on $engine', (choice) => {
  it('TRUST_PROXY=1 takes the address the one proxy saw: a client cannot pick its address (or dodge the limit) by writing X-Forwarded-For', async () => {
    const { app, base } = await startApp(choice, { trustProxy: parseTrustProxy('1'), rateLimit: { limit: 10, windowMs: 60_000 } });
    // The proxy (the test client at 127.0.0.1) appends the address it saw; the client wrote the first one.
    const statuses = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await subscribeVia(base, `flood-${i}@example.com`, `192.0.2.${i}, 172.16.0.99`)).status);
    expect(statuses).toEqual([...Array(10).fill(202), ...Array(10).fill(429)]);
    const rows = await app.store.list();
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.consent_ip))).toEqual(new Set(['172.16.0.0/24']));
  });

  it('TRUST_PROXY as addresses and networks: the nearest hop that is not a listed proxy is the client', async () => {
    const { app, base } = await startApp(choice, { trustProxy: parseTrustProxy('127.0.0.1, 10.0.0.0/8') });
    await subscribeVia(base, 'via-two@example.com', '203.0.113.9, 192.0.2.7, 10.1.2.3');
    await subscribeVia(base, 'direct@example.com', '192.0.2.7, 172.16.0.99');
    expect((await app.store.find('via-two@example.com'))?.consent_ip).toBe('192.0.2.0/24');
    expect((await app.store.find('direct@example.com'))?.consent_ip).toBe('172.16.0.0/24');
  });

  it('without TRUST_PROXY the header is ignored', async () => {
    const { app, base } = await startApp(choice);
    await subscribeVia(base, 'plain@example.com', '192.0.2.7');
    expect((await app.store.find('plain@example.com'))?.consent_ip).toBe('127.0.0.0/24');
  });
});
