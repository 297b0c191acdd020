// @ts-check
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createAnswerCache, preferredEncoding } from './answerCache.mjs';

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;Q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    [['gzip', 'br;q=0'], 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('answer cache', () => {
  it('makes an answer once, also for requests that arrive while it is being made', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000 });
    let made = 0;
    const make = async () => `answer ${(made += 1)}`;
    const [first, second] = await Promise.all([cache.answer('"a"', make), cache.answer('"a"', make)]);
    expect(first).toBe(second);
    expect((await cache.answer('"a"', make)).body.toString()).toBe('answer 1');
    expect(made).toBe(1);
  });

  it('compresses once per encoding, and the copies read back as the body', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000 });
    const text = JSON.stringify({ t: Array.from({ length: 2_000 }, (_, i) => i * 3_600_000) });
    const answer = await cache.answer('"b"', async () => text);
    const br = await cache.encode(answer, 'br');
    expect(await cache.encode(answer, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(await cache.encode(answer, 'gzip')).toString()).toBe(text);
    expect((await cache.encode(answer, 'identity')).toString()).toBe(text);
    expect(cache.heldBytes).toBe(answer.body.length + br.length + (await cache.encode(answer, 'gzip')).length);
  });

  it('drops the least recently used answers beyond its size, and makes them again when asked', async () => {
    const cache = createAnswerCache({ maxBytes: 25 });
    const make = (/** @type {string} */ text) => async () => text;
    await cache.answer('"1"', make('1111111111'));
    await cache.answer('"2"', make('2222222222'));
    await cache.answer('"1"', make('changed'));
    await cache.answer('"3"', make('3333333333'));
    expect(cache.heldBytes).toBe(20);
    expect((await cache.answer('"1"', make('new'))).body.toString()).toBe('1111111111');
    expect((await cache.answer('"2"', make('made again'))).body.toString()).toBe('made again');
  });

  it('keeps no failed answer', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000 });
    await expect(cache.answer('"x"', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect((await cache.answer('"x"', async () => 'ok')).body.toString()).toBe('ok');
  });
});
