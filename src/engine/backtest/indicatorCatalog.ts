/**
 * The indicator kinds a backtest declaration may use, as plain data: each kind's parameters (with
 * their constraints), whether it reads one price column (`source`), its outputs and whether it is
 * drawn on the price scale. The engine checks declarations against this table and binds each
 * kind to its computation (indicatorKinds.ts), typed by the same table.
 *
 * ## Naming in rules
 * An indicator with one output (`value`) is read by its id (`z`, `rsi`); one with several outputs by
 * `id.output` (`bb.upper`, `bb.middle`, `bb.lower`, `macd.line`, `trend.plusDi`).
 */

/** A parameter of an indicator kind: a number ≥ min (> min when minExclusive), whole when integer. */
export interface IndicatorParamSpec {
  readonly integer: boolean;
  readonly min: number;
  readonly minExclusive?: boolean;
  /** Used when the declaration leaves the parameter out; without it the parameter is required. */
  readonly default?: number;
}

export interface IndicatorKindSpec {
  readonly params: Readonly<Record<string, IndicatorParamSpec>>;
  readonly outputs: readonly [string, ...string[]];
  /** True when the indicator reads one price column (the declaration's `source`, default close). */
  readonly source: boolean;
  /** 'price': drawn over the candles; 'own': its own pane. */
  readonly scale: 'price' | 'own';
}

const PERIOD: IndicatorParamSpec = { integer: true, min: 1 };
const MULTIPLIER: IndicatorParamSpec = { integer: false, min: 0, minExclusive: true, default: 2 };

export const INDICATOR_KINDS = {
  /** Simple moving average of the source over `period` bars. */
  sma: { params: { period: PERIOD }, outputs: ['value'], source: true, scale: 'price' },
  /** Exponential moving average of the source. */
  ema: { params: { period: PERIOD }, outputs: ['value'], source: true, scale: 'price' },
  /** Relative strength index (0…100). */
  rsi: { params: { period: PERIOD }, outputs: ['value'], source: true, scale: 'own' },
  /** Bollinger bands: middle = SMA, upper/lower = middle ± k · standard deviation; %B and bandwidth. */
  bollinger: { params: { period: PERIOD, k: MULTIPLIER }, outputs: ['upper', 'middle', 'lower', 'percentB', 'bandwidth'], source: true, scale: 'price' },
  /** (source − mean) / standard deviation over `period` bars. */
  zscore: { params: { period: PERIOD }, outputs: ['value'], source: true, scale: 'own' },
  /** Average true range (price units). */
  atr: { params: { period: PERIOD }, outputs: ['value'], source: false, scale: 'own' },
  /** Average directional index with the directional indicators +DI and −DI and the directional index DX. */
  adx: { params: { period: PERIOD }, outputs: ['adx', 'plusDi', 'minusDi', 'dx'], source: false, scale: 'own' },
  /** MACD line (fast EMA − slow EMA), its signal EMA and the histogram (line − signal). */
  macd: {
    params: { fast: { integer: true, min: 1, default: 12 }, slow: { integer: true, min: 1, default: 26 }, signal: { integer: true, min: 1, default: 9 } },
    outputs: ['line', 'signal', 'histogram'],
    source: true,
    scale: 'own',
  },
  /**
   * Donchian channel: highest high and lowest low of the last `period` bars (the current one included)
   * and their midpoint; `prev(dc.upper, 1)` is the channel of the bars before (a breakout compares close
   * with it).
   */
  donchian: { params: { period: PERIOD }, outputs: ['upper', 'middle', 'lower'], source: false, scale: 'price' },
  /** Rate of change over `period` bars as a fraction: close / close `period` bars back − 1. */
  roc: { params: { period: PERIOD }, outputs: ['value'], source: true, scale: 'own' },
  /** Realized volatility: sample standard deviation of the last `period` log returns, per bar. */
  realizedVol: { params: { period: { integer: true, min: 2 } }, outputs: ['value'], source: true, scale: 'own' },
} as const satisfies Record<string, IndicatorKindSpec>;

export type IndicatorKind = keyof typeof INDICATOR_KINDS;

/** The output names of a kind. */
export type IndicatorOutput<K extends IndicatorKind> = (typeof INDICATOR_KINDS)[K]['outputs'][number];

/** The parameter names of a kind. */
export type IndicatorParamName<K extends IndicatorKind> = keyof (typeof INDICATOR_KINDS)[K]['params'] & string;

export const INDICATOR_KIND_NAMES = Object.keys(INDICATOR_KINDS) as IndicatorKind[];

export function isIndicatorKind(kind: string): kind is IndicatorKind {
  return Object.prototype.hasOwnProperty.call(INDICATOR_KINDS, kind);
}

/** The spec of a kind, read through the common interface. */
export function indicatorKindSpec(kind: IndicatorKind): IndicatorKindSpec {
  return INDICATOR_KINDS[kind];
}

/** The name a rule reads an output by: the id for a single `value` output, else `id.output`. */
export function outputSymbol(id: string, kind: IndicatorKind, output: string): string {
  const { outputs } = indicatorKindSpec(kind);
  return outputs.length === 1 ? id : `${id}.${output}`;
}

/** Whether a number satisfies a parameter spec. */
export function satisfiesParamSpec(value: number, spec: IndicatorParamSpec): boolean {
  if (!Number.isFinite(value)) return false;
  if (spec.integer && !Number.isInteger(value)) return false;
  return spec.minExclusive ? value > spec.min : value >= spec.min;
}

/** `a whole number ≥ 1`, `a number > 0`: what a parameter spec asks for, for messages. */
export function describeParamSpec(spec: IndicatorParamSpec): string {
  return `${spec.integer ? 'a whole number' : 'a number'} ${spec.minExclusive ? '>' : '≥'} ${spec.min}`;
}
