import { markdownToPlainText } from '../markdown';
import { isLocalizedText } from './checkLinks';

/** The two languages every content standard is checked in. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Block = Record<string, unknown> & { type: string; id?: string };

/** Blocks whose text is reading matter (calculators, buttons, tables, heroes and modules are not). */
export const READING_BLOCKS = new Set(['prose', 'steps', 'accordion', 'callout', 'cards']);

export function text(node: unknown, language: Language): string {
  return isLocalizedText(node) ? node[language] : '';
}

/** Every reading text of a block in one language (headings, bodies, item titles and texts). */
export function readingTexts(block: Block, language: Language): string[] {
  const items = Array.isArray(block.items) ? (block.items as Record<string, unknown>[]) : [];
  return [block.heading, block.body, ...items.flatMap((item) => [item.title, item.text, item.body])].map((node) => text(node, language));
}

/** Words a reader reads in the page's reading blocks (Markdown as plain text), leaving out `skip`. */
export function wordCount(blocks: readonly Block[], language: Language, skip?: Block): number {
  return blocks
    .filter((block) => READING_BLOCKS.has(block.type) && block !== skip)
    .flatMap((block) => readingTexts(block, language))
    .flatMap((markdown) => markdownToPlainText(markdown).split(/\s+/))
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
