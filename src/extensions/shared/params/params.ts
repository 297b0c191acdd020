/**
 * Parameters of a simulator or a backtest: typed numbers with their allowed range, or a choice. The
 * UIs build their fields, the URL query and their range messages from these declarations.
 */
import type { LocalizedText } from '../../../engine/specTypes.generated';

/** A parameter typed as a number, with its allowed range. */
export interface NumberParam {
  id: string;
  kind: 'number';
  label: LocalizedText;
  help?: LocalizedText;
  unit?: string;
  default: number;
  min: number;
  max: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** The lower end itself is not allowed (a volatility > 0). */
  exclusiveMin?: boolean;
  /** May be left blank (read as NaN: "none", such as no stop). */
  optional?: boolean;
  /**
   * A percent parameter that was once typed as a fraction of 1: a link without the `<prefix>.v=2` mark was
   * written before and carries it as that fraction, read ×100 exactly once (src/engine/formerFractions.ts).
   */
  wasFraction?: boolean;
}

/** A parameter chosen from options (a select). */
export interface ChoiceParam {
  id: string;
  kind: 'choice';
  label: LocalizedText;
  help?: LocalizedText;
  /** Options with the same `group` are listed under it (an optgroup), after the options without one. */
  options: readonly { value: string; label: LocalizedText; group?: string }[];
  default: string;
  /** Values a link may hold beyond `options` (options that arrive later, such as a data catalog's). */
  accepts?: (value: string) => boolean;
}

/** Whether a choice parameter takes this value: one of its options, or one it accepts. */
export function choiceTakes(param: ChoiceParam, value: string): boolean {
  return param.options.some((option) => option.value === value) || param.accepts?.(value) === true;
}

export type ParamDef = NumberParam | ChoiceParam;

/** Parameter id → value (numbers and option values); the seed is `seed`. */
export type ParamValues = Readonly<Record<string, number | string>>;

/** True when `value` is allowed for the number parameter (a blank optional number is allowed: NaN). */
export function inRange(param: NumberParam, value: number): boolean {
  if (param.optional && Number.isNaN(value)) return true;
  if (!Number.isFinite(value) || value > param.max) return false;
  if (param.exclusiveMin ? value <= param.min : value < param.min) return false;
  return !param.integer || Number.isInteger(value);
}

/** The number parameters whose value is not allowed. */
export function numbersOutOfRange(params: readonly ParamDef[], values: ParamValues): NumberParam[] {
  return params.filter((param): param is NumberParam => param.kind === 'number' && !inRange(param, Number(values[param.id])));
}
