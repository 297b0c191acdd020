import { correctQuery } from './correctQuery';
import { searchHit, type PagefindResultData, type SearchHit } from './searchHit';

/** The part of Pagefind's browser API the site uses. */
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
  destroy(): Promise<void>;
}

/** Where the build writes the index, its script and each language's vocabulary (scripts/search/searchIndex.ts). */
const PAGEFIND_PATH = '/pagefind/pagefind.js';
const vocabularyPath = (lang: string) => `/pagefind/vocabulary.${lang}.json`;
/** Results shown per query: a visitor looks at the first few. */
export const MAX_HITS = 8;

let loading: Promise<Pagefind> | undefined;
const vocabularies = new Map<string, Promise<{ words: string[]; known: Set<string> } | null>>();
/** The language whose index the loaded Pagefind searches (it reads `<html lang>` when it starts). */
let indexLang: string | undefined;

function loadPagefind(): Promise<Pagefind> {
  // The address is built at run time, so the bundler leaves the import alone: the script exists only in
  // the built site, next to the index it reads, and loads only when a visitor searches.
  loading ??= import(/* @vite-ignore */ new URL(PAGEFIND_PATH, window.location.origin).href).then(
    (module: Pagefind) => module,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A language's vocabulary, or null when it cannot be loaded (the query is then searched as typed). */
function loadVocabulary(lang: string) {
  let loaded = vocabularies.get(lang);
  if (!loaded) {
    loaded = fetch(vocabularyPath(lang))
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((words) => (Array.isArray(words) && words.every((word) => typeof word === 'string') ? { words, known: new Set(words) } : null))
      .catch(() => null);
    vocabularies.set(lang, loaded);
  }
  return loaded;
}

/** Starts loading the search's script as soon as the search opens, so the first query waits less. */
export function preloadSearch(): void {
  loadPagefind().catch(() => undefined);
  void loadVocabulary(document.documentElement.lang);
}

/** What a search found: the query as searched (mistyped words corrected) and the best hits, best first. */
export interface SearchAnswer {
  query: string;
  hits: SearchHit[];
}

/**
 * Searches the pages of the current language (`<html lang>`), its mistyped words corrected.
 * Rejects when the index cannot be loaded.
 */
export async function searchSite(typed: string): Promise<SearchAnswer> {
  const lang = document.documentElement.lang;
  const [pagefind, vocabulary] = await Promise.all([loadPagefind(), loadVocabulary(lang)]);
  const query = vocabulary ? correctQuery(typed, vocabulary.words, vocabulary.known) : typed.trim();
  // After a switch of language the next search starts Pagefind again on the other language's index.
  if (indexLang !== undefined && indexLang !== lang) await pagefind.destroy();
  indexLang = lang;
  const found = await pagefind.search(query);
  const results = found?.results.slice(0, MAX_HITS) ?? [];
  return { query, hits: (await Promise.all(results.map((result) => result.data()))).map(searchHit) };
}
