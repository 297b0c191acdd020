// @ts-check
import ccxt from 'ccxt';

/**
 * Candles per request each exchange answers at most (ccxt caps binanceusdm's fetchOHLCV at 1,000; OKX's
 * history endpoint gives 100), and funding records per request.
 */
const PAGE_LIMITS = {
  binanceusdm: { candles: 1_000, funding: 1_000 },
  bybit: { candles: 1_000, funding: 200 },
  okx: { candles: 100, funding: 100 },
  bingx: { candles: 1_000, funding: 1_000 },
};

/** Only the perpetual swaps are loaded where ccxt lets a list of market types be chosen (fewer requests). */
const MARKET_TYPES = {
  binanceusdm: { fetchMarkets: { types: ['linear'] } },
  bybit: { fetchMarkets: { types: ['linear'] } },
};

/**
 * @param {string} id
 * @returns {{ candles: number, funding: number }}
 */
export function pageLimits(id) {
  return /** @type {Record<string, { candles: number, funding: number }>} */ (PAGE_LIMITS)[id] ?? { candles: 500, funding: 100 };
}

/**
 * A ccxt client of one exchange's public market data, with ccxt's rate limiter on. `apiOrigin` sends
 * every request of it to another server (a proxy, or the tests' fake exchange) with the same paths.
 * @param {string} id ccxt id
 * @param {{ apiOrigin?: string | null, config?: Record<string, unknown> }} [options] `config`: more ccxt settings (rateLimit, timeout)
 * @returns {import('ccxt').Exchange}
 */
export function createExchange(id, { apiOrigin = null, config = {} } = {}) {
  const Exchange = /** @type {Record<string, new (config: object) => import('ccxt').Exchange>} */ (/** @type {unknown} */ (ccxt))[id];
  if (typeof Exchange !== 'function') throw new Error(`ccxt does not know the exchange "${id}"`);
  const exchange = new Exchange({
    enableRateLimit: true,
    timeout: 20_000,
    options: /** @type {Record<string, object>} */ (MARKET_TYPES)[id] ?? {},
    ...config,
  });
  if (apiOrigin) exchange.urls.api = withOrigin(exchange.urls.api, apiOrigin.replace(/\/+$/, ''));
  return exchange;
}

/**
 * Every URL in ccxt's `urls.api` (strings, or objects of them) with its scheme and host replaced.
 * @param {unknown} urls
 * @param {string} origin
 * @returns {any}
 */
function withOrigin(urls, origin) {
  if (typeof urls === 'string') return urls.replace(/^https?:\/\/[^/]+/, origin);
  if (urls && typeof urls === 'object') return Object.fromEntries(Object.entries(urls).map(([key, value]) => [key, withOrigin(value, origin)]));
  return urls;
}

/**
 * True for the errors a later attempt may not meet: ccxt's NetworkError family (rate limits, which
 * each exchange maps to another subclass, 5xx, timeouts) and a connection that failed or dropped,
 * which ccxt passes on as a plain error.
 * @param {unknown} error
 */
export function isTransient(error) {
  if (error instanceof ccxt.NetworkError) return true;
  if (!(error instanceof Error)) return false;
  const code = /** @type {{ code?: unknown, cause?: { code?: unknown } }} */ (error).code ?? /** @type {{ cause?: { code?: unknown } }} */ (error).cause?.code;
  if (typeof code === 'string' && /^(E(CONNRESET|CONNREFUSED|PIPE|TIMEDOUT|AI_AGAIN|NOTFOUND)|UND_ERR_)/.test(code)) return true;
  return error instanceof TypeError && /fetch failed|terminated|socket/i.test(error.message);
}

/**
 * The wait an exchange asked for with `Retry-After` (seconds or an HTTP date) in its latest response,
 * in ms, or null. ccxt keeps the headers but does not wait itself.
 * @param {import('ccxt').Exchange} exchange
 * @param {number} now
 * @returns {number | null}
 */
export function retryAfterMs(exchange, now) {
  const headers = /** @type {Record<string, unknown> | undefined} */ (exchange.last_response_headers);
  if (!headers) return null;
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'retry-after');
  const value = String(entry?.[1] ?? '').trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1_000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
