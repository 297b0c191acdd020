import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCalculator } from '../compileCalculator';
import { evaluateCalculator } from '../evaluateCalculator';
import { formatValue } from '../formatNumber';
import { markdownToPlainText } from '../markdown';
import { repoCalculatorSpecs } from './repoSpecs';
import { loadSpecs } from './loadSpecs';
import { LANGUAGES, readingTexts, type Block, type Language } from './pageReading.testHelper';

/**
 * A worked example in a strategy page's text must match the calculator next to it: each number the text
 * quotes is the calculator's result for its default inputs (which are the worked example), written the way the
 * text writes it in each language (German 1.016,25 and 54,29 %).
 */

interface Quote {
  output: string;
  /** Decimals of the quoted number; a percentage is quoted as value · 100 with a space before '%'. */
  decimals: number;
  percent?: boolean;
  /** What follows the number in the text, per language ('' when nothing is checked after it). */
  after?: Record<Language, string>;
  /** The languages whose text quotes the number (both unless given). */
  languages?: readonly Language[];
}

interface WorkedExample {
  path: string;
  calculator: string;
  /** The block that holds the worked example; every reading block of the page when not given. */
  block?: string;
  quotes: Quote[];
}

const WORKED_EXAMPLES: WorkedExample[] = [
  {
    path: '/strategies/anti-martingale',
    calculator: 'anti-martingale',
    quotes: [
      { output: 'finalEquity', decimals: 2 },
      { output: 'totalStaked', decimals: 2 },
      { output: 'largestStake', decimals: 2 },
      { output: 'mgFinalEquity', decimals: 2 },
      { output: 'mgLargestStake', decimals: 2, languages: ['en'] },
    ],
  },
  { path: '/strategies/hedging', calculator: 'hedge-sizer', block: 'worked-example', quotes: [{ output: 'contracts', decimals: 2, after: { en: ' contracts', de: ' Kontrakte' } }] },
  {
    path: '/strategies/martingale',
    calculator: 'martingale-sizer',
    quotes: [
      { output: 'cumulativeStake', decimals: 2, after: { en: ' USDT', de: ' USDT' } },
      { output: 'ruinOverCycles', decimals: 2, percent: true },
    ],
  },
];

const root = resolve(import.meta.dirname, '../../..');
const pages = loadSpecs(root).files.map((file) => file.data as { path?: string; blocks?: Block[] } | null);
const calculators = new Map(repoCalculatorSpecs(root).map(({ spec }) => [spec.id, spec]));

function pageText(example: WorkedExample, language: Language): string {
  const blocks = pages.find((page) => page?.path === example.path)?.blocks ?? [];
  const chosen = example.block === undefined ? blocks : blocks.filter((block) => block.id === example.block);
  expect(chosen.length, `${example.path}: the worked example's block`).toBeGreaterThan(0);
  return chosen.flatMap((block) => readingTexts(block, language)).map(markdownToPlainText).join('\n');
}

function quoted(value: number, quote: Quote, language: Language): string {
  const number = formatValue(quote.percent ? value * 100 : value, 'number', language, quote.decimals);
  return `${number}${quote.percent ? ' %' : ''}${quote.after?.[language] ?? ''}`;
}

describe.each(WORKED_EXAMPLES.map((example) => [example.path, example] as const))('the worked example of %s', (_path, example) => {
  const spec = calculators.get(example.calculator);
  if (!spec) throw new Error(`no calculator ${example.calculator}`);
  const defaults = evaluateCalculator(compileCalculator(spec), {});

  it.each([...LANGUAGES])(`[%s] quotes the results of ${example.calculator} for its defaults`, (language) => {
    const text = pageText(example, language);
    for (const quote of example.quotes.filter((candidate) => (candidate.languages ?? LANGUAGES).includes(language))) {
      const value = defaults.outputs[quote.output];
      expect(value, `${quote.output} is computable`).toEqual(expect.any(Number));
      expect(text, `${quote.output}`).toContain(quoted(value as number, quote, language));
    }
  });
});
