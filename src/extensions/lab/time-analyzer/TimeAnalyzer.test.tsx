// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { num, pickFile, renderLabTool, typeInto, untilState } from '../labTool.testHelper';
import TimeAnalyzer from './TimeAnalyzer';

vi.mock('plotly.js-basic-dist-min', () => import('../../../ui/plotlyStandIn.testHelper'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('time analyzer on /strategies/day-trading', { timeout: 30_000 }, () => {
  it('reads the hourly sample: bars per hour and session, the most active session marked, the heatmap’s metric', async () => {
    const root = renderLabTool(TimeAnalyzer, '/strategies/day-trading');
    const tool = root.querySelector('section[data-tool="time-analyzer"]');
    await untilState(tool, 'ready');
    expect((root.querySelector('select[name="dataset"]') as HTMLSelectElement).value).toBe('synthetic-btc-1h');
    // 4,000 hourly bars from Monday 2024-01-01 00:00 UTC: 167 bars at hours 0–15 and 166 at hours 16–23.
    expect(num(root, 'hour.0.bars')).toBe(167);
    expect(num(root, 'hour.23.bars')).toBe(166);
    expect(num(root, 'session.tokyo.bars')).toBe(9 * 167);
    expect(num(root, 'session.sydney.bars')).toBe(3 * 166 + 6 * 167);
    expect(num(root, 'session.overlap.bars')).toBe(3 * 167);
    const most = root.querySelector('output[name="mostActive"]')?.getAttribute('data-session');
    expect(root.querySelector('tr.lab-most-active')?.getAttribute('data-session')).toBe(most);
    const caption = () => root.querySelector('figure[data-chart="time-heatmap"] figcaption')?.textContent;
    expect(caption()).toBe('Mean high–low range by weekday and hour (UTC)');
    typeInto(root.querySelector('select[name="heatmap"]'), 'absReturn');
    expect(caption()).toBe('Mean absolute return by weekday and hour (UTC)');
    expect(root.querySelectorAll('figure[data-chart="time-heatmap"] table tbody tr')).toHaveLength(7);
  });

  it('reads the visitor’s German CSV by session; refuses daily bars with a message', async () => {
    const root = renderLabTool(TimeAnalyzer, '/strategies/day-trading');
    const tool = root.querySelector('section[data-tool="time-analyzer"]');
    await untilState(tool, 'ready');
    await pickFile(root.querySelector('input[type="file"]'), 'tests/fixtures/samples/ohlc-de.csv');
    await untilState(tool, 'ready');
    expect((root.querySelector('select[name="dataset"]') as HTMLSelectElement).value).toBe('upload');
    expect(root.querySelector('.lab-status')?.textContent).toContain('300 bars');
    // Computed independently from the file: python3 scripts/reference/day_trading.py ("sessions, ohlc-de.csv").
    expect(num(root, 'session.tokyo.bars')).toBe(117);
    expect(num(root, 'session.london.meanAbsReturn')).toBeCloseTo(0.008334788318026585, 12);
    expect(num(root, 'session.newYork.meanRange')).toBeCloseTo(0.012514881275375154, 12);
    expect(num(root, 'session.sydney.bars')).toBe(114);
    expect(num(root, 'session.overlap.meanRange')).toBeCloseTo(0.013331393447305162, 12);
    expect(root.querySelector('output[name="mostActive"]')?.getAttribute('data-session')).toBe('overlap');
    expect(root.querySelector('tr.lab-most-active th')?.textContent).toContain('London/New York overlap');

    typeInto(root.querySelector('select[name="dataset"]'), 'synthetic-btc-1d');
    await untilState(tool, 'error');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('The time analyzer needs intraday bars of one hour or shorter; this data has bars of 1,440 minutes.');
  });
});
