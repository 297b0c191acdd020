import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../markdown';
import { MIN_SECTIONS_FOR_CONTENTS, pageContents } from '../pageSections';
import type { Block as SpecBlock } from '../specTypes.generated';
import { isLocalizedText } from './checkLinks';
import { loadSpecs } from './loadSpecs';
import { pageAnchors } from './pageAnchors';
import { LANGUAGES, readingTexts, text, wordCount as readingWords, type Block, type Language } from './pageReading.testHelper';

/**
 * Content standard of every learn guide: each page spec with kind `learn`, except the
 * /learn overview, must be live, have at least six sections with the same heading structure in English and
 * German, an "On this page" list whose entries reach anchors of the page, a calculator or a worked example,
 * about 900 words per language, next-step buttons and the NFA notice. Each check is its own test named
 * after the guide, so a failure says which guide misses which point.
 */

interface Guide {
  file: string;
  id: string;
  path: string;
  status?: string;
  blocks: Block[];
}

const MIN_SECTIONS = 6;
const MIN_WORDS = 900;
/** Blocks that render their `heading` as a section heading (h2). Calculators are widgets, not sections. */
const SECTION_BLOCKS = new Set(['prose', 'steps', 'accordion', 'cards', 'table']);
const WORKED_EXAMPLE = /worked example|rechenbeispiel/i;

const projectRoot = resolve(import.meta.dirname, '../../..');

function loadGuides(): Guide[] {
  return loadSpecs(projectRoot)
    .files.filter((file) => file.kind === 'page')
    .flatMap((file) => {
      const data = file.data as Partial<Guide> & { kind?: string };
      if (!data || data.kind !== 'learn' || data.path === '/learn') return [];
      return [{ file: file.file, id: String(data.id), path: String(data.path), status: data.status, blocks: data.blocks ?? [] }];
    });
}

/** Heading levels a reader sees, in order: block headings (h2) and Markdown headings (h2/h3) of every reading block. */
function headingLevels(guide: Guide, language: Language): number[] {
  return guide.blocks.flatMap((block) => {
    const levels: number[] = [];
    if (SECTION_BLOCKS.has(block.type) && isLocalizedText(block.heading)) levels.push(2);
    if (block.type === 'prose') {
      for (const node of parseMarkdown(text(block.body, language))) if (node.type === 'heading') levels.push(node.level);
    }
    return levels;
  });
}

function wordCount(guide: Guide, language: Language): number {
  return readingWords(guide.blocks, language);
}

function allText(guide: Guide, language: Language): string {
  return guide.blocks.flatMap((block) => readingTexts(block, language)).join('\n');
}

const guides = loadGuides();

describe('learn guides', () => {
  it('finds the guides of the Learn section', () => {
    expect(guides.map((guide) => guide.path)).toEqual(expect.arrayContaining(['/learn/liquidation-risk', '/learn/pnl-roi-basics', '/learn/risk-management']));
  });

  it('counts sections and words the way a reader sees them', () => {
    const both = (en: string, de: string) => ({ en, de });
    const guide: Guide = {
      file: 'specs/learn/sample.yaml',
      id: 'sample',
      path: '/learn/sample',
      blocks: [
        { type: 'prose', id: 'a', heading: both('Alpha section', 'Abschnitt Alpha'), body: both('One **two** three.\n\n### Sub {#c-sub}\n\nFour five.', 'Eins zwei drei.\n\n### Unter {#c-sub}\n\nVier fünf sechs.') },
        { type: 'calculator', id: 'calc', heading: both('Widget words do not count', 'Rechnerwörter zählen nicht'), ref: 'x' },
        { type: 'steps', id: 'b', heading: both('Steps', 'Schritte'), items: [{ title: both('Step one', 'Schritt eins'), text: both('Do it.', 'Mach es.') }] },
      ],
    };
    expect(headingLevels(guide, 'en')).toEqual([2, 3, 2]);
    expect(wordCount(guide, 'en')).toBe(13);
    expect(wordCount(guide, 'de')).toBe(14);
  });
});

describe.each(guides.map((guide) => [`${guide.path} (${guide.file})`, guide] as const))('learn guide %s', (name, guide) => {
  it('is live, not "coming soon"', () => {
    expect(guide.status, `${name}: remove "status: soon" once the guide is written`).not.toBe('soon');
  });

  const en = headingLevels(guide, 'en');
  const de = headingLevels(guide, 'de');
  const sections = (levels: number[]) => levels.filter((level) => level === 2).length;
  it(`has at least ${MIN_SECTIONS} sections in each language (en ${sections(en)}, de ${sections(de)})`, () => {
    for (const [language, levels] of [['en', en], ['de', de]] as const) {
      expect(sections(levels), `${name}: ${language} has ${sections(levels)} section headings, needs ${MIN_SECTIONS}`).toBeGreaterThanOrEqual(MIN_SECTIONS);
    }
  });

  it('has the same sections and sub-headings in English and German', () => {
    expect(de, `${name}: heading levels differ between EN [${en.join(',')}] and DE [${de.join(',')}]`).toEqual(en);
  });

  it(`lists at least ${MIN_SECTIONS_FOR_CONTENTS} sections on this page, each at an anchor of the page`, () => {
    const contents = pageContents(guide.blocks as unknown as SpecBlock[]);
    expect(contents.length, `${name}: too few sections with an anchor for the "On this page" list`).toBeGreaterThanOrEqual(MIN_SECTIONS_FOR_CONTENTS);
    const { anchors } = pageAnchors(guide as unknown as Record<string, unknown>);
    const missing = contents.filter((section) => !anchors.blockIds.has(section.id) && !LANGUAGES.every((language) => anchors.headingIds[language].has(section.id)));
    expect(missing, `${name}: "On this page" entries without their anchor`).toEqual([]);
  });

  it('has a calculator or a worked example', () => {
    const calculator = guide.blocks.some((block) => block.type === 'calculator');
    const worked = LANGUAGES.every((language) => WORKED_EXAMPLE.test(allText(guide, language)));
    expect(calculator || worked, `${name}: embed a calculator block or write a section headed "Worked example" / "Rechenbeispiel"`).toBe(true);
  });

  const words = { en: wordCount(guide, 'en'), de: wordCount(guide, 'de') };
  it(`has at least ${MIN_WORDS} words per language without calculators (en ${words.en}, de ${words.de})`, () => {
    for (const language of LANGUAGES) {
      expect(words[language], `${name}: ${language} text has ${words[language]} words, needs ${MIN_WORDS}`).toBeGreaterThanOrEqual(MIN_WORDS);
    }
  });

  it('has buttons to the next step', () => {
    const buttons = guide.blocks.find((block) => block.type === 'buttons');
    expect(buttons, `${name}: no buttons block (next steps)`).toBeDefined();
    expect((buttons?.items as unknown[] | undefined)?.length ?? 0, `${name}: the buttons block is empty`).toBeGreaterThan(0);
  });

  it('ends with the not-financial-advice notice', () => {
    const nfa = guide.blocks.filter((block) => block.type === 'callout' && block.variant === 'nfa');
    expect(nfa.length, `${name}: no NFA callout (- type: callout, id: nfa, variant: nfa)`).toBe(1);
    expect(guide.blocks.at(-1), `${name}: the NFA callout must be the last block`).toBe(nfa[0]);
  });
});
