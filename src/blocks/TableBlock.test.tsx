// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableBlock as TableBlockSpec } from '../engine/specTypes.generated';
import { renderWithProviders } from './renderWithProviders.testHelper';
import TableBlock from './TableBlock';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));
afterEach(cleanup);

const block: TableBlockSpec = {
  type: 'table',
  heading: { en: 'Exchanges', de: 'Börsen' },
  caption: { en: 'For orientation only', de: 'Nur zur Orientierung' },
  sortable: true,
  columns: [
    { key: 'name', label: { en: 'Exchange', de: 'Börse' } },
    { key: 'leverage', label: { en: 'Max leverage', de: 'Max. Hebel' }, align: 'end' },
  ],
  rows: [
    { name: { en: '[BingX](/exchange/bingx)', de: '[BingX](/exchange/bingx)' }, leverage: 150 },
    { name: { en: 'Binance', de: 'Binance' }, leverage: 1250.5 },
    { name: { en: 'Kraken', de: 'Kraken' }, leverage: 50 },
  ],
  note: { en: 'Limits change.', de: 'Limits ändern sich.' },
};

const firstColumn = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('TableBlock', () => {
  it('renders caption, headers, a focusable scroll region and inline Markdown cells', () => {
    renderWithProviders(<TableBlock block={block} />);
    const region = screen.getByRole('region', { name: 'For orientation only' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BingX' }).getAttribute('href')).toBe('/exchange/bingx');
    expect(screen.getByText('Limits change.')).toBeTruthy();
  });

  it('formats numbers for the language', () => {
    renderWithProviders(<TableBlock block={block} />, { lang: 'de' });
    expect(screen.getByText('1.250,5')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Max. Hebel/ })).toBeTruthy();
  });

  it('sorts by a column with header buttons and reports aria-sort', () => {
    renderWithProviders(<TableBlock block={block} />);
    const header = screen.getByRole('columnheader', { name: /Max leverage/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['Kraken', 'BingX', 'Binance']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['Binance', 'BingX', 'Kraken']);

    const nameHeader = screen.getByRole('columnheader', { name: /Exchange/ });
    fireEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(firstColumn()).toEqual(['Binance', 'BingX', 'Kraken']);
  });

  it('renders plain headers without aria-sort when not sortable', () => {
    renderWithProviders(<TableBlock block={{ ...block, sortable: false }} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Exchange' }).getAttribute('aria-sort')).toBeNull();
  });
});
