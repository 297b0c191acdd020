// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ButtonsBlock from './ButtonsBlock';
import { renderWithProviders } from './renderWithProviders.testHelper';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
afterEach(cleanup);

describe('ButtonsBlock', () => {
  it('renders a row of button links, secondary unless the spec says otherwise', () => {
    renderWithProviders(
      <ButtonsBlock
        block={{
          type: 'buttons',
          items: [
            { label: { en: 'Open Liquidation Pro', de: 'Liquidation Pro öffnen' }, to: '/tools/liquidation-pro', variant: 'primary' },
            { label: { en: 'Margin & Funding', de: 'Margin & Funding' }, to: '/learn/margin-funding' },
            { label: { en: 'Trade on BingX', de: 'Auf BingX traden' }, affiliate: 'bingx', variant: 'ghost' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Open Liquidation Pro' }).className).toBe('btn btn-primary');
    expect(screen.getByRole('link', { name: 'Margin & Funding' }).className).toBe('btn btn-secondary');
    const affiliate = screen.getByRole('link', { name: /Trade on BingX/ });
    expect(affiliate.className).toBe('btn btn-ghost');
    expect(affiliate.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
