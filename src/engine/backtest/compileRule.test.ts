import { describe, expect, it } from 'vitest';
import { compileExpression, compileRule, type RuleFn, type RuleSymbols } from './compileRule';

// Hand-made series; every expected value below is read off these arrays.
const close = Float64Array.from([10, 11, 12, 11, 10, 9, 10, 12]);
const sma = Float64Array.from([NaN, NaN, 11, 11.5, 11, 10, 9.5, 11]);
const upper = Float64Array.from([NaN, 12, 12, 12, 12, 12, 12, 12]);
const lower = Float64Array.from([NaN, 8, 8, 8, 8, 8, 8, 8]);

function symbols(params: Record<string, { value: number; min?: number; integer?: boolean }> = {}): RuleSymbols {
  return {
    series: new Map([
      ['open', close],
      ['high', close],
      ['low', close],
      ['close', close],
      ['sma', sma],
      ['bb.upper', upper],
      ['bb.lower', lower],
    ]),
    groups: new Map([['bb', ['upper', 'lower']]]),
    params: new Map(Object.entries(params).map(([id, p]) => [id, { value: p.value, min: p.min ?? -Infinity, integer: p.integer ?? false }])),
  };
}

function values(fn: RuleFn, n = close.length): number[] {
  return Array.from({ length: n }, (_, t) => fn(t));
}

function rule(text: string, params?: Parameters<typeof symbols>[0]): number[] {
  const compiled = compileRule(text, symbols(params));
  if (!compiled.ok) throw new Error(compiled.errors.join('; '));
  return values(compiled.fn);
}

function errors(text: string, params?: Parameters<typeof symbols>[0]): string[] {
  const compiled = compileRule(text, symbols(params));
  return compiled.ok ? [] : compiled.errors;
}

describe('compileRule: values', () => {
  it('compares series and constants bar by bar', () => {
    expect(rule('close > 10')).toEqual([0, 1, 1, 1, 0, 0, 0, 1]);
    expect(rule('close >= 11 and close <= 11')).toEqual([0, 1, 0, 1, 0, 0, 0, 0]);
    expect(rule('close == 10 or close == 12')).toEqual([1, 0, 1, 0, 1, 0, 1, 1]);
    expect(rule('10 < close')).toEqual(rule('close > 10'));
    expect(rule('close != 10')).toEqual([0, 1, 1, 1, 0, 1, 0, 1]);
  });

  it('reads parameters as constants and folds them', () => {
    expect(rule('close > level * 2', { level: { value: 5 } })).toEqual(rule('close > 10'));
    expect(rule('close < -level + 21', { level: { value: 10 } })).toEqual(rule('close < 11'));
  });

  it('reads indicator outputs by id and by id.output', () => {
    expect(rule('close > sma')).toEqual([NaN, NaN, 1, 0, 0, 0, 1, 1]);
    expect(rule('close >= bb.upper')).toEqual([NaN, 0, 1, 0, 0, 0, 0, 1]);
    expect(rule('bb.lower < close')).toEqual([NaN, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('arithmetic, abs, min, max and the conditional operator', () => {
    const compiled = compileExpression('abs(close - 11) * 2 + min(close, 10) / max(1, 2)', symbols());
    if (!compiled.ok) throw new Error(compiled.errors.join());
    expect(values(compiled.fn)).toEqual([2 + 5, 0 + 5, 2 + 5, 0 + 5, 2 + 5, 4 + 4.5, 2 + 5, 2 + 5]);
    expect(rule('close > 10 ? close > 11 : close < 10')).toEqual([0, 0, 1, 0, 0, 1, 0, 1]);
    // Chained: close > 9 and 9 < 2, never true.
    expect(rule('close > 9 < 2')).toEqual(Array(8).fill(0));
    expect(rule('10 <= close < 12')).toEqual([1, 1, 0, 1, 1, 0, 1, 0]);
    expect(rule('true')).toEqual(Array(8).fill(1));
    expect(rule('not false and close > 100')).toEqual(Array(8).fill(0));
  });

  it('crossAbove: a[t−1] ≤ b[t−1] and a[t] > b[t]; crossBelow mirrored; unknown at the first bar', () => {
    // close: 10 11 12 11 10 9 10 12 against 10.5
    expect(rule('crossAbove(close, 10.5)')).toEqual([NaN, 1, 0, 0, 0, 0, 0, 1]);
    expect(rule('crossBelow(close, 10.5)')).toEqual([NaN, 0, 0, 0, 1, 0, 0, 0]);
    // Equality then above counts as a cross (a[t−1] ≤ b[t−1]): close 11 → 12 against 11.
    expect(rule('crossAbove(close, 11)')).toEqual([NaN, 0, 1, 0, 0, 0, 0, 1]);
    expect(rule('crossBelow(close, 11)')).toEqual([NaN, 0, 0, 0, 1, 0, 0, 0]);
    // sma is NaN at bars 0–1: no cross can be known before bar 3.
    expect(rule('crossAbove(close, sma)')).toEqual([NaN, NaN, NaN, 0, 0, 0, 1, 0]);
  });

  it('prev(x, n) reads n bars back, NaN before the first bar; n may be a whole-number parameter', () => {
    expect(rule('close > prev(close, 1)')).toEqual([NaN, 1, 1, 0, 0, 0, 1, 1]);
    expect(rule('close > prev(close, 2)')).toEqual([NaN, NaN, 1, 0, 0, 0, 0, 1]);
    expect(rule('close > prev(close, lag)', { lag: { value: 2, min: 1, integer: true } })).toEqual(rule('close > prev(close, 2)'));
    expect(rule('prev(close > 10, 1)')).toEqual([NaN, 0, 1, 1, 1, 0, 0, 0]);
    expect(rule('prev(crossAbove(close, 10.5), 1)')).toEqual([NaN, NaN, 1, 0, 0, 0, 0, 0]);
  });

  it('NaN (warm-up) makes comparisons unknown, and unknown never fires, also under not', () => {
    expect(rule('sma > 0')).toEqual([NaN, NaN, 1, 1, 1, 1, 1, 1]);
    expect(rule('not (sma > 0)')).toEqual([NaN, NaN, 0, 0, 0, 0, 0, 0]);
    // and: false wins over unknown; or: true wins over unknown.
    expect(rule('sma > 0 and close > 100')).toEqual(Array(8).fill(0));
    expect(rule('sma > 0 or close > 0')).toEqual(Array(8).fill(1));
    expect(rule('sma > 0 or close > 100')).toEqual([NaN, NaN, 1, 1, 1, 1, 1, 1]);
  });
});

describe('compileRule: errors', () => {
  it('an unknown symbol, with the nearest name', () => {
    expect(errors('close > smaa')).toEqual(['unknown symbol "smaa" (did you mean "sma"?)']);
    expect(errors('clse > 1')).toEqual(['unknown symbol "clse" (did you mean "close"?)']);
    expect(errors('close > level', { levl: { value: 1 } })).toEqual(['unknown symbol "level" (did you mean "levl"?)']);
  });

  it('unknown indicator outputs and a multi-output indicator without its output', () => {
    expect(errors('close > bb.uper')).toEqual(['unknown output "uper" of "bb" (did you mean "upper"?) (outputs: upper, lower)']);
    expect(errors('close > bb')).toEqual(['"bb" has several outputs: use bb.upper, bb.lower']);
    expect(errors('close > sma.value')).toEqual(['"sma" has a single output: write "sma" instead of "sma.value"']);
  });

  it('look-ahead: next and prev with n ≤ 0', () => {
    expect(errors('next(close) > close')[0]).toMatch(/^look-ahead: next\(…\) would read a later bar/);
    expect(errors('next > close')[0]).toMatch(/^look-ahead: "next"/);
    expect(errors('prev(close, -1) > close')[0]).toMatch(/^look-ahead: prev\(x, -1\) would read a later bar/);
    expect(errors('prev(close, 0) > close')[0]).toMatch(/needs a whole number n ≥ 1/);
    expect(errors('prev(close, 1.5) > close')[0]).toMatch(/needs a whole number n ≥ 1/);
    expect(errors('prev(close, close) > 1')[0]).toMatch(/needs a constant n/);
    expect(errors('prev(close, lag) > 1', { lag: { value: 2, min: 0, integer: true } })[0]).toMatch(/parameter "lag" must be declared a whole number ≥ 1/);
  });

  it('assignments, indexing, other operators and functions, text, non-conditions', () => {
    expect(errors('x = close > 1')).toEqual(['assignments are not allowed in rules (a rule is a condition, e.g. "z < -2")']);
    expect(errors('f(x) = 1')[0]).toMatch(/assignments are not allowed/);
    expect(errors('close[1] > 1')[0]).toMatch(/indexing .* use prev\(x, n\)/);
    expect(errors('close ^ 2 > 1')).toEqual(['operator "^" is not supported in rules']);
    expect(errors('close % 2 > 1')[0]).toMatch(/"%"/);
    expect(errors('sqrt(close) > 1')[0]).toMatch(/^unknown function "sqrt"/);
    expect(errors('crosAbove(close, sma)')[0]).toMatch(/^unknown function "crosAbove" \(did you mean "crossAbove"\?\)/);
    expect(errors('crossAbove(close)')).toEqual(['crossAbove(…) takes 2 arguments, got 1']);
    expect(errors('close > "a"')[0]).toMatch(/only numbers/);
    expect(errors('2close > 1')[0]).toMatch(/missing operator/);
    expect(errors('close - sma')[0]).toMatch(/must be a condition/);
    expect(errors('close >')[0]).toMatch(/^cannot parse/);
    expect(errors('close > 1; close < 2')[0]).toMatch(/single expression/);
  });

  it('reports every problem of a rule', () => {
    expect(errors('zz > 1 and yy < 2')).toHaveLength(2);
  });
});

describe('compileRule: speed', () => {
  it('evaluates 100,000 bars of a compound rule', () => {
    const n = 100_000;
    const big = Float64Array.from({ length: n }, (_, t) => 100 + Math.sin(t / 50) * 10);
    const avg = Float64Array.from({ length: n }, (_, t) => 100 + Math.sin((t - 10) / 50) * 10);
    const s: RuleSymbols = { series: new Map([['close', big], ['sma', avg]]), groups: new Map(), params: new Map([['k', { value: 2, min: 0, integer: false }]]) };
    const compiled = compileRule('crossAbove(close, sma) and abs(close - sma) < k * 3 or prev(close, 2) > 109', s);
    if (!compiled.ok) throw new Error(compiled.errors.join());
    let fired = 0;
    for (let t = 0; t < n; t++) if (compiled.fn(t) === 1) fired++;
    expect(fired).toBeGreaterThan(0);
  });
});

describe('compileRule: isSet for optional parameters', () => {
  it('is 1 for a parameter with a value and 0 for an empty one (NaN), so a filter can be switched off', () => {
    expect(rule('isSet(level)', { level: { value: 11 } })).toEqual(Array(close.length).fill(1));
    expect(rule('isSet(level)', { level: { value: NaN } })).toEqual(Array(close.length).fill(0));
    const filter = 'close > 9 and (not isSet(level) or close > level)';
    expect(rule(filter, { level: { value: NaN } })).toEqual([1, 1, 1, 1, 1, 0, 1, 1]);
    expect(rule(filter, { level: { value: 11 } })).toEqual([0, 0, 1, 0, 0, 0, 0, 1]);
  });

  it('takes a user parameter only', () => {
    expect(errors('isSet(close)')).toEqual(['isSet(p) takes a user parameter, not "close"']);
    expect(errors('isSet(2)')).toEqual(['isSet(p) takes a user parameter, not "2"']);
    expect(errors('isSet(a, b)', { a: { value: 1 }, b: { value: 2 } })).toEqual(['isSet(…) takes 1 argument, got 2']);
  });
});
