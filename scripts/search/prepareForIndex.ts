import { escapeHtml } from '../prerender/documentHtml';

/** The opening of every page's main content as the page renderer writes it. */
const MAIN_OPENING = '<main id="main"';
/**
 * An id React made up (`useId`) for a heading: it names no place a link should keep, and a later build
 * may number it differently, so such a heading gives no anchor to a search result of its own…
 */
const GENERATED_HEADING_ID = /(<h[1-6]\b[^>]*?)\s+id="_R_[A-Za-z0-9_]*_"/g;
/**
 * …unless it is the first heading of a block with an anchor (a calculator's title): then a result for
 * that part links to the block (`#funding-rate-widget`), which the page has under that id.
 */
const BLOCK_HEADING = /(<div class="block [^"]*" id="([^"]+)"[^>]*>(?:<!--\$-->)?(?:<(?:section|div)\b[^>]*>){0,2}<h[1-6]\b[^>]*?)\s+id="_R_[A-Za-z0-9_]*_"/g;

/**
 * An FAQ question's id moves from its `<details>` to its `<summary>`: the index names an anchor by the
 * element's own text, and a `<details>` has none (the question is in the summary). The link `#id` is the
 * same, and the page served opens the question it names.
 */
const FAQ_QUESTION = /<details\b([^>]*?)\s+id="([^"]+)"([^>]*\bdata-faq=""[^>]*)><summary\b/g;

/**
 * A prerendered page as the search index reads it: only `<main>` is indexed (not the header, menus,
 * footer or banner), with the page's section as metadata; headings and FAQ questions keep the ids a link
 * can land on. The page served to visitors stays as it is.
 */
export function prepareForIndex(html: string, section: string | undefined): string {
  if (!html.includes(MAIN_OPENING)) throw new Error(`a prerendered page lacks ${MAIN_OPENING}>`);
  // Pagefind reads `name:value` pairs separated by commas.
  if (section?.includes(',')) throw new Error(`the section name "${section}" contains a comma`);
  const attributes = section ? ` data-pagefind-body data-pagefind-meta="section:${escapeHtml(section)}"` : ' data-pagefind-body';
  return html
    .replace(MAIN_OPENING, () => `<main${attributes} id="main"`)
    .replace(BLOCK_HEADING, (_whole, opening: string, blockId: string) => `${opening} id="${blockId}"`)
    .replace(GENERATED_HEADING_ID, '$1')
    .replace(FAQ_QUESTION, '<details$1$3><summary id="$2"');
}
