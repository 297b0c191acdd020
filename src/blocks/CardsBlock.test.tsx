// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardsBlock as CardsBlockSpec } from '../engine/specTypes.generated';
import CardsBlock from './CardsBlock';
import { renderWithProviders } from './renderWithProviders.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
vi.mock('virtual:futureslab/routes', () => ({
  routes: [
    { path: '/learn/liquidation-risk', status: 'live' },
    { path: '/learn/trading-psychology', status: 'soon' },
  ],
  redirects: {},
}));
afterEach(cleanup);

const block: CardsBlockSpec = {
  type: 'cards',
  heading: { en: 'Learn', de: 'Lernen' },
  intro: { en: 'Start *here*.', de: 'Fang *hier* an.' },
  columns: 2,
  items: [
    {
      title: { en: 'Liquidation', de: 'Liquidation' },
      text: { en: 'What it is.', de: 'Was sie ist.' },
      badge: { en: 'New', de: 'Neu' },
      meta: { en: '5 min', de: '5 Min.' },
      icon: 'alert',
      link: { label: { en: 'Read', de: 'Lesen' }, to: '/learn/liquidation-risk' },
    },
    { title: { en: 'Funding', de: 'Funding' }, text: { en: 'Every 8 hours.', de: 'Alle 8 Stunden.' }, link: { label: { en: 'Soon', de: 'Bald' }, to: '/learn/margin-funding', soon: true } },
  ],
};

describe('CardsBlock', () => {
  it('renders a list of cards with titles under the block heading and optional parts', () => {
    const { container } = renderWithProviders(<CardsBlock block={block} />, { lang: 'de' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Lernen');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Liquidation', 'Funding']);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('.cards')?.className).toContain('cards-cols-2');
    expect(screen.getByText('Neu')).toBeTruthy();
    expect(screen.getByText('5 Min.')).toBeTruthy();
    // The icon is a drawing from the sprite, not a character that needs an emoji font, and hidden from assistive technology.
    const icon = container.querySelector('svg.card-icon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.querySelector('use')?.getAttribute('href')).toMatch(/cardIcons[^#]*#alert$/);
    expect(container.querySelector('.cards-intro em')?.textContent).toBe('hier');
    expect(screen.getByRole('link', { name: 'Lesen' }).getAttribute('href')).toBe('/learn/liquidation-risk');
    expect(container.querySelector('[data-soon]')?.textContent).toContain('Bald');
  });

  it('uses h2 card titles when the block has no heading, and three columns by default', () => {
    const { container } = renderWithProviders(<CardsBlock block={{ type: 'cards', items: block.items }} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(container.querySelector('.cards')?.className).toContain('cards-cols-3');
  });

  it("derives the 'In progress' badge from the linked page's status instead of the typed badge", () => {
    const items: CardsBlockSpec['items'] = [
      { title: { en: 'Live', de: 'Live' }, text: { en: 'x', de: 'x' }, badge: { en: 'Basics', de: 'Grundlagen' }, link: { label: { en: 'Read', de: 'Lesen' }, to: '/learn/liquidation-risk' } },
      { title: { en: 'Soon', de: 'Bald' }, text: { en: 'y', de: 'y' }, badge: { en: 'Basics', de: 'Grundlagen' }, link: { label: { en: 'Read', de: 'Lesen' }, to: '/learn/trading-psychology#intro' } },
    ];
    const { container } = renderWithProviders(<CardsBlock block={{ type: 'cards', items }} />, { lang: 'de' });
    const badges = [...container.querySelectorAll('.card .badge')].map((badge) => [badge.textContent, badge.hasAttribute('data-soon')]);
    expect(badges).toEqual([
      ['Grundlagen', false],
      ['In Arbeit', true],
    ]);
  });
});
