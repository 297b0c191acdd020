// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToHash } from './scrollToHash';

describe('scrollToHash', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** A manual frame clock: `tick()` runs the queued frame callbacks and advances the time by 16 ms. */
  function clock() {
    let time = 0;
    let queue: (() => void)[] = [];
    return {
      requestFrame: (cb: () => void) => queue.push(cb),
      cancelFrame: () => {
        queue = [];
      },
      now: () => time,
      tick() {
        time += 16;
        const run = queue;
        queue = [];
        for (const cb of run) cb();
      },
      pending: () => queue.length,
    };
  }

  it('scrolls at once when the element exists', () => {
    const el = document.createElement('section');
    el.id = 'faq';
    el.scrollIntoView = vi.fn();
    document.body.append(el);
    const c = clock();
    scrollToHash('#faq', c);
    expect(el.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(c.pending()).toBe(0);
  });

  it('waits for an element that renders later', () => {
    const c = clock();
    scrollToHash('#later', c);
    c.tick();
    c.tick();
    const el = document.createElement('section');
    el.id = 'later';
    el.scrollIntoView = vi.fn();
    document.body.append(el);
    c.tick();
    expect(el.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(c.pending()).toBe(0);
  });

  it('gives up after the timeout', () => {
    const c = clock();
    scrollToHash('#never', { ...c, timeoutMs: 100 });
    for (let i = 0; i < 10; i++) c.tick();
    expect(c.pending()).toBe(0);
  });

  it('stops looking when cancelled', () => {
    const c = clock();
    const cancel = scrollToHash('#never', c);
    expect(c.pending()).toBe(1);
    cancel();
    expect(c.pending()).toBe(0);
  });
});
