// @vitest-environment jsdom
/**
 * The funding-history add-on in the carry calculators (jsdom, the site API answered by a fetch stand-in):
 * the funding calculator shows the table per exchange; the compact form on the other carry calculators
 * shows only the buttons; a button types the exchange's mean per 8 hours into the rate input in percent.
 * The expected mean is the plain average of the rates below (all 8-hour periods).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCalculator } from '../../../blocks/calculator/renderCalculator.testHelper';
import { repoCalculatorSpec } from '../../../engine/build/repoSpecs';
import { forgetMarketCatalog } from '../../shared/marketData/marketCatalog';

vi.mock('virtual:futureslab/site', () => import('../../../blocks/testSite.testHelper'));
vi.mock('plotly.js-basic-dist-min', () => import('../../../ui/plotlyStandIn.testHelper'));

const HOUR = 3_600_000;
const start = Date.UTC(2024, 0, 1);
const times = Array.from({ length: 90 }, (_, i) => start + i * 8 * HOUR);
const rates = { binanceusdm: times.map((_, i) => (i % 3 === 0 ? -0.0001 : 0.0002)), bybit: times.map(() => 0.0001) };
const iso = (ms: number) => new Date(ms).toISOString();
const entry = (exchange: string) => ({ id: `${exchange}:BTC:funding`, exchange, market: 'BTC', from: iso(start), to: iso(times.at(-1) as number), records: times.length, gaps: [], updatedAt: '2024-02-01T00:00:00.000Z' });
const answers: Record<string, unknown> = {
  '/api/market/catalog': {
    asOf: '2024-02-01T00:00:00.000Z',
    exchanges: [
      { id: 'binanceusdm', name: 'Binance USDS-M', terms: 'https://www.binance.com/en/terms' },
      { id: 'bybit', name: 'Bybit', terms: 'https://www.bybit.com/en/terms' },
    ],
    datasets: [{ id: 'binanceusdm:BTC:1d', exchange: 'binanceusdm', market: 'BTC', timeframe: '1d', from: iso(start), to: '2024-01-31T00:00:00.000Z', bars: 31, gaps: [], updatedAt: '2024-02-01T00:00:00.000Z' }],
    funding: [entry('binanceusdm'), entry('bybit')],
  },
  '/api/market/funding?exchange=binanceusdm&market=BTC': { t: times, rate: rates.binanceusdm, intervalHours: 8 },
  '/api/market/funding?exchange=bybit&market=BTC': { t: times, rate: rates.bybit, intervalHours: 8 },
};

beforeEach(() => {
  forgetMarketCatalog();
  vi.stubGlobal('fetch', (url: string) => Promise.resolve(url in answers ? new Response(JSON.stringify(answers[url])) : new Response('{"error":"not found"}', { status: 404 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetMarketCatalog();
});

/** Waits until the selector finds an element (the history arrives after the catalog). */
function shown<E extends Element>(container: HTMLElement, selector: string): Promise<E> {
  return waitFor(() => {
    const found = container.querySelector<E>(selector);
    if (!found) throw new Error(`${selector} not shown yet`);
    return found;
  });
}

const rateField = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[name="ratePer8h"]') as HTMLInputElement;

describe('the funding-history add-on', { timeout: 30_000 }, () => {
  it('shows the statistics per exchange on the funding calculator and fills the mean in percent', async () => {
    const { container } = renderCalculator(repoCalculatorSpec('carry-funding'), 'en');
    const mean = await shown(container, 'output[name="funding.binanceusdm.mean"]');
    // 30 of 90 periods at −0.01 %, 60 at +0.02 %: a mean of 0.01 % per 8 hours.
    expect(Number(mean.getAttribute('data-value'))).toBeCloseTo(0.0001, 12);
    expect(container.querySelector('section.calc-funding-history')).not.toBeNull();
    // One column per exchange and one row per figure (fits a phone), the data's range listed under the table.
    const table = container.querySelector('.calc-funding-history table') as HTMLTableElement;
    expect([...table.querySelectorAll('thead th[scope="col"]')].map((cell) => cell.textContent)).toEqual(['Binance USDS-M', 'Bybit']);
    expect([...table.querySelectorAll('tbody th[scope="row"]')].map((cell) => cell.textContent)).toContain('Mean per period');
    expect(table.querySelector('tbody tr')?.querySelectorAll('output')).toHaveLength(2);
    expect(container.querySelector('.calc-funding-sources li')?.textContent).toMatch(/^Binance USDS-M: 90 periods of 8 h from /);
    fireEvent.click(screen.getByRole('button', { name: /Binance USDS-M/ }));
    await waitFor(() => expect(rateField(container).value).toBe('0.01'));
  });

  it('keeps only the buttons in its compact form, without a landmark of its own (German number format)', async () => {
    const { container } = renderCalculator(repoCalculatorSpec('carry-risk'), 'de');
    const button = await shown<HTMLButtonElement>(container, 'button[name="useMean.bybit"]');
    expect(container.querySelector('.calc-funding-history table')).toBeNull();
    expect(container.querySelector('.calc-funding-history [data-chart]')).toBeNull();
    expect(container.querySelector('section.calc-funding-history')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(rateField(container).value).toBe('0,01'));
  });
});
