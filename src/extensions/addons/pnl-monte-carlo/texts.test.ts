import { describe, expect, it } from 'vitest';
import { fillText, PNL_MONTE_CARLO_TEXTS } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('pnl-monte-carlo texts', () => {
  it('has the same keys in English and German, each a non-empty text', () => {
    const en = PNL_MONTE_CARLO_TEXTS.en;
    const de = PNL_MONTE_CARLO_TEXTS.de;
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(de)]) expect(text.trim(), key).not.toBe('');
  });

  it('uses the same placeholders in both languages and translates every text', () => {
    const en = PNL_MONTE_CARLO_TEXTS.en as unknown as Record<string, string>;
    const de = PNL_MONTE_CARLO_TEXTS.de as unknown as Record<string, string>;
    for (const key of Object.keys(en)) {
      expect(placeholders(de[key] ?? ''), key).toEqual(placeholders(en[key] ?? ''));
      expect(de[key], `${key} is translated`).not.toBe(en[key]);
    }
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(fillText('{a} and {b}', { a: '1' })).toBe('1 and {b}');
    expect(fillText('no placeholder', { a: '1' })).toBe('no placeholder');
  });
});
