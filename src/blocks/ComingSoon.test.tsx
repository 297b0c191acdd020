// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadedPage } from '../engine/routeTypes';
import ComingSoon from './ComingSoon';
import { renderWithProviders } from './renderWithProviders.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
afterEach(cleanup);

const page = (kind: LoadedPage['kind'], blocks: LoadedPage['blocks'] = []): LoadedPage => ({
  id: 'grid',
  path: '/strategies/grid',
  kind,
  status: 'soon',
  title: { en: 'Grid trading', de: 'Grid-Trading' },
  description: { en: 'Grid', de: 'Grid' },
  blocks,
});

describe('ComingSoon', () => {
  it('shows the title, badge, milestones, three buttons and the NFA notice', () => {
    const { container } = renderWithProviders(<ComingSoon page={page('strategy')} />);
    expect(container.querySelector('.coming-soon')?.hasAttribute('data-soon')).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Grid trading – Coming soon');
    expect(screen.getByText('In progress').hasAttribute('data-soon')).toBe(true);
    const milestones = screen.getByRole('list', { name: 'Progress' });
    expect([...milestones.querySelectorAll('li')].map((li) => li.getAttribute('data-state'))).toEqual(['current', 'next', 'next']);
    expect(milestones.querySelector('[aria-current="step"]')?.textContent).toContain('Research');
    expect(screen.getByRole('link', { name: 'Strategy overview' }).getAttribute('href')).toBe('/strategies/overview');
    const register = screen.getByRole('link', { name: /Register with BingX/ });
    expect(register.getAttribute('href')).toBe('https://bingx.example/invite/abc');
    expect(register.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Open the order analyzer' }).getAttribute('href')).toBe('/tools/bingx-order-analyzer');
    expect(container.querySelector('[data-nfa] a[href="/nfa"]')).not.toBeNull();
  });

  it('speaks German', () => {
    renderWithProviders(<ComingSoon page={page('learn')} />, { lang: 'de' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Grid-Trading – Demnächst');
    expect(screen.getByText('In Arbeit')).toBeTruthy();
    expect(screen.getByText('Recherche')).toBeTruthy();
    expect(screen.getByText('Inhalt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lern-Übersicht' }).getAttribute('href')).toBe('/learn');
    expect(screen.getByRole('link', { name: /Bei BingX registrieren/ })).toBeTruthy();
  });

  it.each([
    ['tool', '/tools'],
    ['exchange', '/exchange-compare'],
    ['general', '/'],
  ] as const)('links the %s overview to %s', (kind, href) => {
    const { container } = renderWithProviders(<ComingSoon page={page(kind)} />);
    expect(container.querySelector('.btn-primary')?.getAttribute('href')).toBe(href);
  });

  it('marks content as the current milestone for a draft with blocks, or the given one', () => {
    const { container, unmount } = renderWithProviders(<ComingSoon page={page('strategy', [{ type: 'prose', body: { en: 'x', de: 'x' } }])} />);
    expect(container.querySelector('[aria-current="step"]')?.textContent).toContain('Content');
    unmount();
    const second = renderWithProviders(<ComingSoon page={page('strategy')} current="design" />);
    expect([...second.container.querySelectorAll('.milestone')].map((li) => li.getAttribute('data-state'))).toEqual(['done', 'current', 'next']);
  });
});
