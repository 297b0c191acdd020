// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { num, raw, renderLabTool, typeInto } from '../labTool.testHelper';
import CarryOptimizer from './CarryOptimizer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIXTURES = join(import.meta.dirname, '..', '..', '..', '..', 'tests', 'fixtures', 'carry');

interface SolvedCase<Solution> {
  name: string;
  linprog: Solution;
}

function solvedCases<Solution>(file: string): (name: string) => Solution {
  const cases = (JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { cases: SolvedCase<Solution>[] }).cases;
  return (name) => {
    const found = cases.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no case ${name} in ${file}`);
    return found.linprog;
  };
}

// Expected values: scipy's linprog (scripts/reference/carry_optimizer.py). capital.json holds the capital of
// delta-neutral carries with fees (the tool's defaults: 20,000 USDT, risk cap 70 %, 3x shorts, spot fee 0.1 % and
// perpetual fee 0.05 % per trade, held 30 days); optimizer.json the split of the notional without fees.
const onCapital = solvedCases<{ expectedFunding: number; weights: number[]; grossFunding: number; feesPerYear: number }>('capital.json');
const onNotional = solvedCases<{ expectedFunding: number; weights: number[]; risk: number }>('optimizer.json');

/** At 3x, 3/4 of the capital of a delta-neutral carry is the short's notional. */
const SHORT_SHARE = 0.75;

function expectWeights(root: ParentNode, weights: readonly number[]): void {
  weights.forEach((weight, index) => expect(num(root, `weights.${index}.weight`), `weight ${index}`).toBeCloseTo(weight, 12));
}

describe('carry portfolio optimizer on /strategies/carry-trade', () => {
  it('optimises the funding on the capital: 3/4 of it is the shorts’ notional at 3x, and the fees come off', () => {
    const root = renderLabTool(CarryOptimizer, '/strategies/carry-trade');
    const defaults = onCapital('defaults');
    expect(num(root, 'expectedFunding')).toBeCloseTo(defaults.expectedFunding, 12);
    expect(num(root, 'expectedFundingAmount')).toBeCloseTo(20_000 * defaults.expectedFunding, 8);
    expect(num(root, 'grossFunding')).toBeCloseTo(defaults.grossFunding, 12);
    expect(num(root, 'feesPerYear')).toBeCloseTo(defaults.feesPerYear, 12);
    defaults.weights.forEach((weight, index) => {
      expect(num(root, `weights.${index}.weight`)).toBeCloseTo(weight, 12);
      expect(num(root, `weights.${index}.amount`)).toBeCloseTo(20_000 * weight, 8);
      expect(num(root, `weights.${index}.notional`)).toBeCloseTo(20_000 * weight * SHORT_SHARE, 8);
    });

    // Without fees the split is the notional optimum, and only 3/4 of its 16.45 % reaches the capital.
    typeInto(root.querySelector('input[name="spotFeePct"]'), '0');
    typeInto(root.querySelector('input[name="perpFeePct"]'), '0');
    expect(num(root, 'expectedFunding')).toBeCloseTo(onCapital('defaults before fees').expectedFunding, 12);
    expect(num(root, 'expectedFundingAmount')).toBeCloseTo(2467.875, 8);
  });

  it('without fees: the split under the risk cap, a looser cap, an added position, a bad row and a removed one', () => {
    const root = renderLabTool(CarryOptimizer, '/strategies/carry-trade');
    const tool = root.querySelector('section[data-tool="carry-optimizer"]');
    typeInto(root.querySelector('input[name="spotFeePct"]'), '0');
    typeInto(root.querySelector('input[name="perpFeePct"]'), '0');
    expect(tool?.getAttribute('data-state')).toBe('ready');
    const defaults = onNotional('defaults');
    expectWeights(root, defaults.weights);
    expect(num(root, 'expectedFunding')).toBeCloseTo(SHORT_SHARE * defaults.expectedFunding, 12);
    expect(num(root, 'risk')).toBeCloseTo(defaults.risk, 12);

    typeInto(root.querySelector('input[name="riskCap"]'), '150');
    const loose = onNotional('risk cap does not bind');
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
    const added = onNotional('an added carry outbids BTC');
    expectWeights(root, added.weights);
    expect(num(root, 'expectedFunding')).toBeCloseTo(SHORT_SHARE * added.expectedFunding, 12);
    fireEvent.click(screen.getByRole('button', { name: 'Remove position 5' }));
    expect(num(root, 'expectedFunding')).toBeCloseTo(SHORT_SHARE * loose.expectedFunding, 12);
  });

  it('[de] German numbers in the results and in the typed rows', () => {
    const root = renderLabTool(CarryOptimizer, '/strategies/carry-trade', 'de');
    expect(root.querySelector('output[name="expectedFundingAmount"]')?.textContent).toContain('1.933,88');
    expect((root.querySelector('input[name="rows.0.funding"]') as HTMLInputElement).value).toBe('10,95');
  });
});
