// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { num, raw, renderLabTool, typeInto } from '../../lab/labTool.testHelper';
import SwingTracker from './SwingTracker';

vi.mock('plotly.js-basic-dist-min', () => import('../../../ui/plotlyStandIn.testHelper'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (root: ParentNode, name: string) => root.querySelector(`[name="${name}"]`);

// The report is Performance Pro's computeReport (tested in ../../shared/trades/performanceReport.test.ts);
// the nets of the five example trades are worked out below.
describe('swing performance tracker on /strategies/swing-trading', () => {
  it('the five example trades, a changed exit, a bad stop and the equity table', () => {
    const root = renderLabTool(SwingTracker, '/strategies/swing-trading');
    expect(root.querySelector('section[data-tool="swing-tracker"]')?.getAttribute('data-state')).toBe('ready');
    // Nets 176.22, −91.76, 178.59, −93.75, 88.06 USDT; R = net ÷ (|entry − stop| · size).
    expect(num(root, 'trades')).toBe(5);
    expect(num(root, 'winRate')).toBeCloseTo(0.6, 12);
    expect(num(root, 'avgR')).toBeCloseTo(0.5322244444444444, 12);
    expect(num(root, 'expectancy')).toBeCloseTo(51.472, 9);
    expect(num(root, 'netPnl')).toBeCloseTo(257.36, 9);
    expect(num(root, 'maxDrawdown')).toBeCloseTo(0.00913471141619694, 12);
    expect([...root.querySelectorAll('table')].at(-1)?.textContent).toContain('10,257.36');

    typeInto(input(root, 'exit.1'), '3300');
    // ETH long now wins: pnl 180 − 1.76 = 178.24; 4 of 5 win.
    expect(num(root, 'winRate')).toBeCloseTo(0.8, 12);
    expect(num(root, 'netPnl')).toBeCloseTo(527.36, 9);
    typeInto(input(root, 'stop.0'), '60000');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Trade 1: the stop must differ from the entry.');
    expect(raw(root, 'avgR')).toBe('');
    typeInto(input(root, 'stop.0'), '57000');
    expect(num(root, 'trades')).toBe(5);
  });
});
