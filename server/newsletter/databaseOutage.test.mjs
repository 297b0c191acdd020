// @ts-check
// A database that fails for a while and comes back: nothing the service read (or failed to read)
// during the outage may stick. PostgreSQL: a throwaway cluster of its own is stopped and started
// again. SQLite: the table of the keys is away for a moment (an embedded file has no outage of its
// own; what matters is that a failed read is not kept).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { postJson, rawRequest } from '../rawRequest.mjs';
import { addConfirmed, ONE_CLICK, pollUntil, startApp, stopApps } from '../testing/harness.mjs';
import { startCluster } from '../testing/postgres.mjs';
import { unsubscribeToken } from './unsubscribeToken.mjs';

/** @type {import('../testing/postgres.mjs').TestPostgres[]} */
const clusters = [];

afterEach(stopApps);
afterAll(async () => {
  for (const cluster of clusters) if (cluster.ok) await cluster.stop();
});

/**
 * The one-click path of a subscriber, read straight from the database (not through the service,
 * whose first read of the key must happen during the outage).
 * @param {import('../createAppServer.mjs').AppServer} app
 * @param {number} id
 */
async function oneClickPathOf(app, id) {
  const key = String((await app.database.db.selectFrom('meta').select('value').where('key', '=', 'unsubscribe-key').executeTakeFirstOrThrow()).value);
  return `/newsletter/one-click-unsubscribe?token=${unsubscribeToken(key, id)}`;
}

/** @param {string} base */
async function health(base) {
  const started = performance.now();
  const res = await rawRequest(base, '/healthz');
  return { status: res.status, ms: performance.now() - started, body: JSON.parse(res.body.toString()) };
}

describe('after a database outage', () => {
  it('PostgreSQL stopped and started again: one-click unsubscribe works again at once, /healthz tells the truth throughout', async () => {
    const cluster = await startCluster();
    clusters.push(cluster);
    if (!cluster.ok || !cluster.halt || !cluster.resume) {
      console.warn(`[server tests] PostgreSQL outage test skipped: ${cluster.ok ? 'no private cluster' : cluster.reason}`);
      return;
    }
    const { app, base } = await startApp({ engine: 'postgres', postgres: cluster });
    const [anna] = await addConfirmed(app.database, ['anna@example.com']);
    const oneClick = await oneClickPathOf(app, anna?.id ?? 0);

    cluster.halt();
    expect((await rawRequest(base, oneClick, ONE_CLICK)).status).toBe(500);
    const down = await health(base);
    expect(down).toMatchObject({ status: 503, body: { status: 'down', database: { engine: 'postgres', state: 'unreachable' } } });
    expect(down.ms).toBeLessThan(1_000);

    cluster.resume();
    await pollUntil(() => health(base), (h) => h.status === 200, { timeoutMs: 20_000, what: '/healthz 200 after the restart' });
    expect((await rawRequest(base, oneClick, ONE_CLICK)).status).toBe(200);
    expect((await app.store.find('anna@example.com'))?.status).toBe('unsubscribed');
    expect((await postJson(base, '/newsletter/subscribe', { email: 'back@example.com', locale: 'en', consent: true })).status).toBe(202);
  }, 60_000);

  it('SQLite: a failed read of the unsubscribe key is not kept — the next one-click unsubscribe works', async () => {
    const { app, base } = await startApp({ engine: 'sqlite', postgres: null });
    const [anna] = await addConfirmed(app.database, ['anna@example.com']);
    const oneClick = await oneClickPathOf(app, anna?.id ?? 0);

    await app.database.db.schema.alterTable('meta').renameTo('meta_away').execute();
    expect((await rawRequest(base, oneClick, ONE_CLICK)).status).toBe(500);
    await app.database.db.schema.alterTable('meta_away').renameTo('meta').execute();

    expect((await rawRequest(base, oneClick, ONE_CLICK)).status).toBe(200);
    expect((await app.store.find('anna@example.com'))?.status).toBe('unsubscribed');
  });
});
