// @ts-check
import { describe, expect, it } from 'vitest';
import { validateNewsletterPayload } from './validateNewsletterPayload.mjs';

describe('validateNewsletterPayload', () => {
  it('accepts a subscribe payload and normalises the address', () => {
    expect(validateNewsletterPayload({ email: ' Anna@Example.COM ', locale: 'de', consent: true }, 'subscribe')).toEqual({
      email: 'anna@example.com',
      locale: 'de',
      consent: true,
    });
  });

  it('requires consent === true for subscribe only', () => {
    for (const consent of [false, 'true', 1, undefined]) {
      expect(validateNewsletterPayload({ email: 'a@example.com', locale: 'en', consent }, 'subscribe')).toBeNull();
    }
    expect(validateNewsletterPayload({ email: 'a@example.com', locale: 'en' }, 'unsubscribe')).toEqual({ email: 'a@example.com', locale: 'en' });
  });

  it('refuses other locales, bad addresses and non-objects', () => {
    expect(validateNewsletterPayload({ email: 'a@example.com', locale: 'fr', consent: true }, 'subscribe')).toBeNull();
    expect(validateNewsletterPayload({ email: 'a@example.com', consent: true }, 'subscribe')).toBeNull();
    expect(validateNewsletterPayload({ email: 'nope', locale: 'en', consent: true }, 'subscribe')).toBeNull();
    expect(validateNewsletterPayload({ email: 'a'.repeat(250) + '@x.de', locale: 'en' }, 'unsubscribe')).toBeNull();
    for (const body of [null, 'a@example.com', ['a@example.com'], 42]) expect(validateNewsletterPayload(body, 'unsubscribe')).toBeNull();
  });
});
