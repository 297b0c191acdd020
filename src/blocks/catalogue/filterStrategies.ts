import type { StrategyCatalogueItem } from '../../engine/routeTypes';
import type { LocalizedText } from '../../engine/specTypes.generated';

export const CATEGORIES = ['method', 'application', 'risk-management'] as const;
export const LEVELS = ['beginner', 'advanced'] as const;

/** What the visitor searches and filters for; kept in the URL query (`q`, `category`, `level`, `tag` repeated) so a view can be shared. */
export interface CatalogueFilters {
  query: string;
  category: (typeof CATEGORIES)[number] | '';
  level: (typeof LEVELS)[number] | '';
  tags: string[];
}

export const NO_FILTERS: CatalogueFilters = { query: '', category: '', level: '', tags: [] };

/**
 * Text as search compares it: lower case, accents dropped, ß as ss, and hyphens, dashes, slashes and other
 * punctuation as single spaces ('Stop-Loss' → 'stop loss', 'Übersicht (Größe)' → 'ubersicht grosse').
 */
export function searchForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Everything a strategy is found by, in search form: label, description and tags in both languages, and its synonyms. */
function searchText(item: StrategyCatalogueItem, tagText: (tag: string) => LocalizedText | undefined): string {
  const texts = [item.label, item.description, ...item.tags.map(tagText)].flatMap((text) => (text ? [text.en, text.de] : []));
  return searchForm([...texts, item.synonyms].join(' '));
}

/**
 * The strategies that match: every word of the query appears in what the strategy is found by (see
 * `searchText`), whatever the page's language, also written together ('trendfollowing', 'stoploss'); the
 * category and level match when chosen, and the strategy has every chosen tag.
 */
export function filterStrategies(items: readonly StrategyCatalogueItem[], filters: CatalogueFilters, tagText: (tag: string) => LocalizedText | undefined): StrategyCatalogueItem[] {
  const words = searchForm(filters.query).split(' ').filter(Boolean);
  return items.filter((item) => {
    if (filters.category && item.category !== filters.category) return false;
    if (filters.level && item.level !== filters.level) return false;
    if (!filters.tags.every((tag) => item.tags.includes(tag))) return false;
    if (words.length === 0) return true;
    const text = searchText(item, tagText);
    const joined = text.replace(/ /g, '');
    return words.every((word) => text.includes(word) || joined.includes(word));
  });
}

/** How many filters besides the search are chosen: the category, the level and each tag. */
export function activeFilterCount(filters: CatalogueFilters): number {
  return (filters.category ? 1 : 0) + (filters.level ? 1 : 0) + filters.tags.length;
}

/** The filters of a URL query; unknown values are ignored. */
export function filtersFromQuery(params: URLSearchParams, knownTags: ReadonlySet<string>): CatalogueFilters {
  const category = params.get('category') ?? '';
  const level = params.get('level') ?? '';
  return {
    query: params.get('q') ?? '',
    category: (CATEGORIES as readonly string[]).includes(category) ? (category as CatalogueFilters['category']) : '',
    level: (LEVELS as readonly string[]).includes(level) ? (level as CatalogueFilters['level']) : '',
    tags: [...new Set(params.getAll('tag').filter((tag) => knownTags.has(tag)))],
  };
}

/** The URL query of the filters, other parameters of `current` kept. */
export function filtersToQuery(filters: CatalogueFilters, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of ['q', 'category', 'level', 'tag']) params.delete(key);
  if (filters.query) params.set('q', filters.query);
  if (filters.category) params.set('category', filters.category);
  if (filters.level) params.set('level', filters.level);
  for (const tag of filters.tags) params.append('tag', tag);
  return params;
}
