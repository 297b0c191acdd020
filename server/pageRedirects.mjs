// @ts-check
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { URLSearchParams } from 'node:url';

/** The language prefix of German URLs (as in src/i18n/languagePath.ts): '/de/tools' is '/tools' in German. */
const GERMAN_PREFIX = '/de';
const LANGUAGE_CODE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8}){0,3}$/;
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * @typedef {{ status: 301 | 302, location: string, cookie?: string }} PageRedirect
 */

/**
 * 'en' or 'de' for a plain language code ('de-AT' → 'de'), else null (as src/i18n/sanitizeLanguage.ts).
 * @param {string | null} value
 */
function siteLanguage(value) {
  if (!value || !LANGUAGE_CODE.test(value.trim())) return null;
  const primary = value.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary === 'en' || primary === 'de' ? primary : null;
}

/** @param {string} pathname */
function splitLanguage(pathname) {
  if (pathname === GERMAN_PREFIX || pathname.startsWith(`${GERMAN_PREFIX}/`)) return { lang: 'de', sitePath: pathname.slice(GERMAN_PREFIX.length) || '/' };
  return { lang: 'en', sitePath: pathname };
}

/**
 * @param {string} sitePath
 * @param {string} lang
 */
function pathInLanguage(sitePath, lang) {
  if (lang === 'en') return sitePath;
  return sitePath === '/' ? `${GERMAN_PREFIX}/` : `${GERMAN_PREFIX}${sitePath}`;
}

/** @param {URLSearchParams} params */
function searchOf(params) {
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * Redirects of page requests: a `lng` query parameter moves to that language's URL (302, and the
 * choice is kept in the `i18nextLng` cookie as the browser would, so the page does not send the
 * visitor back); an old path listed in the build's `redirects.json` (a page's `redirectFrom`) moves
 * to its page for good (301), in either language. Query parameters are kept.
 * @param {{ distDir: string }} options
 * @returns {(pathname: string, params: URLSearchParams) => Promise<PageRedirect | null>}
 */
export function createPageRedirects({ distDir }) {
  const file = path.join(path.resolve(distDir), 'redirects.json');
  /** @type {{ mtimeMs: number, map: Record<string, string> } | null} */
  let cached = null;

  async function oldPaths() {
    try {
      const stats = await stat(file);
      if (!cached || cached.mtimeMs !== stats.mtimeMs) cached = { mtimeMs: stats.mtimeMs, map: JSON.parse(await readFile(file, 'utf8')) };
      return cached.map;
    } catch {
      return {};
    }
  }

  return async function redirectFor(pathname, params) {
    const { lang, sitePath } = splitLanguage(pathname);
    const target = (await oldPaths())[sitePath.replace(/(.)\/+$/, '$1')];
    const chosen = siteLanguage(params.get('lng'));
    if (!target && !params.has('lng')) return null;
    const rest = new URLSearchParams(params);
    rest.delete('lng');
    const location = `${pathInLanguage(target ?? sitePath, chosen ?? lang)}${searchOf(rest)}`;
    if (chosen) return { status: 302, location, cookie: `i18nextLng=${chosen}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax` };
    return { status: target ? 301 : 302, location };
  };
}
