/**
 * A declarative backtest, as a page spec holds it (plain data; {@link backtestDeclarationSchema} is its
 * JSON Schema, usable as a module's props schema). Beyond the schema, `checkBacktestDeclaration`
 * (checkDeclaration.ts) checks ids, parameter references and every rule.
 *
 * ```yaml
 * id: mean-reversion
 * indicators:
 *   - { id: z, kind: zscore, params: { period: period } }
 *   - { id: bb, kind: bollinger, params: { period: 20, k: 2 } }
 * rules:
 *   long: crossBelow(z, -entryZ)
 *   exitLong: z > 0
 * params:
 *   - { id: period, label: { en: Lookback, de: Rückblick }, default: 20, min: 5, max: 200, integer: true }
 *   - { id: entryZ, label: { en: Entry z, de: Einstiegs-z }, default: 2, min: 0.5, max: 4, step: 0.1 }
 * side: long
 * stop: { percent: 5 }
 * ```
 *
 * - An indicator parameter is a number or the id of a user parameter (`period: period`).
 * - Rules are restricted expressions (compileRule.ts): prices `open high low close`, indicator outputs
 *   (`z`, `bb.upper`), user parameters, `+ - * /`, comparisons, `and or not`, `a ? b : c`,
 *   and the functions of compileRule.ts's `RULE_FUNCTION_TABLE` (`crossAbove(a, b)`, `prev(x, n)`, …).
 * - `stop` / `takeProfit`: a percent of the entry price, a multiple of the ATR over `atrPeriod` bars
 *   at the signal bar, or a number of ticks of `tickSize` (`{ ticks: stopTicks, tickSize: tickSize }`);
 *   a distance of 0 or an empty optional parameter means none.
 * - A parameter with `optional: true` may be left empty (its default may be left out: empty); rules
 *   test it with `isSet(p)`.
 * - `dataset`: the lab sample the form starts on (default the lab's first); `compareCosts: true` also
 *   runs the backtest without fees, slippage and funding and shows both results side by side.
 * - A variant replaces the fields it gives (indicators, rules, params, side, stop, takeProfit) and
 *   keeps the others (selectVariant in variants.ts). A parameter may name the `variants` whose rules use
 *   it: the form shows it only for them (indicators may still read it, so their charts stay the same).
 */
import { INDICATOR_KIND_NAMES, type IndicatorKind } from './indicatorCatalog';

/** A number, or the id of a user parameter whose value is used. */
export type ParamRef = number | string;

export interface LocalizedLabel {
  en: string;
  de: string;
}

export type PriceColumn = 'open' | 'high' | 'low' | 'close';

export interface IndicatorDeclaration {
  /** The name rules read it by (`z`, or `bb.upper` for a kind with several outputs). */
  id: string;
  kind: IndicatorKind;
  /** The kind's parameters (indicatorCatalog.ts); one with a default may be left out. */
  params?: Record<string, ParamRef>;
  /** The price column a single-column kind reads (default close). */
  source?: PriceColumn;
  label?: LocalizedLabel;
  /**
   * Thresholds the rules compare it with, drawn on its chart: numbers or parameter ids, `-id` for the
   * negative (`[rsiLow, rsiHigh]`, `[entryZ, -entryZ]`); an empty optional parameter draws none.
   */
  levels?: LevelRef[];
}

/** A threshold: a number, a parameter id, or `-id` (the parameter's negative). */
export type LevelRef = number | string;

/** Entry and exit conditions, evaluated at each bar's close. */
export interface RuleSet {
  long?: string;
  exitLong?: string;
  short?: string;
  exitShort?: string;
}

export type RuleName = keyof RuleSet;
export const RULE_NAMES: readonly RuleName[] = ['long', 'exitLong', 'short', 'exitShort'];

export interface ParamDeclaration {
  id: string;
  label: LocalizedLabel;
  /** The starting value; may be left out for an optional parameter (then it starts empty). */
  default?: number;
  /** An empty field is allowed: the value is NaN (rules test it with `isSet`; an exit distance is off). */
  optional?: boolean;
  min: number;
  max: number;
  step?: number;
  integer?: boolean;
  /** The variants whose rules use it: the form shows it only when one of them is chosen (default: every variant). */
  variants?: string[];
}

export type Side = 'long' | 'short' | 'both';

/** A stop or take-profit distance: a percent of the entry price, or a multiple of the ATR. */
export type ExitLevelDeclaration = { percent: ParamRef } | { atrMultiple: ParamRef; atrPeriod: ParamRef } | { ticks: ParamRef; tickSize: ParamRef };

/** The parts a variant may replace. */
export interface StrategyParts {
  indicators?: IndicatorDeclaration[];
  rules?: RuleSet;
  params?: ParamDeclaration[];
  /** The default side (the run's settings may choose another); default long. */
  side?: Side;
  stop?: ExitLevelDeclaration;
  takeProfit?: ExitLevelDeclaration;
}

export interface BacktestVariant extends StrategyParts {
  id: string;
  label: LocalizedLabel;
}

/**
 * A condition read at the last bar of the data ("golden cross now?"), optionally with its rank among the page's
 * rules by how much confirmation each demands (1 = the most): a teaching order, not a probability.
 */
export interface SignalDeclaration {
  id: string;
  label: LocalizedLabel;
  rule: string;
  rank?: number;
}

/** A number read at the last bar, shown as one of `levels` (value 1 = the first level), e.g. a trend strength. */
export interface GaugeDeclaration {
  id: string;
  label: LocalizedLabel;
  expr: string;
  levels: LocalizedLabel[];
}

export interface BacktestDeclaration extends StrategyParts {
  id: string;
  rules: RuleSet;
  variants?: BacktestVariant[];
  /** Read at the last bar, whatever the variant (they may use the base's indicators and parameters). */
  signals?: SignalDeclaration[];
  gauges?: GaugeDeclaration[];
  /** The lab sample the form starts on (a sample id); default the lab's first sample. */
  dataset?: string;
  /** Also run without fees, slippage and funding and show both results. */
  compareCosts?: boolean;
}

/** A declaration with one variant applied and every default filled in. */
export interface ResolvedDeclaration {
  id: string;
  /** The variant applied, if any. */
  variant: string | undefined;
  indicators: IndicatorDeclaration[];
  rules: RuleSet;
  params: ParamDeclaration[];
  side: Side;
  stop: ExitLevelDeclaration | undefined;
  takeProfit: ExitLevelDeclaration | undefined;
  /** The base's signals and gauges, read with this variant's indicators and parameters. */
  signals: SignalDeclaration[];
  gauges: GaugeDeclaration[];
}

const ID_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';

const localizedLabel = {
  type: 'object',
  properties: { en: { type: 'string', minLength: 1 }, de: { type: 'string', minLength: 1 } },
  required: ['en', 'de'],
  additionalProperties: false,
} as const;

const paramRef = {
  description: 'A number, or the id of a user parameter.',
  anyOf: [{ type: 'number' }, { type: 'string', pattern: ID_PATTERN }],
} as const;

const rule = { type: 'string', minLength: 1, description: 'A condition, e.g. "crossAbove(close, bb.upper) and rsi < 70".' } as const;

/** Inlined (no $ref), so the schema stays valid wherever it is embedded. */
const exitLevel = {
  description: 'A percent of the entry price ({ percent }), a multiple of the ATR ({ atrMultiple, atrPeriod }) or a number of ticks ({ ticks, tickSize }).',
  oneOf: [
    { type: 'object', properties: { percent: paramRef }, required: ['percent'], additionalProperties: false },
    { type: 'object', properties: { atrMultiple: paramRef, atrPeriod: paramRef }, required: ['atrMultiple', 'atrPeriod'], additionalProperties: false },
    { type: 'object', properties: { ticks: paramRef, tickSize: paramRef }, required: ['ticks', 'tickSize'], additionalProperties: false },
  ],
} as const;

const strategyPartsProperties = {
  indicators: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'string', pattern: ID_PATTERN },
        kind: { enum: INDICATOR_KIND_NAMES },
        params: { type: 'object', additionalProperties: paramRef },
        source: { enum: ['open', 'high', 'low', 'close'] },
        label: localizedLabel,
        levels: {
          description: 'Thresholds the rules compare it with, drawn on its chart: numbers, parameter ids, or -id for the negative (e.g. [rsiLow, rsiHigh], [entryZ, -entryZ]).',
          type: 'array',
          items: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?[A-Za-z_][A-Za-z0-9_]*$' }] },
        },
      },
      required: ['id', 'kind'],
      additionalProperties: false,
    },
  },
  rules: {
    type: 'object',
    properties: { long: rule, exitLong: rule, short: rule, exitShort: rule },
    additionalProperties: false,
  },
  params: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'string', pattern: ID_PATTERN },
        label: localizedLabel,
        default: { type: 'number' },
        min: { type: 'number' },
        max: { type: 'number' },
        step: { type: 'number', exclusiveMinimum: 0 },
        integer: { type: 'boolean' },
        optional: { type: 'boolean', description: 'An empty field is allowed (value NaN; rules test isSet(p)); the default may then be left out.' },
        variants: { type: 'array', minItems: 1, items: { type: 'string', pattern: ID_PATTERN }, description: 'The variants whose rules use it: the form shows it only when one of them is chosen (default: every variant).' },
      },
      required: ['id', 'label', 'min', 'max'],
      anyOf: [{ properties: { default: { type: 'number' } }, required: ['default'] }, { properties: { optional: { const: true } }, required: ['optional'] }],
      additionalProperties: false,
    },
  },
  side: { enum: ['long', 'short', 'both'] },
  stop: exitLevel,
  takeProfit: exitLevel,
} as const;

/** JSON Schema (draft 2020-12) of a {@link BacktestDeclaration}. */
export const backtestDeclarationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1 },
    ...strategyPartsProperties,
    variants: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string', pattern: ID_PATTERN }, label: localizedLabel, ...strategyPartsProperties },
        required: ['id', 'label'],
        additionalProperties: false,
      },
    },
    signals: {
      description: 'Conditions read at the last bar (rules of the same language), e.g. { id: goldenCross, label, rule: "crossAbove(fast, slow)", rank: 2 }; rank orders the rules by how much confirmation they demand (1 = the most).',
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string', pattern: ID_PATTERN }, label: localizedLabel, rule, rank: { type: 'integer', minimum: 1, maximum: 20 } },
        required: ['id', 'label', 'rule'],
        additionalProperties: false,
      },
    },
    gauges: {
      description: 'Numbers read at the last bar and shown as a level: expr gives 1 for the first of `levels`, 2 for the second, …',
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string', pattern: ID_PATTERN }, label: localizedLabel, expr: { type: 'string', minLength: 1 }, levels: { type: 'array', minItems: 2, items: localizedLabel } },
        required: ['id', 'label', 'expr', 'levels'],
        additionalProperties: false,
      },
    },
    dataset: { type: 'string', minLength: 1, description: 'The lab sample id the form starts on (default the first sample).' },
    compareCosts: { type: 'boolean', description: 'Also run without fees, slippage and funding and show both results side by side.' },
  },
  required: ['id', 'rules'],
  additionalProperties: false,
} as const;
