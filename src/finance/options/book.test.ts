import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blackScholes } from './blackScholes';
import { optionBookError, optionBookFormulaHelpers, optionBookMinVol, optionBookPnl, optionBookSum, type OptionPosition } from './book';

interface Case {
  calls: OptionPosition[];
  puts: OptionPosition[];
  futures: number;
  spot: number;
  rate: number;
  x: number;
  y: number;
  expect: Record<string, number>;
}

// Expected values from scipy (scripts/reference/option_book.py), an independent implementation of the
// same revaluation.
const reference = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../tests/fixtures/options/book.json'), 'utf8')) as { cases: Case[] };

function near(actual: number, expected: number | undefined) {
  expect(Math.abs(actual - (expected ?? NaN))).toBeLessThanOrEqual(1e-8 * Math.max(1, Math.abs(expected ?? NaN)));
}

describe('option book', () => {
  it.each(reference.cases.map((c, i) => [i + 1, c] as const))('net Greeks and shocked P&L match scipy: book %d', (_i, c) => {
    const sum = (field: 'price' | 'delta' | 'gamma' | 'vega' | 'rho' | 'theta') => optionBookSum(c.calls, 'call', field, c.spot, c.rate) + optionBookSum(c.puts, 'put', field, c.spot, c.rate);
    near(sum('price'), c.expect.bookValue);
    near(sum('delta') + c.futures, c.expect.netDelta);
    near(sum('gamma'), c.expect.netGamma);
    near(sum('vega'), c.expect.netVega);
    near(sum('theta'), c.expect.netTheta);
    near(sum('rho'), c.expect.netRho);
    const pnl = (m: number, v: number) => optionBookPnl(c.calls, 'call', c.spot, c.rate, m, v) + optionBookPnl(c.puts, 'put', c.spot, c.rate, m, v) + c.futures * c.spot * m;
    near(pnl(-c.x, -c.y), c.expect['scenarios.volDown.down']);
    near(pnl(c.x / 2, 0), c.expect['scenarios.volFlat.halfUp']);
    near(pnl(c.x, c.y), c.expect['scenarios.volUp.up']);
    near(pnl(0, 0), 0);
  });

  it('a small shock agrees with delta, gamma and vega', () => {
    const rows = [{ quantity: -2, strike: 62000, days: 20, iv: 0.55 }];
    const S = 60000;
    const m = 0.001;
    const delta = optionBookSum(rows, 'call', 'delta', S, 0.02);
    const gamma = optionBookSum(rows, 'call', 'gamma', S, 0.02);
    const move = S * m;
    const pnl = optionBookPnl(rows, 'call', S, 0.02, m, 0);
    expect(Math.abs(pnl - (delta * move + 0.5 * gamma * move * move))).toBeLessThan(1e-3 * Math.abs(pnl));
    const vega = optionBookSum(rows, 'call', 'vega', S, 0.02);
    expect(optionBookPnl(rows, 'call', S, 0.02, 0, 0.0001)).toBeCloseTo(vega / 100, 4);
  });

  it('sums one row as Black–Scholes times the quantity, and an empty book as 0', () => {
    const row = { quantity: 3, strike: 100, days: 73, iv: 0.4 };
    const value = blackScholes({ type: 'put', spot: 95, strike: 100, years: 0.2, vol: 0.4, rate: 0.01 });
    expect(optionBookSum([row], 'put', 'theta', 95, 0.01)).toBeCloseTo(3 * value.theta, 12);
    expect(optionBookSum([], 'put', 'delta', 95, 0.01)).toBe(0);
    expect(optionBookMinVol([])).toBe(Infinity);
    expect(optionBookMinVol([row, { ...row, iv: 0.3 }])).toBe(0.3);
  });

  it('names unusable rows and gives NaN for them', () => {
    expect(optionBookError([{ quantity: 1, strike: 100, days: 10, iv: 0.5 }])).toBe(0);
    expect(optionBookError([{ quantity: 1, strike: 100, days: 10, iv: NaN }])).toBe(1);
    expect(optionBookError([{ quantity: 1, strike: 100, days: 10 }])).toBe(1);
    expect(optionBookError([{ quantity: 1, strike: 100, days: 0, iv: 0.5 }])).toBe(2);
    expect(optionBookSum([{ quantity: 1, strike: -5, days: 10, iv: 0.5 }], 'call', 'price', 100, 0)).toBeNaN();
    expect(() => optionBookFormulaHelpers.optionBookSum([], 'call', 'charm', 100, 0)).toThrow();
    expect(() => optionBookFormulaHelpers.optionBookPnl([], 'straddle', 100, 0, 0, 0)).toThrow();
  });

  it('as formula helpers, reads each row’s volatility in percent, as a visitor types it', () => {
    const typed = [{ quantity: -2, strike: 62000, days: 20, iv: 55 }, { quantity: 1, strike: 58000, days: 45, iv: 40 }];
    const fractions = [{ quantity: -2, strike: 62000, days: 20, iv: 0.55 }, { quantity: 1, strike: 58000, days: 45, iv: 0.4 }];
    expect(optionBookFormulaHelpers.optionBookSum(typed, 'call', 'vega', 60000, 0.05)).toBe(optionBookSum(fractions, 'call', 'vega', 60000, 0.05));
    expect(optionBookFormulaHelpers.optionBookPnl(typed, 'put', 60000, 0.05, -0.1, 0.1)).toBe(optionBookPnl(fractions, 'put', 60000, 0.05, -0.1, 0.1));
    expect(optionBookFormulaHelpers.optionBookMinVol(typed)).toBe(0.4);
    expect(optionBookFormulaHelpers.optionBookError([{ quantity: 1, strike: 100, days: 10, iv: 0 }])).toBe(2);
  });
});
