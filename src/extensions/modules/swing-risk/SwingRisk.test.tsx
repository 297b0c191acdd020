// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { num, raw, renderLabTool, typeInto } from '../../lab/labTool.testHelper';
import SwingRisk from './SwingRisk';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (root: ParentNode, name: string) => root.querySelector(`[name="${name}"]`);

// Risk = |entry − stop| · size, summed and as a share of the account, with the levels of src/finance/swingRisk.ts.
describe('swing risk dashboard on /strategies/swing-trading', () => {
  it('the default positions, a smaller account, an added short, a bad row and a removed one', () => {
    const root = renderLabTool(SwingRisk, '/strategies/swing-trading');
    // 90 + 150 + 300 USDT at the stops of 10,000 USDT: 0.9 % low, 1.5 % medium, 3 % high; 5.4 % in total, medium.
    expect(num(root, 'risk.0')).toBeCloseTo(90, 9);
    expect(num(root, 'riskPct.1')).toBeCloseTo(1.5, 9);
    expect(num(root, 'totalRisk')).toBeCloseTo(540, 9);
    expect(num(root, 'totalRiskPct')).toBeCloseTo(5.4, 9);
    expect(root.querySelector('tfoot td[data-level]')?.getAttribute('data-level')).toBe('medium');
    expect(root.querySelectorAll('tbody tr')[2]?.querySelector('td[data-level]')?.textContent).toBe('high');

    typeInto(input(root, 'account'), '5000');
    expect(num(root, 'totalRiskPct')).toBeCloseTo(10.8, 9);
    expect(root.querySelector('tfoot td[data-level]')?.textContent).toBe('critical');
    fireEvent.click(screen.getByRole('button', { name: 'Add a position' }));
    typeInto(input(root, 'symbol.3'), 'XRPUSDT');
    typeInto(input(root, 'side.3'), 'short');
    typeInto(input(root, 'entry.3'), '0.5');
    typeInto(input(root, 'stop.3'), '0.55');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Position 4: the size must be a number greater than 0.');
    expect(raw(root, 'totalRisk')).toBe('');
    typeInto(input(root, 'size.3'), '1000');
    expect(num(root, 'risk.3')).toBeCloseTo(50, 9);
    fireEvent.click(screen.getByRole('button', { name: 'Remove position 3' }));
    expect(num(root, 'totalRisk')).toBeCloseTo(290, 9);
    expect(num(root, 'totalRiskPct')).toBeCloseTo(5.8, 9);
  });

  it('[de] a German decimal comma, German numbers and levels', () => {
    const root = renderLabTool(SwingRisk, '/strategies/swing-trading', 'de');
    expect((input(root, 'size.0') as HTMLInputElement).value).toBe('0,03');
    typeInto(input(root, 'size.0'), '0,1');
    expect(num(root, 'risk.0')).toBeCloseTo(300, 9);
    expect(root.querySelector('output[name="totalRisk"]')?.textContent).toContain('750,00');
    expect(root.querySelector('tfoot td[data-level]')?.textContent).toBe('hoch');
  });
});
