import { sitePathOf } from '../../i18n/languagePath';

/** One part of a page in a Pagefind result (a heading with an id and the text below it, or the page's top). */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

/** The loaded data of one Pagefind result (one page). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
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
 * A result of the index as a search hit: the link goes to the part of the page under a heading that
 * matches best (its anchor), or to the page when no such part matches.
 */
export function searchHit(data: PagefindResultData): SearchHit {
  const anchored = (data.sub_results ?? []).filter((part) => part.url.includes('#'));
  const best = anchored.reduce<PagefindSubResult | undefined>((top, part) => (top && scoreOf(top) >= scoreOf(part) ? top : part), undefined);
  const pageUrl = best?.url ?? data.url;
  const title = data.meta.title ?? pageUrl;
  return {
    to: sitePathOf(pageUrl),
    title,
    ...(data.meta.section ? { section: data.meta.section } : {}),
    ...(best && best.title !== title ? { heading: best.title } : {}),
    excerpt: best?.excerpt ?? data.excerpt,
  };
}
