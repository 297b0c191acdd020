import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTENSION_MANIFESTS } from '../../extensions/validatorManifests';
import type { PageSpec, SiteSpec } from '../specTypes.generated';
import { renderSpecModules } from './renderSpecModules';
import { strategyCount, withStrategyNavigation } from './strategyNavigation';
import { validateSpecTree } from './validateSpecs';

const projectRoot = resolve(import.meta.dirname, '../../..');

/** Reads `export default <json>;` and `export const strategyCount = n;` back from the site module. */
function siteModule(code: string): { site: SiteSpec; count: number } {
  const site = JSON.parse(/export default (.*);\n/.exec(code)?.[1] ?? 'null') as SiteSpec;
  const count = Number(/export const strategyCount = (\d+);/.exec(code)?.[1]);
  return { site, count };
}

describe('a strategy page is one YAML file (tests/fixtures/good-specs/one-strategy)', () => {
  const tree = validateSpecTree(resolve(projectRoot, 'tests/fixtures/good-specs/one-strategy'), { schemasDir: resolve(projectRoot, 'schemas'), extensions: EXTENSION_MANIFESTS });
  const modules = renderSpecModules(tree);

  it('is valid without a title and without any menu or footer entry', () => {
    expect(tree.errors).toEqual([]);
  });

  it('appears in the menu under its category, after the written items', () => {
    const { site } = siteModule(modules.get('virtual:futureslab/site') ?? '');
    const sections = site.menu[0]?.sections ?? [];
    expect(sections.map((section) => section.label?.en)).toEqual([undefined, 'Application']);
    expect(sections[1]?.items).toEqual([{ label: { en: 'Breakout trading', de: 'Breakout-Trading' }, to: '/strategies/breakout' }]);
  });

  it('appears in the footer because it is featured, and counts in {{strategyCount}}', () => {
    const { site, count } = siteModule(modules.get('virtual:futureslab/site') ?? '');
    expect(site.footer.sections[0]?.items.map((item) => item.to)).toEqual(['/tools', '/strategies/breakout']);
    expect(count).toBe(1);
  });

  it('takes its catalogue label as title in the route manifest and the page module', () => {
    expect(modules.get('virtual:futureslab/routes')).toContain('title: {"en":"Breakout trading","de":"Breakout-Trading"}');
    expect(modules.get('virtual:futureslab/page/strategy-breakout')).toContain('"title":{"en":"Breakout trading","de":"Breakout-Trading"}');
  });
});

describe('withStrategyNavigation', () => {
  const page = (path: string, category: 'method' | 'risk-management', order: number | undefined, label: string, featured = false): PageSpec => ({
    id: path.slice(1).replace(/\//g, '-'),
    path,
    kind: 'strategy',
    description: { en: 'd', de: 'd' },
    blocks: [],
    catalogue: { label: { en: label, de: label }, description: { en: 'd', de: 'd' }, level: 'beginner', category, tags: [], ...(order === undefined ? {} : { order }), featured },
  });
  const site = {
    menu: [{ id: 'strategies', label: { en: 'S', de: 'S' }, strategySections: { method: { en: 'Method', de: 'Methode' }, application: { en: 'Application', de: 'Anwendung' }, 'risk-management': { en: 'Risk', de: 'Risiko' } }, sections: [{ items: [{ label: { en: 'All', de: 'Alle' }, to: '/all' }] }] }],
    footer: { sections: [], about: { en: 'a', de: 'a' }, legal: { en: 'l', de: 'l' } },
  } as unknown as SiteSpec;
  const pages = [page('/s/b', 'method', 2, 'Bravo'), page('/s/a', 'method', 1, 'Alpha'), page('/s/z', 'method', undefined, 'Zulu'), page('/s/k', 'risk-management', undefined, 'Kilo')];

  it('orders by `order`, then label, leaves out empty categories and keeps the written sections first', () => {
    const menu = withStrategyNavigation(site, pages).menu[0];
    expect(menu?.sections.map((section) => [section.label?.en, section.items.map((item) => item.to)])).toEqual([
      [undefined, ['/all']],
      ['Method', ['/s/a', '/s/b', '/s/z']],
      ['Risk', ['/s/k']],
    ]);
    expect(strategyCount(pages)).toBe(4);
  });
});
