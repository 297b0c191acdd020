/**
 * What a declaration's rules say over a series: where its entry and exit rules fire, the orders they give
 * at a bar's close, and its signals and gauges at the last bar.
 */
import { compileExpression, compileRule, type RuleSymbols } from './compileRule';
import type { ResolvedDeclaration, RuleName, Side } from './declaration';
import type { PendingOrders } from './account';

/** Where a rule fires: 1 at the bars where its value is true; undefined without the rule. */
export function ruleSignals(text: string | undefined, symbols: RuleSymbols, name: RuleName, n: number): Uint8Array | undefined {
  if (text === undefined) return undefined;
  const compiled = compileRule(text, symbols);
  if (!compiled.ok) throw new Error(`rules.${name}: ${compiled.errors.join('; ')}`);
  const { fn } = compiled;
  const signals = new Uint8Array(n);
  for (let t = 0; t < n; t++) {
    const value = fn(t);
    if (value === value && value !== 0) signals[t] = 1;
  }
  return signals;
}

/** Where each rule fires; the rules of a side the run does not take are left out. */
export type RunSignals = Readonly<Record<RuleName, Uint8Array | undefined>>;

/** The signals of the rules a run on `side` uses, over `n` bars. */
export function runSignals(rules: ResolvedDeclaration['rules'], symbols: RuleSymbols, side: Side, n: number): RunSignals {
  const allowLong = side !== 'short';
  const allowShort = side !== 'long';
  return {
    long: allowLong ? ruleSignals(rules.long, symbols, 'long', n) : undefined,
    exitLong: allowLong ? ruleSignals(rules.exitLong, symbols, 'exitLong', n) : undefined,
    short: allowShort ? ruleSignals(rules.short, symbols, 'short', n) : undefined,
    exitShort: allowShort ? ruleSignals(rules.exitShort, symbols, 'exitShort', n) : undefined,
  };
}

/**
 * The orders bar t's close gives for the next open, holding a position of `held` (0: flat). Flat, a bar
 * with both a long and a short entry opens nothing. In a position, its exit rule closes it; the opposite
 * entry rule also closes it and opens the opposite position (a reversal); an entry of its own side is
 * ignored.
 */
export function nextOrders(held: 1 | -1 | 0, signals: RunSignals, t: number): PendingOrders {
  const long = signals.long?.[t] === 1;
  const short = signals.short?.[t] === 1;
  if (held === 0) return { exit: false, entry: long && !short ? 1 : short && !long ? -1 : 0 };
  if (held === 1) return { exit: signals.exitLong?.[t] === 1 || short, entry: short ? -1 : 0 };
  return { exit: signals.exitShort?.[t] === 1 || long, entry: long ? 1 : 0 };
}

/** The declaration's signals (1 fires, 0 not, NaN unknown) and gauges at the last bar, by id. */
export interface LatestReadings {
  signals: Record<string, number>;
  gauges: Record<string, number>;
}

/** The declaration's signals and gauges at the last bar, n − 1. */
export function readingsAtLastBar(declaration: ResolvedDeclaration, symbols: RuleSymbols, n: number): LatestReadings {
  const latest: LatestReadings = { signals: {}, gauges: {} };
  if (n === 0) return latest;
  for (const signal of declaration.signals) {
    const compiled = compileRule(signal.rule, symbols);
    if (!compiled.ok) throw new Error(`signals.${signal.id}: ${compiled.errors.join('; ')}`);
    const value = compiled.fn(n - 1);
    latest.signals[signal.id] = value === value ? (value !== 0 ? 1 : 0) : NaN;
  }
  for (const gauge of declaration.gauges) {
    const compiled = compileExpression(gauge.expr, symbols);
    if (!compiled.ok) throw new Error(`gauges.${gauge.id}: ${compiled.errors.join('; ')}`);
    latest.gauges[gauge.id] = compiled.fn(n - 1);
  }
  return latest;
}
