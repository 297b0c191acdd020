// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../renderWithProviders.testHelper';
import PageContents from './PageContents';

const TEXTS = {
  en: { heading: 'On this page', open: 'Contents', backToTop: 'Back to top' },
  de: { heading: 'Auf dieser Seite', open: 'Inhalt', backToTop: 'Nach oben' },
};
const sections = [
  { id: 'basics', label: 'Basics' },
  { id: 'risks', label: 'Risks of FuturesLab' },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PageContents', () => {
  it('is in the server HTML: a named nav[data-toc] with one fragment link per section and back to top', () => {
    const html = renderToString(<PageContents sections={sections} texts={TEXTS.en} />);
    expect(html).toContain('data-toc');
    expect(html).toContain('href="#basics"');
    expect(html).toContain('href="#risks"');
    expect(html).toContain('data-back-to-top');
  });

  it('is named by its heading and marks the section being read', () => {
    // The window is 768 px high (jsdom): "basics" has scrolled past the top, "risks" starts a third down.
    const tops: Record<string, number> = { basics: -500, risks: 200 };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { top: tops[this.id] ?? 0 } as DOMRect;
    });
    renderWithProviders(
      <>
        <PageContents sections={sections} texts={TEXTS.de} />
        <section id="basics" />
        <section id="risks" />
      </>,
      { lang: 'de', path: '/de/x' },
    );
    const nav = screen.getByRole('navigation', { name: 'Auf dieser Seite' });
    expect(nav.hasAttribute('data-toc')).toBe(true);
    expect(screen.getByRole('link', { name: 'Risks of FuturesLab' }).getAttribute('href')).toBe('#risks');
    expect(screen.getByRole('link', { name: 'Risks of FuturesLab' }).getAttribute('aria-current')).toBe('location');
    expect(screen.getByRole('link', { name: 'Basics' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: /Nach oben/ }).hasAttribute('data-back-to-top')).toBe(true);
  });

  it('opens the sheet with its button, moves focus into the list, and Escape closes it and returns focus', () => {
    renderWithProviders(<PageContents sections={sections} texts={TEXTS.en} />);
    const toggle = screen.getByRole('button', { name: /Contents/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Basics');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes the sheet on a click outside it and when a section is chosen', () => {
    renderWithProviders(<PageContents sections={sections} texts={TEXTS.en} />);
    const toggle = screen.getByRole('button', { name: /Contents/ });
    act(() => toggle.click());
    fireEvent.pointerDown(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => toggle.click());
    fireEvent.click(screen.getByRole('link', { name: 'Risks of FuturesLab' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
