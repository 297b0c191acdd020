import { correctQuery } from './correctQuery';
import { searchHit, type PagefindResultData, type SearchHit } from './searchHit';

/** The part of Pagefind's search API the site uses (the script the build writes beside the index). */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

/** A language's words, the most frequent first, and the same as a set. */
export interface SearchVocabulary {
  words: readonly string[];
  known: ReadonlySet<string>;
}

/** What a search found: the query as searched (mistyped words corrected), the best hits, best first, and how many pages match in all. */
export interface SearchAnswer {
  query: string;
  hits: SearchHit[];
  total: number;
}

/** Results shown per query: a visitor looks at the first few. */
export const MAX_HITS = 8;

/** The vocabulary file's content (a JSON list of words), or null when it is something else. */
export function parseVocabulary(json: unknown): SearchVocabulary | null {
  if (!Array.isArray(json) || !json.every((word) => typeof word === 'string')) return null;
  const words = json as string[];
  return { words, known: new Set(words) };
}

/**
 * Searches a language's index: mistyped words corrected against the vocabulary (when there is one),
 * the best pages first, each as a hit.
 */
export async function queryIndex(pagefind: Pagefind, vocabulary: SearchVocabulary | null, typed: string): Promise<SearchAnswer> {
  const query = vocabulary ? correctQuery(typed, vocabulary.words, vocabulary.known) : typed.trim();
  const found = await pagefind.search(query);
  const results = found?.results ?? [];
  const hits = (await Promise.all(results.slice(0, MAX_HITS).map((result) => result.data()))).map((data) => searchHit(data, query));
  return { query, hits, total: results.length };
}
