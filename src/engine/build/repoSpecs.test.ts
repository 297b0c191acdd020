import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineCalculators, repoCalculatorSpec, repoCalculatorSpecs, repoPageSpec, repoPageSpecs, repoSiteSpec } from './repoSpecs';

const badSpecs = (name: string) => resolve(import.meta.dirname, '../../../tests/fixtures/bad-specs', name);

describe('repoSpecs: the repository tree through the one loader', () => {
  it('reads the site, the pages and the calculators (files and inline ones) of the repository', () => {
    expect(repoSiteSpec().name).toBeTruthy();
    const pages = repoPageSpecs();
    expect(pages.map(({ file }) => file)).toEqual([...pages.map(({ file }) => file)].sort());
    expect(pages.every(({ file, spec }) => file.startsWith('specs/') && !file.startsWith('specs/calculators/') && spec.path.startsWith('/'))).toBe(true);
    const calculators = repoCalculatorSpecs();
    expect(calculators.some(({ file }) => file.startsWith('specs/calculators/'))).toBe(true);
    expect(repoCalculatorSpec('liquidation').id).toBe('liquidation');
    expect(() => repoCalculatorSpec('no-such-calculator')).toThrow('no calculator spec with id "no-such-calculator"');
    expect(repoPageSpec('specs/strategies/scalping.yaml').path).toBe('/strategies/scalping');
    expect(() => repoPageSpec('specs/pages/no-such-page.yaml')).toThrow('no page spec specs/pages/no-such-page.yaml');
  });

  it('refuses a tree with a YAML syntax error instead of testing half of it', () => {
    expect(() => repoPageSpecs(badSpecs('yaml-syntax'))).toThrow('specs/pages/tools.yaml: YAML syntax error');
  });
});

describe('inlineCalculators', () => {
  it('finds calculator blocks at any depth, in document order, and nothing else', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    const page = { blocks: [{ type: 'calculator', calculator: a }, { type: 'tabs', tabs: [{ blocks: [{ type: 'calculator', calculator: b }] }] }, { type: 'calculator', ref: 'c' }] };
    expect(inlineCalculators(page)).toEqual([a, b]);
    expect(inlineCalculators('text')).toEqual([]);
  });
});
