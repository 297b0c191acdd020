import { describe, expect, it } from 'vitest';
import type { SiteSpec } from '../../src/engine/specTypes.generated';
import { pageSection } from './pageSection';

const item = (to: string) => ({ label: { en: to, de: to }, to });
const site = {
  name: 'FuturesLab',
  menu: [
    { id: 'learn', label: { en: 'Learn', de: 'Lernen' }, sections: [{ items: [item('/learn'), item('/futures-types')] }] },
    { id: 'strategies', label: { en: 'Strategies', de: 'Strategien' }, sections: [{ items: [item('/strategies/overview')] }] },
    { id: 'more', label: { en: 'More {{name}}', de: 'Mehr {{name}}' }, sections: [{ items: [item('/glossary')] }] },
  ],
  footer: { sections: [{ id: 'general', title: { en: 'General', de: 'Allgemein' }, items: [item('/privacy')] }] },
} as unknown as SiteSpec;

describe('pageSection', () => {
  it('names the top-level menu that lists the page, with the site name filled in', () => {
    expect(pageSection(site, { path: '/futures-types', kind: 'general' }, 'en')).toBe('Learn');
    expect(pageSection(site, { path: '/glossary', kind: 'general' }, 'de')).toBe('Mehr FuturesLab');
  });

  it('puts a page no menu lists into the menu of its kind, else the footer section that lists it', () => {
    expect(pageSection(site, { path: '/strategies/grid', kind: 'strategy' }, 'de')).toBe('Strategien');
    expect(pageSection(site, { path: '/learn/liquidation-risk', kind: 'learn' }, 'en')).toBe('Learn');
    expect(pageSection(site, { path: '/privacy', kind: 'general' }, 'de')).toBe('Allgemein');
    expect(pageSection(site, { path: '/', kind: 'general' }, 'en')).toBeUndefined();
  });
});
