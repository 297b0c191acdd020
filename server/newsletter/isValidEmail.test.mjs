// @ts-check
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from './isValidEmail.mjs';

/** The same examples drive the browser's check (src/newsletter/isValidEmail.test.ts). */
const examples = JSON.parse(readFileSync(new URL('../../src/newsletter/emailExamples.json', import.meta.url), 'utf8'));

describe('isValidEmail (server)', () => {
  it.each(/** @type {string[]} */ (examples.valid))('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(/** @type {string[]} */ (examples.invalid))('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
  it('refuses non-strings', () => {
    for (const value of [null, undefined, 42, {}, ['a@example.com']]) expect(isValidEmail(value)).toBe(false);
  });
});
