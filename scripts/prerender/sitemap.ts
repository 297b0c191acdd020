import { LANGUAGES } from '../../src/engine/localize';
import { pathInLanguage } from '../../src/i18n/languagePath';
import { escapeHtml } from './documentHtml';

/** sitemap.xml: every page in every language, each entry with its language alternates (and x-default, English). */
export function sitemapXml(siteUrl: string, sitePaths: readonly string[]): string {
  const url = (path: string) => escapeHtml(`${siteUrl}${path}`);
  const entries = sitePaths.flatMap((sitePath) =>
    LANGUAGES.map((lang) => {
      const alternates = [
        ...LANGUAGES.map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${url(pathInLanguage(sitePath, alternate))}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(pathInLanguage(sitePath, 'en'))}"/>`,
      ];
      return `  <url>\n    <loc>${url(pathInLanguage(sitePath, lang))}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
