// @ts-check

/**
 * @typedef {{ allowed: boolean, retryAfterSeconds: number }} RateDecision
 */

/**
 * A fixed-window request counter per key (an IP address), in memory: at most `limit` hits per
 * `windowMs`. Old windows are swept once the map grows, so memory stays bounded without timers.
 * @param {{ limit: number, windowMs: number }} options
 * @returns {{ hit: (key: string, nowMs?: number) => RateDecision }}
 */
export function createRateLimiter({ limit, windowMs }) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  return {
    hit(key, nowMs = Date.now()) {
      let entry = windows.get(key);
      if (!entry || nowMs - entry.start >= windowMs) {
        if (windows.size >= 10_000) {
          for (const [k, w] of windows) if (nowMs - w.start >= windowMs) windows.delete(k);
        }
        entry = { start: nowMs, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      const allowed = entry.count <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((entry.start + windowMs - nowMs) / 1000)) };
    },
  };
}
