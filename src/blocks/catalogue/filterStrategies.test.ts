import { describe, expect, it } from 'vitest';
import type { StrategyCatalogueItem } from '../../engine/routeTypes';
import { filterStrategies, filtersFromQuery, filtersToQuery, NO_FILTERS, searchForm } from './filterStrategies';

const item = (path: string, en: string, de: string, category: StrategyCatalogueItem['category'], level: StrategyCatalogueItem['level'], tags: string[]): StrategyCatalogueItem => ({
  path,
  status: 'soon',
  label: { en, de },
  description: { en: `${en} explained`, de: `${de} erklärt` },
  category,
  level,
  tags,
});

const ITEMS = [
  item('/strategies/grid', 'Grid trading', 'Grid-Trading', 'method', 'beginner', ['bot', 'range']),
  item('/strategies/kelly', 'Kelly criterion', 'Kelly-Kriterium', 'risk-management', 'advanced', ['position-sizing', 'probability']),
  item('/strategies/hedging', 'Hedging', 'Absicherung über Futures', 'application', 'advanced', ['protection', 'futures-spot']),
];
const TAGS: Record<string, string> = { bot: 'Bot', range: 'Seitwärtsmarkt', 'position-sizing': 'Positionsgröße', probability: 'Wahrscheinlichkeit', protection: 'Absicherung', 'futures-spot': 'Futures und Spot' };
const label = (tag: string) => TAGS[tag] ?? tag;
const paths = (filters: Partial<typeof NO_FILTERS>, lang: 'en' | 'de' = 'en') => filterStrategies(ITEMS, { ...NO_FILTERS, ...filters }, lang, label).map((s) => s.path);

describe('filterStrategies', () => {
  it('searches label, description and tag labels, case- and accent-insensitively, every word', () => {
    expect(searchForm('Übersicht Größe')).toBe('ubersicht grosse');
    expect(paths({ query: 'KELLY' })).toEqual(['/strategies/kelly']);
    expect(paths({ query: 'positionsgrosse' }, 'de')).toEqual(['/strategies/kelly']);
    expect(paths({ query: 'grid explained' })).toEqual(['/strategies/grid']);
    expect(paths({ query: 'grid kelly' })).toEqual([]);
  });

  it('filters by category, level and every chosen tag', () => {
    expect(paths({ category: 'application' })).toEqual(['/strategies/hedging']);
    expect(paths({ level: 'advanced' })).toEqual(['/strategies/kelly', '/strategies/hedging']);
    expect(paths({ tags: ['bot', 'range'] })).toEqual(['/strategies/grid']);
    expect(paths({ tags: ['bot', 'probability'] })).toEqual([]);
    expect(paths({})).toHaveLength(3);
  });
});

describe('the filters in the URL', () => {
  it('round-trip, keep other parameters and ignore unknown values', () => {
    const known = new Set(Object.keys(TAGS));
    const filters = { query: 'kelly', category: 'risk-management' as const, level: 'advanced' as const, tags: ['probability', 'bot'] };
    const params = filtersToQuery(filters, new URLSearchParams('x=1&q=old'));
    expect(params.toString()).toBe('x=1&q=kelly&category=risk-management&level=advanced&tag=probability&tag=bot');
    expect(filtersFromQuery(params, known)).toEqual(filters);
    expect(filtersFromQuery(new URLSearchParams('category=nope&level=expert&tag=unknown&tag=bot&tag=bot'), known)).toEqual({ ...NO_FILTERS, tags: ['bot'] });
  });
});
