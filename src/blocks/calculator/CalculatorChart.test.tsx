// @vitest-environment jsdom
/**
 * Calculator charts (`charts[]`): a <figure> with caption, plotly drawn lazily through
 * Plotly.react (mocked here) with vertical marker lines, Plotly.purge on unmount, and a visually
 * hidden data table as the accessible alternative.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalculatorSpec } from '../../engine/specTypes.generated';
import { renderCalculator, type } from './renderCalculator.testHelper';

const plotly = vi.hoisted(() => ({
  react: vi.fn((root: HTMLElement) => Promise.resolve(root)),
  purge: vi.fn(),
}));
vi.mock('plotly.js-basic-dist-min', () => ({ default: plotly }));
vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));

const text = (en: string, de: string) => ({ en, de });

const spec: CalculatorSpec = {
  id: 'chart-ui',
  inputs: [
    { id: 'entry', type: 'number', label: text('Entry', 'Einstieg'), default: 100 },
    { id: 'quantity', type: 'number', label: text('Quantity', 'Menge'), default: 2 },
  ],
  let: [{ id: 'walletBalance', expr: 'entry * quantity / 10' }],
  outputs: [{ id: 'liquidationPrice', label: text('Liquidation price', 'Liquidationspreis'), expr: 'exchangeLiqPrice(1, quantity, entry, walletBalance, 0.01, 0)', format: 'price' }],
  validate: [{ when: 'entry <= 0', message: text('Entry must be > 0.', 'Einstieg muss > 0 sein.') }],
  charts: [
    {
      id: 'equityChart',
      title: text('Equity against price', 'Equity gegen Preis'),
      help: text('Dashed line: liquidation.', 'Gestrichelt: Liquidation.'),
      x: { symbol: 'price', label: text('Price', 'Preis'), min: 'entry * 0.8', max: 'entry * 1.2', points: 21, format: 'price' },
      y: { label: text('USDT', 'USDT'), format: 'money' },
      series: [
        { id: 'equity', label: text('Equity', 'Equity'), expr: 'walletBalance + quantity * (price - entry)' },
        { id: 'maintenance', label: text('Maintenance margin', 'Erhaltungsmarge'), expr: 'quantity * price * 0.01' },
      ],
      markers: [{ label: text('Liquidation', 'Liquidation'), x: 'liquidationPrice' }],
    },
  ],
  examples: [{ inputs: {} }],
};

interface PlotCall {
  data: { name: string; x: number[]; y: (number | null)[] }[];
  layout: { shapes: { x0: number }[]; annotations: { text: string }[]; separators: string; xaxis: { title: { text: string } } };
}
const lastCall = (): PlotCall => {
  const call = plotly.react.mock.calls.at(-1) as unknown as [HTMLElement, PlotCall['data'], PlotCall['layout']];
  return { data: call[1], layout: call[2] };
};

beforeEach(() => {
  window.history.replaceState(null, '', '/chart-ui');
  plotly.react.mockClear();
  plotly.purge.mockClear();
});
afterEach(cleanup);

describe('calculator charts', () => {
  it('renders a figure with caption and draws the series and markers with plotly', async () => {
    renderCalculator(spec);
    const figure = screen.getByRole('figure', { name: 'Equity against price' });
    await waitFor(() => expect(plotly.react).toHaveBeenCalled());
    const { data, layout } = lastCall();
    expect(data.map((line) => line.name)).toEqual(['Equity', 'Maintenance margin']);
    expect(data[0]!.x).toHaveLength(21);
    expect(data[0]!.y[10]).toBe(20);
    expect(layout.shapes).toHaveLength(1);
    expect(layout.shapes[0]!.x0).toBeCloseTo(Number(document.querySelector('output[name="liquidationPrice"]')!.getAttribute('data-value')), 9);
    expect(layout.annotations[0]!.text).toBe('Liquidation');
    expect(layout.xaxis.title.text).toBe('Price');
    expect(layout.separators).toBe('.,');
    // The plot is hidden from assistive technology; the text alternative is a hidden data table.
    const plot = plotly.react.mock.calls.at(-1)![0] as HTMLElement;
    expect(plot.getAttribute('aria-hidden')).toBe('true');
    const table = within(figure).getByRole('table', { name: 'Data of the chart “Equity against price”' });
    expect(table.closest('.sr-only')).not.toBeNull();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Price', 'Equity (USDT)', 'Maintenance margin (USDT)']);
    const rows = within(table).getAllByRole('rowheader').map((th) => th.textContent);
    expect(rows).toHaveLength(11);
    expect([rows[0], rows[5], rows[10]]).toEqual(['80.00', '100.00', '120.00']);
    expect(within(figure).getByText('Liquidation: Price 90.9091')).toBeTruthy();
    expect(within(figure).getByText('Dashed line: liquidation.')).toBeTruthy();
    await waitFor(() => expect(figure.querySelector('[data-plot-state="ready"]')).not.toBeNull());
  });

  it('redraws when an input changes, shows a message while validation blocks, and purges on unmount', async () => {
    const view = renderCalculator(spec);
    await waitFor(() => expect(plotly.react).toHaveBeenCalled());
    type('Entry', '200');
    await waitFor(() => expect(lastCall().data[0]!.x[0]).toBe(160));
    type('Entry', '0');
    await waitFor(() => expect(screen.getByText('No chart for these inputs.')).toBeTruthy());
    expect(screen.getByRole('figure', { name: 'Equity against price' })).toBeTruthy();
    type('Entry', '100');
    await waitFor(() => expect(screen.queryByText('No chart for these inputs.')).toBeNull());
    await waitFor(() => expect(plotly.react.mock.calls.length).toBeGreaterThan(2));
    view.unmount();
    await waitFor(() => expect(plotly.purge).toHaveBeenCalled());
  });

  it('uses German number separators and texts', async () => {
    renderCalculator(spec, 'de');
    await waitFor(() => expect(plotly.react).toHaveBeenCalled());
    expect(lastCall().layout.separators).toBe(',.');
    expect(screen.getByRole('figure', { name: 'Equity gegen Preis' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Daten des Diagramms „Equity gegen Preis“' })).toBeTruthy();
  });

  it('says so when plotly cannot be loaded', async () => {
    plotly.react.mockImplementationOnce(() => Promise.reject(new Error('no canvas')));
    renderCalculator(spec);
    await act(async () => {
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.getByText('The chart could not be loaded. The results above are complete.')).toBeTruthy());
  });
});
