// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardsBlock as CardsBlockSpec } from '../engine/specTypes.generated';
import CardsBlock from './CardsBlock';
import { renderWithProviders } from './renderWithProviders';

vi.mock('virtual:futureslab/site', () => import('./testSite'));
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
      icon: '⚠',
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
    expect(container.querySelector('.card-icon')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.cards-intro em')?.textContent).toBe('hier');
    expect(screen.getByRole('link', { name: 'Lesen' }).getAttribute('href')).toBe('/learn/liquidation-risk');
    expect(container.querySelector('[data-soon]')?.textContent).toContain('Bald');
  });

  it('uses h2 card titles when the block has no heading, and three columns by default', () => {
    const { container } = renderWithProviders(<CardsBlock block={{ type: 'cards', items: block.items }} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(container.querySelector('.cards')?.className).toContain('cards-cols-3');
  });
});
