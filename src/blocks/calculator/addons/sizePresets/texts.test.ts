import { describe, expect, it } from 'vitest';
import { presetTexts } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('size-presets texts', () => {
  it('has the same keys and placeholders in English and German, none empty', () => {
    expect(Object.keys(presetTexts.de).sort()).toEqual(Object.keys(presetTexts.en).sort());
    for (const [key, en] of Object.entries(presetTexts.en)) {
      const de = presetTexts.de[key as keyof typeof presetTexts.de];
      expect(en.trim(), key).not.toBe('');
      expect(de.trim(), key).not.toBe('');
      expect(placeholders(de), key).toEqual(placeholders(en));
    }
  });

  it('quotes the spec’s import error exactly', () => {
    expect(presetTexts.en.invalidFile).toBe('Invalid JSON file.');
    expect(presetTexts.de.invalidFile).toBe('Ungültige JSON-Datei.');
  });
});
