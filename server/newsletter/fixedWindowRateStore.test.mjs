// @ts-check
import { describe, expect, it } from 'vitest';
import { fixedWindowRateStore } from './fixedWindowRateStore.mjs';

/** @param {InstanceType<ReturnType<typeof fixedWindowRateStore>>} store @param {string} key */
function hit(store, key) {
  /** @type {{ current: number, ttl: number } | undefined} */
  let state;
  store.incr(key, (_error, result) => (state = result), 60_000, 3);
  return state;
}

describe('fixedWindowRateStore', () => {
  it('counts per client on the given clock and starts a new window when the old one has passed', () => {
    let clock = Date.UTC(2026, 0, 1);
    const Store = fixedWindowRateStore(() => new Date(clock));
    const store = new Store({ cache: 10 });
    expect(hit(store, 'a')).toEqual({ current: 1, ttl: 60_000 });
    clock += 20_000;
    expect(hit(store, 'a')).toEqual({ current: 2, ttl: 40_000 });
    expect(hit(store, 'b')).toEqual({ current: 1, ttl: 60_000 });
    clock += 39_999;
    expect(hit(store, 'a')).toEqual({ current: 3, ttl: 1 });
    clock += 1;
    expect(hit(store, 'a')).toEqual({ current: 1, ttl: 60_000 });
  });

  it('forgets the least recently seen client beyond its size', () => {
    const Store = fixedWindowRateStore(() => new Date(0));
    const store = new Store({ cache: 2 });
    hit(store, 'a');
    hit(store, 'b');
    hit(store, 'a');
    hit(store, 'c');
    expect(hit(store, 'a')?.current).toBe(3);
    expect(hit(store, 'b')?.current).toBe(1);
  });
});
