import { describe, expect, it } from 'vitest';
import examples from './emailExamples.json';
import { isValidEmail } from './isValidEmail';

describe('isValidEmail (browser)', () => {
  it.each(examples.valid)('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(examples.invalid)('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
