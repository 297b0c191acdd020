/**
 * Checks a backtest declaration beyond its JSON Schema (which `npm run validate` applies first) and
 * returns every problem with its path inside the declaration, e.g.
 * `{ path: ['rules', 'long'], message: 'unknown symbol "zz" (did you mean "z"?)' }`:
 *
 * - ids: well-formed, unique across indicators and parameters, not a price column, function or keyword;
 * - indicators: known kind, known parameter names, required parameters present, literal values and
 *   referenced parameters' ranges within each kind's constraints, `source` only for single-column kinds,
 *   `levels` name parameters;
 * - parameters: min ≤ default ≤ max (an optional one may have no default), whole numbers where `integer`;
 * - rules: each compiles (compileRule.ts) and is a condition; the default side has its entry rule;
 *   an exit rule has its entry rule;
 * - stop / takeProfit: percent, ATR multiple and ticks ≥ 0 (0 = none), ATR period a whole number ≥ 1,
 *   tick size > 0 (not an optional parameter);
 * - variants: unique ids; each variant applied to the base is checked as a whole. A problem in a field
 *   the variant gives is reported under `variants[i]`; one that only appears in the combination (a base
 *   rule naming an indicator the variant dropped) is reported at the base field, naming the variant;
 * - a parameter's `variants` name variants of the backtest, and no rule, stop or take-profit of a variant
 *   uses a parameter the form hides for it.
 */
import type { SpecIssue } from '../specIssue';
import { didYouMean } from '../didYouMean';
import type { BacktestDeclaration, ExitLevelDeclaration, IndicatorDeclaration, ParamDeclaration, ParamRef, ResolvedDeclaration } from './declaration';
import { RULE_NAMES } from './declaration';
import { describeParamSpec, INDICATOR_KIND_NAMES, indicatorKindSpec, isIndicatorKind, satisfiesParamSpec, type IndicatorParamSpec } from './indicatorCatalog';
import { compileExpression, compileRule, RULE_FUNCTIONS } from './compileRule';
import { PRICE_COLUMNS, ruleSymbols } from './ruleSymbols';
import { resolveParamValues } from './params';
import { applyVariant, paramShownFor } from './variants';
import { levelParamId } from './levels';

type Path = (string | number)[];

const ID = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Names an indicator or parameter id may not take: prices, rule functions, parser keywords and constants. */
const RESERVED = new Set<string>([
  ...PRICE_COLUMNS,
  ...RULE_FUNCTIONS,
  'next', 'lead', 'future', 'shift',
  'and', 'or', 'not', 'xor', 'mod', 'to', 'in', 'true', 'false', 'null', 'undefined',
]);

// A stop or take-profit distance of 0 switches it off (so a user parameter may start at 0 = "off").
const PERCENT: IndicatorParamSpec = { integer: false, min: 0 };
const MULTIPLE: IndicatorParamSpec = { integer: false, min: 0 };
const PERIOD: IndicatorParamSpec = { integer: true, min: 1 };
const TICKS: IndicatorParamSpec = { integer: false, min: 0 };
const TICK_SIZE: IndicatorParamSpec = { integer: false, min: 0, minExclusive: true };

/** Does a parameter's whole range satisfy a spec (every value it can take)? */
function rangeSatisfies(param: ParamDeclaration, spec: IndicatorParamSpec): boolean {
  return (!spec.integer || param.integer === true) && satisfiesParamSpec(param.min, { ...spec, integer: false });
}

/** A number or parameter reference that must satisfy `spec`. */
function checkRef(ref: ParamRef, spec: IndicatorParamSpec, params: readonly ParamDeclaration[], path: Path, what: string, issues: SpecIssue[]): void {
  if (typeof ref === 'number') {
    if (!satisfiesParamSpec(ref, spec)) issues.push({ path, message: `${what} must be ${describeParamSpec(spec)}, not ${ref}` });
    return;
  }
  const param = params.find((candidate) => candidate.id === ref);
  if (!param) {
    issues.push({ path, message: `unknown parameter "${ref}"${didYouMean(ref, params.map((p) => p.id))}` });
    return;
  }
  if (!rangeSatisfies(param, spec)) {
    issues.push({ path, message: `${what} must be ${describeParamSpec(spec)}: parameter "${ref}" ranges from ${param.min}${spec.integer && !param.integer ? ' and is not declared integer' : ''}` });
  }
}

function checkIds(indicators: readonly IndicatorDeclaration[], params: readonly ParamDeclaration[], base: Path, issues: SpecIssue[]): void {
  const seen = new Map<string, string>();
  const visit = (id: string, path: Path, what: string) => {
    if (!ID.test(id)) issues.push({ path, message: `"${id}" is not a valid id (letters, digits and _, not starting with a digit)` });
    else if (RESERVED.has(id)) issues.push({ path, message: `"${id}" is a reserved name (a price, function or keyword); choose another id` });
    const previous = seen.get(id);
    if (previous) issues.push({ path, message: `duplicate id "${id}" (already used by ${previous})` });
    else seen.set(id, what);
  };
  indicators.forEach((indicator, i) => visit(indicator.id, [...base, 'indicators', i, 'id'], 'an indicator'));
  params.forEach((param, i) => visit(param.id, [...base, 'params', i, 'id'], 'a parameter'));
}

function checkIndicators(indicators: readonly IndicatorDeclaration[], params: readonly ParamDeclaration[], base: Path, issues: SpecIssue[]): void {
  indicators.forEach((indicator, i) => {
    const path: Path = [...base, 'indicators', i];
    if (!isIndicatorKind(indicator.kind)) {
      issues.push({ path: [...path, 'kind'], message: `unknown indicator kind "${String(indicator.kind)}"${didYouMean(String(indicator.kind), INDICATOR_KIND_NAMES)}` });
      return;
    }
    const spec = indicatorKindSpec(indicator.kind);
    const given = indicator.params ?? {};
    const names = Object.keys(spec.params);
    for (const [name, ref] of Object.entries(given)) {
      const paramSpec = spec.params[name];
      if (!paramSpec) {
        issues.push({ path: [...path, 'params', name], message: `"${indicator.kind}" has no parameter "${name}"${didYouMean(name, names)} (parameters: ${names.join(', ')})` });
        continue;
      }
      checkRef(ref, paramSpec, params, [...path, 'params', name], `${indicator.kind} ${name}`, issues);
    }
    for (const name of names) {
      if (!(name in given) && spec.params[name]?.default === undefined) issues.push({ path: [...path, 'params'], message: `"${indicator.kind}" needs the parameter "${name}"` });
    }
    if (indicator.source !== undefined && !spec.source) issues.push({ path: [...path, 'source'], message: `"${indicator.kind}" reads high, low and close; it takes no source` });
    indicator.levels?.forEach((ref, j) => {
      const id = levelParamId(ref);
      if (id !== undefined && !params.some((param) => param.id === id)) issues.push({ path: [...path, 'levels', j], message: `unknown parameter "${id}"${didYouMean(id, params.map((p) => p.id))}` });
    });
  });
}

function checkParams(params: readonly ParamDeclaration[], base: Path, issues: SpecIssue[]): void {
  params.forEach((param, i) => {
    const path: Path = [...base, 'params', i];
    if (!(param.min <= param.max)) issues.push({ path: [...path, 'max'], message: `max (${param.max}) is below min (${param.min})` });
    else if (param.default === undefined) {
      if (!param.optional) issues.push({ path, message: 'a parameter needs a default unless it is optional' });
    } else if (!(param.default >= param.min && param.default <= param.max)) issues.push({ path: [...path, 'default'], message: `default ${param.default} lies outside [${param.min}, ${param.max}]` });
    if (param.integer) {
      for (const key of ['default', 'min', 'max'] as const) {
        if (param[key] !== undefined && !Number.isInteger(param[key])) issues.push({ path: [...path, key], message: `${key} of an integer parameter must be a whole number, not ${param[key]}` });
      }
    }
  });
}

function checkExitLevel(level: ExitLevelDeclaration | undefined, params: readonly ParamDeclaration[], path: Path, issues: SpecIssue[]): void {
  if (!level) return;
  if ('percent' in level) checkRef(level.percent, PERCENT, params, [...path, 'percent'], 'percent', issues);
  else if ('ticks' in level) {
    checkRef(level.ticks, TICKS, params, [...path, 'ticks'], 'ticks', issues);
    checkRef(level.tickSize, TICK_SIZE, params, [...path, 'tickSize'], 'tickSize', issues);
    const sizeParam = typeof level.tickSize === 'string' ? params.find((param) => param.id === level.tickSize) : undefined;
    if (sizeParam?.optional) issues.push({ path: [...path, 'tickSize'], message: `tickSize: parameter "${sizeParam.id}" must not be optional` });
  } else {
    checkRef(level.atrMultiple, MULTIPLE, params, [...path, 'atrMultiple'], 'atrMultiple', issues);
    checkRef(level.atrPeriod, PERIOD, params, [...path, 'atrPeriod'], 'atrPeriod', issues);
  }
}

function checkRules(resolved: ResolvedDeclaration, base: Path, issues: SpecIssue[]): void {
  const values = resolveParamValues(resolved.params);
  const empty = new Float64Array(0);
  const symbols = ruleSymbols(resolved.indicators, resolved.params, values, () => empty);
  const rules = resolved.rules ?? {};
  for (const name of RULE_NAMES) {
    const text = rules[name];
    if (text === undefined) continue;
    const compiled = compileRule(text, symbols);
    if (!compiled.ok) for (const message of compiled.errors) issues.push({ path: [...base, 'rules', name], message });
  }
  const { long, short, exitLong, exitShort } = rules;
  if (long === undefined && short === undefined) issues.push({ path: [...base, 'rules'], message: 'a backtest needs an entry rule (long or short)' });
  else {
    if ((resolved.side === 'long' || resolved.side === 'both') && long === undefined) issues.push({ path: [...base, 'rules'], message: `side "${resolved.side}" needs a long rule` });
    if ((resolved.side === 'short' || resolved.side === 'both') && short === undefined) issues.push({ path: [...base, 'rules'], message: `side "${resolved.side}" needs a short rule` });
  }
  if (exitLong !== undefined && long === undefined) issues.push({ path: [...base, 'rules', 'exitLong'], message: 'exitLong without a long rule never applies' });
  if (exitShort !== undefined && short === undefined) issues.push({ path: [...base, 'rules', 'exitShort'], message: 'exitShort without a short rule never applies' });
}

/** Every check of one resolved declaration; paths relative to the declaration (base fields). */
function checkResolved(resolved: ResolvedDeclaration): SpecIssue[] {
  const issues: SpecIssue[] = [];
  checkIds(resolved.indicators, resolved.params, [], issues);
  checkParams(resolved.params, [], issues);
  checkIndicators(resolved.indicators, resolved.params, [], issues);
  checkExitLevel(resolved.stop, resolved.params, ['stop'], issues);
  checkExitLevel(resolved.takeProfit, resolved.params, ['takeProfit'], issues);
  checkRules(resolved, [], issues);
  checkReadings(resolved, issues);
  return issues;
}

const issueKey = (issue: SpecIssue) => `${issue.path.join('\u0000')}\u0001${issue.message}`;

/** Signals must be conditions and gauges numbers over the (variant's) indicators and parameters; ids unique. */
function checkReadings(resolved: ResolvedDeclaration, issues: SpecIssue[]): void {
  const empty = new Float64Array(0);
  const symbols = ruleSymbols(resolved.indicators, resolved.params, resolveParamValues(resolved.params), () => empty);
  const ids = new Set<string>();
  const claim = (id: string, path: Path) => {
    if (ids.has(id)) issues.push({ path, message: `duplicate signal or gauge id "${id}"` });
    ids.add(id);
  };
  resolved.signals.forEach((signal, i) => {
    claim(signal.id, ['signals', i, 'id']);
    const compiled = compileRule(signal.rule, symbols);
    if (!compiled.ok) for (const message of compiled.errors) issues.push({ path: ['signals', i, 'rule'], message });
  });
  resolved.gauges.forEach((gauge, i) => {
    claim(gauge.id, ['gauges', i, 'id']);
    const compiled = compileExpression(gauge.expr, symbols);
    if (!compiled.ok) for (const message of compiled.errors) issues.push({ path: ['gauges', i, 'expr'], message });
  });
}

/** `id` used as a name in a rule (not as the member of an indicator, `bb.upper`). */
function mentions(text: string, id: string): boolean {
  return new RegExp(`(?<![A-Za-z0-9_.])${id}(?![A-Za-z0-9_])`).test(text);
}

/**
 * A parameter's `variants` name variants of the backtest, and what a variant trades by (its rules, stop and
 * take-profit) uses only parameters the form shows for it: a hidden one could not be changed.
 */
function checkParamVariants(declaration: BacktestDeclaration, issues: SpecIssue[]): void {
  const variants = declaration.variants ?? [];
  const ids = variants.map((variant) => variant.id);
  const checkList = (params: readonly ParamDeclaration[] | undefined, base: Path) =>
    params?.forEach((param, i) => {
      param.variants?.forEach((id, j) => {
        if (ids.includes(id)) return;
        const message = ids.length === 0 ? 'a backtest without variants shows every parameter: leave out "variants"' : `unknown variant "${id}"${didYouMean(id, ids)}`;
        issues.push({ path: [...base, 'params', i, 'variants', j], message });
      });
    });
  checkList(declaration.params, []);
  variants.forEach((variant, v) => checkList(variant.params, ['variants', v]));
  variants.forEach((variant, v) => {
    const resolved = applyVariant(declaration, variant);
    const hidden = resolved.params.filter((param) => !paramShownFor(param, variant.id));
    const own = (field: 'rules' | 'stop' | 'takeProfit'): Path => (variant[field] !== undefined ? ['variants', v, field] : [field]);
    const report = (path: Path, param: ParamDeclaration) =>
      issues.push({ path, message: `uses parameter "${param.id}", which the form hides for variant "${variant.id}" (its variants: ${(param.variants ?? []).join(', ')})` });
    for (const name of RULE_NAMES) {
      const text = resolved.rules?.[name];
      if (text !== undefined) for (const param of hidden) if (mentions(text, param.id)) report([...own('rules'), name], param);
    }
    for (const field of ['stop', 'takeProfit'] as const) {
      const level = resolved[field];
      if (!level) continue;
      for (const [key, ref] of Object.entries(level)) {
        const param = hidden.find((candidate) => candidate.id === ref);
        if (param) report([...own(field), key], param);
      }
    }
  });
}

/** Every problem of a backtest declaration, located by its path inside the declaration. */
export function checkBacktestDeclaration(declaration: BacktestDeclaration): SpecIssue[] {
  const baseIssues = checkResolved(applyVariant(declaration, undefined));
  const issues = [...baseIssues];
  checkParamVariants(declaration, issues);
  const reported = new Set(baseIssues.map(issueKey));
  const variantIds = new Set<string>();
  (declaration.variants ?? []).forEach((variant, v) => {
    const variantPath: Path = ['variants', v];
    if (variantIds.has(variant.id)) issues.push({ path: [...variantPath, 'id'], message: `duplicate variant id "${variant.id}"` });
    variantIds.add(variant.id);
    for (const issue of checkResolved(applyVariant(declaration, variant))) {
      const field = issue.path[0];
      const own = typeof field === 'string' && field in variant && (variant as unknown as Record<string, unknown>)[field] !== undefined;
      const located: SpecIssue = own
        ? { path: [...variantPath, ...issue.path], message: issue.message }
        : { path: issue.path, message: `${issue.message} (in variant "${variant.id}")` };
      if (!own && reported.has(issueKey(issue))) continue;
      const key = issueKey(located);
      if (reported.has(key)) continue;
      reported.add(key);
      issues.push(located);
    }
  });
  return issues;
}
