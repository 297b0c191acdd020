import { describe, expect, it } from 'vitest';
import { catalogueTexts, localeTexts, moduleTexts, specTexts, type Lang, type VisibleText } from './visibleTexts.testHelper';

/**
 * Visible text speaks about markets and the visitor, never about how the site itself is built or checked: no
 * text in either language may talk about the project's tests, its specification, its issues or its development.
 * A small deny-list of phrases (case-insensitive); the about page and the imprint may still say that the
 * formulas are checked against worked examples, because that is a promise to the visitor, not a build detail.
 */
const PROJECT_TALK: readonly { pattern: RegExp; says: string }[] = [
  { pattern: /\bunit[- ]?tests?\b/i, says: 'unit tests' },
  { pattern: /\btest ?suite\b/i, says: 'a test suite' },
  { pattern: /\b(its|our|these|the site's) tests\b|\btests (check|prove|show|verify)\b|\b(checked|verified) in tests\b|\bin (the )?tests\b/i, says: 'what the tests check' },
  { pattern: /\b(seine|ihre|unsere) Tests\b|\bTests prüfen\b|\bin Tests\b/i, says: 'what the tests check' },
  { pattern: /\bproduct spec(ification)?\b|\bthe spec\b|\bspec §|\bProduktspezifikation\b|\bSpezifikation\b/i, says: 'the product specification' },
  { pattern: /\bissue #?\d+\b/i, says: 'an issue of the project' },
  { pattern: /\b(codebase|source code|repository|pull request)\b|\bQuellcode\b/i, says: 'the code' },
  { pattern: /\bchecked against an independent\b|\bindependent (solver|reference implementation)\b|\bunabhängigen (Löser|Referenz)\b/i, says: 'how the site checks its numbers' },
];

function violations(texts: VisibleText[]): string[] {
  return texts.flatMap(({ source, text }) => {
    const says = new Set(PROJECT_TALK.filter(({ pattern }) => pattern.test(text)).map((entry) => entry.says));
    return [...says].map((topic) => `${source}: speaks about ${topic}: "${text.slice(0, 140)}"`);
  });
}

describe('visible texts speak about markets, not about the project', () => {
  for (const lang of ['en', 'de'] as Lang[]) {
    it.each([
      ['specs', specTexts, 2000],
      ['locale files', localeTexts, 80],
      ['text catalogues', catalogueTexts, 400],
      ['simulator definitions and lab samples', moduleTexts, 100],
    ] as const)(`%s (${lang}) mention no tests, specification, issues or development of the site`, (_name, collect, atLeast) => {
      const texts = collect(lang);
      expect(texts.length).toBeGreaterThan(atLeast);
      expect(violations(texts)).toEqual([]);
    });
  }

  it('finds such a phrase in either language and leaves market words alone', () => {
    expect(violations([{ source: 'x.yaml', text: 'Cash plus inventory is your capital — the unit tests check this identity.' }])[0]).toBe(
      'x.yaml: speaks about unit tests: "Cash plus inventory is your capital — the unit tests check this identity."',
    );
    expect(violations([{ source: 'x.yaml', text: 'Die Zahlen werden in Tests gegen einen unabhängigen Löser geprüft.' }])).toHaveLength(2);
    expect(violations([{ source: 'x.yaml', text: 'Check the contract specifications, then test a complete rule before you trade; no newsletter issue yet.' }])).toEqual([]);
  });
});
