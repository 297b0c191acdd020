// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { num, pickFile, renderLabTool, typeInto, untilState } from '../labTool.testHelper';
import DcaCompare from './DcaCompare';

vi.mock('plotly.js-basic-dist-min', () => import('../../../ui/plotlyStandIn.testHelper'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The buys follow from the bars and the interval alone (a buy on the first bar and every interval after it);
// the values of the plans are src/finance/dca.ts's, tested against numpy (scripts/reference/dca.py).
describe('DCA against a lump sum on /strategies/dca', { timeout: 30_000 }, () => {
  it('on the daily sample, then every 30 days; on the visitor’s hourly German CSV', async () => {
    const root = renderLabTool(DcaCompare, '/strategies/dca');
    const tool = root.querySelector('section[data-tool="dca"]');
    await untilState(tool, 'ready');
    expect((root.querySelector('select[name="dataset"]') as HTMLSelectElement).value).toBe('synthetic-btc-1d');
    // 3,650 daily bars: a buy on day 0 and every 7 days up to day 3,649 → 522 buys of 100 USDT.
    expect(num(root, 'dca.buys')).toBe(522);
    expect(num(root, 'dca.invested')).toBe(52_200);
    expect(num(root, 'lumpSum.invested')).toBe(52_200);
    expect(num(root, 'dca.timeUnderWater')).toBeGreaterThanOrEqual(0);
    typeInto(root.querySelector('input[name="intervalDays"]'), '30');
    expect(num(root, 'dca.buys')).toBe(122);

    await pickFile(root.querySelector('input[type="file"]'), 'tests/fixtures/samples/ohlc-de.csv');
    await untilState(tool, 'ready');
    expect((root.querySelector('select[name="dataset"]') as HTMLSelectElement).value).toBe('upload');
    expect(root.querySelector('.lab-status')?.textContent).toContain('300 bars');
    // Hourly bars over 12.5 days: the 30-day interval leaves one buy, the same as the lump sum; daily buys make 13.
    expect(num(root, 'dca.buys')).toBe(1);
    typeInto(root.querySelector('input[name="intervalDays"]'), '1');
    expect(num(root, 'dca.buys')).toBe(13);
    expect(num(root, 'dca.averageCost')).toBeGreaterThan(0);
  });
});
