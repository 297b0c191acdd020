// @ts-check

/**
 * @typedef {object} RetryPolicy
 * @property {number} attempts how many tries in all
 * @property {number} baseMs the first backoff; it doubles with each retry
 * @property {number} maxMs no backoff longer than this (a Retry-After may be longer, up to maxWaitMs)
 * @property {number} maxWaitMs the longest wait honoured from a Retry-After
 * @property {(ms: number) => Promise<void>} sleep
 * @property {() => number} random in [0, 1): the jitter
 */

/** An exchange answer that looks fine to ccxt but is not data: an empty page, rows of nulls, impossible candles. */
export class UnsoundResponse extends Error {
  /**
   * @param {string} message
   * @param {unknown} [sound] what the answer held that was sound, for the caller once every attempt failed
   */
  constructor(message, sound) {
    super(message);
    this.name = 'UnsoundResponse';
    this.sound = sound;
  }
}

/**
 * The backoff before retry number `retry` (1 for the first): exponential, capped, with jitter in its upper half
 * so clients that failed together do not come back together.
 * @param {number} retry
 * @param {Pick<RetryPolicy, 'baseMs' | 'maxMs' | 'random'>} policy
 */
export function backoffMs(retry, { baseMs, maxMs, random }) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * Runs `attempt` until it succeeds, retrying transient errors and unsound responses after a backoff, or
 * after the exchange's Retry-After when it asked for a longer wait. After the last attempt it throws the
 * last error (an UnsoundResponse carries what was sound in it); any other error at once.
 * @template T
 * @param {() => Promise<T>} attempt
 * @param {object} options
 * @param {RetryPolicy} options.policy
 * @param {(error: unknown) => boolean} options.isTransient
 * @param {() => number | null} options.retryAfterMs the wait the exchange asked for with its last answer
 * @param {(error: unknown, waitMs: number) => void} [options.onRetry]
 * @returns {Promise<T>}
 */
export async function withRetries(attempt, { policy, isTransient, retryAfterMs, onRetry }) {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const retryable = error instanceof UnsoundResponse || isTransient(error);
      if (!retryable || tries >= policy.attempts) throw error;
      const asked = retryAfterMs();
      const waitMs = Math.max(backoffMs(tries, policy), Math.min(asked ?? 0, policy.maxWaitMs));
      onRetry?.(error, waitMs);
      await policy.sleep(waitMs);
    }
  }
}
