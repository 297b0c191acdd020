// @ts-check
import { setTimeout as delay } from 'node:timers/promises';
import { createExchange } from '../market/exchangeClient.mjs';
import { marketRoutes } from '../market/marketRoutes.mjs';
import { createMarketStore } from '../market/marketStore.mjs';
import { syncMarkets } from '../market/syncMarkets.mjs';
import { startSyncSchedule } from '../market/syncSchedule.mjs';
import { registerWithMethodCheck } from './registerWithMethodCheck.mjs';

/**
 * @typedef {object} MarketSyncSchedule keeping the store current from the server (MARKET_SYNC=1)
 * @property {number} everyMs the pause between the end of one sync and the start of the next
 * @property {string | null} exchangeOrigin send the exchange requests to this origin instead (a proxy)
 * @property {number | null} rateLimitMs ccxt's pause between two requests to one exchange (default: ccxt's own per exchange)
 */

/**
 * @typedef {object} MarketPluginOptions
 * @property {import('../market/marketsList.mjs').MarketsList} list
 * @property {MarketSyncSchedule | null} sync null: the API serves what `npm run market -- sync` stored
 * @property {() => Date} [now]
 */

/** Retries of the scheduled sync: up to 6 tries, backoff from 1 s to 1 min, a Retry-After honoured up to 5 min. */
export const SYNC_RETRY = { attempts: 6, baseMs: 1_000, maxMs: 60_000, maxWaitMs: 300_000 };

/**
 * The exchange data API under `/api/market/` on the newsletter's database (registered after the
 * newsletter plugin), and, when `sync` is set, the schedule that keeps the data current.
 * @param {import('fastify').FastifyInstance} app
 * @param {MarketPluginOptions} options
 */
export async function marketPlugin(app, options) {
  /** @type {import('./newsletterPlugin.mjs').Newsletter} */
  const { database } = app.getDecorator('newsletter');
  const store = createMarketStore(database);
  const now = options.now ?? (() => new Date());
  await registerWithMethodCheck(app, marketRoutes, { store, list: options.list, now });

  const { sync } = options;
  if (!sync) return;
  const log = app.log.child({ module: 'market-sync' });
  const config = sync.rateLimitMs ? { rateLimit: sync.rateLimitMs } : {};
  /** @type {ReturnType<typeof startSyncSchedule> | null} */
  let schedule = null;
  app.addHook('onReady', async () => {
    schedule = startSyncSchedule({
      everyMs: sync.everyMs,
      onError: (error) => log.error({ err: error }, 'market sync failed'),
      run: async ({ stopped, signal }) => {
        await syncMarkets({
          store,
          list: options.list,
          exchangeFor: (id) => createExchange(id, { apiOrigin: sync.exchangeOrigin, config }),
          now,
          retry: { ...SYNC_RETRY, sleep: (ms) => delay(ms, undefined, { signal }), random: Math.random },
          log: (line) => log.info(line),
          stopped,
        });
      },
    });
  });
  // Before the database closes (the newsletter plugin's onClose runs after this one's).
  app.addHook('onClose', async () => {
    await schedule?.stop();
  });
}
