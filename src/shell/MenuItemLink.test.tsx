// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalizedText, MenuItem } from '../engine/specTypes.generated';
import MenuItemLink from './MenuItemLink';

const text = (value: LocalizedText) => value.en;

function renderItem(item: MenuItem, at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <MenuItemLink item={item} text={text} soonLabel="coming soon" />
    </MemoryRouter>,
  );
}

describe('MenuItemLink', () => {
  afterEach(cleanup);

  it('renders an internal link, marked as the current page where it is', () => {
    renderItem({ label: { en: 'Tools', de: 'Tools' }, to: '/tools' }, '/tools');
    const link = screen.getByRole('link', { name: 'Tools' });
    expect(link.getAttribute('href')).toBe('/tools');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('renders a soon item as text with a coming-soon badge, never a link', () => {
    const { container } = renderItem({ label: { en: 'Binance', de: 'Binance' }, to: '/exchange/binance', soon: true });
    expect(screen.queryByRole('link')).toBeNull();
    const soon = container.querySelector('[data-soon]');
    expect(soon?.textContent).toBe('Binance coming soon');
    expect(soon?.getAttribute('aria-disabled')).toBe('true');
  });

  it('opens external links in a new tab without opener or referrer', () => {
    renderItem({ label: { en: 'X', de: 'X' }, to: 'https://x.com/futureslab' });
    const link = screen.getByRole('link', { name: 'X' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('marks the featured item and shows its badge', () => {
    renderItem({ label: { en: 'Analyzer', de: 'Analyzer' }, to: '/tools/bingx-order-analyzer', featured: true, badge: { en: 'New', de: 'Neu' } });
    const link = screen.getByRole('link');
    expect(link.hasAttribute('data-featured')).toBe(true);
    expect(link.textContent).toBe('Analyzer New');
  });
});
