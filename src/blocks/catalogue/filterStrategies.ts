import type { Lang } from '../../engine/localize';
import type { StrategyCatalogueItem } from '../../engine/routeTypes';

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

/** Text as search compares it: lower case, accents dropped, ß as ss ('Übersicht Größe' → 'ubersicht grosse'). */
export function searchForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/**
 * The strategies that match: every word of the query appears in the label, the description or a tag
 * label in the language (case- and accent-insensitive), the category and level match when chosen, and
 * the strategy has every chosen tag.
 */
export function filterStrategies(items: readonly StrategyCatalogueItem[], filters: CatalogueFilters, lang: Lang, tagLabel: (tag: string) => string): StrategyCatalogueItem[] {
  const words = searchForm(filters.query).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (filters.category && item.category !== filters.category) return false;
    if (filters.level && item.level !== filters.level) return false;
    if (!filters.tags.every((tag) => item.tags.includes(tag))) return false;
    if (words.length === 0) return true;
    const haystack = searchForm([item.label[lang], item.description[lang], ...item.tags.map(tagLabel)].join(' '));
    return words.every((word) => haystack.includes(word));
  });
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
