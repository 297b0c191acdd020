import { describe, expect, it } from 'vitest';
import { repoPageSpecs, repoSiteSpec } from '../../engine/build/repoSpecs';
import { strategyCatalogue } from '../../engine/build/strategyNavigation';
import type { StrategyCatalogueItem } from '../../engine/routeTypes';
import { activeFilterCount, filterStrategies, filtersFromQuery, filtersToQuery, NO_FILTERS, searchForm } from './filterStrategies';

const item = (path: string, en: string, de: string, category: StrategyCatalogueItem['category'], level: StrategyCatalogueItem['level'], tags: string[], synonyms?: string): StrategyCatalogueItem => ({
  path,
  status: 'soon',
  label: { en, de },
  description: { en: `${en} explained`, de: `${de} erklärt` },
  category,
  level,
  tags,
  ...(synonyms ? { synonyms } : {}),
});

const ITEMS = [
  item('/strategies/grid', 'Grid trading', 'Grid-Trading', 'method', 'beginner', ['bot', 'range'], 'Raster Stop-Loss'),
  item('/strategies/kelly', 'Kelly criterion', 'Kelly-Kriterium', 'risk-management', 'advanced', ['position-sizing', 'probability']),
  item('/strategies/hedging', 'Hedging', 'Absicherung über Futures', 'application', 'advanced', ['protection', 'futures-spot']),
];
const TAGS: Record<string, { en: string; de: string }> = {
  bot: { en: 'Bot', de: 'Bot' },
  range: { en: 'Range', de: 'Seitwärtsmarkt' },
  'position-sizing': { en: 'Position sizing', de: 'Positionsgröße' },
  probability: { en: 'Probability', de: 'Wahrscheinlichkeit' },
  protection: { en: 'Protection', de: 'Absicherung' },
  'futures-spot': { en: 'Futures and spot', de: 'Futures und Spot' },
};
const paths = (filters: Partial<typeof NO_FILTERS>) => filterStrategies(ITEMS, { ...NO_FILTERS, ...filters }, (tag) => TAGS[tag]).map((s) => s.path);

describe('filterStrategies', () => {
  it('searches label, description, tags and synonyms in both languages, case- and accent-insensitively, every word', () => {
    expect(searchForm('Übersicht (Größe) – Stop-Loss/Take-Profit')).toBe('ubersicht grosse stop loss take profit');
    expect(paths({ query: 'KELLY' })).toEqual(['/strategies/kelly']);
    expect(paths({ query: 'positionsgrosse' })).toEqual(['/strategies/kelly']);
    expect(paths({ query: 'Position sizing' })).toEqual(['/strategies/kelly']);
    expect(paths({ query: 'grid explained' })).toEqual(['/strategies/grid']);
    expect(paths({ query: 'Kriterium' })).toEqual(['/strategies/kelly']);
    expect(paths({ query: 'raster' })).toEqual(['/strategies/grid']);
    expect(paths({ query: 'seitwartsmarkt' })).toEqual(['/strategies/grid']);
    expect(paths({ query: 'grid kelly' })).toEqual([]);
  });

  it('reads hyphens, dashes and spaces alike, and words written together', () => {
    for (const query of ['stop loss', 'Stop-Loss', 'stop-loss', 'stoploss', 'STOP – LOSS']) expect(paths({ query }), query).toEqual(['/strategies/grid']);
    for (const query of ['futures-spot', 'futures und spot', 'Absicherung-über-Futures']) expect(paths({ query }), query).toEqual(['/strategies/hedging']);
  });

  it('filters by category, level and every chosen tag', () => {
    expect(paths({ category: 'application' })).toEqual(['/strategies/hedging']);
    expect(paths({ level: 'advanced' })).toEqual(['/strategies/kelly', '/strategies/hedging']);
    expect(paths({ tags: ['bot', 'range'] })).toEqual(['/strategies/grid']);
    expect(paths({ tags: ['bot', 'probability'] })).toEqual([]);
    expect(paths({})).toHaveLength(3);
  });
});

describe('activeFilterCount', () => {
  it('counts the category, the level and each tag, not the search', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ query: 'grid', category: 'method', level: 'beginner', tags: ['bot', 'range'] })).toBe(4);
  });
});

describe('the catalogue of the site', () => {
  const site = repoSiteSpec();
  const catalogue = strategyCatalogue(repoPageSpecs().map(({ spec }) => spec));
  const find = (query: string) => filterStrategies(catalogue, { ...NO_FILTERS, query }, (tag) => site.strategyTags?.[tag]).map((found) => found.path);

  it.each([
    ['leverage', ['/strategies/martingale', '/strategies/kelly', '/strategies/grid']],
    ['Hebel', ['/strategies/martingale', '/strategies/fixed-fractional']],
    ['stop loss', ['/strategies/fixed-fractional', '/strategies/trend-following', '/strategies/swing-trading']],
    ['Stop-Loss', ['/strategies/fixed-fractional', '/strategies/trend-following']],
    ['trend-following', ['/strategies/trend-following']],
    ['trend following', ['/strategies/trend-following']],
    ['Trendfolge', ['/strategies/trend-following']],
    ['Raster', ['/strategies/grid']],
    ['Absicherung', ['/strategies/hedging']],
    ['Marktneutral', ['/strategies/arbitrage', '/strategies/carry-trade']],
  ])('"%s" finds %j among others', (query, expected) => {
    expect(find(query)).toEqual(expect.arrayContaining(expected));
  });

  it('"Raster" and "trend-following" find their strategy alone', () => {
    expect(find('Raster')).toEqual(['/strategies/grid']);
    expect(find('trend-following')).toEqual(['/strategies/trend-following']);
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
