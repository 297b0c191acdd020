import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../localize';
import { collectTermRefs } from '../markdown';
import type { PageSpec } from '../specTypes.generated';
import { isLocalizedText } from './checkLinks';
import { repoSpecFiles } from './repoSpecs';

/**
 * Pages link their key terms to the glossary (`[[mark-price]]`, whose popover shows the definition):
 * at least 300 references across specs/, and every learn guide and every strategy page has some in
 * both languages. (That each id names a term is checked by `npm run validate`.)
 */

/** The term ids referenced in the `lang` side of every `{ en, de }` text of a parsed spec. */
function termRefsIn(node: unknown, lang: (typeof LANGUAGES)[number]): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => termRefsIn(item, lang));
  if (!node || typeof node !== 'object') return [];
  if (isLocalizedText(node)) return collectTermRefs(node[lang]);
  return Object.values(node).flatMap((value) => termRefsIn(value, lang));
}

const files = repoSpecFiles();
const pages = files.filter((file) => file.kind === 'page').map((file) => ({ file: file.file, spec: file.data as PageSpec }));
const learnGuides = pages.filter(({ spec }) => spec.kind === 'learn' && spec.path !== '/learn');
const strategyPages = pages.filter(({ spec }) => spec.kind === 'strategy' && spec.path !== '/strategies/overview');

describe('glossary term references', () => {
  it('there are at least 300 across specs/ in each language', () => {
    for (const lang of LANGUAGES) {
      const count = files.reduce((sum, file) => sum + termRefsIn(file.data, lang).length, 0);
      expect(count, lang).toBeGreaterThanOrEqual(300);
    }
  });

  it('the pages are found', () => {
    expect(learnGuides.length).toBeGreaterThanOrEqual(10);
    expect(strategyPages.length).toBeGreaterThanOrEqual(17);
  });

  for (const { file, spec } of [...learnGuides, ...strategyPages]) {
    it(`${file} links some key terms in both languages`, () => {
      for (const lang of LANGUAGES) expect(termRefsIn(spec.blocks, lang).length, lang).toBeGreaterThanOrEqual(3);
    });
  }
});
