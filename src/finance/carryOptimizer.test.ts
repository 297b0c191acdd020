import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { capitalYield, carryCostProblem, carryInputProblem, carryOnCapital, notionalShare, optimizeCarry, type CarryCandidate, type CarryCosts } from './carryOptimizer';

interface ReferenceCase {
  name: string;
  funding: number[];
  volatility: number[];
  maxWeight: number[];
  riskCap: number;
  linprog: { expectedFunding: number; weights: number[]; risk: number; invested: number; unique: boolean };
}

// Optimal values from scipy.optimize.linprog with HiGHS (scripts/reference/carry_optimizer.py), an independent
// solver of the same linear program; 8 hand-made and 60 seeded random cases with 2 to 10 positions.
const reference = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../tests/fixtures/carry/optimizer.json'), 'utf8')) as { cases: ReferenceCase[] };

const candidatesOf = (c: ReferenceCase): CarryCandidate[] => c.funding.map((funding, i) => ({ funding, volatility: c.volatility[i] as number, maxWeight: c.maxWeight[i] as number }));

describe('carry portfolio optimizer', () => {
  it.each(reference.cases.map((c) => [c.name, c] as const))('matches linprog (HiGHS): %s', (_name, c) => {
    const candidates = candidatesOf(c);
    const result = optimizeCarry(candidates, c.riskCap);
    expect(result.expectedFunding).toBeCloseTo(c.linprog.expectedFunding, 9);
    // Feasible: budget, risk cap and every position's cap.
    expect(result.invested).toBeLessThanOrEqual(1 + 1e-12);
    expect(result.risk).toBeLessThanOrEqual(c.riskCap + 1e-12);
    result.weights.forEach((weight, i) => {
      expect(weight).toBeGreaterThanOrEqual(0);
      expect(weight).toBeLessThanOrEqual((c.maxWeight[i] as number) + 1e-15);
    });
    // Where the optimum is unique, the weights themselves agree.
    if (c.linprog.unique) result.weights.forEach((weight, i) => expect(weight, `weight ${i}`).toBeCloseTo(c.linprog.weights[i] as number, 7));
  });

  it('the defaults: the risk cap binds, the budget is used and BTC gives way to the riskier, better-paid carries', () => {
    const result = optimizeCarry(
      [
        { funding: 0.1095, volatility: 0.5, maxWeight: 0.5 },
        { funding: 0.135, volatility: 0.65, maxWeight: 0.4 },
        { funding: 0.2, volatility: 0.85, maxWeight: 0.25 },
        { funding: 0.3, volatility: 1.1, maxWeight: 0.15 },
      ],
      0.7,
    );
    result.weights.forEach((weight, i) => expect(weight).toBeCloseTo([0.45, 0.15, 0.25, 0.15][i] as number, 12));
    expect(result.expectedFunding).toBeCloseTo(0.164525, 12);
    expect(result.risk).toBeCloseTo(0.7, 12);
    expect(result.riskBinding).toBe(true);
    expect(result.budgetBinding).toBe(true);
    // The price of risk is where BTC and ETH score alike: (0.135 − 0.1095) / (0.65 − 0.5) = 0.17.
    expect(result.riskPrice).toBeCloseTo(0.17, 12);
  });

  it('a loose cap leaves the budget as the only limit (greedy by funding), and caps below 100 % in total leave cash', () => {
    const loose = optimizeCarry([{ funding: 0.1, volatility: 0.5, maxWeight: 0.7 }, { funding: 0.2, volatility: 0.8, maxWeight: 0.6 }], 5);
    expect(loose.weights).toEqual([0.4, 0.6]);
    expect(loose.riskBinding).toBe(false);
    expect(loose.riskPrice).toBe(0);
    const cash = optimizeCarry([{ funding: 0.1, volatility: 0.5, maxWeight: 0.3 }, { funding: 0.2, volatility: 0.8, maxWeight: 0.3 }], 5);
    expect(cash.invested).toBeCloseTo(0.6, 15);
    expect(cash.budgetBinding).toBe(false);
  });

  it('never buys a carry with negative or zero expected funding', () => {
    const result = optimizeCarry([{ funding: -0.05, volatility: 0.2, maxWeight: 1 }, { funding: 0, volatility: 0.1, maxWeight: 1 }], 1);
    expect(result.weights).toEqual([0, 0]);
    expect(result.expectedFunding).toBe(0);
  });

  it('names the first problem with the inputs', () => {
    const ok: CarryCandidate = { funding: 0.1, volatility: 0.5, maxWeight: 0.5 };
    expect(carryInputProblem([], 1)).toBe('noPositions');
    expect(carryInputProblem([{ ...ok, funding: NaN }], 1)).toBe('funding');
    expect(carryInputProblem([{ ...ok, volatility: 0 }], 1)).toBe('volatility');
    expect(carryInputProblem([{ ...ok, maxWeight: 1.2 }], 1)).toBe('maxWeight');
    expect(carryInputProblem([ok], -0.1)).toBe('riskCap');
    expect(carryInputProblem([ok], 0.5)).toBeNull();
    expect(() => optimizeCarry([], 1)).toThrow(RangeError);
  });
});

interface CapitalCase extends ReferenceCase {
  costs: CarryCosts;
  linprog: ReferenceCase['linprog'] & { grossFunding: number; feesPerYear: number; riskPrice: number };
}

// The same program on the capital of delta-neutral carries, from scipy's linprog (scripts/reference/
// carry_optimizer.py, capital.json): weights are shares of the capital, only L/(L + 1) of which becomes the
// short's notional, and the fees of both legs, in and out, are spread over the holding period.
const capital = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../tests/fixtures/carry/capital.json'), 'utf8')) as { cases: CapitalCase[] };

describe('carries on the capital: the short takes only L/(L + 1) of it, fees come off', () => {
  it.each(capital.cases.map((c) => [c.name, c] as const))('matches linprog (HiGHS): %s', (_name, c) => {
    const result = carryOnCapital(candidatesOf(c), c.riskCap, c.costs);
    expect(result.expectedFunding).toBeCloseTo(c.linprog.expectedFunding, 9);
    expect(result.risk).toBeLessThanOrEqual(c.riskCap + 1e-12);
    expect(result.invested).toBeLessThanOrEqual(1 + 1e-12);
    expect(result.grossFunding - result.feesPerYear).toBeCloseTo(result.expectedFunding, 12);
  });

  it('the defaults: 3x short, 0.1 % spot and 0.05 % perpetual fees per trade, held 30 days', () => {
    const defaults = capital.cases.find((c) => c.name === 'defaults') as CapitalCase;
    const result = carryOnCapital(candidatesOf(defaults), defaults.riskCap, defaults.costs);
    result.weights.forEach((weight, i) => expect(weight).toBeCloseTo(defaults.linprog.weights[i] as number, 12));
    expect(result.expectedFunding).toBeCloseTo(defaults.linprog.expectedFunding, 12);
    expect(result.grossFunding).toBeCloseTo(defaults.linprog.grossFunding, 12);
    expect(result.feesPerYear).toBeCloseTo(defaults.linprog.feesPerYear, 12);
    expect(result.riskPrice).toBeCloseTo(defaults.linprog.riskPrice, 12);
    // Before fees the split is the notional optimum (45/15/25/15 %), but only 3/4 of it earns funding: 12.34 %, not 16.45 %.
    const beforeFees = carryOnCapital(candidatesOf(defaults), defaults.riskCap, { ...defaults.costs, spotFee: 0, perpFee: 0 });
    beforeFees.weights.forEach((weight, i) => expect(weight).toBeCloseTo([0.45, 0.15, 0.25, 0.15][i] as number, 12));
    expect(beforeFees.expectedFunding).toBeCloseTo(0.75 * 0.164525, 12);
  });

  it('one carry: 10.95 % on the notional is 8.21 % on the capital at 3x, 5.48 % after fees over 30 days', () => {
    const costs: CarryCosts = { leverage: 3, spotFee: 0.001, perpFee: 0.0005, holdingDays: 30 };
    expect(notionalShare(3)).toBe(0.75);
    expect(capitalYield(0.1095, { ...costs, spotFee: 0, perpFee: 0 })).toBeCloseTo(0.082125, 15);
    expect(capitalYield(0.1095, costs)).toBeCloseTo(0.75 * (0.1095 - 0.003 * 365 / 30), 15);
  });

  it('names the first problem with the costs', () => {
    const ok: CarryCosts = { leverage: 3, spotFee: 0.001, perpFee: 0.0005, holdingDays: 30 };
    expect(carryCostProblem(ok)).toBeNull();
    expect(carryCostProblem({ ...ok, leverage: 0.5 })).toBe('leverage');
    expect(carryCostProblem({ ...ok, spotFee: -0.001 })).toBe('fees');
    expect(carryCostProblem({ ...ok, holdingDays: 0 })).toBe('holdingDays');
    expect(() => carryOnCapital([{ funding: 0.1, volatility: 0.5, maxWeight: 1 }], 1, { ...ok, holdingDays: 0 })).toThrow(RangeError);
  });
});
