// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { num, pickFile, raw, renderLabTool, typeInto, untilState } from '../labTool.testHelper';
import VolatilityEstimators from './VolatilityEstimators';

vi.mock('plotly.js-basic-dist-min', () => import('../../../ui/plotlyStandIn.testHelper'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('volatility estimators on /strategies/volatility-trading', { timeout: 30_000 }, () => {
  it('on the daily sample, over 30 and 90 bars; a window longer than an uploaded file is refused', async () => {
    const root = renderLabTool(VolatilityEstimators, '/strategies/volatility-trading');
    const tool = root.querySelector('section[data-tool="volatility-estimators"]');
    await untilState(tool, 'ready');
    expect((root.querySelector('select[name="dataset"]') as HTMLSelectElement).value).toBe('synthetic-btc-1d');
    // Computed independently with numpy: python3 scripts/reference/volatility.py sample.
    expect(num(root, 'closeToClose')).toBeCloseTo(1.4252067271343503, 9);
    expect(num(root, 'parkinson')).toBeCloseTo(1.3598612572117892, 9);
    expect(num(root, 'garmanKlass')).toBeCloseTo(1.3342522770992735, 9);
    expect(num(root, 'yangZhang')).toBeCloseTo(1.322314366289852, 9);
    expect(num(root, 'barsPerYear')).toBe(365);
    typeInto(root.querySelector('input[name="window"]'), '90');
    expect(num(root, 'closeToClose')).toBeCloseTo(1.3204423391080506, 9);
    expect(num(root, 'yangZhang')).toBeCloseTo(1.317905968477243, 9);

    await pickFile(root.querySelector('input[type="file"]'), 'tests/fixtures/samples/ohlc-de.csv');
    await untilState(tool, 'ready');
    expect((root.querySelector('select[name="dataset"]') as HTMLSelectElement).value).toBe('upload');
    expect(root.querySelector('.lab-status')?.textContent).toContain('300 bars');
    // Hourly bars: 24 · 365 a year.
    expect(num(root, 'barsPerYear')).toBe(8760);
    expect(num(root, 'parkinson')).toBeGreaterThan(0);
    typeInto(root.querySelector('input[name="window"]'), '400');
    await untilState(tool, 'error');
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('The data has 300 bars; a window needs one bar more than its length (the close before it). Choose at most 299 bars.');
    expect(raw(root, 'yangZhang')).toBe('');
  });
});
