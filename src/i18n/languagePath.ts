import type { Lang } from '../engine/localize';

/**
 * Each language has its own URLs, so that a plain static host serves German HTML for German pages
 * and search engines index both: English at the root (`/tools/liquidation`), German under `/de`
 * (`/de/tools/liquidation`). The router of a language runs with that prefix as its basename, so every
 * internal link stays in the visitor's language without the links knowing about it.
 */
const GERMAN_PREFIX = '/de';

/** The router basename of a language: '/' or '/de'. */
export function basenameOf(lang: Lang): string {
  return lang === 'de' ? GERMAN_PREFIX : '/';
}

/** The language a URL path is in: '/de' and '/de/…' are German, every other path English. */
export function languageOfPath(pathname: string): Lang {
  return pathname === GERMAN_PREFIX || pathname.startsWith(`${GERMAN_PREFIX}/`) ? 'de' : 'en';
}

/** The site path of a URL path without its language prefix: '/de/tools' → '/tools', '/de' → '/'. */
export function sitePathOf(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(GERMAN_PREFIX.length) || '/';
}

/** The URL path of a site path in a language: ('/tools', 'de') → '/de/tools', ('/', 'de') → '/de/'. */
export function pathInLanguage(sitePath: string, lang: Lang): string {
  if (lang === 'en') return sitePath;
  return sitePath === '/' ? `${GERMAN_PREFIX}/` : `${GERMAN_PREFIX}${sitePath}`;
}
