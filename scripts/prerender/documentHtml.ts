import type { Lang } from '../../src/engine/localize';
import type { PageHead } from '../../src/engine/pageHead';

/** Text for an HTML attribute value in double quotes, or for element content. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside `<script type="application/ld+json">`: `<` is escaped so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The head elements of a page as HTML. */
export function headHtml(head: PageHead, contentSecurityPolicy: string): string {
  const elements = head.elements.map(({ tag, attributes }) => {
    const attrs = Object.entries(attributes)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    return `<${tag} ${attrs} />`;
  });
  const structured = head.structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return [
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy)}" />`,
    `<title>${escapeHtml(head.title)}</title>`,
    ...elements,
    ...structured,
  ].join('\n    ');
}

/**
 * The built `index.html` with a page filled in: `<html lang>`, the head (title, meta, links and
 * structured data replace the template's title and description) and React's HTML inside `#root`.
 */
export function documentHtml(template: string, lang: Lang, head: string, body: string): string {
  // Replacer functions: a replacement string would give `$&` or `$1` in the page's text a meaning.
  const replaced = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${lang}">`)
    .replace(/\s*<title>[^<]*<\/title>\s*<meta name="description"[^>]*>/, () => `\n    ${head}`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  if (!replaced.includes(`<html lang="${lang}">`) || !replaced.includes(head) || !replaced.includes(body)) {
    throw new Error('dist/index.html does not have the expected <html lang>, <title>, <meta name="description"> and <div id="root"></div>');
  }
  return replaced;
}
