import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Lang } from '../../src/engine/localize';
import { vocabulary } from './vocabulary';

/** One prerendered page for the search index. */
export interface IndexedPage {
  lang: Lang;
  /** The page's URL path in its language ('/de/learn/liquidation-risk'): the result's link. */
  url: string;
  /** The complete document; its `<html lang>` puts it into that language's index (German stemming for German). */
  html: string;
}

/**
 * What the index leaves out of a page's main content: the "On this page" list (the headings again),
 * drawings, and calculators' computed figures, which are default inputs' results, not words to find.
 */
const EXCLUDED = ['nav', 'svg', 'output', '[data-result-summary]'];

/** Pagefind's ready-made interfaces and its playground: the site has its own search dialog. */
const UNUSED_FILES = ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js'];

/** The file of a language's search vocabulary (read by src/ui/search/siteSearch.ts). */
export const vocabularyFile = (lang: Lang) => `vocabulary.${lang}.json`;

/**
 * Writes the site search's static index (Pagefind) into `<distDir>/pagefind/`: one index per language,
 * loaded by the browser in parts as a visitor types, so it works on a plain static host too; beside it
 * each language's vocabulary, which corrects mistyped words.
 */
export async function writeSearchIndex(distDir: string, pages: readonly IndexedPage[]): Promise<{ pages: number }> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED });
  try {
    if (!index) throw new Error(`the search index could not be created: ${errors.join('; ')}`);
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.url, content: page.html });
      if (added.errors.length > 0) throw new Error(`${page.url} could not be indexed: ${added.errors.join('; ')}`);
    }
    const outputPath = join(distDir, 'pagefind');
    await rm(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`the search index could not be written: ${written.errors.join('; ')}`);
    await Promise.all(UNUSED_FILES.map((name) => rm(join(outputPath, name), { force: true })));
    for (const lang of new Set(pages.map((page) => page.lang))) {
      const words = vocabulary(pages.filter((page) => page.lang === lang).map((page) => page.html));
      await writeFile(join(outputPath, vocabularyFile(lang)), JSON.stringify(words));
    }
    return { pages: pages.length };
  } finally {
    await pagefind.close();
  }
}
