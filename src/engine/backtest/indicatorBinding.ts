/**
 * How an indicator of a declaration is computed over a series: the shape of the binding table
 * (indicatorKinds.ts fills it) and the step from a declared indicator to its output series.
 */
import type { IndicatorDeclaration } from './declaration';
import { indicatorKindSpec, satisfiesParamSpec, describeParamSpec, type IndicatorKind, type IndicatorOutput, type IndicatorParamName } from './indicatorCatalog';
import { resolveParamRef, type ParamValues } from './params';
import type { OhlcSeries } from '../../market/ohlcSeries';

/** What an indicator reads: the whole series and the declared source column (close by default). */
export interface IndicatorInput {
  series: OhlcSeries;
  source: Float64Array;
}

/** One kind's computation: parameters by name → each output as a series of the series' length (NaN where undefined). */
export type IndicatorCompute<K extends IndicatorKind> = (input: IndicatorInput, params: Readonly<Record<IndicatorParamName<K>, number>>) => Record<IndicatorOutput<K>, Float64Array>;

/** The binding table: every kind of the catalogue, with exactly its outputs. */
export type IndicatorBindings = { readonly [K in IndicatorKind]: IndicatorCompute<K> };

/**
 * The outputs of one declared indicator: parameters resolved (a user parameter's value, else the
 * kind's default), checked against the kind's constraints, then computed. Throws for a missing or
 * invalid parameter or an output of the wrong length.
 */
export function computeIndicator(indicator: IndicatorDeclaration, series: OhlcSeries, values: ParamValues, bindings: IndicatorBindings): Record<string, Float64Array> {
  const spec = indicatorKindSpec(indicator.kind);
  const params: Record<string, number> = {};
  for (const [name, paramSpec] of Object.entries(spec.params)) {
    const ref = indicator.params?.[name];
    const value = ref === undefined ? paramSpec.default : resolveParamRef(ref, values);
    if (value === undefined) throw new Error(`indicator "${indicator.id}": missing parameter "${name}"`);
    if (!satisfiesParamSpec(value, paramSpec)) throw new RangeError(`indicator "${indicator.id}": ${name} must be ${describeParamSpec(paramSpec)}, not ${value}`);
    params[name] = value;
  }
  const source = series[indicator.source ?? 'close'];
  const compute = bindings[indicator.kind] as (input: IndicatorInput, params: Readonly<Record<string, number>>) => Record<string, Float64Array>;
  const outputs = compute({ series, source }, params);
  for (const output of spec.outputs) {
    const values = outputs[output];
    if (!values || values.length !== series.close.length) throw new Error(`indicator "${indicator.id}": output "${output}" missing or of the wrong length`);
  }
  return outputs;
}
