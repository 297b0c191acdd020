import { describe, expect, it } from 'vitest';
import { ohlcTexts } from './texts';

// Key and placeholder parity of every catalogue: src/ui/textCatalogues.test.ts.
describe('ohlc-atr-import texts', () => {
  it('quotes the messages exactly', () => {
    expect([ohlcTexts.en.notEnoughRows, ohlcTexts.en.notFinite, ohlcTexts.en.invalidJson]).toEqual(['Not enough OHLC rows for ATR.', 'ATR could not be calculated.', 'Invalid JSON file.']);
    expect([ohlcTexts.de.notEnoughRows, ohlcTexts.de.notFinite, ohlcTexts.de.invalidJson]).toEqual(['Nicht genug OHLC-Reihen für ATR.', 'ATR konnte nicht berechnet werden.', 'Ungültige JSON-Datei.']);
  });
});
