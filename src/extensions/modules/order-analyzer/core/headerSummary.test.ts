import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStaticI18n } from '../../../../i18n/setup';
import { headerCounts, headerSummaryText } from './headerSummary';
import { ORDER_COLUMNS, type ColumnMapping, type HeaderCheck } from './orderData';

const LOCALES = join(import.meta.dirname, '..', '..', '..', '..', '..', 'public', 'locales');
const blocks = (lang: string) => JSON.parse(readFileSync(join(LOCALES, lang, 'blocks.json'), 'utf8')) as Record<string, unknown>;
const t = (lang: 'en' | 'de') => createStaticI18n(lang, { [lang]: { blocks: blocks(lang) } }).getFixedT(lang, 'blocks');

const allMapped = Object.fromEntries(ORDER_COLUMNS.map((key, index) => [key, index])) as ColumnMapping;
const header = (emptyMapped: HeaderCheck['emptyMapped'] = []): HeaderCheck => ({ headerRow: 1, headers: [...ORDER_COLUMNS], mapping: allMapped, emptyMapped });

describe('the header check summary', () => {
  it('counts the recognised, missing and empty columns of the mapping shown', () => {
    expect(headerCounts(header(), allMapped)).toEqual({ recognised: 15, missing: 0, empty: [] });
    const twoMissing = { ...allMapped, uid: null, avgPrice: null };
    expect(headerCounts(header(['leverage']), twoMissing)).toEqual({ recognised: 13, missing: 2, empty: ['leverage'] });
    // An empty column the visitor mapped elsewhere is no longer reported as empty.
    expect(headerCounts(header(['leverage']), { ...allMapped, leverage: 3 }).empty).toEqual([]);
  });

  it('says it in one line with the plural forms of each language', () => {
    expect(headerSummaryText(t('en'), { recognised: 15, missing: 0, empty: [] })).toBe('15 columns recognised');
    expect(headerSummaryText(t('en'), { recognised: 1, missing: 14, empty: ['fee'] })).toBe('1 column recognised, 14 missing, 1 empty');
    expect(headerSummaryText(t('de'), { recognised: 14, missing: 1, empty: [] })).toBe('14 Spalten erkannt, 1 fehlt');
    expect(headerSummaryText(t('de'), { recognised: 1, missing: 14, empty: ['fee', 'uid'] })).toBe('1 Spalte erkannt, 14 fehlen, 2 sind leer');
  });
});
