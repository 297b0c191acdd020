// @vitest-environment jsdom
/**
 * The glossary block renders the repository's glossary (specs/glossary.yaml) in both languages: every
 * term an anchored `<dt id data-term>` followed by its `<dd>`, grouped A–Z under letter headings in the
 * language's order, letter links to the letters that have terms, related terms linking to their entries,
 * and a filter box that hides what does not match.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { repoSpecFiles } from '../../engine/build/repoSpecs';
import { letterOf } from '../../engine/glossary/glossaryEntries';
import { LANGUAGES } from '../../engine/localize';
import type { GlossarySpec } from '../../engine/specTypes.generated';
import { renderWithProviders } from '../renderWithProviders.testHelper';
import GlossaryBlock from './GlossaryBlock';

afterEach(cleanup);

const glossary = repoSpecFiles().find((file) => file.kind === 'glossary')?.data as GlossarySpec;
const ids = Object.keys(glossary.terms);

async function renderGlossary(lang: (typeof LANGUAGES)[number]) {
  // Inside act, so that React retries the block once its terms have loaded.
  const result = await act(async () =>
    renderWithProviders(
      <Suspense fallback={<p>loading</p>}>
        <GlossaryBlock block={{ type: 'glossary' }} />
      </Suspense>,
      { lang, path: lang === 'de' ? '/de/glossary' : '/glossary' },
    ),
  );
  await waitFor(() => expect(result.container.querySelector('dt[data-term]')).not.toBeNull());
  return result;
}

describe('GlossaryBlock', () => {
  it('has at least 150 terms', () => {
    expect(ids.length).toBeGreaterThanOrEqual(150);
  });

  for (const lang of LANGUAGES) {
    it(`[${lang}] lists every term as an anchored dt with its dd, A–Z under letter headings`, async () => {
      const { container } = await renderGlossary(lang);
      const terms = [...container.querySelectorAll<HTMLElement>('dt[data-term]')];
      expect(terms.map((dt) => dt.id).sort()).toEqual([...ids].sort());
      for (const dt of terms) {
        expect(dt.textContent).toBe(glossary.terms[dt.id]?.term[lang]);
        expect(dt.nextElementSibling?.tagName, dt.id).toBe('DD');
        expect(dt.nextElementSibling?.textContent, dt.id).toContain(glossary.terms[dt.id]?.definition[lang].split(' ').slice(0, 4).join(' '));
      }

      const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
      const sections = [...container.querySelectorAll<HTMLElement>('section.glossary-section')];
      const letters = sections.map((section) => section.querySelector('h2')?.textContent ?? '');
      expect(letters).toEqual([...letters].sort());
      for (const section of sections) {
        const names = [...section.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
        expect(names.every((name) => letterOf(name) === section.querySelector('h2')?.textContent)).toBe(true);
        expect(names).toEqual([...names].sort(collator.compare));
      }
      const letterLinks = [...container.querySelectorAll<HTMLAnchorElement>('nav a[data-letter]')];
      expect(letterLinks.map((link) => link.textContent)).toEqual(letters);
      for (const link of letterLinks) expect(container.querySelector(link.getAttribute('href') ?? '')?.tagName).toBe('H2');

      for (const related of container.querySelectorAll<HTMLAnchorElement>('a[data-related]')) {
        expect(related.getAttribute('href')).toBe(`#${related.dataset.related}`);
        expect(container.querySelector(`dt[id="${related.dataset.related}"]`)).not.toBeNull();
      }
      // A router link: the German router's basename (/de) keeps it German on the site.
      expect(container.querySelector('dt[id="mark-price"] + dd .glossary-page a')?.getAttribute('href')).toBe('/learn/liquidation-risk');
    });
  }

  it('[de] the filter finds terms by German name, synonym and definition, ignoring case and accents, and can be reset', async () => {
    const { container } = await renderGlossary('de');
    const filter = screen.getByLabelText('Begriffe filtern');
    const visibleTerms = () => [...container.querySelectorAll<HTMLElement>('dt[data-term]')].filter((dt) => !dt.hidden).map((dt) => dt.id);

    await act(async () => fireEvent.change(filter, { target: { value: 'erhaltungsmarge' } }));
    expect(visibleTerms()).toContain('maintenance-margin');
    expect(visibleTerms()).not.toContain('funding-rate');
    expect(container.querySelector('dt[id="funding-rate"] + dd')?.hasAttribute('hidden')).toBe(true);

    await act(async () => fireEvent.change(filter, { target: { value: 'ADL' } }));
    expect(visibleTerms()).toContain('auto-deleveraging');

    await act(async () => fireEvent.change(filter, { target: { value: 'pramienindex' } }));
    expect(visibleTerms()).toContain('premium-index');

    await act(async () => fireEvent.change(filter, { target: { value: 'xyzzy' } }));
    expect(visibleTerms()).toEqual([]);
    expect(container.querySelector('[data-result-count]')?.textContent).toBe('0 Begriffe');
    expect(container.querySelectorAll('section.glossary-section:not([hidden])')).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Alle Begriffe zeigen' })));
    expect(visibleTerms()).toHaveLength(ids.length);
  });
});
