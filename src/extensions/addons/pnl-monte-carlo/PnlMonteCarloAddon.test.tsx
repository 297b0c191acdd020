// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileCalculator } from '../../../engine/compileCalculator';
import { evaluateCalculator } from '../../../engine/evaluateCalculator';
import { repoCalculatorSpec } from '../../../engine/build/repoSpecs';
import { output, renderCalculator, type } from '../../../blocks/calculator/renderCalculator.testHelper';
import { monteCarloJob, runMonteCarloJob } from './monteCarloJob';

vi.mock('virtual:futureslab/site', () => import('../../../blocks/testSite.testHelper'));
// Charts draw with plotly, which jsdom cannot run: a stand-in that resolves like Plotly.react.
vi.mock('plotly.js-basic-dist-min', () => import('../../../ui/plotlyStandIn.testHelper'));

const spec = repoCalculatorSpec('roi-pnl-pro');
const NAMES = ['mcP5', 'mcP50', 'mcP95', 'mcLiquidatedShare'] as const;

function values(): (string | undefined)[] {
  return NAMES.map((name) => output(name).dataset.value);
}

/** Waits until the add-on has finished a run for the current inputs. */
async function settled(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-mc-state]')?.getAttribute('data-mc-state')).toBe('done'), { timeout: 10_000 });
}

beforeEach(() => window.history.replaceState(null, '', '/tools/roi-pnl-pro'));
afterEach(cleanup);

// Rendering the whole calculator several times is slow on a busy machine: generous timeouts.
describe('pnl-monte-carlo add-on in ROI & PnL Pro', { timeout: 30_000 }, () => {
  it('shows P5, P50, P95 and the liquidated share as outputs with raw data-values, computed from the calculator', async () => {
    renderCalculator(spec, 'en');
    await settled();
    const form = document.querySelector('form[data-calc="roi-pnl-pro"]')!;
    for (const name of NAMES) expect(form.contains(output(name))).toBe(true);
    // The same numbers as a run of the job the calculator's defaults describe.
    const scope = evaluateCalculator(compileCalculator(spec), {}).scope;
    const expected = runMonteCarloJob(monteCarloJob(scope)!);
    expect(values()).toEqual([expected.p5, expected.p50, expected.p95, expected.liquidatedShare].map(String));
    expect(expected.p5).toBeLessThan(expected.p50);
    expect(expected.p50).toBeLessThan(expected.p95);
    expect(output('mcP50').textContent).toBe(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(expected.p50));
    expect(screen.getByText(/Based on 2,000 paths × 30 days, seed 42/)).toBeTruthy();
    // The liquidation price it checks is shown, and the fan chart has a text alternative.
    expect(screen.getByText(/Liquidation price used: 54,271\.36 USDT/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Net PnL percentiles by day (data of the chart)' }).querySelectorAll('tbody tr')).toHaveLength(11);
  });

  it('gives the same numbers for the same seed and others for another seed', async () => {
    renderCalculator(spec, 'en');
    await settled();
    const first = values();
    cleanup();
    renderCalculator(spec, 'en');
    await settled();
    expect(values()).toEqual(first);
    type('Random seed', '7');
    await waitFor(() => expect(output('mcP50').dataset.value).not.toBe(first[1]), { timeout: 10_000 });
    await settled();
    expect(values()[0]).not.toBe(first[0]);
    type('Random seed', '42');
    await waitFor(() => expect(values()).toEqual(first), { timeout: 10_000 });
  });

  it('reports invalid Monte Carlo inputs in the alert region, in English and German, without blocking the PnL', async () => {
    renderCalculator(spec, 'en');
    await settled();
    type('Monte Carlo paths', '50000');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Monte Carlo: the number of paths must be a whole number from 1 to 20,000.'));
    expect(output('mcP5').dataset.value).toBe('');
    expect(output('mcP5').textContent).toBe('—');
    expect(output('netPnl').dataset.value).toBe('1469.25');
    type('Daily volatility', '-1');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Monte Carlo: the daily volatility must be between 0 and 100 %.'));
    type('Monte Carlo paths', '100');
    type('Daily volatility', '3');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(''));
    await settled();
    expect(output('mcP5').dataset.value).not.toBe('');
    cleanup();

    renderCalculator(spec, 'de');
    await settled();
    type('Simulierte Tage', '1001');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Monte Carlo: Die simulierten Tage müssen eine ganze Zahl von 1 bis 1.000 sein.'));
    type('Zufalls-Seed', '1,5');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Monte Carlo: Der Seed muss eine ganze Zahl von 0 bis 4.294.967.295 sein.'));
  });

  it('shows no numbers while the calculator is blocked by its own validation', async () => {
    renderCalculator(spec, 'en');
    await settled();
    type('Leverage', '0');
    await waitFor(() => expect(output('mcP50').dataset.value).toBe(''));
    expect(screen.getByRole('alert').textContent).toBe('Please check your inputs. Entry, size, and leverage must be > 0.');
    expect(screen.getByText('The Monte Carlo runs once the inputs above are valid.')).toBeTruthy();
    type('Leverage', '10');
    await settled();
    expect(output('mcP50').dataset.value).not.toBe('');
  });
});
