/**
 * A declarative backtest, as a page spec holds it (plain data). Its shape is written once, as the JSON
 * Schema {@link backtestDeclarationSchema} (usable as a module's props schema); the TypeScript types are
 * read from that schema (FromSchema). Beyond the schema, `checkBacktestDeclaration` (checkDeclaration.ts)
 * checks ids, parameter references and every rule.
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
import type { FromSchema } from '../schemaType';
import { INDICATOR_KIND_NAMES } from './indicatorCatalog';

const ID_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';

const idSchema = { type: 'string', pattern: ID_PATTERN } as const;

const localizedLabelSchema = {
  type: 'object',
  properties: { en: { type: 'string', minLength: 1 }, de: { type: 'string', minLength: 1 } },
  required: ['en', 'de'],
  additionalProperties: false,
} as const;

export type LocalizedLabel = FromSchema<typeof localizedLabelSchema>;

const paramRefSchema = {
  description: 'A number, or the id of a user parameter.',
  anyOf: [{ type: 'number' }, idSchema],
} as const;

/** A number, or the id of a user parameter whose value is used. */
export type ParamRef = FromSchema<typeof paramRefSchema>;

const priceColumnSchema = { enum: ['open', 'high', 'low', 'close'] } as const;

export type PriceColumn = FromSchema<typeof priceColumnSchema>;

/** A threshold: a number, a parameter id, or `-id` (the parameter's negative). */
const levelRefSchema = { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?[A-Za-z_][A-Za-z0-9_]*$' }] } as const;

export type LevelRef = FromSchema<typeof levelRefSchema>;

const indicatorSchema = {
  type: 'object',
  properties: {
    /** The name rules read it by (`z`, or `bb.upper` for a kind with several outputs). */
    id: idSchema,
    kind: { enum: INDICATOR_KIND_NAMES },
    /** The kind's parameters (indicatorCatalog.ts); one with a default may be left out. */
    params: { type: 'object', additionalProperties: paramRefSchema },
    /** The price column a single-column kind reads (default close). */
    source: priceColumnSchema,
    label: localizedLabelSchema,
    /**
     * Thresholds the rules compare it with, drawn on its chart: numbers or parameter ids, `-id` for the
     * negative (`[rsiLow, rsiHigh]`, `[entryZ, -entryZ]`); an empty optional parameter draws none.
     */
    levels: {
      description: 'Thresholds the rules compare it with, drawn on its chart: numbers, parameter ids, or -id for the negative (e.g. [rsiLow, rsiHigh], [entryZ, -entryZ]).',
      type: 'array',
      items: levelRefSchema,
    },
  },
  required: ['id', 'kind'],
  additionalProperties: false,
} as const;

export type IndicatorDeclaration = FromSchema<typeof indicatorSchema>;

const ruleSchema = { type: 'string', minLength: 1, description: 'A condition, e.g. "crossAbove(close, bb.upper) and rsi < 70".' } as const;

/** Entry and exit conditions, evaluated at each bar's close. */
const ruleSetSchema = {
  type: 'object',
  properties: { long: ruleSchema, exitLong: ruleSchema, short: ruleSchema, exitShort: ruleSchema },
  additionalProperties: false,
} as const;

export type RuleSet = FromSchema<typeof ruleSetSchema>;
export type RuleName = keyof RuleSet;
export const RULE_NAMES: readonly RuleName[] = ['long', 'exitLong', 'short', 'exitShort'];

const paramSchema = {
  type: 'object',
  properties: {
    id: idSchema,
    label: localizedLabelSchema,
    /** The starting value; may be left out for an optional parameter (then it starts empty). */
    default: { type: 'number' },
    min: { type: 'number' },
    max: { type: 'number' },
    step: { type: 'number', exclusiveMinimum: 0 },
    integer: { type: 'boolean' },
    /** An empty field is allowed: the value is NaN (rules test it with `isSet`; an exit distance is off). */
    optional: { type: 'boolean', description: 'An empty field is allowed (value NaN; rules test isSet(p)); the default may then be left out.' },
    /** The variants whose rules use it: the form shows it only when one of them is chosen (default: every variant). */
    variants: { type: 'array', minItems: 1, items: idSchema, description: 'The variants whose rules use it: the form shows it only when one of them is chosen (default: every variant).' },
  },
  required: ['id', 'label', 'min', 'max'],
  anyOf: [{ properties: { default: { type: 'number' } }, required: ['default'] }, { properties: { optional: { const: true } }, required: ['optional'] }],
  additionalProperties: false,
} as const;

export type ParamDeclaration = FromSchema<typeof paramSchema>;

const sideSchema = { enum: ['long', 'short', 'both'] } as const;

export type Side = FromSchema<typeof sideSchema>;

/** Inlined (no $ref), so the schema stays valid wherever it is embedded. */
const exitLevelSchema = {
  description: 'A percent of the entry price ({ percent }), a multiple of the ATR ({ atrMultiple, atrPeriod }) or a number of ticks ({ ticks, tickSize }).',
  oneOf: [
    { type: 'object', properties: { percent: paramRefSchema }, required: ['percent'], additionalProperties: false },
    { type: 'object', properties: { atrMultiple: paramRefSchema, atrPeriod: paramRefSchema }, required: ['atrMultiple', 'atrPeriod'], additionalProperties: false },
    { type: 'object', properties: { ticks: paramRefSchema, tickSize: paramRefSchema }, required: ['ticks', 'tickSize'], additionalProperties: false },
  ],
} as const;

/** A stop or take-profit distance: a percent of the entry price, a multiple of the ATR or a number of ticks. */
export type ExitLevelDeclaration = FromSchema<typeof exitLevelSchema>;

/** The parts a variant may replace. */
const strategyPartsProperties = {
  indicators: { type: 'array', items: indicatorSchema },
  rules: ruleSetSchema,
  params: { type: 'array', items: paramSchema },
  /** The default side (the run's settings may choose another); default long. */
  side: sideSchema,
  stop: exitLevelSchema,
  takeProfit: exitLevelSchema,
} as const;

export type StrategyParts = FromSchema<{ type: 'object'; properties: typeof strategyPartsProperties }>;

const variantSchema = {
  type: 'object',
  properties: { id: idSchema, label: localizedLabelSchema, ...strategyPartsProperties },
  required: ['id', 'label'],
  additionalProperties: false,
} as const;

export type BacktestVariant = FromSchema<typeof variantSchema>;

/**
 * A condition read at the last bar of the data ("golden cross now?"), optionally with its rank among the page's
 * rules by how much confirmation each demands (1 = the most): a teaching order, not a probability.
 */
const signalSchema = {
  type: 'object',
  properties: { id: idSchema, label: localizedLabelSchema, rule: ruleSchema, rank: { type: 'integer', minimum: 1, maximum: 20 } },
  required: ['id', 'label', 'rule'],
  additionalProperties: false,
} as const;

export type SignalDeclaration = FromSchema<typeof signalSchema>;

/** A number read at the last bar, shown as one of `levels` (value 1 = the first level), e.g. a trend strength. */
const gaugeSchema = {
  type: 'object',
  properties: { id: idSchema, label: localizedLabelSchema, expr: { type: 'string', minLength: 1 }, levels: { type: 'array', minItems: 2, items: localizedLabelSchema } },
  required: ['id', 'label', 'expr', 'levels'],
  additionalProperties: false,
} as const;

export type GaugeDeclaration = FromSchema<typeof gaugeSchema>;

/** JSON Schema (draft 2020-12) of a {@link BacktestDeclaration}. */
export const backtestDeclarationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1 },
    ...strategyPartsProperties,
    variants: { type: 'array', items: variantSchema },
    /** Read at the last bar, whatever the variant (they may use the base's indicators and parameters). */
    signals: {
      description: 'Conditions read at the last bar (rules of the same language), e.g. { id: goldenCross, label, rule: "crossAbove(fast, slow)", rank: 2 }; rank orders the rules by how much confirmation they demand (1 = the most).',
      type: 'array',
      items: signalSchema,
    },
    gauges: {
      description: 'Numbers read at the last bar and shown as a level: expr gives 1 for the first of `levels`, 2 for the second, …',
      type: 'array',
      items: gaugeSchema,
    },
    /** The lab sample the form starts on (a sample id); default the lab's first sample. */
    dataset: { type: 'string', minLength: 1, description: 'The lab sample id the form starts on (default the first sample).' },
    /** Also run without fees, slippage and funding and show both results. */
    compareCosts: { type: 'boolean', description: 'Also run without fees, slippage and funding and show both results side by side.' },
  },
  required: ['id', 'rules'],
  additionalProperties: false,
} as const;

export type BacktestDeclaration = FromSchema<typeof backtestDeclarationSchema>;

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
