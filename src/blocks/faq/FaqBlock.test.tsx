// @vitest-environment jsdom
/**
 * The FAQ block renders the repository's FAQ (specs/faq.yaml) in both languages: at least 40 questions,
 * each an anchored disclosure `<details data-faq id>` with the question as its `<summary>`, under its
 * group's heading, with the link to the page that explains more; the question named by the URL hash opens
 * (after rendering and on hashchange). The FAQ page's FAQPage JSON-LD lists the same questions.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { repoSpecFiles } from '../../engine/build/repoSpecs';
import { withGlossaryTermNames } from '../../engine/build/termNames';
import { faqEntries } from '../../engine/faq/faqEntries';
import { LANGUAGES, type Lang } from '../../engine/localize';
import { pageHead } from '../../engine/pageHead';
import type { FaqSpec, GlossarySpec } from '../../engine/specTypes.generated';
import { renderWithProviders } from '../renderWithProviders.testHelper';
import FaqBlock from './FaqBlock';

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

const files = repoSpecFiles();
const faq = files.find((file) => file.kind === 'faq')?.data as FaqSpec;
const glossary = files.find((file) => file.kind === 'glossary')?.data as GlossarySpec;
const questions = faq.groups.flatMap((group) => group.questions);

async function renderFaq(lang: Lang) {
  // Inside act, so that React retries the block once its questions have loaded.
  const result = await act(async () =>
    renderWithProviders(
      <Suspense fallback={<p>loading</p>}>
        <FaqBlock block={{ type: 'faq' }} />
      </Suspense>,
      { lang, path: lang === 'de' ? '/de/faq' : '/faq' },
    ),
  );
  await waitFor(() => expect(result.container.querySelector('details[data-faq]')).not.toBeNull());
  return result;
}

describe('FaqBlock', () => {
  it('has at least 40 questions in each language', () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
  });

  for (const lang of LANGUAGES) {
    it(`[${lang}] shows every question as an anchored details with its summary, under its group heading, linking to its page`, async () => {
      const { container } = await renderFaq(lang);
      const details = [...container.querySelectorAll<HTMLDetailsElement>('details[data-faq]')];
      expect(details.map((item) => item.id)).toEqual(questions.map((question) => question.id));
      for (const group of faq.groups) {
        const heading = container.querySelector(`h2[id="${group.id}"]`);
        expect(heading?.textContent).toBe(group.title[lang]);
        const section = heading?.closest('section');
        expect([...(section?.querySelectorAll('details[data-faq]') ?? [])].map((item) => item.id)).toEqual(group.questions.map((question) => question.id));
        expect(container.querySelector(`nav a[href="#${group.id}"]`)?.textContent).toBe(group.title[lang]);
      }
      for (const question of questions) {
        const item = container.querySelector<HTMLDetailsElement>(`details[id="${question.id}"]`);
        expect(item?.querySelector('summary')?.textContent).toBe(question.question[lang]);
        expect(item?.open).toBe(false);
        const pageLink = [...(item?.querySelectorAll('.faq-more a') ?? [])].find((link) => !link.classList.contains('faq-permalink'));
        expect(pageLink?.getAttribute('href'), question.id).toBe(question.to);
        expect(item?.textContent, question.id).not.toContain('[[');
      }
    });
  }

  it('opens the question named by the URL hash, and another one when the hash changes', async () => {
    window.location.hash = '#what-is-liquidation';
    const { container } = await renderFaq('de');
    const open = () => [...container.querySelectorAll<HTMLDetailsElement>('details[data-faq]')].filter((item) => item.open).map((item) => item.id);
    await waitFor(() => expect(open()).toEqual(['what-is-liquidation']));
    act(() => {
      window.location.hash = '#what-is-funding';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(open()).toEqual(['what-is-liquidation', 'what-is-funding']);
  });

  for (const lang of LANGUAGES) {
    it(`[${lang}] the page's FAQPage JSON-LD lists every question at its anchor, answers as plain text`, () => {
      const entries = faqEntries(withGlossaryTermNames(faq, glossary), lang, () => undefined).flatMap((group) => group.questions);
      const head = pageHead({
        siteName: 'FuturesLab',
        siteUrl: 'https://futureslab.example',
        lang,
        title: 'FAQ',
        description: 'FAQ',
        paths: { en: '/faq', de: '/de/faq' },
        breadcrumbs: [],
        faq: entries,
        imagePath: '/og-image.png',
        indexable: true,
      });
      const page = head.structuredData.find((data) => (data as { '@type': string })['@type'] === 'FAQPage') as {
        mainEntity: { '@id': string; name: string; acceptedAnswer: { text: string } }[];
      };
      const base = `https://futureslab.example${lang === 'de' ? '/de' : ''}/faq#`;
      expect(page.mainEntity.map((question) => question['@id'])).toEqual(questions.map((question) => `${base}${question.id}`));
      expect(page.mainEntity.map((question) => question.name)).toEqual(questions.map((question) => question.question[lang]));
      for (const question of page.mainEntity) expect(question.acceptedAnswer.text).not.toMatch(/\[\[|\*\*|\]\(/);
    });
  }
});
