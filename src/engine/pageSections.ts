import { markdownHeadings } from './markdown';
import type { Block, LocalizedText } from './specTypes.generated';

/** One entry of a page's "On this page" list: the anchor of a section and its heading. */
export interface PageSection {
  id: string;
  heading: LocalizedText;
}

/** A page lists its sections from this many on; a shorter page is read without a contents list. */
export const MIN_SECTIONS_FOR_CONTENTS = 4;

/**
 * Block types whose heading opens a section of reading. Callouts are notes beside the text, calculators and
 * modules are tools inside the section that introduces them, so none of them is a section of its own.
 */
const SECTION_TYPES: ReadonlySet<Block['type']> = new Set(['prose', 'cards', 'steps', 'table', 'accordion', 'carousel']);

/**
 * The level-2 Markdown headings of a prose text that carry the same anchor in both languages (`## Funding {#funding}`):
 * a guide written as one heading per prose block without a block heading has its sections there.
 */
function proseSections(body: LocalizedText): PageSection[] {
  const german = new Map(markdownHeadings(body.de).filter((heading) => heading.level === 2).map((heading) => [heading.id, heading.text]));
  return markdownHeadings(body.en).flatMap((heading) => {
    const de = german.get(heading.id);
    return heading.level === 2 && de !== undefined ? [{ id: heading.id, heading: { en: heading.text, de } }] : [];
  });
}

/**
 * The sections of a page in reading order: every block of a section type with an anchor (`id`) and a heading,
 * and the level-2 headings with a shared anchor inside prose texts.
 */
export function pageSections(blocks: readonly Block[]): PageSection[] {
  return blocks.flatMap((block) => {
    if (!SECTION_TYPES.has(block.type)) return [];
    const sections: PageSection[] = [];
    if (block.id && 'heading' in block && block.heading) sections.push({ id: block.id, heading: block.heading });
    if (block.type === 'prose') sections.push(...proseSections(block.body));
    return sections;
  });
}

/** What a page's "On this page" list shows: every section of a long page, nothing on a short one. */
export function pageContents(blocks: readonly Block[]): PageSection[] {
  const sections = pageSections(blocks);
  return sections.length >= MIN_SECTIONS_FOR_CONTENTS ? sections : [];
}
