// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeroBlock as HeroBlockSpec } from '../engine/specTypes.generated';
import HeroBlock from './HeroBlock';
import { renderWithProviders } from './renderWithProviders.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));

const slide = (n: number, to: string) => ({
  title: { en: `Slide ${n}`, de: `Folie ${n}` },
  text: { en: `Text ${n}`, de: `Text ${n}` },
  link: { label: { en: `Go ${n}`, de: `Los ${n}` }, to },
});
const block: HeroBlockSpec = { type: 'hero', slides: [slide(1, '/'), slide(2, '/futures-types'), slide(3, '/tools')] };

let reducedMotion = false;
beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The title of the one slide assistive tech can see. */
const visibleTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('HeroBlock', () => {
  it('is a carousel with one visible slide and labelled slides', () => {
    const { container } = renderWithProviders(<HeroBlock block={block} />);
    const carousel = container.querySelector('[aria-roledescription="carousel"]');
    expect(carousel?.getAttribute('aria-label')).toBe('Highlights');
    const slides = container.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(3);
    expect(slides[0]?.getAttribute('aria-label')).toBe('Slide 1 of 3');
    expect([...slides].map((s) => s.hasAttribute('hidden'))).toEqual([false, true, true]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go 1' }).className).toContain('btn btn-primary');
  });

  it('autoplays every 6 s by default with the live region off, and wraps around', () => {
    const { container } = renderWithProviders(<HeroBlock block={block} />);
    expect(container.querySelector('.hero-slides')?.getAttribute('aria-live')).toBe('off');
    advance(5999);
    expect(visibleTitle()).toBe('Slide 1');
    advance(1);
    expect(visibleTitle()).toBe('Slide 2');
    advance(6000);
    expect(visibleTitle()).toBe('Slide 3');
    advance(6000);
    expect(visibleTitle()).toBe('Slide 1');
  });

  it('honours intervalMs', () => {
    renderWithProviders(<HeroBlock block={{ ...block, intervalMs: 2000 }} />);
    advance(2000);
    expect(visibleTitle()).toBe('Slide 2');
  });

  it('pauses on hover and resumes on leave', () => {
    const { container } = renderWithProviders(<HeroBlock block={block} />);
    const carousel = container.querySelector('.hero') as HTMLElement;
    fireEvent.mouseEnter(carousel);
    advance(20000);
    expect(visibleTitle()).toBe('Slide 1');
    expect(container.querySelector('.hero-slides')?.getAttribute('aria-live')).toBe('polite');
    fireEvent.mouseLeave(carousel);
    advance(6000);
    expect(visibleTitle()).toBe('Slide 2');
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    renderWithProviders(<HeroBlock block={block} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.focus(next);
    advance(20000);
    expect(visibleTitle()).toBe('Slide 1');
    fireEvent.blur(next, { relatedTarget: null });
    advance(6000);
    expect(visibleTitle()).toBe('Slide 2');
  });

  it('moves with next/prev buttons, dots and arrow keys', () => {
    renderWithProviders(<HeroBlock block={block} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.click(next);
    expect(visibleTitle()).toBe('Slide 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleTitle()).toBe('Slide 3');
    const dot = screen.getByRole('button', { name: 'Show slide 2: Slide 2' });
    fireEvent.click(dot);
    expect(visibleTitle()).toBe('Slide 2');
    expect(dot.getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(visibleTitle()).toBe('Slide 3');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(visibleTitle()).toBe('Slide 2');
  });

  it('stops and restarts with the pause button', () => {
    renderWithProviders(<HeroBlock block={block} />);
    const pause = screen.getByRole('button', { name: 'Pause automatic slide show' });
    fireEvent.click(pause);
    fireEvent.blur(pause, { relatedTarget: null });
    advance(20000);
    expect(visibleTitle()).toBe('Slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause automatic slide show' }), { relatedTarget: null });
    advance(6000);
    expect(visibleTitle()).toBe('Slide 2');
  });

  it('never autoplays under prefers-reduced-motion and keeps the live region polite', () => {
    reducedMotion = true;
    const { container } = renderWithProviders(<HeroBlock block={block} />);
    advance(60000);
    expect(visibleTitle()).toBe('Slide 1');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    expect(container.querySelector('.hero-slides')?.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleTitle()).toBe('Slide 2');
  });

  it('shows a single slide without controls', () => {
    renderWithProviders(<HeroBlock block={{ type: 'hero', slides: [slide(1, '/')] }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks German', () => {
    renderWithProviders(<HeroBlock block={block} />, { lang: 'de' });
    expect(screen.getByRole('button', { name: 'Nächste Folie' })).toBeTruthy();
    expect(visibleTitle()).toBe('Folie 1');
  });
});
