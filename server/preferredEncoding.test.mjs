// @ts-check
import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './preferredEncoding.mjs';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['deflate', null],
  ])('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
