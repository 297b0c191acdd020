import { describe, expect, it } from 'vitest';
import type { TableRow } from '../engine/specTypes.generated';
import { sortTableRows } from './sortTableRows';

const t = (en: string, de = en) => ({ en, de });
const rows: TableRow[] = [
  { name: t('Kraken'), leverage: 50, fee: t('0.05%') },
  { name: t('binance'), leverage: 125, fee: t('0.04%') },
  { name: t('Äpfel', 'Äpfel'), fee: t('0.1%') },
  { name: t('BingX'), leverage: 20, fee: t('0.045%') },
];
const names = (list: TableRow[], lang: 'en' | 'de' = 'en') => list.map((row) => (row.name as { en: string; de: string })[lang]);

describe('sortTableRows', () => {
  it('sorts numbers numerically and keeps rows without the cell last', () => {
    expect(names(sortTableRows(rows, 'leverage', 'ascending', 'en'))).toEqual(['BingX', 'Kraken', 'binance', 'Äpfel']);
    expect(names(sortTableRows(rows, 'leverage', 'descending', 'en'))).toEqual(['binance', 'Kraken', 'BingX', 'Äpfel']);
  });

  it('sorts text by the language collation, case-insensitively, umlauts in place', () => {
    expect(names(sortTableRows(rows, 'name', 'ascending', 'de'), 'de')).toEqual(['Äpfel', 'binance', 'BingX', 'Kraken']);
    expect(names(sortTableRows(rows, 'name', 'descending', 'en'))).toEqual(['Kraken', 'BingX', 'binance', 'Äpfel']);
  });

  it('compares digit runs in text numerically', () => {
    const sorted = sortTableRows([{ v: t('125x') }, { v: t('20x') }, { v: t('3x') }], 'v', 'ascending', 'en');
    expect(sorted.map((row) => (row.v as { en: string }).en)).toEqual(['3x', '20x', '125x']);
  });

  it('puts numbers before texts and does not mutate its input', () => {
    const input: TableRow[] = [{ v: t('n/a') }, { v: 2 }, { v: 1 }];
    const copy = [...input];
    expect(sortTableRows(input, 'v', 'ascending', 'en').map((row) => row.v)).toEqual([1, 2, t('n/a')]);
    expect(input).toEqual(copy);
  });
});
