import { describe, expect, it } from 'vitest';
import type { RuleSymbols } from './compileRule';
import { nextOrders, readingsAtLastBar, ruleSignals, runSignals, type RunSignals } from './ruleSignals';
import { selectVariant } from './variants';

const close = Float64Array.from([1, 3, 2, NaN, 5]);
const symbols: RuleSymbols = { series: new Map([['close', close]]), groups: new Map(), params: new Map() };

describe('ruleSignals', () => {
  it('is 1 where the rule is true, 0 where false or unknown; undefined without a rule', () => {
    expect([...ruleSignals('close > 1.5', symbols, 'long', 5)!]).toEqual([0, 1, 1, 0, 1]);
    expect(ruleSignals(undefined, symbols, 'long', 5)).toBeUndefined();
  });

  it('names the rule that does not compile', () => {
    expect(() => ruleSignals('close >', symbols, 'exitShort', 5)).toThrow(/^rules\.exitShort: /);
  });
});

describe('runSignals', () => {
  const rules = { long: 'close > 2', exitLong: 'close < 2', short: 'close < 2', exitShort: 'close > 2' };
  it('leaves out the rules of a side the run does not take', () => {
    const longOnly = runSignals(rules, symbols, 'long', 5);
    expect([longOnly.short, longOnly.exitShort]).toEqual([undefined, undefined]);
    expect([...longOnly.long!]).toEqual([0, 1, 0, 0, 1]);
    const shortOnly = runSignals(rules, symbols, 'short', 5);
    expect([shortOnly.long, shortOnly.exitLong]).toEqual([undefined, undefined]);
    expect(Object.values(runSignals(rules, symbols, 'both', 5)).every((s) => s !== undefined)).toBe(true);
  });
});

describe('nextOrders', () => {
  const at = (...fires: (keyof RunSignals)[]): RunSignals => ({
    long: Uint8Array.of(fires.includes('long') ? 1 : 0),
    exitLong: Uint8Array.of(fires.includes('exitLong') ? 1 : 0),
    short: Uint8Array.of(fires.includes('short') ? 1 : 0),
    exitShort: Uint8Array.of(fires.includes('exitShort') ? 1 : 0),
  });

  it('flat: one entry rule opens its side, both open nothing', () => {
    expect(nextOrders(0, at('long'), 0)).toEqual({ exit: false, entry: 1 });
    expect(nextOrders(0, at('short'), 0)).toEqual({ exit: false, entry: -1 });
    expect(nextOrders(0, at('long', 'short'), 0)).toEqual({ exit: false, entry: 0 });
    expect(nextOrders(0, at('exitLong'), 0)).toEqual({ exit: false, entry: 0 });
  });

  it('in a position: its exit rule closes it, the opposite entry reverses it, its own entry is ignored', () => {
    expect(nextOrders(1, at('exitLong'), 0)).toEqual({ exit: true, entry: 0 });
    expect(nextOrders(1, at('short'), 0)).toEqual({ exit: true, entry: -1 });
    expect(nextOrders(1, at('long', 'exitShort'), 0)).toEqual({ exit: false, entry: 0 });
    expect(nextOrders(-1, at('exitShort'), 0)).toEqual({ exit: true, entry: 0 });
    expect(nextOrders(-1, at('long'), 0)).toEqual({ exit: true, entry: 1 });
  });

  it('reads a rule left out as not firing', () => {
    expect(nextOrders(1, { long: undefined, exitLong: undefined, short: undefined, exitShort: undefined }, 0)).toEqual({ exit: false, entry: 0 });
  });
});

describe('readingsAtLastBar', () => {
  const declaration = selectVariant({
    id: 'x',
    rules: {},
    signals: [{ id: 'up', label: { en: 'Up', de: 'Hoch' }, rule: 'close > 4' }, { id: 'unknown', label: { en: 'U', de: 'U' }, rule: 'prev(close, 1) > 1' }],
    gauges: [{ id: 'level', label: { en: 'L', de: 'L' }, expr: 'close / 5', levels: [{ en: 'a', de: 'a' }, { en: 'b', de: 'b' }] }],
  });

  it('reads each signal (1, 0 or NaN) and gauge at the last bar', () => {
    expect(readingsAtLastBar(declaration, symbols, 5)).toEqual({ signals: { up: 1, unknown: NaN }, gauges: { level: 1 } });
  });

  it('reads nothing over no bars', () => {
    expect(readingsAtLastBar(declaration, symbols, 0)).toEqual({ signals: {}, gauges: {} });
  });
});
