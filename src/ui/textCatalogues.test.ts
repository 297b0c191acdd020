import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every text catalogue of the code (`defineTexts` in a file named `texts.ts`, found here by walking
 * src/): English and German have the same keys, the same `{{placeholders}}` in each text, no empty
 * text and no placeholder in another syntax. The UI strings of public/locales have their own test
 * (src/i18n/catalogKeys.test.ts).
 */

const SRC = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|testHelper)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every text with its path ('kpi.netPnl', 'weekdays.0'). */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  return [];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
/** `{name}` with single braces: the placeholder syntax the catalogues no longer use. */
const SINGLE_BRACE = /(?<!\{)\{\w+\}(?!\})/;

const files = sourceFiles(SRC).filter((file) => readFileSync(file, 'utf8').includes('defineTexts({'));

describe('text catalogues', () => {
  it('live in files named texts.ts, and every known one is found', () => {
    for (const file of files) expect(relative(SRC, file), 'a catalogue lives in texts.ts').toMatch(/(^|\/)texts\.ts$/);
    const found = files.map((file) => relative(SRC, file));
    for (const known of [
      'extensions/modules/performance-pro/texts.ts',
      'extensions/modules/order-analyzer/texts.ts',
      'extensions/addons/pnl-monte-carlo/texts.ts',
      'extensions/addons/ohlc-atr-import/texts.ts',
      'extensions/addons/size-presets/texts.ts',
      'ui/dataTable/texts.ts',
    ]) {
      expect(found).toContain(known);
    }
  });

  for (const file of files) {
    it(`${relative(SRC, file)}: the same keys and placeholders in English and German, no empty text`, async () => {
      const module = (await import(file)) as Record<string, unknown>;
      const catalogues = Object.values(module).filter((value): value is { en: object; de: object } => !!value && typeof value === 'object' && 'en' in value && 'de' in value);
      expect(catalogues.length).toBeGreaterThan(0);
      for (const catalogue of catalogues) {
        const en = leaves(catalogue.en);
        const de = new Map(leaves(catalogue.de));
        expect([...de.keys()].sort()).toEqual(en.map(([key]) => key).sort());
        for (const [key, text] of en) {
          const german = de.get(key) ?? '';
          expect(text.trim(), key).not.toBe('');
          expect(german.trim(), key).not.toBe('');
          expect(placeholders(german), key).toEqual(placeholders(text));
          expect(SINGLE_BRACE.test(text) || SINGLE_BRACE.test(german), `${key} uses {{name}} placeholders`).toBe(false);
        }
      }
    });
  }
});
