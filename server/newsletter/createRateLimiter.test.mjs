// @ts-check
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './createRateLimiter.mjs';

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and key, then says how long to wait', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('a', 1000).allowed).toBe(true);
    expect(limiter.hit('a', 2000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limiter.hit('b', 2000).allowed).toBe(true);
    expect(limiter.hit('a', 60_000).allowed).toBe(true);
  });
});
