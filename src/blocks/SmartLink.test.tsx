// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SmartLink from './SmartLink';
import { renderWithProviders } from './renderWithProviders.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
afterEach(cleanup);

const label = { en: 'Open tools', de: 'Tools öffnen' };

describe('SmartLink', () => {
  it('renders an internal path as a router link in the current language', () => {
    renderWithProviders(<SmartLink link={{ label, to: '/tools#liquidation' }} />, { lang: 'de' });
    const link = screen.getByRole('link', { name: 'Tools öffnen' });
    expect(link.getAttribute('href')).toBe('/tools#liquidation');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens external https links in a new tab with noopener noreferrer', () => {
    renderWithProviders(<SmartLink link={{ label, to: 'https://example.com/x' }} />);
    const link = screen.getByRole('link', { name: /Open tools/ });
    expect(link.getAttribute('href')).toBe('https://example.com/x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('sends affiliate links to the site affiliate url as sponsored', () => {
    renderWithProviders(<SmartLink link={{ label, affiliate: 'bingx' }} />);
    const link = screen.getByRole('link', { name: /Open tools/ });
    expect(link.getAttribute('href')).toBe('https://bingx.example/invite/abc');
    expect(link.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('renders an unknown affiliate as text, not a link', () => {
    renderWithProviders(<SmartLink link={{ label, affiliate: 'nope' }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Open tools')).toBeTruthy();
  });

  it('renders soon links as text with a coming-soon badge and data-soon', () => {
    const { container } = renderWithProviders(<SmartLink link={{ label, to: '/faq', soon: true }} />);
    expect(screen.queryByRole('link')).toBeNull();
    const soon = container.querySelector('[data-soon]');
    expect(soon?.textContent).toBe('Open tools coming soon');
    expect(soon?.getAttribute('aria-disabled')).toBe('true');
  });

  it('renders mailto links without a new tab', () => {
    renderWithProviders(<SmartLink link={{ label, to: 'mailto:hi@example.com' }} />);
    expect(screen.getByRole('link').getAttribute('target')).toBeNull();
  });

  it('applies button variant classes and lets children replace the label', () => {
    renderWithProviders(
      <SmartLink link={{ label, to: '/tools', variant: 'primary' }} className="extra">
        Custom
      </SmartLink>,
    );
    const link = screen.getByRole('link', { name: 'Custom' });
    expect(link.className).toBe('btn btn-primary extra');
  });

  it('replaces {{name}} in spec labels with the site name', () => {
    renderWithProviders(<SmartLink link={{ label: { en: 'About {{name}}', de: 'Über {{name}}' }, to: '/about' }} />);
    expect(screen.getByRole('link', { name: 'About FuturesLab' })).toBeTruthy();
  });
});
