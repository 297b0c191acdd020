import { describe, expect, it } from 'vitest';
import denylist from '../../docs/glossary-denylist.json';
import { catalogueTexts, localeTexts, moduleTexts, specTexts, type VisibleText } from './visibleTexts.testHelper';

/**
 * The German terminology of docs/glossary.md, enforced: no German text may contain a term of
 * docs/glossary-denylist.json. Scans the `de` side of every spec, every German locale file and the German
 * side of every `texts.ts` catalogue, every simulator definition and the lab's sample lists.
 *
 * A `term` matches as a substring, whatever its case. A `pattern` is a regular expression matched with its
 * case: for spellings that differ only in case ("z-Score" against "Z-Score") or that are wrong only in some
 * contexts ("Fixed-Fractional" alone, but "Fixed-Fractional-Rechner" in a compound).
 */

interface Rule {
  name: string;
  use: string;
  matches: (text: string) => boolean;
}

const rules: Rule[] = [
  ...denylist.terms.map(({ term, use }) => ({ name: term, use, matches: (text: string) => text.toLowerCase().includes(term.toLowerCase()) })),
  ...denylist.patterns.map(({ pattern, use }) => {
    const re = new RegExp(pattern);
    return { name: pattern, use, matches: (text: string) => re.test(text) };
  }),
];

function violations(texts: VisibleText[]): string[] {
  return texts.flatMap(({ source, text }) =>
    rules.filter(({ matches }) => matches(text)).map(({ name, use }) => `${source}: "${name}" (use ${use}) in "${text.slice(0, 120)}"`),
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

  it.each([
    ['Sein z-Score über 20 Kerzen', true],
    ['Sein Z-Score über 20 Kerzen', false],
    ['Fixed-Fractional senkt den Einsatz', true],
    ['Der Fixed-Fractional-Positionsrechner', false],
    ['Fixed Fractional senkt den Einsatz', false],
    ['Das klassische Martingale verdoppelt', true],
    ['Die klassische Martingale verdoppelt', false],
    ['ein Martingale-Backtest', false],
    ['eine starke Rally', true],
    ['eine starke Rallye', false],
    ['Funding-Rate pro 8 h', true],
    ['Funding-Rate je 8 Std.', false],
    ['Dollar-Cost-Averaging heißt', true],
    ['DCA (englisch Dollar-Cost-Averaging)', false],
    ['das Signal feuert', true],
    ['das Signal befeuert die Stimmung', false],
  ])('a pattern decides by case and context: "%s" violates: %s', (text, violates) => {
    expect(violations([{ source: 'x.yaml', text }]).length > 0).toBe(violates);
  });
});
