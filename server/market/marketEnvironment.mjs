// @ts-check

/**
 * @param {string} name
 * @param {string | undefined} text
 * @returns {number | null}
 */
function positive(name, text) {
  if (text === undefined || text === '') return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got ${JSON.stringify(text)}`);
  return value;
}

/**
 * Where the exchange requests go and how fast, for the server's schedule and `npm run market`:
 * MARKET_EXCHANGE_ORIGIN (another origin with the exchanges' paths: a proxy, or a local fake in tests)
 * and MARKET_RATE_LIMIT_MS (ccxt's pause between two requests to one exchange; default ccxt's own).
 * @param {Record<string, string | undefined>} env
 */
export function exchangeAccessFromEnv(env) {
  const origin = env.MARKET_EXCHANGE_ORIGIN || null;
  if (origin !== null && !/^https?:\/\/[^/]+$/.test(origin.replace(/\/+$/, ''))) throw new Error(`MARKET_EXCHANGE_ORIGIN must be an origin like http://127.0.0.1:9000, got ${JSON.stringify(origin)}`);
  return { exchangeOrigin: origin, rateLimitMs: positive('MARKET_RATE_LIMIT_MS', env.MARKET_RATE_LIMIT_MS) };
}

/**
 * The server's sync schedule: on with MARKET_SYNC=1 (default off), every MARKET_SYNC_EVERY_MINUTES
 * (default 60) after the previous run ended.
 * @param {Record<string, string | undefined>} env
 * @returns {import('../plugins/marketPlugin.mjs').MarketSyncSchedule | null}
 */
export function marketSyncFromEnv(env) {
  if (env.MARKET_SYNC !== '1') return null;
  const minutes = positive('MARKET_SYNC_EVERY_MINUTES', env.MARKET_SYNC_EVERY_MINUTES) ?? 60;
  return { everyMs: minutes * 60_000, ...exchangeAccessFromEnv(env) };
}
