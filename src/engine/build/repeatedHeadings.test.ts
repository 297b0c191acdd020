/**
 * No heading of a page is followed straight away by the same heading again, or by one that differs only by a
 * plural, a case or a short tail ("DCA against a lump sum on data" → "DCA against a lump sum"): a section that
 * introduces a calculator or a tool says its name once. Checked over every page spec as the reader meets the
 * headings: block headings, Markdown headings in prose, card and step titles, a calculator's heading (its
 * block's, else its title) and the titles the tools draw themselves (listed below from their text catalogues).
 */
import { describe, expect, it } from 'vitest';
import { markdownHeadings } from '../markdown';
import type { Lang } from '../localize';
import type { Block, LocalizedText } from '../specTypes.generated';
import { repoCalculatorSpec, repoPageSpecs } from './repoSpecs';
import { CARRY_OPTIMIZER_TEXTS } from '../../extensions/lab/carry-optimizer/texts';
import { DCA_TEXTS } from '../../extensions/lab/dca/texts';
import { MOMENTUM_TEXTS } from '../../extensions/lab/momentum/texts';
import { PATTERN_SCANNER_TEXTS } from '../../extensions/lab/pattern-scanner/texts';
import { PORTFOLIO_TEXTS } from '../../extensions/lab/portfolio/texts';
import { TIME_ANALYZER_TEXTS } from '../../extensions/lab/time-analyzer/texts';
import { VOLATILITY_TEXTS } from '../../extensions/lab/volatility/texts';
import { SWING_RISK_TEXTS } from '../../extensions/modules/swing-risk/texts';
import { SWING_TRACKER_TEXTS } from '../../extensions/modules/swing-tracker/texts';

const title = (pick: (lang: Lang) => string): LocalizedText => ({ en: pick('en'), de: pick('de') });

/** The heading a module draws at its top, by module name (modules without a title of their own are absent). */
const MODULE_TITLES: Record<string, LocalizedText> = {
  'dca-compare': title((lang) => DCA_TEXTS[lang].title),
  'momentum-tracker': title((lang) => MOMENTUM_TEXTS[lang].title),
  'pattern-scanner': title((lang) => PATTERN_SCANNER_TEXTS[lang].title),
  'time-analyzer': title((lang) => TIME_ANALYZER_TEXTS[lang].title),
  'volatility-estimators': title((lang) => VOLATILITY_TEXTS[lang].title),
  'carry-optimizer': title((lang) => CARRY_OPTIMIZER_TEXTS[lang].title),
  'swing-risk': title((lang) => SWING_RISK_TEXTS[lang].title),
  'swing-tracker': title((lang) => SWING_TRACKER_TEXTS[lang].title),
  'correlation-analyzer': title((lang) => PORTFOLIO_TEXTS[lang].correlation.title),
  'portfolio-optimizer': title((lang) => PORTFOLIO_TEXTS[lang].optimizer.title),
  'risk-parity': title((lang) => PORTFOLIO_TEXTS[lang].riskParity.title),
  'rebalancing': title((lang) => PORTFOLIO_TEXTS[lang].rebalancing.title),
  'pairs-trading': title((lang) => PORTFOLIO_TEXTS[lang].pairs.title),
};

/** A heading as the reader meets it; `item` marks the title of one card or step among its siblings. */
interface Heading {
  text: string;
  item?: true;
}

/** The headings of one block, in the order the page shows them. */
function blockHeadings(block: Block, lang: Lang): Heading[] {
  if (block.type === 'calculator') {
    const heading = block.heading ?? (block.ref ? repoCalculatorSpec(block.ref).title : block.calculator?.title);
    return heading ? [{ text: heading[lang] }] : [];
  }
  if (block.type === 'module') {
    const heading = MODULE_TITLES[block.name];
    return heading ? [{ text: heading[lang] }] : [];
  }
  const headings: Heading[] = [];
  if ('heading' in block && block.heading) headings.push({ text: block.heading[lang] });
  if (block.type === 'prose') headings.push(...markdownHeadings(block.body[lang]).map((heading) => ({ text: heading.text })));
  if (block.type === 'cards' || block.type === 'steps') headings.push(...block.items.map((item) => ({ text: item.title[lang], item: true as const })));
  return headings;
}

/** Lower case, accents and punctuation dropped, a plural 's' or German '-n'/'-en' of each word cut off. */
function words(heading: string): string[] {
  return heading
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 ? word.replace(/(?:es|en|s|n)$/, '') : word));
}

/**
 * True when two headings say the same: equal words, or one is the other plus a short tail ("… on data", "… tool":
 * at most two words, and no more than the shorter has) or a short lead of a name of two words or more
 * ("Calculator: triangular arbitrage"). A one-word heading before a longer name is a category ("Calculators" →
 * "Liquidation calculator"), not a repeat.
 */
function sameHeading(a: string, b: string): boolean {
  const [short, long] = [words(a), words(b)].sort((x, y) => x.length - y.length) as [string[], string[]];
  const extra = long.length - short.length;
  if (short.length === 0 || extra > 2 || extra > short.length) return false;
  const at = (offset: number) => short.every((word, index) => long[offset + index] === word);
  return at(0) || (short.length >= 2 && at(extra));
}

describe('sameHeading', () => {
  it.each([
    ['Positive and negative scenarios', 'Positive and negative scenarios'],
    ['ATR-adaptive grids', 'ATR-adaptive grid'],
    ['DCA against a lump sum on data', 'DCA against a lump sum'],
    ['Triangular arbitrage', 'Calculator: triangular arbitrage'],
    ['Rebalancing', 'Rebalancing tool'],
    ['Positive und negative Szenarien', 'Positive und negative Szenarien'],
  ])('finds "%s" and "%s" alike', (a, b) => expect(sameHeading(a, b)).toBe(true));

  it.each([
    ['Worked example', 'Calculator: Martingale Sizer'],
    ['Risks', 'Risk analyzer: what the last bet of a run puts at stake'],
    ['DCA or a lump sum?', 'DCA against a lump sum'],
    ['Calculators', 'Liquidation calculator'],
    ['Risiken und Fortgeschrittenes', 'Risiken'],
  ])('tells "%s" and "%s" apart', (a, b) => expect(sameHeading(a, b)).toBe(false));
});

describe.each(repoPageSpecs().map(({ file, spec }) => [file, spec] as const))('%s', (file, spec) => {
  it.each(['en', 'de'] as const)('never repeats a heading straight after itself (%s)', (lang) => {
    const headings = spec.blocks.flatMap((block) => blockHeadings(block, lang));
    // Sibling cards may share words ("Target price", "Target price Pro"): they are items of one list, not a repeat.
    const repeats = headings.flatMap((heading, index) => {
      const next = headings[index + 1];
      if (!next || (heading.item && next.item)) return [];
      return sameHeading(heading.text, next.text) ? [`"${heading.text}" → "${next.text}"`] : [];
    });
    expect(repeats, `${file} (${lang})`).toEqual([]);
  });
});
