// @ts-check
// A store for @fastify/rate-limit: a fixed window per client, counted on the server's clock. The plugin's own
// store reads Date.now(), so a test of the window had to sleep through it; this one takes the clock that
// the rest of the newsletter service uses. Windows are kept in insertion order and the oldest client is
// forgotten beyond `cache` clients, as the plugin's LRU does.

/**
 * @typedef {{ current: number, ttl: number }} RateState
 * @typedef {(error: Error | null, state?: RateState) => void} RateCallback
 */

/**
 * @param {() => Date} now
 * @returns {import('@fastify/rate-limit').FastifyRateLimitStoreCtor}
 */
export function fixedWindowRateStore(now) {
  return class FixedWindowRateStore {
    /** @param {{ cache?: number }} params the plugin's options (its `cache`: how many clients to remember) */
    constructor(params) {
      this.limit = params.cache ?? 5_000;
      /** @type {Map<string, { count: number, startedAt: number }>} */
      this.windows = new Map();
    }

    /** @param {string} key @param {RateCallback} cb @param {number} timeWindow */
    incr(key, cb, timeWindow) {
      const at = now().getTime();
      let window = this.windows.get(key);
      if (!window || window.startedAt + timeWindow <= at) window = { count: 0, startedAt: at };
      window.count += 1;
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > this.limit) this.windows.delete(/** @type {string} */ (this.windows.keys().next().value));
      cb(null, { current: window.count, ttl: window.startedAt + timeWindow - at });
    }

    /** @param {string} key @param {RateCallback} cb @param {number} timeWindow */
    read(key, cb, timeWindow) {
      const at = now().getTime();
      const window = this.windows.get(key);
      if (!window || window.startedAt + timeWindow <= at) cb(null, { current: 0, ttl: 0 });
      else cb(null, { current: window.count, ttl: window.startedAt + timeWindow - at });
    }

    /** A route with its own limit gets its own windows. */
    child() {
      return new FixedWindowRateStore({ cache: this.limit });
    }
  };
}
