import { describe, expect, it } from 'vitest';
import de from '../../public/locales/de/blocks.json';
import en from '../../public/locales/en/blocks.json';

/** Every leaf of a catalog as [dotted key, value]. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('blocks UI catalog', () => {
  it('has exactly the same keys in English and German', () => {
    expect(leaves(de).map(([key]) => key).sort()).toEqual(leaves(en).map(([key]) => key).sort());
  });

  it('holds non-empty strings with the same placeholders in both languages', () => {
    const german = new Map(leaves(de));
    for (const [key, text] of leaves(en)) {
      expect(typeof text, key).toBe('string');
      expect(String(text).trim(), key).not.toBe('');
      expect(String(german.get(key)).trim(), key).not.toBe('');
      expect(placeholders(german.get(key)), key).toEqual(placeholders(text));
    }
  });
});
