import type { IndicatorDeclaration, LevelRef, ParamDeclaration } from './declaration';

/** A threshold drawn on an indicator's chart: its value and the parameter it comes from (none for a number). */
export interface IndicatorLevel {
  value: number;
  param: ParamDeclaration | undefined;
}

/** The parameter id a level names (without its sign), or undefined for a number. */
export function levelParamId(ref: LevelRef): string | undefined {
  return typeof ref === 'number' ? undefined : ref.replace(/^-/, '');
}

/**
 * The indicator's declared thresholds with the run's parameter values (`values` by parameter id); a level
 * whose parameter is empty (an optional one left blank) or unknown is left out.
 */
export function indicatorLevels(indicator: IndicatorDeclaration, params: readonly ParamDeclaration[], values: Readonly<Record<string, number>>): IndicatorLevel[] {
  return (indicator.levels ?? []).flatMap((ref) => {
    if (typeof ref === 'number') return [{ value: ref, param: undefined }];
    const id = levelParamId(ref) as string;
    const value = values[id];
    if (value === undefined || !Number.isFinite(value)) return [];
    return [{ value: ref.startsWith('-') ? -value : value, param: params.find((param) => param.id === id) }];
  });
}
