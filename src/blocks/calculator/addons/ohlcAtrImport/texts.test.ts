import { describe, expect, it } from 'vitest';
import { ohlcTexts } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('ohlc-atr-import texts', () => {
  it('has the same keys and placeholders in English and German, none empty', () => {
    expect(Object.keys(ohlcTexts.de).sort()).toEqual(Object.keys(ohlcTexts.en).sort());
    for (const [key, en] of Object.entries(ohlcTexts.en)) {
      const de = ohlcTexts.de[key as keyof typeof ohlcTexts.de];
      expect(en.trim(), key).not.toBe('');
      expect(de.trim(), key).not.toBe('');
      expect(placeholders(de), key).toEqual(placeholders(en));
    }
  });

  it('quotes the messages exactly', () => {
    expect([ohlcTexts.en.notEnoughRows, ohlcTexts.en.notFinite, ohlcTexts.en.invalidJson]).toEqual(['Not enough OHLC rows for ATR.', 'ATR could not be calculated.', 'Invalid JSON file.']);
    expect([ohlcTexts.de.notEnoughRows, ohlcTexts.de.notFinite, ohlcTexts.de.invalidJson]).toEqual(['Nicht genug OHLC-Reihen für ATR.', 'ATR konnte nicht berechnet werden.', 'Ungültige JSON-Datei.']);
  });
});
