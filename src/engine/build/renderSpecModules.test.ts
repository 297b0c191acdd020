import { describe, expect, it } from 'vitest';
import type { GlossaryEntry } from '../glossary/glossaryEntries';
import type { CalculatorSpec, GlossarySpec, PageSpec, SiteSpec } from '../specTypes.generated';
import { renderSpecModules } from './renderSpecModules';

const text = (en: string) => ({ en, de: `${en} (de)` });
const calculator = { id: 'margin', inputs: [], outputs: [], examples: [] } as unknown as CalculatorSpec;
const pages: PageSpec[] = [
  { id: 'home', path: '/', kind: 'general', title: text('Home'), description: text('Home page'), blocks: [{ type: 'prose', body: text('Hi') }] },
  {
    id: 'liquidation-risk',
    path: '/learn/liquidation-risk',
    kind: 'learn',
    status: 'soon',
    title: text('Liquidation'),
    description: text('Liquidation risk'),
    redirectFrom: ['/learn/liquidation'],
    blocks: [{ type: 'calculator', ref: 'margin' }],
  },
];
const glossary: GlossarySpec = {
  terms: {
    'mark-price': { term: { en: 'Mark price', de: 'Markpreis' }, definition: text('The fair price.'), related: ['index-price'], to: '/learn/liquidation-risk#example' },
    'index-price': { term: { en: 'Index price', de: 'Indexpreis' }, definition: text('The spot average.'), synonyms: { de: ['Index'] }, to: '/' },
    adl: { term: { en: 'Auto-deleveraging', de: 'Ärger' }, definition: text('The last resort.'), to: '/' },
  },
};
const tree = { errors: [], warnings: [], site: { name: 'FuturesLab', menu: [], footer: { sections: [] } } as unknown as SiteSpec, glossary, faq: undefined, pages, calculators: [calculator], fileCount: 4 };

/** Evaluates an ES module's source (plain `export const` / `export default` of JSON) without importing it. */
function exportsOf(code: string): Record<string, unknown> {
  const body = code
    .replace(/^export default /m, 'exports.default = ')
    .replace(/^export const (\w+) = /gm, 'exports.$1 = ')
    .replace(/import\(("[^"]+")\)/g, 'Promise.resolve($1)');
  const exports: Record<string, unknown> = {};
  new Function('exports', body)(exports);
  return exports;
}

describe('renderSpecModules', () => {
  const modules = renderSpecModules(tree);

  it('serves the site spec as plain JSON, with the number of strategy pages', () => {
    const site = exportsOf(modules.get('virtual:futureslab/site') ?? '');
    expect(site.default).toEqual({ name: 'FuturesLab', menu: [], footer: { sections: [] } });
    expect(site.strategyCount).toBe(0);
  });

  it('builds a small route manifest with lazy page imports and the redirects', async () => {
    const code = modules.get('virtual:futureslab/routes') ?? '';
    expect(code).toContain('load: () => import("virtual:futureslab/page/liquidation-risk")');
    expect(code).not.toContain('blocks');
    const { routes, redirects } = exportsOf(code) as { routes: { load: () => Promise<string> }[]; redirects: unknown };
    expect(routes.map(({ load: _load, ...entry }) => entry)).toEqual([
      { id: 'home', path: '/', kind: 'general', status: 'live', title: text('Home') },
      { id: 'liquidation-risk', path: '/learn/liquidation-risk', kind: 'learn', status: 'soon', title: text('Liquidation') },
    ]);
    await expect(routes[1]?.load()).resolves.toBe('virtual:futureslab/page/liquidation-risk');
    expect(redirects).toEqual({ '/learn/liquidation': '/learn/liquidation-risk' });
  });

  it('emits one module per page with calculator refs resolved', () => {
    const page = exportsOf(modules.get('virtual:futureslab/page/liquidation-risk') ?? '').default as PageSpec;
    expect(page.blocks[0]).toEqual({ type: 'calculator', ref: 'margin', calculator });
    expect(exportsOf(modules.get('virtual:futureslab/page/home') ?? '').default).toEqual(pages[0]);
  });

  it('serves the glossary per language as JSON, sorted by term in that language, related terms and pages named', () => {
    const german = JSON.parse(modules.get('virtual:futureslab/glossary/de') ?? '') as GlossaryEntry[];
    expect(german.map((entry) => entry.term)).toEqual(['Ärger', 'Indexpreis', 'Markpreis']);
    expect(german[1]?.synonyms).toEqual(['Index']);
    expect(german[2]).toEqual({
      id: 'mark-price',
      term: 'Markpreis',
      definition: 'The fair price. (de)',
      synonyms: [],
      related: [{ id: 'index-price', term: 'Indexpreis' }],
      page: { to: '/learn/liquidation-risk#example', title: 'Liquidation (de)' },
    });
    const english = JSON.parse(modules.get('virtual:futureslab/glossary/en') ?? '') as GlossaryEntry[];
    expect(english.map((entry) => entry.id)).toEqual(['adl', 'index-price', 'mark-price']);
    expect(english[1]?.synonyms).toEqual([]);
  });
});
