import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { checkBacktestDeclaration } from './checkDeclaration';
import { backtestDeclarationSchema, type BacktestDeclaration } from './declaration';
import { selectVariant } from './variants';
import { resolveParamValues } from './params';

const label = { en: 'Lookback', de: 'Rückblick' };

const meanReversion: BacktestDeclaration = {
  id: 'mean-reversion',
  indicators: [
    { id: 'z', kind: 'zscore', params: { period: 'period' } },
    { id: 'bb', kind: 'bollinger', params: { period: 20, k: 'width' } },
  ],
  rules: { long: 'crossBelow(z, -entryZ)', exitLong: 'z > 0 or close > bb.upper', short: 'crossAbove(z, entryZ)', exitShort: 'z < 0' },
  params: [
    { id: 'period', label, default: 20, min: 5, max: 200, integer: true },
    { id: 'entryZ', label: { en: 'Entry z', de: 'Einstiegs-z' }, default: 2, min: 0.5, max: 4, step: 0.1 },
    { id: 'width', label: { en: 'Width', de: 'Breite' }, default: 2, min: 1, max: 3 },
  ],
  side: 'long',
  stop: { percent: 5 },
  takeProfit: { atrMultiple: 3, atrPeriod: 14 },
  variants: [
    { id: 'bands', label: { en: 'Bands', de: 'Bänder' }, rules: { long: 'crossBelow(close, bb.lower)', exitLong: 'close > bb.middle' } },
  ],
};

function withChanges(changes: Partial<BacktestDeclaration>): BacktestDeclaration {
  return { ...meanReversion, ...changes };
}

describe('checkBacktestDeclaration', () => {
  it('accepts a sound declaration with a variant', () => {
    expect(checkBacktestDeclaration(meanReversion)).toEqual([]);
  });

  it('checks the variants a parameter belongs to: known ids, and no variant trades by a parameter the form hides for it', () => {
    const [period, entryZ, width] = meanReversion.params ?? [];
    const scoped = withChanges({
      params: [{ ...period!, variants: ['zscore'] }, { ...entryZ!, variants: ['zscore', 'band'] }, { ...width!, variants: ['bands'] }],
      stop: { percent: 'entryZ' },
      variants: [
        { id: 'zscore', label, rules: meanReversion.rules },
        { id: 'bands', label, rules: { long: 'crossBelow(close, bb.lower) and z < -entryZ', exitLong: 'close > bb.middle' } },
      ],
    });
    expect(checkBacktestDeclaration(scoped).map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'params.1.variants.1: unknown variant "band" (did you mean "bands"?)',
      'variants.1.rules.long: uses parameter "entryZ", which the form hides for variant "bands" (its variants: zscore, band)',
      'stop.percent: uses parameter "entryZ", which the form hides for variant "bands" (its variants: zscore, band)',
    ]);
    // An indicator may read a hidden parameter: the z-score of the bands variant still uses `period`.
    expect(checkBacktestDeclaration({ ...scoped, stop: { percent: 5 }, params: [{ ...period!, variants: ['zscore'] }, entryZ!, width!] })).toEqual([]);
    expect(checkBacktestDeclaration(withChanges({ variants: undefined, params: [{ ...period!, variants: ['zscore'] }, entryZ!, width!] })).map((issue) => issue.message)).toEqual([
      'a backtest without variants shows every parameter: leave out "variants"',
    ]);
  });

  it('checks that an indicator’s thresholds name its parameters', () => {
    const [z, bb] = meanReversion.indicators ?? [];
    const issues = checkBacktestDeclaration(withChanges({ indicators: [{ ...z!, levels: ['entryZ', '-entryZ', 0, '-entyZ'] }, bb!] }));
    expect(issues).toEqual([{ path: ['indicators', 0, 'levels', 3], message: 'unknown parameter "entyZ" (did you mean "entryZ"?)' }]);
  });

  it('locates a rule error by its path, with the nearest name', () => {
    const issues = checkBacktestDeclaration(withChanges({ rules: { ...meanReversion.rules, long: 'zz < -entryZ' } }));
    expect(issues).toEqual([{ path: ['rules', 'long'], message: 'unknown symbol "zz" (did you mean "z"?)' }]);
  });

  it('reports look-ahead and assignments in rules', () => {
    const issues = checkBacktestDeclaration(withChanges({ rules: { long: 'next(close) > close', exitLong: 'prev(close, -1) > close', short: 'x = 1', exitShort: 'z < 0' } }));
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['rules.long', 'rules.exitLong', 'rules.short']);
    expect(issues[0]?.message).toMatch(/^look-ahead/);
    expect(issues[1]?.message).toMatch(/^look-ahead/);
    expect(issues[2]?.message).toMatch(/^assignments are not allowed/);
  });

  it('checks indicator kinds, parameter names, values and references', () => {
    const issues = checkBacktestDeclaration(withChanges({
      indicators: [
        { id: 'z', kind: 'zscore', params: { period: 'perod' } },
        { id: 'bb', kind: 'bollinger', params: { perid: 20, k: 0 } },
        { id: 'a', kind: 'atr', params: { period: 'entryZ' }, source: 'high' },
        { id: 'e', kind: 'sma', params: { period: 2.5 } },
      ],
    }));
    expect(issues).toEqual([
      { path: ['indicators', 0, 'params', 'period'], message: 'unknown parameter "perod" (did you mean "period"?)' },
      { path: ['indicators', 1, 'params', 'perid'], message: '"bollinger" has no parameter "perid" (did you mean "period"?) (parameters: period, k)' },
      { path: ['indicators', 1, 'params', 'k'], message: 'bollinger k must be a number > 0, not 0' },
      { path: ['indicators', 1, 'params'], message: '"bollinger" needs the parameter "period"' },
      { path: ['indicators', 2, 'params', 'period'], message: 'atr period must be a whole number ≥ 1: parameter "entryZ" ranges from 0.5 and is not declared integer' },
      { path: ['indicators', 2, 'source'], message: '"atr" reads high, low and close; it takes no source' },
      { path: ['indicators', 3, 'params', 'period'], message: 'sma period must be a whole number ≥ 1, not 2.5' },
    ]);
    const unknownKind = checkBacktestDeclaration(withChanges({ indicators: [{ id: 'z', kind: 'zscor' as 'zscore', params: { period: 20 } }] }));
    expect(unknownKind[0]).toEqual({ path: ['indicators', 0, 'kind'], message: 'unknown indicator kind "zscor" (did you mean "zscore"?)' });
  });

  it('checks ids: unique, not reserved', () => {
    const issues = checkBacktestDeclaration(withChanges({
      indicators: [
        { id: 'z', kind: 'zscore', params: { period: 20 } },
        { id: 'close', kind: 'sma', params: { period: 5 } },
        { id: 'bb', kind: 'bollinger', params: { period: 20 } },
      ],
      params: [
        { id: 'z', label, default: 1, min: 0, max: 2 },
        { id: 'entryZ', label, default: 2, min: 0.5, max: 4 },
      ],
    }));
    expect(issues).toEqual([
      { path: ['indicators', 1, 'id'], message: '"close" is a reserved name (a price, function or keyword); choose another id' },
      { path: ['params', 0, 'id'], message: 'duplicate id "z" (already used by an indicator)' },
    ]);
  });

  it('checks parameter ranges and whole numbers', () => {
    const issues = checkBacktestDeclaration(withChanges({
      params: [
        { id: 'period', label, default: 300, min: 5, max: 200, integer: true },
        { id: 'entryZ', label, default: 2, min: 3, max: 1 },
        { id: 'width', label, default: 2.5, min: 1, max: 3, integer: true },
      ],
    }));
    expect(issues).toEqual([
      { path: ['params', 0, 'default'], message: 'default 300 lies outside [5, 200]' },
      { path: ['params', 1, 'max'], message: 'max (1) is below min (3)' },
      { path: ['params', 2, 'default'], message: 'default of an integer parameter must be a whole number, not 2.5' },
    ]);
  });

  it('checks entry rules against the side, exits without entries, stops', () => {
    expect(checkBacktestDeclaration({ id: 'x', rules: { exitLong: 'close > 1' } })).toEqual([
      { path: ['rules'], message: 'a backtest needs an entry rule (long or short)' },
      { path: ['rules', 'exitLong'], message: 'exitLong without a long rule never applies' },
    ]);
    expect(checkBacktestDeclaration({ id: 'x', rules: { long: 'close > 1' }, side: 'both' })).toEqual([{ path: ['rules'], message: 'side "both" needs a short rule' }]);
    expect(checkBacktestDeclaration({ id: 'x', rules: { long: 'close > 1' }, stop: { percent: -1 }, takeProfit: { atrMultiple: 2, atrPeriod: 0 } })).toEqual([
      { path: ['stop', 'percent'], message: 'percent must be a number ≥ 0, not -1' },
      { path: ['takeProfit', 'atrPeriod'], message: 'atrPeriod must be a whole number ≥ 1, not 0' },
    ]);
    expect(checkBacktestDeclaration({ id: 'x', rules: { long: 'close' } })[0]?.message).toMatch(/must be a condition/);
  });

  it('reports a variant’s own problems under variants[i], and base fields that break only with the variant at the base path', () => {
    const issues = checkBacktestDeclaration(withChanges({
      variants: [
        { id: 'bands', label, rules: { long: 'crossBelow(close, bb.lowr)' } },
        { id: 'noBands', label, indicators: [{ id: 'z', kind: 'zscore', params: { period: 20 } }] },
        { id: 'bands', label },
      ],
    }));
    expect(issues).toEqual([
      { path: ['variants', 0, 'rules', 'long'], message: 'unknown output "lowr" of "bb" (did you mean "lower"?) (outputs: upper, middle, lower, percentB, bandwidth)' },
      { path: ['rules', 'exitLong'], message: 'unknown symbol "bb.upper" (in variant "noBands")' },
      { path: ['variants', 2, 'id'], message: 'duplicate variant id "bands"' },
    ]);
  });
});

describe('selectVariant and parameters', () => {
  it('applies a variant field by field and fills defaults', () => {
    const bands = selectVariant(meanReversion, 'bands');
    expect(bands.rules).toEqual({ long: 'crossBelow(close, bb.lower)', exitLong: 'close > bb.middle' });
    expect(bands.indicators).toBe(meanReversion.indicators);
    expect(bands.stop).toEqual({ percent: 5 });
    expect(bands.variant).toBe('bands');
    expect(selectVariant({ id: 'x', rules: { long: 'true' } })).toMatchObject({ indicators: [], params: [], side: 'long', variant: undefined });
    expect(() => selectVariant(meanReversion, 'nope')).toThrow('unknown variant "nope" of backtest "mean-reversion" (variants: "bands")');
  });

  it('resolves parameter values: default when missing, limited to the range, whole for integers', () => {
    expect(resolveParamValues(meanReversion.params ?? [], { period: 1000.4, entryZ: Number.NaN, other: 3 })).toEqual({ period: 200, entryZ: 2, width: 2 });
    expect(resolveParamValues(meanReversion.params ?? [], { period: 20.6, entryZ: 0.1 })).toEqual({ period: 21, entryZ: 0.5, width: 2 });
  });
});

describe('checkBacktestDeclaration: ticks and optional parameters', () => {
  const ticks: BacktestDeclaration = {
    id: 'scalp',
    indicators: [{ id: 'fastEma', kind: 'ema', params: { period: 9 } }],
    rules: { long: 'crossAbove(close, fastEma) and (not isSet(minClose) or close > minClose)' },
    params: [
      { id: 'targetTicks', label, default: 8, min: 0, max: 100 },
      { id: 'stopTicks', label, min: 0, max: 100, optional: true },
      { id: 'tickSize', label, default: 10, min: 0.01, max: 1000 },
      { id: 'minClose', label, min: 0, max: 1e6, optional: true },
    ],
    stop: { ticks: 'stopTicks', tickSize: 'tickSize' },
    takeProfit: { ticks: 'targetTicks', tickSize: 1 },
  };

  it('accepts tick levels and optional parameters without a default', () => {
    expect(checkBacktestDeclaration(ticks)).toEqual([]);
    expect(resolveParamValues(ticks.params ?? [], {})).toEqual({ targetTicks: 8, stopTicks: NaN, tickSize: 10, minClose: NaN });
    expect(resolveParamValues(ticks.params ?? [], { stopTicks: 4, minClose: NaN, targetTicks: NaN })).toEqual({ targetTicks: 8, stopTicks: 4, tickSize: 10, minClose: NaN });
  });

  it('refuses a tick size that can be 0 or empty, negative ticks and a required parameter without a default', () => {
    const params = ticks.params ?? [];
    expect(checkBacktestDeclaration({ ...ticks, stop: { ticks: -2, tickSize: 0 } })).toEqual([
      { path: ['stop', 'ticks'], message: 'ticks must be a number ≥ 0, not -2' },
      { path: ['stop', 'tickSize'], message: 'tickSize must be a number > 0, not 0' },
    ]);
    expect(checkBacktestDeclaration({ ...ticks, stop: { ticks: 2, tickSize: 'minClose' } })).toEqual([
      { path: ['stop', 'tickSize'], message: 'tickSize must be a number > 0: parameter "minClose" ranges from 0' },
      { path: ['stop', 'tickSize'], message: 'tickSize: parameter "minClose" must not be optional' },
    ]);
    expect(checkBacktestDeclaration({ ...ticks, params: params.map((param) => (param.id === 'minClose' ? { ...param, optional: false } : param)) })).toEqual([
      { path: ['params', 3], message: 'a parameter needs a default unless it is optional' },
    ]);
  });
});

describe('backtestDeclarationSchema', () => {
  const validate = new Ajv2020({ strict: true, allErrors: true }).compile(backtestDeclarationSchema);

  it('accepts the sample declaration', () => {
    expect(validate(meanReversion), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ id: 'x', rules: { long: 'close > 1' } })).toBe(true);
    expect(validate({ id: 'x', rules: { long: 'close > 1' }, params: [{ id: 'p', label, min: 0, max: 2, optional: true }], stop: { ticks: 'p', tickSize: 0.5 }, dataset: 'synthetic-btc-1m', compareCosts: true })).toBe(true);
  });

  it('refuses wrong shapes', () => {
    expect(validate({ id: 'x' })).toBe(false);
    expect(validate({ id: 'x', rules: { long: 'true' }, indicators: [{ id: 'z', kind: 'nope' }] })).toBe(false);
    expect(validate({ id: 'x', rules: { entry: 'true' } })).toBe(false);
    expect(validate({ id: 'x', rules: { long: 'true' }, stop: { percent: 5, atrMultiple: 2 } })).toBe(false);
    expect(validate({ id: 'x', rules: { long: 'true' }, indicators: [{ id: '1z', kind: 'sma' }] })).toBe(false);
    expect(validate({ id: 'x', rules: { long: 'true' }, params: [{ id: 'p', label: { en: 'P' }, default: 1, min: 0, max: 2 }] })).toBe(false);
    expect(validate({ id: 'x', rules: { long: 'true' }, variants: [{ id: 'v' }] })).toBe(false);
    expect(validate({ id: 'x', rules: { long: 'true' }, params: [{ id: 'p', label, min: 0, max: 2 }] })).toBe(false);
    expect(validate({ id: 'x', rules: { long: 'true' }, stop: { ticks: 5 } })).toBe(false);
  });
});
