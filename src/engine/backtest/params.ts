/**
 * User parameters of a backtest: the values a run uses, and parameter references (`period: period`)
 * resolved to numbers.
 */
import type { ParamDeclaration, ParamRef } from './declaration';

/** A run's parameter values by id. */
export type ParamValues = Readonly<Record<string, number>>;

/**
 * The value of every declared parameter: the given one, or the default when it is missing or not a
 * finite number; then limited to [min, max] and, for an integer parameter, rounded to a whole number.
 * An optional parameter given as NaN (an empty field), or missing without a default, is NaN (empty).
 * Values for undeclared ids are dropped.
 */
export function resolveParamValues(params: readonly ParamDeclaration[], given: Readonly<Record<string, number | undefined>> = {}): Record<string, number> {
  const values: Record<string, number> = {};
  for (const param of params) {
    const raw = given[param.id];
    if (param.optional && (Number.isNaN(raw) || (raw === undefined && param.default === undefined))) {
      values[param.id] = NaN;
      continue;
    }
    let value = typeof raw === 'number' && Number.isFinite(raw) ? raw : (param.default ?? NaN);
    value = Math.min(param.max, Math.max(param.min, value));
    if (param.integer) value = Math.round(value);
    values[param.id] = value;
  }
  return values;
}

/** A number as is; a parameter id as that parameter's value. Throws for an unknown id. */
export function resolveParamRef(ref: ParamRef, values: ParamValues): number {
  if (typeof ref === 'number') return ref;
  const value = values[ref];
  if (value === undefined) throw new Error(`unknown parameter "${ref}"`);
  return value;
}
