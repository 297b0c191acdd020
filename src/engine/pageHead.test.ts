import { describe, expect, it } from 'vitest';
import { pageHead, type PageHeadInput } from './pageHead';

const input: PageHeadInput = {
  siteName: 'FuturesLab',
  siteUrl: 'https://futureslab.example',
  lang: 'de',
  title: 'Glossar',
  description: 'Begriffe erklärt.',
  paths: { en: '/glossary', de: '/de/glossary' },
  breadcrumbs: [{ name: 'Glossar', path: '/de/glossary' }],
  imagePath: '/og-image.png',
  indexable: true,
};

describe('pageHead: the glossary', () => {
  it('describes the terms as a DefinedTermSet, each term at its anchor, synonyms as alternate names', () => {
    const head = pageHead({
      ...input,
      definedTerms: [
        { id: 'mark-price', term: 'Markpreis', definition: 'Der faire Preis.', synonyms: ['fairer Preis'] },
        { id: 'adl', term: 'ADL', definition: 'Der letzte Ausweg.', synonyms: [] },
      ],
    });
    const set = head.structuredData.find((data) => (data as { '@type': string })['@type'] === 'DefinedTermSet');
    expect(set).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DefinedTermSet',
      '@id': 'https://futureslab.example/de/glossary',
      name: 'Glossar',
      description: 'Begriffe erklärt.',
      inLanguage: 'de',
      url: 'https://futureslab.example/de/glossary',
      hasDefinedTerm: [
        {
          '@type': 'DefinedTerm',
          '@id': 'https://futureslab.example/de/glossary#mark-price',
          name: 'Markpreis',
          description: 'Der faire Preis.',
          alternateName: ['fairer Preis'],
          url: 'https://futureslab.example/de/glossary#mark-price',
          inDefinedTermSet: 'https://futureslab.example/de/glossary',
        },
        {
          '@type': 'DefinedTerm',
          '@id': 'https://futureslab.example/de/glossary#adl',
          name: 'ADL',
          description: 'Der letzte Ausweg.',
          url: 'https://futureslab.example/de/glossary#adl',
          inDefinedTermSet: 'https://futureslab.example/de/glossary',
        },
      ],
    });
  });

  it('has no DefinedTermSet on other pages', () => {
    expect(pageHead(input).structuredData.map((data) => (data as { '@type': string })['@type'])).toEqual(['BreadcrumbList']);
  });
});

describe('pageHead: the FAQ', () => {
  it('describes the questions as an FAQPage, each question at its anchor with its answer as plain text', () => {
    const head = pageHead({
      ...input,
      title: 'Häufige Fragen',
      paths: { en: '/faq', de: '/de/faq' },
      faq: [{ id: 'what-is-liquidation', question: 'Was ist eine Liquidation?', answer: 'Die **Zwangsschließung** durch die Börse, siehe [[liquidation|Liquidation]] und [Risiko](/learn/liquidation-risk).' }],
    });
    const faq = head.structuredData.find((data) => (data as { '@type': string })['@type'] === 'FAQPage');
    expect(faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      '@id': 'https://futureslab.example/de/faq',
      name: 'Häufige Fragen',
      inLanguage: 'de',
      url: 'https://futureslab.example/de/faq',
      mainEntity: [
        {
          '@type': 'Question',
          '@id': 'https://futureslab.example/de/faq#what-is-liquidation',
          name: 'Was ist eine Liquidation?',
          url: 'https://futureslab.example/de/faq#what-is-liquidation',
          acceptedAnswer: { '@type': 'Answer', text: 'Die Zwangsschließung durch die Börse, siehe Liquidation und Risiko.' },
        },
      ],
    });
  });

  it('has no FAQPage on a page that is not indexed', () => {
    const head = pageHead({ ...input, indexable: false, faq: [{ id: 'q', question: 'Q?', answer: 'A.' }] });
    expect(head.structuredData.some((data) => (data as { '@type': string })['@type'] === 'FAQPage')).toBe(false);
  });
});
