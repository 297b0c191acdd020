import { sitePathOf } from '../../i18n/languagePath';

/** One part of a page in a Pagefind result (a heading with an id and the text below it, or the page's top). */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

/** An element of the page with an id, where it starts (a word position) and its own text. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

/** The loaded data of one Pagefind result (one page). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
  anchors?: PagefindAnchor[];
}

/** One search result as the site shows it: a page, its section, the part that matches best and an excerpt. */
export interface SearchHit {
  /** The site path to open (language prefix removed, the router adds it), with the heading's anchor where there is one. */
  to: string;
  title: string;
  section?: string;
  /** The heading of the matching part; absent when the match is at the page's top. */
  heading?: string;
  /** HTML-escaped text with the matches in `<mark>` (see excerptParts). */
  excerpt: string;
}

const scoreOf = (part: PagefindSubResult) => (part.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);

/**
 * Elements that name one entry of a page under a heading: a glossary term (`dt`) or an FAQ question (its
 * `summary`, which the index holds under the question's id: scripts/search/prepareForIndex.ts; the page opens
 * the question its link names). Headings are not allowed inside either, and Pagefind cuts a page into parts
 * at its headings only: without looking for entries a glossary hit would land on its letter and an FAQ hit on
 * its topic.
 */
const ENTRY_ELEMENTS = new Set(['dt', 'summary']);
const HEADING = /^h[1-6]$/;

/** Lower case without accents, split into words: 'Änderungsrate (ROC)' → ['anderungsrate', 'roc']. */
function wordsOf(text: string): string[] {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Where a part starts and where the next heading ends it (word positions). */
function rangeOf(part: PagefindSubResult, anchors: readonly PagefindAnchor[]): { start: number; end: number } {
  const partId = part.url.split('#')[1];
  const start = anchors.find((anchor) => anchor.id === partId)?.location ?? -1;
  const end = Math.min(...anchors.filter((anchor) => HEADING.test(anchor.element) && anchor.location > start).map((anchor) => anchor.location), Infinity);
  return { start, end };
}

/** The first entry of the page whose name holds every word of the query, each as the start of one of its words. */
function namedEntry(anchors: readonly PagefindAnchor[], query: string): PagefindAnchor | undefined {
  const queryWords = wordsOf(query);
  if (queryWords.length === 0) return undefined;
  return anchors.find((anchor) => ENTRY_ELEMENTS.has(anchor.element) && queryWords.every((word) => wordsOf(anchor.text).some((nameWord) => nameWord.startsWith(word))));
}

/** The entry of a part that holds its strongest match, unless a heading comes between them. */
function strongestEntry(part: PagefindSubResult, anchors: readonly PagefindAnchor[]): PagefindAnchor | undefined {
  const { start, end } = rangeOf(part, anchors);
  const strongest = (part.weighted_locations ?? []).reduce<{ balanced_score: number; location: number } | undefined>(
    (top, each) => (top && top.balanced_score >= each.balanced_score ? top : each),
    undefined,
  );
  if (!strongest || strongest.location >= end) return undefined;
  return anchors.filter((anchor) => ENTRY_ELEMENTS.has(anchor.element) && anchor.location >= start && anchor.location <= strongest.location).at(-1);
}

/**
 * A result of the index as a search hit: the link goes to the part of the page under a heading that
 * matches best (its anchor) — to the glossary term or FAQ question inside it that the query names or
 * that holds the strongest match, where there is one — or to the page when no such part matches.
 */
export function searchHit(data: PagefindResultData, query = ''): SearchHit {
  const anchors = data.anchors ?? [];
  const anchored = (data.sub_results ?? []).filter((part) => part.url.includes('#'));
  // An entry the query names (the glossary's "Mark price" for "mark price") is what the visitor looks for, even
  // when another part mentions the words more often; its own part gives the excerpt.
  const named = namedEntry(anchors, query);
  const namedPart = named && anchored.find((part) => {
    const { start, end } = rangeOf(part, anchors);
    return named.location >= start && named.location < end;
  });
  const best = namedPart ?? anchored.reduce<PagefindSubResult | undefined>((top, part) => (top && scoreOf(top) >= scoreOf(part) ? top : part), undefined);
  const entry = namedPart ? named : best && strongestEntry(best, anchors);
  const pageUrl = entry ? `${data.url.split('#')[0]}#${entry.id}` : (best?.url ?? data.url);
  const title = data.meta.title ?? pageUrl;
  // An entry without text of its own is named by its part's heading.
  const heading = entry?.text || best?.title;
  return {
    to: sitePathOf(pageUrl),
    title,
    ...(data.meta.section ? { section: data.meta.section } : {}),
    ...(heading && heading !== title ? { heading } : {}),
    excerpt: best?.excerpt ?? data.excerpt,
  };
}
