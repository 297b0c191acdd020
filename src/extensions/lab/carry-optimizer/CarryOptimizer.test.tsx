// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { num, raw, renderLabTool, typeInto } from '../labTool.testHelper';
import CarryOptimizer from './CarryOptimizer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Cases solved with scipy's linprog by scripts/reference/carry_optimizer.py. */
const cases = (JSON.parse(readFileSync('tests/fixtures/carry/optimizer.json', 'utf8')) as { cases: { name: string; linprog: { expectedFunding: number; weights: number[]; risk: number } }[] }).cases;
const solved = (name: string) => {
  const found = cases.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no case ${name}`);
  return found.linprog;
};

function expectWeights(root: ParentNode, weights: readonly number[]): void {
  weights.forEach((weight, index) => expect(num(root, `weights.${index}.weight`), `weight ${index}`).toBeCloseTo(weight, 12));
}

describe('carry portfolio optimizer on /strategies/carry-trade', () => {
  it('the defaults under the risk cap, a looser cap, an added position, a bad row and a removed one', () => {
    const root = renderLabTool(CarryOptimizer, '/strategies/carry-trade');
    const tool = root.querySelector('section[data-tool="carry-optimizer"]');
    expect(tool?.getAttribute('data-state')).toBe('ready');
    const defaults = solved('defaults');
    expectWeights(root, defaults.weights);
    expect(num(root, 'weights.0.amount')).toBeCloseTo(20_000 * (defaults.weights[0] ?? NaN), 6);
    expect(num(root, 'expectedFunding')).toBeCloseTo(defaults.expectedFunding, 12);
    expect(num(root, 'expectedFundingAmount')).toBeCloseTo(20_000 * defaults.expectedFunding, 6);
    expect(num(root, 'risk')).toBeCloseTo(defaults.risk, 12);
    // The price of risk is where BTC and ETH score alike: (0.135 − 0.1095) / (0.65 − 0.5) = 0.17.
    expect(num(root, 'riskPrice')).toBeCloseTo(0.17, 12);

    typeInto(root.querySelector('input[name="riskCap"]'), '150');
    const loose = solved('risk cap does not bind');
    expectWeights(root, loose.weights);
    expect(num(root, 'risk')).toBeCloseTo(loose.risk, 12);
    expect(num(root, 'riskPrice')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Add a position' }));
    typeInto(root.querySelector('input[name="rows.4.asset"]'), 'DOT');
    typeInto(root.querySelector('input[name="rows.4.funding"]'), '25');
    typeInto(root.querySelector('input[name="rows.4.volatility"]'), '0');
    typeInto(root.querySelector('input[name="rows.4.maxWeight"]'), '20');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Position 5: the volatility must be greater than 0 and at most 1,000 % a year.');
    expect(tool?.getAttribute('data-state')).toBe('error');
    expect(raw(root, 'expectedFunding')).toBe('');
    typeInto(root.querySelector('input[name="rows.4.volatility"]'), '95');
    const added = solved('an added carry outbids BTC');
    expectWeights(root, added.weights);
    expect(num(root, 'expectedFunding')).toBeCloseTo(added.expectedFunding, 12);
    fireEvent.click(screen.getByRole('button', { name: 'Remove position 5' }));
    expect(num(root, 'expectedFunding')).toBeCloseTo(loose.expectedFunding, 12);
  });

  it('[de] German numbers in the results and in the typed rows', () => {
    const root = renderLabTool(CarryOptimizer, '/strategies/carry-trade', 'de');
    expect(root.querySelector('output[name="expectedFundingAmount"]')?.textContent).toContain('3.290,50');
    expect((root.querySelector('input[name="rows.0.funding"]') as HTMLInputElement).value).toBe('10,95');
  });
});
