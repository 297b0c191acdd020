import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every character a visitor can see (specs, UI strings, text catalogues) renders with the site's font
 * stack on a plain Windows, macOS or Linux install. Beyond Latin letters and common punctuation, only
 * the characters below are allowed: each is in the fonts those systems ship (Segoe UI / Segoe UI Symbol /
 * Cambria Math on Windows, Helvetica / Apple Symbols on macOS, DejaVu Sans on Linux), and the pictographs
 * in their colour emoji fonts. The circled S of Binance's 'USDⓈ-M' is missing from Arial, Helvetica and
 * DejaVu Sans: the site writes 'USDS-M'. A new character needs a check of those fonts and a line here.
 */

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Latin-1, Latin Extended-A and the punctuation, currency and math signs of every common text font. */
const COMMON = /[\t\n\r\u0020-\u017F\u2010-\u2027\u2030-\u203A\u20AC\u2190-\u2193\u21D2\u2212\u2248\u2260\u2264\u2265]/u;

const ALLOWED = new Set([
  // Formulas in explanations: Greek letters, primes, roots, sums, rounding brackets, infinity, sub- and superscripts.
  ...'ΣΠσμαβρΔ′√∞∈⌈⌉⌊⌋⁰¹²³₀₁₂₋ᵢₖₜ',
  // Pictographs of cards and lists (colour emoji fonts), and the variation selector that asks for them.
  ...'⚠⚖⚙♾▲▼❚\uFE0F',
]);

function files(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, ending);
    return name.endsWith(ending) ? [path] : [];
  });
}

const isPictograph = (char: string) => /\p{Extended_Pictographic}/u.test(char) && char.codePointAt(0)! >= 0x1f000;

describe('glyphs', () => {
  it('visible texts use only characters the common fonts have', () => {
    const sources = [...files(join(ROOT, 'specs'), '.yaml'), ...files(join(ROOT, 'public', 'locales'), '.json'), ...files(join(ROOT, 'src'), 'texts.ts'), ...files(join(ROOT, 'src', 'extensions', 'simulators'), 'definition.ts')];
    expect(sources.length).toBeGreaterThan(50);
    const unknown = new Map<string, string>();
    for (const file of sources) {
      for (const char of readFileSync(file, 'utf8')) {
        if (COMMON.test(char) || ALLOWED.has(char) || isPictograph(char)) continue;
        if (!unknown.has(char)) unknown.set(char, `${char} U+${char.codePointAt(0)!.toString(16).toUpperCase()} in ${file.slice(ROOT.length + 1)}`);
      }
    }
    expect([...unknown.values()]).toEqual([]);
  });
});
