// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PairsTrading from './PairsTrading';

const root = join(import.meta.dirname, '..', '..', '..', '..');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The module on the daily multi-asset sample (fetched from public/lab/, read on the page: jsdom has no
// Worker) with its defaults: sETC against sETH over 730 bars, z over 30 bars, entry |z| > 2, 0.1 % fee.
// The expected numbers are those of the pure functions (src/finance/portfolio/pairs.ts, tested against
// numpy) on the same data.
describe('pairs-trading module', { timeout: 30_000 }, () => {
  it('shows the hedge ratio, half-life, z-score and backtest through the DOM contract; a stricter entry trades less', async () => {
    window.history.replaceState(null, '', '/strategies/arbitrage');
    vi.stubGlobal('fetch', (url: string) => Promise.resolve(new Response(readFileSync(join(root, 'public', url)))));
    const { container } = render(<PairsTrading props={{}} />);
    const section = container.querySelector('section[data-backtest="pairs"]');
    await waitFor(() => expect(section?.getAttribute('data-state')).toBe('ready'), { timeout: 20_000 });
    const value = (name: string) => Number(container.querySelector(`output[name="${name}"]`)?.getAttribute('data-value'));
    expect((container.querySelector('select[name="pairY"]') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('sETC');
    expect((container.querySelector('select[name="pairX"]') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('sETH');
    expect(value('hedgeRatio')).toBeCloseTo(0.8944719920747155, 10);
    expect(value('halfLife')).toBeCloseTo(8.062709064536218, 8);
    expect(value('zScore')).toBeCloseTo(-0.5729086884227597, 8);
    expect(value('trades')).toBe(24);
    expect(value('totalReturn')).toBeCloseTo(0.6557024237122939, 8);
    expect(value('winRate')).toBeCloseTo(0.875, 12);
    expect(value('maxDrawdown')).toBeCloseTo(0.0933544452736983, 8);
    for (const control of container.querySelectorAll('input, select')) expect((control as HTMLInputElement).labels?.length, (control as HTMLInputElement).name).toBeGreaterThan(0);

    // A stricter entry (|z| > 3) trades less often; the hedge ratio does not depend on it.
    fireEvent.change(container.querySelector('input[name="entry"]') as Element, { target: { value: '3' } });
    await waitFor(() => expect(value('trades')).toBeLessThan(24));
    expect(value('hedgeRatio')).toBeCloseTo(0.8944719920747155, 10);
  });
});
