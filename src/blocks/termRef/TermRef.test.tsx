// @vitest-environment jsdom
/**
 * A term reference in jsdom: a link to the glossary entry whose plain activation opens the definition from
 * the repository's glossary in a non-modal dialog (its name the term, its description the definition, a link
 * to the glossary), with focus moved into it; Escape and the close button close it and return focus to the
 * reference; a modified click follows the link instead. Tap and layout at 390 px: tests/e2e/blocks.spec.ts.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { repoSpecFiles } from '../../engine/build/repoSpecs';
import type { GlossarySpec } from '../../engine/specTypes.generated';
import { renderWithProviders } from '../renderWithProviders.testHelper';
import TermRef from './TermRef';

afterEach(cleanup);

const glossary = repoSpecFiles().find((file) => file.kind === 'glossary')?.data as GlossarySpec;

async function openPopover(lang: 'en' | 'de') {
  renderWithProviders(
    <p>
      Liquidation follows the <TermRef termId="mark-price">mark price</TermRef>, not the last trade. <a href="/next">next</a>
    </p>,
    { lang },
  );
  const link = screen.getByRole('link', { name: 'mark price' });
  expect(link.getAttribute('href')).toBe('/glossary#mark-price');
  expect(link.getAttribute('aria-expanded')).toBe('false');
  await act(async () => {
    fireEvent.click(link);
  });
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.textContent).toContain(glossary.terms['mark-price']?.term[lang]));
  return { link, dialog };
}

describe('TermRef', () => {
  for (const lang of ['en', 'de'] as const) {
    it(`[${lang}] a click opens the definition in a dialog named by the term, focus inside; Escape closes it and returns focus`, async () => {
      const { link, dialog } = await openPopover(lang);
      expect(link.getAttribute('aria-expanded')).toBe('true');
      expect(link.getAttribute('aria-controls')).toBe(dialog.id);
      expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(glossary.terms['mark-price']?.term[lang]);
      const definition = document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
      expect(definition).toContain(glossary.terms['mark-price']?.definition[lang].split(' ').slice(0, 5).join(' '));
      const more = [...dialog.querySelectorAll('a')].find((anchor) => anchor.getAttribute('href') === '/glossary#mark-price');
      expect(more?.textContent).toBe(lang === 'de' ? 'Mehr im Glossar' : 'More in the glossary');
      expect(document.activeElement).toBe(dialog);

      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(link.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(link);
    });
  }

  it('the close button closes it and returns focus; a second click on the reference closes it too', async () => {
    const { link, dialog } = await openPopover('en');
    fireEvent.click(dialog.querySelector('button') as HTMLButtonElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
    fireEvent.click(link);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a press outside closes it without moving focus; a modified click follows the link', async () => {
    const { link } = await openPopover('en');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link.getAttribute('aria-expanded')).toBe('false');
  });
});
