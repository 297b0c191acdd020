import { describe, expect, it } from 'vitest';
import { compileFormula, FORMULA_FUNCTIONS, mathInstance, parseFormula } from './mathInstance';

function run(expr: string, scope: Record<string, unknown> = {}): unknown {
  return compileFormula(parseFormula(expr)).evaluate({ ...scope });
}

describe('restricted mathjs instance', () => {
  it('does arithmetic, comparisons, logic and the conditional', () => {
    expect(run('1 + 2 * 3 ^ 2 - -1')).toBe(20);
    expect(run('x > 2 and not (x == 5) ? 1 : 0', { x: 3 })).toBe(1);
    expect(run('max(1, 7, 3) + min(4, 2) + abs(-1) + floor(2.7) + ceil(2.1) + round(2.5) + sign(-3)')).toBe(7 + 2 + 1 + 2 + 3 + 3 - 1);
    expect(run('sqrt(16) + log(e) + log10(1000) + exp(0) + mod(7, 3) + 7 % 4 + pow(2, 3)')).toBe(4 + 1 + 3 + 1 + 1 + 3 + 8);
    expect(run('isNaN(NaN) and Infinity > 1e308 and pi > 3.14')).toBe(true);
    expect(run('sum(xs) + max(xs) + min(xs)', { xs: [1, 2, 3] })).toBe(10);
    expect(run('1 / 0')).toBe(Infinity);
  });
  it('compares texts with ==, != and equalText', () => {
    expect(run('side == "long" ? 1 : -1', { side: 'long' })).toBe(1);
    expect(run('side != "long"', { side: 'short' })).toBe(true);
    expect(run('equalText(a, "x")', { a: 'x' })).toBe(true);
    expect(run('compareText("a", "b")')).toBe(-1);
    expect(run('2 == 2')).toBe(true);
  });
  it('rounds to a lot size and up to a step exactly', () => {
    expect(run('floorTo(0.3, 0.1)')).toBe(0.3);
    expect(run('floorTo(units, lot)', { units: 1.23456, lot: 0.001 })).toBe(1.234);
    expect(run('ceilTo(2.001, 0.01)')).toBe(2.01);
    expect(run('floorTo(7.9, 0)')).toBe(7.9);
  });
  it('exposes the finance helpers', () => {
    const tiers = { BTC: [{ notionalUpTo: 50000, mmr: 0.004 }, { notionalUpTo: 250000, mmr: 0.005 }] };
    expect(run('tierMmr(pick(tiers, asset), 60000)', { tiers, asset: 'BTC' })).toBe(0.005);
    expect(run('tierCum(pick(tiers, asset), 60000)', { tiers, asset: 'BTC' })).toBeCloseTo(50, 9);
    expect(run('tierNumber(pick(tiers, "BTC"), 100) + tierCap(pick(tiers, "BTC"))', { tiers })).toBe(250001);
    expect(() => run('pick(tiers, "DOGE")', { tiers })).toThrow(/DOGE/);
    expect(run('estimateLiqPrice(sideSign("long"), 60000, 10, 0.005, 0)')).toBeCloseTo(54300, 9);
    expect(run('shortcutLiqPrice(-1, 60000, 10, 0.005)')).toBeCloseTo(65700, 9);
    expect(run('exchangeLiqPrice(1, 0.5, 60000, 3000, 0.005, 0)')).toBeCloseTo(54271.3567839196, 6);
    const legs = [{ share: 50, price: 10 }, { share: 25, price: 20 }];
    expect(run('sum(column(legs, "share"))', { legs })).toBe(75);
    expect(run('sumProduct(column(legs, "share"), column(legs, "price")) + count(legs)', { legs })).toBe(1002);
    expect(run('nth(column(legs, "price"), 2)', { legs })).toBe(20);
    expect(run('nth(column(legs, "price"), 3)', { legs })).toBeNaN();
    expect(run('nth(column(legs, "price"), 0)', { legs })).toBeNaN();
  });
  it('reads the rows of a group input as a tier table, and checks it with tiersError', () => {
    const tierRows = [{ notionalUpTo: 50000, mmr: 0.004 }, { notionalUpTo: 250000, mmr: 0.005 }];
    expect(run('tierMmr(tierRows, 60000) + tierNumber(tierRows, 60000)', { tierRows })).toBe(2.005);
    expect(run('tierCum(tierRows, 60000)', { tierRows })).toBeCloseTo(50, 9);
    expect(run('tiersError(tierRows) + tiersErrorRow(tierRows)', { tierRows })).toBe(0);
    const bad = [{ notionalUpTo: 50000, mmr: 0.004 }, { notionalUpTo: 40000, mmr: 0.005 }];
    expect(run('tiersError(bad) * 10 + tiersErrorRow(bad)', { bad })).toBe(32);
  });
  it('cannot reach evaluate, import, parse, compile, createUnit, simplify, derivative or config', () => {
    expect(() => run('evaluate("1")')).toThrow();
    expect(() => run('import({x: 1})')).toThrow();
    expect(() => run('parse("1")')).toThrow();
    expect(() => run('compile("1")')).toThrow();
    expect(() => run('createUnit("x")')).toThrow();
    expect(() => run('simplify("x")')).toThrow();
    expect(() => run('derivative("x", "x")')).toThrow();
    expect(() => run('config({number: "BigNumber"})')).toThrow();
    expect(() => mathInstance.evaluate('1')).toThrow();
    expect(() => run('sqrt.constructor("return 1")()')).toThrow();
    // The private parse/compile still work after the overrides.
    expect(run('1 + 1')).toBe(2);
  });
  it('lists helper names among the formula functions', () => {
    expect(FORMULA_FUNCTIONS.has('tierMmr')).toBe(true);
    expect(FORMULA_FUNCTIONS.has('evaluate')).toBe(false);
  });
});
