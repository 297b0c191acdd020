// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SearchResults from './SearchResults';
import { searchTexts } from './texts';

const hit = { to: '/learn/liquidation-risk#mark-price', title: 'Liquidation risk', section: 'Learn', heading: 'Mark price', excerpt: 'the <mark>mark</mark> price &lt;b&gt;' };

function renderResults(props: Parameters<typeof SearchResults>[0]) {
  return render(
    <MemoryRouter basename="/de" initialEntries={['/de/search']}>
      <SearchResults {...props} />
    </MemoryRouter>,
  );
}

describe('SearchResults', () => {
  afterEach(cleanup);

  it('shows each hit as a link with its title, section, heading and the excerpt with the match marked as text', () => {
    renderResults({ state: { status: 'done', query: 'mark', hits: [hit], total: 1 }, texts: searchTexts.de, idPrefix: 's' });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/de/learn/liquidation-risk#mark-price');
    expect(link.hasAttribute('data-result')).toBe(true);
    expect(link.textContent).toBe('Liquidation riskLearnMark pricethe mark price <b>');
    expect(link.querySelector('mark')?.textContent).toBe('mark');
    expect(link.querySelector('b')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 Ergebnis für „mark“');
  });

  it('in the dialog the hits are the options of a listbox, the active one selected', () => {
    renderResults({ state: { status: 'done', query: 'mark', hits: [hit, { ...hit, to: '/glossary' }], total: 2 }, texts: searchTexts.en, idPrefix: 's', listbox: true, activeIndex: 1 });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(options[1]?.id).toBe('s-result-1');
    expect(screen.getByRole('status').textContent).toBe('2 results for “mark”');
  });

  it('says how many pages match when it shows only the best of them', () => {
    renderResults({ state: { status: 'done', query: 'margin', hits: [hit, hit], total: 31 }, texts: searchTexts.de, idPrefix: 's' });
    expect(screen.getByRole('status').textContent).toBe('Die besten 2 von 31 Ergebnissen für „margin“');
  });

  it('says when nothing matches, while it searches and when the index cannot be loaded', () => {
    const { rerender } = renderResults({ state: { status: 'done', query: 'xyz', hits: [], total: 0 }, texts: searchTexts.en, idPrefix: 's' });
    expect(screen.getByRole('status').textContent).toBe('No page matches “xyz”. Try a shorter or different word.');
    expect(screen.queryByRole('link')).toBeNull();
    const inRouter = (state: Parameters<typeof SearchResults>[0]['state']) => (
      <MemoryRouter>
        <SearchResults state={state} texts={searchTexts.de} idPrefix="s" />
      </MemoryRouter>
    );
    rerender(inRouter({ status: 'loading', query: 'xyz', hits: [] }));
    expect(screen.getByRole('status').textContent).toBe('Suche läuft …');
    rerender(inRouter({ status: 'error', query: 'xyz', hits: [] }));
    expect(screen.getByRole('status').textContent).toMatch(/nicht verfügbar/);
  });
});
