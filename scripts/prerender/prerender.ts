/**
 * The prerender step of `npm run build` (after the client and server bundles are built): renders
 * every route of the route manifest in English and German with React's static renderer and writes
 * complete HTML documents into dist/ — `dist/<path>/index.html` and `dist/de/<path>/index.html`,
 * the not-found page as `dist/404.html` and `dist/de/404.html`, a small page per old path
 * (`redirectFrom`) for static hosts, `redirects.json` for the server's 301s, `sitemap.xml` and
 * `robots.txt`, and the site search's index of every page's main content (`dist/pagefind/`). SITE_URL
 * (the public origin) goes into canonical URLs and the sitemap.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Resource } from 'i18next';
import { LANGUAGES } from '../../src/engine/localize';
import { pageHead } from '../../src/engine/pageHead';
import type { LoadedPage, RouteEntry } from '../../src/engine/routeTypes';
import { pathInLanguage } from '../../src/i18n/languagePath';
import { NAMESPACES } from '../../src/i18n/setup';
import { metaContentSecurityPolicy } from '../../server/securityHeaders.mjs';
import { pageSection } from '../search/pageSection';
import { prepareForIndex } from '../search/prepareForIndex';
import { writeSearchIndex, type IndexedPage } from '../search/searchIndex';
import { documentHtml, escapeHtml, headHtml } from './documentHtml';
import { sitemapXml } from './sitemap';

type EntryServer = typeof import('../../src/entry-server');

const projectRoot = resolve(import.meta.dirname, '../..');
const distDir = resolve(projectRoot, process.argv[2] ?? 'dist');
const ssrEntry = resolve(projectRoot, process.argv[3] ?? 'node_modules/.futureslab-ssr/entry-server.js');
/** The documented default is a reserved example domain, so a forgotten SITE_URL is obvious. */
export const DEFAULT_SITE_URL = 'https://futureslab.example';
const siteUrl = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
const IMAGE_PATH = '/og-image.png';
/** A path no page has: it renders the not-found page. */
const NOT_FOUND_PATH = '/__not-found__';

function loadResources(): Resource {
  const resources: Resource = {};
  for (const lang of LANGUAGES) {
    resources[lang] = Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(projectRoot, 'public/locales', lang, `${ns}.json`), 'utf8')) as object]));
  }
  return resources;
}

/** The file a URL path is served from: '/' → index.html, '/de/tools' → de/tools/index.html. */
function fileOf(urlPath: string): string {
  return join(distDir, urlPath.replace(/^\/+|\/+$/g, ''), 'index.html');
}

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Home, then each ancestor that is a page ('/learn'; for '/strategies/x' the overview at '/strategies/overview'), then the page. */
function breadcrumbTrail(entry: RouteEntry, byPath: ReadonlyMap<string, RouteEntry>): RouteEntry[] {
  const trail: RouteEntry[] = [];
  const home = byPath.get('/');
  if (home && entry.path !== '/') trail.push(home);
  const segments = entry.path.split('/').filter(Boolean);
  for (let length = 1; length < segments.length; length++) {
    const prefix = `/${segments.slice(0, length).join('/')}`;
    const ancestor = byPath.get(prefix) ?? byPath.get(`${prefix}/overview`);
    if (ancestor && ancestor !== entry) trail.push(ancestor);
  }
  trail.push(entry);
  return trail;
}

async function main(): Promise<void> {
  const started = performance.now();
  const server = (await import(pathToFileURL(ssrEntry).href)) as EntryServer;
  const { routes, redirects, site } = server;
  const resources = loadResources();
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const csp = metaContentSecurityPolicy({ apiOrigin: apiOriginOf(process.env.VITE_API_BASE) });
  const byPath = new Map(routes.map((entry) => [entry.path, entry]));
  if (!process.env.SITE_URL) console.warn(`[prerender] SITE_URL is not set: canonical URLs and the sitemap use ${DEFAULT_SITE_URL}`);

  const pages = new Map<string, LoadedPage>();
  for (const entry of routes) pages.set(entry.id, (await entry.load()).default);

  let files = 0;
  const searchable: IndexedPage[] = [];
  for (const lang of LANGUAGES) {
    for (const entry of routes) {
      const page = pages.get(entry.id) as LoadedPage;
      const result = await server.renderPage(entry.path, lang, resources);
      if (result.kind !== 'page' || result.status !== 200) throw new Error(`${entry.path} (${lang}) rendered ${result.kind} ${result.status}`);
      const head = pageHead({
        siteName: site.name,
        siteUrl,
        lang,
        title: page.title[lang],
        description: page.description[lang],
        paths: { en: pathInLanguage(entry.path, 'en'), de: pathInLanguage(entry.path, 'de') },
        breadcrumbs: breadcrumbTrail(entry, byPath).map((crumb) => ({ name: crumb.path === '/' ? site.name : crumb.title[lang], path: pathInLanguage(crumb.path, lang) })),
        ...(page.kind === 'learn' && page.published && page.updated ? { article: { published: page.published, updated: page.updated } } : {}),
        ...(page.blocks.some((block) => block.type === 'glossary') ? { definedTerms: await server.glossaryTerms(lang) } : {}),
        ...(page.blocks.some((block) => block.type === 'faq') ? { faq: (await server.faqGroups(lang)).flatMap((group) => group.questions) } : {}),
        imagePath: IMAGE_PATH,
        indexable: true,
      });
      const html = documentHtml(template, lang, headHtml(head, csp), result.html);
      write(fileOf(pathInLanguage(entry.path, lang)), html);
      files++;
      // The search page would only find itself.
      if (!page.blocks.some((block) => block.type === 'search')) {
        searchable.push({ lang, url: pathInLanguage(entry.path, lang), html: prepareForIndex(html, pageSection(site, entry, lang)) });
      }
    }
    const notFound = await server.renderPage(NOT_FOUND_PATH, lang, resources);
    if (notFound.kind !== 'page' || notFound.status !== 404) throw new Error(`the not-found page rendered ${notFound.kind} ${notFound.status}`);
    const title = (resources[lang]?.common as { notFound: { title: string; text: string } }).notFound;
    const head = pageHead({
      siteName: site.name,
      siteUrl,
      lang,
      title: title.title,
      description: title.text,
      paths: { en: '/404.html', de: '/de/404.html' },
      breadcrumbs: [],
      imagePath: IMAGE_PATH,
      indexable: false,
    });
    write(join(distDir, lang === 'de' ? 'de/404.html' : '404.html'), documentHtml(template, lang, headHtml(head, csp), notFound.html));
    files++;
  }

  // Old paths: the server answers 301 from redirects.json; a static host shows this page, which moves on without script.
  for (const [from, to] of Object.entries(redirects)) {
    for (const lang of LANGUAGES) {
      const target = pathInLanguage(to, lang);
      write(
        fileOf(pathInLanguage(from, lang)),
        `<!doctype html>\n<html lang="${lang}">\n<head>\n<meta charset="utf-8" />\n<meta name="robots" content="noindex" />\n<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}" />\n<link rel="canonical" href="${escapeHtml(siteUrl + target)}" />\n<title>${escapeHtml(site.name)}</title>\n</head>\n<body><a href="${escapeHtml(target)}">${escapeHtml(siteUrl + target)}</a></body>\n</html>\n`,
      );
    }
  }
  write(join(distDir, 'redirects.json'), `${JSON.stringify(redirects, null, 2)}\n`);
  write(join(distDir, 'sitemap.xml'), sitemapXml(siteUrl, routes.map((entry) => entry.path)));
  write(join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

  const indexStarted = performance.now();
  const search = await writeSearchIndex(distDir, searchable);
  const indexSeconds = (performance.now() - indexStarted) / 1000;

  const seconds = (performance.now() - started) / 1000;
  console.log(`[prerender] ${files} pages in ${LANGUAGES.length} languages in ${seconds.toFixed(1)} s (${((seconds * 1000) / files).toFixed(0)} ms per page), sitemap for ${siteUrl}, search index of ${search.pages} pages in ${indexSeconds.toFixed(1)} s`);
}

/** The origin of VITE_API_BASE (the newsletter API when it runs elsewhere), for the CSP's connect-src. */
function apiOriginOf(base: string | undefined): string | null {
  if (!base) return null;
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
}

await main();
