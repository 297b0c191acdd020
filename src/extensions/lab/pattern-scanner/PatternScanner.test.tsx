// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { num, pickFile, raw, renderLabTool, typeInto, untilState } from '../labTool.testHelper';
import PatternScanner from './PatternScanner';

vi.mock('plotly.js-basic-dist-min', () => import('../../../ui/plotlyStandIn.testHelper'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const select = (root: ParentNode, name: string) => root.querySelector(`select[name="${name}"]`) as HTMLSelectElement;

// The counts and hit rates are scanPatterns', checked against numpy in ./scan.test.ts
// (tests/fixtures/patterns/reference.json from scripts/reference/patterns.py).
describe('pattern scanner on /strategies/swing-trading', { timeout: 30_000 }, () => {
  it('scans the hourly sample on 4-hour bars: the matches table and the pattern’s definition; daily data cannot make hourly bars', async () => {
    const root = renderLabTool(PatternScanner, '/strategies/swing-trading');
    const tool = root.querySelector('section[data-tool="pattern-scanner"]');
    await untilState(tool, 'ready');
    expect([select(root, 'dataset').value, select(root, 'pattern').value, select(root, 'timeframe').value]).toEqual(['synthetic-btc-1h', 'bullishEngulfing', '4h']);
    // 4,000 hourly bars → 1,000 four-hour bars; bullish engulfing 134 times, 61 of 133 higher 5 bars later.
    expect(num(root, 'matches')).toBe(134);
    expect(num(root, 'hitRate')).toBeCloseTo(61 / 133, 12);
    expect(root.querySelectorAll('table[data-matches="134"] tbody tr')).toHaveLength(134);
    expect(root.querySelector('.lab-definition')?.textContent).toContain('previous bar red, current bar green, current open ≤ previous close and current close ≥ previous open');

    typeInto(select(root, 'dataset'), 'synthetic-btc-1d');
    typeInto(select(root, 'timeframe'), '1h');
    await untilState(tool, 'error');
    expect(root.querySelector('.param-alert')?.textContent).toContain('The bars of this data are longer than the chosen timeframe');
    expect(raw(root, 'hitRate')).toBe('');
  });

  it('scans the visitor’s German CSV', async () => {
    const root = renderLabTool(PatternScanner, '/strategies/swing-trading');
    const tool = root.querySelector('section[data-tool="pattern-scanner"]');
    await untilState(tool, 'ready');
    await pickFile(root.querySelector('input[type="file"]'), 'tests/fixtures/samples/ohlc-de.csv');
    await untilState(tool, 'ready');
    expect(select(root, 'dataset').value).toBe('upload');
    typeInto(root.querySelector('input[name="horizon"]'), '2');
    expect(num(root, 'matches')).toBe(11);
    expect(num(root, 'hitRate')).toBeCloseTo(7 / 11, 12);
    expect(num(root, 'matches.bearishEngulfing')).toBe(7);
  });
});
