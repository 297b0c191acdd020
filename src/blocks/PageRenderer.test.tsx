// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadedPage } from '../engine/routeTypes';
import PageRenderer from './PageRenderer';
import { renderWithProviders } from './renderWithProviders.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
vi.mock('./HeroBlock', () => ({
  default: () => {
    throw new Error('boom');
  },
}));

const page: LoadedPage = {
  id: 'liquidation-risk',
  path: '/learn/liquidation-risk',
  kind: 'learn',
  title: { en: 'Liquidation risk', de: 'Liquidationsrisiko' },
  description: { en: 'How liquidation works on {{name}}.', de: 'So funktioniert Liquidation.' },
  lead: { en: 'Know your liquidation price.', de: 'Kenne deinen Liquidationspreis.' },
  blocks: [
    { type: 'prose', id: 'what-is-liquidation', heading: { en: 'What is liquidation?', de: 'Was ist Liquidation?' }, body: { en: 'Text.', de: 'Text.' } },
    { type: 'hero', slides: [{ title: { en: 'x', de: 'x' }, text: { en: 'x', de: 'x' }, link: { label: { en: 'x', de: 'x' }, to: '/' } }] },
    { type: 'callout', variant: 'nfa' },
  ],
};

beforeEach(() => {
  document.title = '';
  document.head.querySelector('meta[name="description"]')?.remove();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PageRenderer', () => {
  it('renders <main data-page> with exactly one h1, the lead and the blocks in order', () => {
    const { container } = renderWithProviders(<PageRenderer page={page} />);
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.getAttribute('data-page')).toBe('liquidation-risk');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Liquidation risk');
    expect(screen.getByText('Know your liquidation price.')).toBeTruthy();
    expect([...main.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block'))).toEqual(['prose', 'hero', 'callout']);
  });

  it('anchors a block by its id', () => {
    const { container } = renderWithProviders(<PageRenderer page={page} />);
    expect(container.querySelector('#what-is-liquidation')?.textContent).toContain('What is liquidation?');
  });

  it('keeps the page up when one block throws', () => {
    const { container } = renderWithProviders(<PageRenderer page={page} />);
    expect(screen.getByRole('alert').textContent).toBe('This section could not be displayed.');
    expect(container.querySelector('[data-nfa]')).not.toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('sets the document title and meta description in the current language', () => {
    const { i18n } = renderWithProviders(<PageRenderer page={page} />);
    expect(document.title).toBe('Liquidation risk · FuturesLab');
    const meta = document.head.querySelector('meta[name="description"]');
    expect(meta?.getAttribute('content')).toBe('How liquidation works on FuturesLab.');
    act(() => {
      void i18n.changeLanguage('de');
    });
    expect(document.title).toBe('Liquidationsrisiko · FuturesLab');
    expect(meta?.getAttribute('content')).toBe('So funktioniert Liquidation.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Liquidationsrisiko');
  });

  it('renders the coming-soon template for status soon', () => {
    const { container } = renderWithProviders(<PageRenderer page={{ ...page, status: 'soon' }} />);
    const main = screen.getByRole('main');
    expect(main.getAttribute('data-page')).toBe('liquidation-risk');
    expect(main.hasAttribute('data-soon')).toBe(true);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Liquidation risk – Coming soon');
    expect(container.querySelector('[data-block]')).toBeNull();
  });
});
