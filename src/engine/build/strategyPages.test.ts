import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectLinks } from '../markdown';
import { loadSpecs } from './loadSpecs';
import { LANGUAGES, readingTexts, text, wordCount, type Block } from './pageReading.testHelper';

/**
 * Content standard of every live strategy page (kind `strategy` without `status: soon`): at least 800
 * words of explanation per language outside calculators and modules, a buttons block, at least one
 * calculator or simulator, a worked example in the text, links to related strategies and the NFA
 * notice as the last block. Each check is its own test named after the page.
 */

const MIN_WORDS = 800;
const WORKED_EXAMPLE = /worked example|rechenbeispiel/i;
/** The pages the strategies were planned in: each of these must be live. */
const LIVE = ['/strategies/dca', '/strategies/grid', '/strategies/martingale', '/strategies/anti-martingale', '/strategies/hedging', '/strategies/kelly', '/strategies/fixed-fractional', '/strategies/arbitrage', '/strategies/carry-trade', '/strategies/day-trading', '/strategies/volatility-trading', '/strategies/scalping', '/strategies/swing-trading', '/strategies/diversification'];

interface StrategyPage {
  file: string;
  path: string;
  status?: string;
  blocks: Block[];
}

const projectRoot = resolve(import.meta.dirname, '../../..');
const pages: StrategyPage[] = loadSpecs(projectRoot)
  .files.filter((file) => file.kind === 'page')
  .flatMap((file) => {
    const data = file.data as Partial<StrategyPage> & { kind?: string };
    return data?.kind === 'strategy' ? [{ file: file.file, path: String(data.path), status: data.status, blocks: data.blocks ?? [] }] : [];
  });
const live = pages.filter((page) => page.status !== 'soon');

/** Every internal link of a block in one language: Markdown links in its texts and the `to` of its items. */
function links(block: Block, language: (typeof LANGUAGES)[number]): string[] {
  const items = Array.isArray(block.items) ? (block.items as Record<string, unknown>[]) : [];
  const targets = items.flatMap((item) => [item.to, (item.link as Record<string, unknown> | undefined)?.to]).filter((to): to is string => typeof to === 'string');
  return [...readingTexts(block, language).flatMap(collectLinks), ...targets];
}

describe('strategy pages', () => {
  it('the risk-and-sizing strategies are live', () => {
    expect(live.map((page) => page.path)).toEqual(expect.arrayContaining(LIVE));
  });
});

describe.each(live.map((page) => [`${page.path} (${page.file})`, page] as const))('strategy page %s', (name, page) => {
  const words = { en: wordCount(page.blocks, 'en'), de: wordCount(page.blocks, 'de') };
  it(`has at least ${MIN_WORDS} words per language without calculators (en ${words.en}, de ${words.de})`, () => {
    for (const language of LANGUAGES) expect(words[language], `${name}: ${language}`).toBeGreaterThanOrEqual(MIN_WORDS);
  });

  it('has buttons, a calculator or simulator, and a worked example in both languages', () => {
    expect(page.blocks.some((block) => block.type === 'buttons' && Array.isArray(block.items) && block.items.length > 0), `${name}: no buttons`).toBe(true);
    expect(page.blocks.some((block) => block.type === 'calculator' || block.type === 'module'), `${name}: no calculator or simulator`).toBe(true);
    for (const language of LANGUAGES) {
      const all = page.blocks.flatMap((block) => [...readingTexts(block, language), text(block.heading, language)]).join('\n');
      expect(WORKED_EXAMPLE.test(all), `${name}: ${language} has no worked example`).toBe(true);
    }
  });

  it('links to related strategies in both languages', () => {
    for (const language of LANGUAGES) {
      const related = page.blocks.flatMap((block) => links(block, language)).filter((target) => target.startsWith('/strategies/') && !target.startsWith(`${page.path}#`) && target !== page.path);
      expect(related.length, `${name}: ${language} links to no other strategy`).toBeGreaterThan(0);
    }
  });

  it('ends with the not-financial-advice notice', () => {
    const last = page.blocks.at(-1);
    expect(last?.type === 'callout' && last.variant === 'nfa', `${name}: the last block must be { type: callout, variant: nfa }`).toBe(true);
  });
});
