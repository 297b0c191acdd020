import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../engine/localize';
import { catalogKeys } from './catalogKeys';
import { NAMESPACES } from './setup';

const LOCALES = join(__dirname, '../../public/locales');

function readCatalog(lang: string, file: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES, lang, file), 'utf8'));
}

describe('catalogKeys', () => {
  it('flattens nested keys and sorts them', () => {
    expect(catalogKeys({ b: 'x', a: { d: 'y', c: { e: 'z' } } })).toEqual(['a.c.e', 'a.d', 'b']);
  });

  it('returns nothing for an empty catalog', () => {
    expect(catalogKeys({})).toEqual([]);
  });
});

describe('UI string catalogs (public/locales)', () => {
  const files = new Set(LANGUAGES.flatMap((lang) => readdirSync(join(LOCALES, lang)).filter((f) => f.endsWith('.json'))));

  it('has a file for every namespace in every language', () => {
    for (const lang of LANGUAGES) {
      for (const ns of NAMESPACES) expect(readdirSync(join(LOCALES, lang)), `${lang}/${ns}.json`).toContain(`${ns}.json`);
    }
  });

  for (const file of [...files].sort()) {
    it(`${file}: en and de have exactly the same keys`, () => {
      const en = catalogKeys(readCatalog('en', file));
      const de = catalogKeys(readCatalog('de', file));
      const missingInDe = en.filter((key) => !de.includes(key));
      const missingInEn = de.filter((key) => !en.includes(key));
      expect({ missingInDe, missingInEn }).toEqual({ missingInDe: [], missingInEn: [] });
    });

    it(`${file}: no empty texts`, () => {
      for (const lang of LANGUAGES) {
        const catalog = readCatalog(lang, file);
        const empty = catalogKeys(catalog).filter((key) => {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
          const texts = Array.isArray(value) ? value : [value];
          return texts.length === 0 || texts.some((text) => typeof text !== 'string' || text.trim() === '');
        });
        expect(empty, `${lang}/${file}`).toEqual([]);
      }
    });
  }
});
