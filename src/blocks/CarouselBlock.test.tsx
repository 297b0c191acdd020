// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarouselBlock as CarouselBlockSpec } from '../engine/specTypes.generated';
import CarouselBlock from './CarouselBlock';
import { renderWithProviders } from './renderWithProviders.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));

const slide = (title: string) => ({ title: { en: title, de: `${title} (de)` }, body: { en: `About **${title}**.`, de: `Über **${title}**.` } });
const block: CarouselBlockSpec = {
  type: 'carousel',
  heading: { en: 'Phases of a trade', de: 'Phasen eines Trades' },
  slides: [slide('Setup'), slide('Entry'), slide('Management'), slide('Exit')],
};

afterEach(cleanup);

/** Titles of the slides assistive tech can see (the hidden ones are left out). */
const shownSlides = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-roledescription="slide"]')].filter((s) => !s.hasAttribute('hidden')).map((s) => s.getAttribute('aria-label'));

describe('CarouselBlock', () => {
  it('is a labelled carousel with one visible slide, a live region and named controls', () => {
    const { container } = renderWithProviders(<CarouselBlock block={block} />);
    const carousel = container.querySelector('[aria-roledescription="carousel"]') as HTMLElement;
    expect(screen.getByRole('heading', { level: 2 }).id).toBe(carousel.getAttribute('aria-labelledby'));
    expect(shownSlides(container)).toEqual(['Slide 1 of 4: Setup']);
    expect(container.querySelector('.carousel-slides')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Previous slide' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('button', { name: 'Setup' }).getAttribute('aria-current')).toBe('step');
    expect(container.querySelector('[data-active] strong')?.textContent).toBe('Setup');
  });

  it('moves with the buttons and stops at both ends', () => {
    const { container } = renderWithProviders(<CarouselBlock block={block} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    fireEvent.click(previous);
    expect(shownSlides(container)).toEqual(['Slide 1 of 4: Setup']);
    fireEvent.click(next);
    expect(shownSlides(container)).toEqual(['Slide 2 of 4: Entry']);
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(shownSlides(container)).toEqual(['Slide 4 of 4: Exit']);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(shownSlides(container)).toEqual(['Slide 4 of 4: Exit']);
    fireEvent.click(previous);
    expect(shownSlides(container)).toEqual(['Slide 3 of 4: Management']);
  });

  it('follows ArrowRight, ArrowLeft, Home and End on the controls, moving focus along the slide buttons', () => {
    const { container } = renderWithProviders(<CarouselBlock block={block} />);
    const setup = screen.getByRole('button', { name: 'Setup' });
    setup.focus();
    fireEvent.keyDown(setup, { key: 'ArrowRight' });
    expect(shownSlides(container)).toEqual(['Slide 2 of 4: Entry']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Entry' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(shownSlides(container)).toEqual(['Slide 4 of 4: Exit']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Exit' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(shownSlides(container)).toEqual(['Slide 4 of 4: Exit']);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.keyDown(next, { key: 'Home' });
    expect(shownSlides(container)).toEqual(['Slide 1 of 4: Setup']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Exit' }));
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(shownSlides(container)).toEqual(['Slide 1 of 4: Setup']);
  });

  it('renders every slide on the server without touching the browser, in German too', async () => {
    const { I18nextProvider } = await import('react-i18next');
    const { default: i18n } = await import('i18next');
    const instance = i18n.createInstance();
    await instance.init({ lng: 'de', resources: { de: { blocks: { carousel: { previous: 'Vorherige Folie', next: 'Nächste Folie', slides: 'Folie wählen', slide: 'Folie {{index}} von {{count}}: {{title}}' } } } } });
    const html = renderToString(
      <I18nextProvider i18n={instance}>
        <CarouselBlock block={block} />
      </I18nextProvider>,
    );
    for (const title of ['Setup', 'Entry', 'Management', 'Exit']) expect(html).toContain(`${title} (de)`);
    expect(html).toContain('Folie 1 von 4: Setup (de)');
    expect(html.match(/hidden=""/g)).toHaveLength(3);
  });
});
