import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carryInputProblem, optimizeCarry, type CarryCandidate } from './carryOptimizer';

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
