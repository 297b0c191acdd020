import { describe, expect, it } from 'vitest';
import { searchHit } from './searchHit';

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
});
