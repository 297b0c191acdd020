import { describe, expect, it } from 'vitest';
import { sanitizeLanguage } from './sanitizeLanguage';

describe('sanitizeLanguage', () => {
  it('accepts the site languages and their regional variants', () => {
    expect(sanitizeLanguage('en')).toBe('en');
    expect(sanitizeLanguage('de')).toBe('de');
    expect(sanitizeLanguage('de-DE')).toBe('de');
    expect(sanitizeLanguage('de-AT')).toBe('de');
    expect(sanitizeLanguage('de_CH')).toBe('de');
    expect(sanitizeLanguage('en-US')).toBe('en');
    expect(sanitizeLanguage('EN-gb')).toBe('en');
  });

  it('refuses languages the site does not offer', () => {
    expect(sanitizeLanguage('fr')).toBeUndefined();
    expect(sanitizeLanguage('fr-FR')).toBeUndefined();
    expect(sanitizeLanguage('deu')).toBeUndefined();
    expect(sanitizeLanguage('cimode')).toBeUndefined();
  });

  it('drops values that look like script injection', () => {
    expect(sanitizeLanguage('<script>alert(1)</script>')).toBeUndefined();
    expect(sanitizeLanguage('en"><img src=x onerror=alert(1)>')).toBeUndefined();
    expect(sanitizeLanguage('de-DE<svg onload=alert(1)>')).toBeUndefined();
    expect(sanitizeLanguage("en';alert(1);//")).toBeUndefined();
    expect(sanitizeLanguage('javascript:alert(1)')).toBeUndefined();
    expect(sanitizeLanguage('../../etc/passwd')).toBeUndefined();
    expect(sanitizeLanguage('__proto__')).toBeUndefined();
    expect(sanitizeLanguage('de-' + 'x'.repeat(200))).toBeUndefined();
  });

  it('refuses empty values and non-strings', () => {
    expect(sanitizeLanguage('')).toBeUndefined();
    expect(sanitizeLanguage('   ')).toBeUndefined();
    expect(sanitizeLanguage(undefined)).toBeUndefined();
    expect(sanitizeLanguage(null)).toBeUndefined();
    expect(sanitizeLanguage(42)).toBeUndefined();
    expect(sanitizeLanguage(['de'])).toBeUndefined();
    expect(sanitizeLanguage({ toString: () => 'de' })).toBeUndefined();
  });
});
