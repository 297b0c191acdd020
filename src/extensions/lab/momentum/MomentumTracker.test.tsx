// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { num, pickFile, raw, renderLabTool, untilState } from '../labTool.testHelper';
import MomentumTracker from './MomentumTracker';

vi.mock('plotly.js-basic-dist-min', () => import('../../../ui/plotlyStandIn.testHelper'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('momentum tracker on /strategies/day-trading', { timeout: 30_000 }, () => {
  it('reads the hourly sample: readings in range, a call, its signal chart and the four rules', async () => {
    const root = renderLabTool(MomentumTracker, '/strategies/day-trading');
    const tool = root.querySelector('section[data-tool="momentum"]');
    await untilState(tool, 'ready');
    expect((root.querySelector('select[name="dataset"]') as HTMLSelectElement).value).toBe('synthetic-btc-1h');
    expect(num(root, 'rsi')).toBeGreaterThan(0);
    expect(num(root, 'rsi')).toBeLessThan(100);
    for (const name of ['roc', 'macdHist', 'emaDistPct']) expect(raw(root, name), name).toMatch(/^-?\d/);
    expect(['buy', 'sell', 'hold', 'exit']).toContain(root.querySelector('output[name="signal"]')?.getAttribute('data-signal'));
    expect(['weak', 'moderate', 'strong', 'very-strong']).toContain(root.querySelector('output[name="strength"]')?.getAttribute('data-strength'));
    expect(root.querySelector('figure[data-chart="momentum-signals"] figcaption')?.textContent).toBe('Signals of the last 300 bars on the close');
    expect(root.querySelectorAll('ol li')).toHaveLength(4);
  });

  it('reads the visitor’s German CSV: the readings of its last bar and a strong buy', async () => {
    const root = renderLabTool(MomentumTracker, '/strategies/day-trading');
    const tool = root.querySelector('section[data-tool="momentum"]');
    await untilState(tool, 'ready');
    await pickFile(root.querySelector('input[type="file"]'), 'tests/fixtures/samples/ohlc-de.csv');
    await untilState(tool, 'ready');
    expect((root.querySelector('select[name="dataset"]') as HTMLSelectElement).value).toBe('upload');
    expect(root.querySelector('.lab-status')?.textContent).toContain('300 bars');
    // Computed independently from the file: python3 scripts/reference/day_trading.py ("momentum, ohlc-de.csv").
    expect(num(root, 'rsi')).toBeCloseTo(58.07152834425046, 9);
    expect(num(root, 'roc')).toBeCloseTo(0.013368700265252054, 12);
    expect(num(root, 'macdHist')).toBeCloseTo(0.5153263802174759, 9);
    expect(num(root, 'emaDistPct')).toBeCloseTo(2.0130670971135523, 9);
    const signal = root.querySelector('output[name="signal"]');
    expect(signal?.getAttribute('data-signal')).toBe('buy');
    expect(signal?.textContent).toBe('Buy');
    expect(root.querySelector('output[name="strength"]')?.textContent).toBe('strong');
  });
});
