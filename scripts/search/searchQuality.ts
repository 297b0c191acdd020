/**
 * How well the built site search answers the realistic queries of tests/fixtures/search/queries.json:
 * for each language, the share of queries whose expected page is among the first three results, as a
 * visitor sees them (mistyped words corrected, one result per page). It reads the index that
 * `npm run build` wrote into dist/pagefind/ with Pagefind's own search script, in Node.
 *
 *   npx tsx scripts/search/searchQuality.ts [--dist dist] [--json]
 *
 * Prints the misses and the figure per language (`--json`: the same as JSON, read by
 * tests/e2e/search.spec.ts). Exits with 1 when a language is below 90 %.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { isLang, LANGUAGES, type Lang } from '../../src/engine/localize';
import { parseVocabulary, queryIndex, type Pagefind } from '../../src/ui/search/queryIndex';

/** The share of queries whose page must be among the first three results. */
export const REQUIRED_SHARE = 0.9;
const TOP = 3;

export interface LanguageQuality {
  lang: Lang;
  found: number;
  total: number;
  misses: { q: string; page: string; searched: string; top: string[] }[];
}

const projectRoot = resolve(import.meta.dirname, '../..');
const scriptPath = resolve(import.meta.dirname, 'searchQuality.ts');

/**
 * Pagefind's script is written for the browser: it reads `<html lang>` for the index to search and
 * fetches its files. Here the language is the one measured and the files come from disk.
 */
function browserStandIns(pagefindDir: string, lang: Lang): void {
  const html = { getAttribute: (name: string) => (name === 'lang' ? lang : null) };
  Object.assign(globalThis, { document: { currentScript: null, querySelector: (selector: string) => (selector === 'html' ? html : null) } });
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (url.protocol !== 'file:' || !url.pathname.startsWith(pagefindDir)) throw new Error(`unexpected fetch of ${url.href}`);
    return new Response(await readFile(url.pathname));
  }) as typeof fetch;
}

/**
 * Measures one language. Pagefind loads one language's WebAssembly per process (as per page in the
 * browser), so each language is measured in a process of its own.
 */
async function measureLanguage(distDir: string, lang: Lang): Promise<LanguageQuality> {
  const pagefindDir = resolve(distDir, 'pagefind');
  const queries = (JSON.parse(await readFile(resolve(projectRoot, 'tests/fixtures/search/queries.json'), 'utf8')) as Record<Lang, { q: string; page: string }[]>)[lang];
  browserStandIns(pagefindDir, lang);
  const pagefind = (await import(pathToFileURL(resolve(pagefindDir, 'pagefind.js')).href)) as Pagefind;
  // Results link to site paths ('/de/learn/…'), not to the files' location on disk.
  await pagefind.options({ basePath: `${pathToFileURL(pagefindDir).href}/`, baseUrl: '/' });
  const vocabulary = parseVocabulary(JSON.parse(await readFile(resolve(pagefindDir, `vocabulary.${lang}.json`), 'utf8')));
  const misses: LanguageQuality['misses'] = [];
  for (const { q, page } of queries) {
    const answer = await queryIndex(pagefind, vocabulary, q);
    const top = answer.hits.slice(0, TOP).map((hit) => hit.to.replace(/#.*$/, ''));
    if (!top.includes(page)) misses.push({ q, page, searched: answer.query, top });
  }
  return { lang, found: queries.length - misses.length, total: queries.length, misses };
}

/** Every language, each measured by this script in a child process (side by side). */
function measureAll(distDir: string): Promise<LanguageQuality[]> {
  return Promise.all(
    LANGUAGES.map(async (lang) => {
      // A language below the required share exits with 1 but still prints its figures.
      const { stdout } = await promisify(execFile)(process.execPath, [...process.execArgv, scriptPath, '--dist', distDir, '--lang', lang, '--json'], { encoding: 'utf8' }).catch((error: { stdout?: string; stderr?: string }) => {
        if (!error.stdout) throw new Error(`measuring ${lang} failed: ${error.stderr ?? String(error)}`);
        return { stdout: error.stdout };
      });
      return (JSON.parse(stdout) as LanguageQuality[])[0] as LanguageQuality;
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, lang: { type: 'string' }, json: { type: 'boolean', default: false } } });
  const distDir = resolve(projectRoot, values.dist);
  const quality = values.lang && isLang(values.lang) ? [await measureLanguage(distDir, values.lang)] : await measureAll(distDir);
  if (values.json) {
    console.log(JSON.stringify(quality));
  } else {
    for (const { lang, found, total, misses } of quality) {
      for (const miss of misses) console.log(`${lang} miss: "${miss.q}" (searched "${miss.searched}") expects ${miss.page}; first results: ${miss.top.join(', ') || 'none'}`);
      console.log(`${lang}: ${found} of ${total} queries find the expected page among the first ${TOP} results (${((found / total) * 100).toFixed(1)} %)`);
    }
  }
  process.exitCode = quality.every(({ found, total }) => found / total >= REQUIRED_SHARE) ? 0 : 1;
}
