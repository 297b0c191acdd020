import { describe, expect, it } from 'vitest';
import { presetTexts } from './texts';

// Key and placeholder parity of every catalogue: src/ui/textCatalogues.test.ts.
describe('size-presets texts', () => {
  it('quotes the spec’s import error exactly', () => {
    expect(presetTexts.en.invalidFile).toBe('Invalid JSON file.');
    expect(presetTexts.de.invalidFile).toBe('Ungültige JSON-Datei.');
  });
});
