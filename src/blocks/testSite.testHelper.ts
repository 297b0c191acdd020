import type { SiteSpec } from '../engine/specTypes.generated';

/**
 * A small site spec for component tests, used as `vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'))`.
 */
const testSite: SiteSpec = {
  name: 'FuturesLab',
  tagline: { en: 'Futures, explained', de: 'Futures, erklärt' },
  languages: ['en', 'de'],
  upcomingLanguages: [],
  menu: [],
  footer: { sections: [], about: { en: 'About', de: 'Über' }, legal: { en: 'Legal', de: 'Rechtliches' } },
  social: [],
  affiliates: {
    bingx: { label: { en: 'BingX', de: 'BingX' }, perk: { en: 'Fee discount', de: 'Gebührenrabatt' }, url: 'https://bingx.example/invite/abc' },
  },
  banner: { text: { en: 'Local', de: 'Lokal' }, link: { label: { en: 'Privacy', de: 'Datenschutz' }, to: '/privacy' } },
  operator: {
    name: 'Jane Doe',
    street: 'Main Street 1',
    city: '10115 Berlin',
    country: { en: 'Germany', de: 'Deutschland' },
    email: 'contact@futureslab.test',
    responsiblePerson: 'Jane Doe',
  },
};

export default testSite;

/** The strategy count the spec plugin computes (`{{strategyCount}}`). */
export const strategyCount = 2;
