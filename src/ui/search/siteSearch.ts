import { parseVocabulary, queryIndex, type Pagefind, type SearchAnswer, type SearchVocabulary } from './queryIndex';

/** Where the build writes the index, its script and each language's vocabulary (scripts/search/searchIndex.ts). */
const PAGEFIND_PATH = '/pagefind/pagefind.js';
const vocabularyPath = (lang: string) => `/pagefind/vocabulary.${lang}.json`;

let loading: Promise<Pagefind> | undefined;
const vocabularies = new Map<string, Promise<SearchVocabulary | null>>();

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
function loadVocabulary(lang: string): Promise<SearchVocabulary | null> {
  let loaded = vocabularies.get(lang);
  if (!loaded) {
    loaded = fetch(vocabularyPath(lang))
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then(parseVocabulary)
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

/**
 * Searches the pages of the page's language, its mistyped words corrected. Pagefind picks the index of
 * `<html lang>` when it starts; a page never changes language (switching loads the other language's
 * page), so one start serves every search. Rejects when the index cannot be loaded.
 */
export async function searchSite(typed: string): Promise<SearchAnswer> {
  const [pagefind, vocabulary] = await Promise.all([loadPagefind(), loadVocabulary(document.documentElement.lang)]);
  return queryIndex(pagefind, vocabulary, typed);
}
