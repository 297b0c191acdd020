// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import CarryOptimizer from './CarryOptimizer';

afterEach(cleanup);

interface CapitalCase {
  name: string;
  linprog: { expectedFunding: number; weights: number[]; grossFunding: number; feesPerYear: number };
}

// Expected values: scipy's linprog on the capital of delta-neutral carries (scripts/reference/carry_optimizer.py,
// tests/fixtures/carry/capital.json). The tool's defaults: 20,000 USDT, risk cap 70 %, 3x shorts, spot fee 0.1 %
// and perpetual fee 0.05 % per trade, held 30 days.
const cases = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'tests', 'fixtures', 'carry', 'capital.json'), 'utf8')) as { cases: CapitalCase[] }).cases;
const byName = (name: string) => cases.find((c) => c.name === name) as CapitalCase;

describe('carry-optimizer module', () => {
  it('optimises the funding on the capital: 3/4 of it is the shorts’ notional at 3x, and the fees come off', () => {
    window.history.replaceState(null, '', '/strategies/carry-trade');
    const { container } = render(<CarryOptimizer props={{}} />);
    const value = (name: string) => Number(container.querySelector(`output[name="${name}"]`)?.getAttribute('data-value'));
    const defaults = byName('defaults');
    expect(value('expectedFunding')).toBeCloseTo(defaults.linprog.expectedFunding, 12);
    expect(value('expectedFundingAmount')).toBeCloseTo(20000 * defaults.linprog.expectedFunding, 8);
    expect(value('grossFunding')).toBeCloseTo(defaults.linprog.grossFunding, 12);
    expect(value('feesPerYear')).toBeCloseTo(defaults.linprog.feesPerYear, 12);
    defaults.linprog.weights.forEach((weight, i) => {
      expect(value(`weights.${i}.weight`)).toBeCloseTo(weight, 12);
      expect(value(`weights.${i}.notional`)).toBeCloseTo(20000 * weight * 0.75, 8);
    });

    // Without fees the split is the notional optimum, and only 3/4 of its 16.45 % reaches the capital.
    fireEvent.change(container.querySelector('input[name="spotFeePct"]') as HTMLInputElement, { target: { value: '0' } });
    fireEvent.change(container.querySelector('input[name="perpFeePct"]') as HTMLInputElement, { target: { value: '0' } });
    expect(value('expectedFunding')).toBeCloseTo(byName('defaults before fees').linprog.expectedFunding, 12);
    expect(value('expectedFundingAmount')).toBeCloseTo(2467.875, 8);
  });
});
