import { describe, expect, it } from 'vitest';
import { searchHit, type PagefindResultData } from './searchHit';

const location = (balanced_score: number) => ({ weight: 1, balanced_score, location: 0 });

describe('searchHit', () => {
  it('links to the part under a heading with the most matching weight (all its matches count), in the site path without the language prefix', () => {
    const hit = searchHit({
      url: '/de/learn/liquidation-risk',
      excerpt: 'page <mark>excerpt</mark>',
      meta: { title: 'Liquidationsrisiko', section: 'Lernen' },
      sub_results: [
        { title: 'Liquidationsrisiko', url: '/de/learn/liquidation-risk', excerpt: 'top', weighted_locations: [location(900)] },
        { title: 'Markpreis', url: '/de/learn/liquidation-risk#mark-price', excerpt: 'der <mark>Markpreis</mark>', weighted_locations: [location(50), location(60)] },
        { title: 'ADL', url: '/de/learn/liquidation-risk#adl', excerpt: 'adl', weighted_locations: [location(100)] },
      ],
    });
    expect(hit).toEqual({ to: '/learn/liquidation-risk#mark-price', title: 'Liquidationsrisiko', section: 'Lernen', heading: 'Markpreis', excerpt: 'der <mark>Markpreis</mark>' });
  });

  it('links to the page when no part under a heading matches', () => {
    expect(searchHit({ url: '/', excerpt: 'the <mark>home</mark>', meta: { title: 'Home' }, sub_results: [{ title: 'Home', url: '/', excerpt: 'x' }] })).toEqual({
      to: '/',
      title: 'Home',
      excerpt: 'the <mark>home</mark>',
    });
  });

  it('links to the glossary term or FAQ question that holds the strongest match of the best part', () => {
    const at = (balanced_score: number, where: number) => ({ weight: 1, balanced_score, location: where });
    const glossary = searchHit({
      url: '/de/glossary',
      excerpt: 'page',
      meta: { title: 'Glossar' },
      sub_results: [{ title: 'M', url: '/de/glossary#glossary-letter-m', excerpt: 'der <mark>Markpreis</mark>', weighted_locations: [at(20, 510), at(90, 540), at(10, 600)] }],
      anchors: [
        { element: 'h2', id: 'glossary-letter-m', text: 'M', location: 500 },
        { element: 'dt', id: 'margin-ratio', text: 'Margin-Ratio', location: 501 },
        { element: 'dt', id: 'mark-price', text: 'Markpreis', location: 530 },
        { element: 'dt', id: 'martingale', text: 'Martingale', location: 580 },
      ],
    });
    expect(glossary).toMatchObject({ to: '/glossary#mark-price', heading: 'Markpreis' });
    // A term the query names wins over the definition with the strongest match (Martingale's mentions 'Margin').
    const letterM: PagefindResultData = {
      url: '/de/glossary',
      excerpt: 'page',
      meta: { title: 'Glossar' },
      sub_results: [{ title: 'M', url: '/de/glossary#glossary-letter-m', excerpt: '…', weighted_locations: [at(90, 590)] }],
      anchors: [
        { element: 'h2', id: 'glossary-letter-m', text: 'M', location: 500 },
        { element: 'dt', id: 'margin-ratio', text: 'Margin-Ratio', location: 501 },
        { element: 'dt', id: 'martingale', text: 'Martingale', location: 580 },
        { element: 'h2', id: 'glossary-letter-n', text: 'N', location: 650 },
        { element: 'dt', id: 'notional', text: 'Nominalwert (Notional)', location: 651 },
      ],
    };
    expect(searchHit(letterM, 'margin ratio')).toMatchObject({ to: '/glossary#margin-ratio', heading: 'Margin-Ratio' });
    // A named entry counts only in a part that matches: a name outside them is no match of the query.
    expect(searchHit(letterM, 'notional')).toMatchObject({ to: '/glossary#martingale' });

    const faq = searchHit({
      url: '/faq',
      excerpt: 'page',
      meta: { title: 'FAQ' },
      sub_results: [{ title: 'Basics', url: '/faq#basics', excerpt: 'what <mark>leverage</mark> does', weighted_locations: [at(50, 180)] }],
      anchors: [
        { element: 'h2', id: 'basics', text: 'Basics', location: 25 },
        { element: 'summary', id: 'futures-vs-spot', text: 'How do futures differ from spot?', location: 108 },
        { element: 'summary', id: 'what-is-leverage', text: 'What does leverage mean?', location: 179 },
      ],
    });
    expect(faq).toMatchObject({ to: '/faq#what-is-leverage', heading: 'What does leverage mean?' });
  });

  it('keeps the heading\'s anchor for a match after the entries, under a later heading', () => {
    const hit = searchHit({
      url: '/glossary',
      excerpt: 'page',
      meta: { title: 'Glossary' },
      sub_results: [{ title: 'Sources', url: '/glossary#sources', excerpt: '<mark>sources</mark>', weighted_locations: [{ weight: 1, balanced_score: 5, location: 900 }] }],
      anchors: [
        { element: 'dt', id: 'vwap', text: 'VWAP', location: 850 },
        { element: 'h2', id: 'sources', text: 'Sources', location: 890 },
      ],
    });
    expect(hit).toMatchObject({ to: '/glossary#sources', heading: 'Sources' });
  });

  it('prefers the part of an entry the query names to the part that mentions it most', () => {
    const at = (balanced_score: number, where: number) => ({ weight: 1, balanced_score, location: where });
    const hit = searchHit(
      {
        url: '/de/glossary',
        excerpt: 'page',
        meta: { title: 'Glossar' },
        sub_results: [
          { title: 'L', url: '/de/glossary#glossary-letter-l', excerpt: 'L: der <mark>Markpreis</mark> …', weighted_locations: [at(90, 420), at(90, 450), at(90, 470)] },
          { title: 'M', url: '/de/glossary#glossary-letter-m', excerpt: 'M: <mark>Markpreis</mark>', weighted_locations: [at(60, 531)] },
        ],
        anchors: [
          { element: 'h2', id: 'glossary-letter-l', text: 'L', location: 400 },
          { element: 'dt', id: 'last-price', text: 'Letzter Preis', location: 401 },
          { element: 'h2', id: 'glossary-letter-m', text: 'M', location: 500 },
          { element: 'dt', id: 'mark-price', text: 'Markpreis', location: 530 },
        ],
      },
      'Markpreis',
    );
    expect(hit).toEqual({ to: '/glossary#mark-price', title: 'Glossar', heading: 'Markpreis', excerpt: 'M: <mark>Markpreis</mark>' });
  });
});
