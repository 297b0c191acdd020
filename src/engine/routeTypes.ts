import type { PageSection } from './pageSections';
import type { CalculatorSpec, LocalizedText, PageSpec, StrategyEntry } from './specTypes.generated';

/** One entry of the route manifest: small, in the main bundle; the page itself loads lazily. */
export interface RouteEntry {
  id: string;
  path: string;
  kind: PageSpec['kind'];
  status: 'live' | 'soon';
  title: LocalizedText;
  load: () => Promise<{ default: LoadedPage }>;
}

/**
 * A page spec as the browser receives it: the title filled in (a strategy page may take its catalogue label),
 * calculator `ref`s resolved into `calculator`, and the sections its "On this page" list shows (none on a short page).
 */
export type LoadedPage = Omit<PageSpec, 'title'> & { title: LocalizedText; contents?: PageSection[] };

export type { CalculatorSpec };

/** One strategy of the catalogue on /strategies/overview (generated from the strategy pages' `catalogue`). */
export interface StrategyCatalogueItem {
  path: string;
  status: 'live' | 'soon';
  label: LocalizedText;
  description: LocalizedText;
  category: StrategyEntry['category'];
  level: StrategyEntry['level'];
  tags: string[];
  /** Further words the search finds it by, in either language, joined by spaces (one string is less to load). */
  synonyms?: string;
}
