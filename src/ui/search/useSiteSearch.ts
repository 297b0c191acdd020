import { useEffect, useState } from 'react';
import type { SearchHit } from './searchHit';
import type { SearchAnswer } from './queryIndex';
import { searchSite } from './siteSearch';

/** What the search shows for the query typed so far. */
export type SearchState =
  | { status: 'idle'; hits: readonly SearchHit[] }
  | { status: 'loading'; query: string; hits: readonly SearchHit[] }
  /** `query` is the query as searched, its mistyped words corrected; `total` the pages that match, of which `hits` are the best. */
  | { status: 'done'; query: string; hits: readonly SearchHit[]; total: number }
  | { status: 'error'; query: string; hits: readonly SearchHit[] };

const IDLE: SearchState = { status: 'idle', hits: [] };
/** Typing pauses shorter than this run no search (each one would load parts of the index). */
export const SEARCH_DELAY_MS = 150;

/**
 * Searches the site as the visitor types: a query runs once typing pauses, and an answer that arrives
 * after a newer query was typed is dropped. While a search runs, the previous hits stay on screen.
 */
export function useSiteSearch(query: string, search: (query: string) => Promise<SearchAnswer> = searchSite): SearchState {
  const wanted = query.trim();
  const [state, setState] = useState<SearchState>(IDLE);
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      setState((previous) => ({ status: 'loading', query: wanted, hits: previous.hits }));
      search(wanted).then(
        (answer) => {
          if (current) setState({ status: 'done', query: answer.query, hits: answer.hits, total: answer.total });
        },
        () => {
          if (current) setState({ status: 'error', query: wanted, hits: [] });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted, search]);
  return wanted ? state : IDLE;
}
