import { describe, expect, it } from 'vitest';
import denylist from '../../docs/glossary-denylist.json';
import { catalogueTexts, localeTexts, moduleTexts, specTexts, type VisibleText } from './visibleTexts.testHelper';

/**
 * The German terminology of docs/glossary.md, enforced: no German text may contain a term of
 * docs/glossary-denylist.json. Scans the `de` side of every spec, every German locale file and the German
 * side of every `texts.ts` catalogue, every simulator definition and the lab's sample lists.
 */

function violations(texts: VisibleText[]): string[] {
  return texts.flatMap(({ source, text }) =>
    denylist.terms
      .filter(({ term }) => text.toLowerCase().includes(term.toLowerCase()))
      .map(({ term, use }) => `${source}: "${term}" (use ${use}) in "${text.slice(0, 120)}"`),
  );
}

describe('German terminology (docs/glossary.md)', () => {
  it.each([
    ['specs', specTexts, 2000],
    ['locale files', localeTexts, 80],
    ['text catalogues', catalogueTexts, 400],
    ['simulator definitions and lab samples', moduleTexts, 100],
  ] as const)('%s contain no deny-listed term', (_name, collect, atLeast) => {
    const texts = collect('de');
    expect(texts.length).toBeGreaterThan(atLeast);
    expect(violations(texts)).toEqual([]);
  });

  it('finds a deny-listed term, whatever its case', () => {
    expect(violations([{ source: 'x.yaml', text: 'Ein USDT-Margined Perpetual' }])).toEqual([
      'x.yaml: "margined" (use mit USDT-Margin / mit Coin-Margin) in "Ein USDT-Margined Perpetual"',
    ]);
  });
});
