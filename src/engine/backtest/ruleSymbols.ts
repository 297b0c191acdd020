/**
 * The names rules read, built from a declaration: the price columns, every indicator output (by id
 * for a single output, `id.output` otherwise; see indicatorCatalog.ts) and the user parameters.
 */
import type { IndicatorDeclaration, ParamDeclaration, PriceColumn } from './declaration';
import { indicatorKindSpec, isIndicatorKind, outputSymbol } from './indicatorCatalog';
import type { RuleParam, RuleSymbols } from './compileRule';
import type { ParamValues } from './params';

export const PRICE_COLUMNS: readonly PriceColumn[] = ['open', 'high', 'low', 'close'];

/** One name a rule may read from an indicator. */
export interface IndicatorSymbol {
  name: string;
  indicator: IndicatorDeclaration;
  output: string;
}

/** Every output of the indicators by the name rules use (indicators of an unknown kind are skipped). */
export function indicatorSymbols(indicators: readonly IndicatorDeclaration[]): IndicatorSymbol[] {
  return indicators.flatMap((indicator) => {
    if (!isIndicatorKind(indicator.kind)) return [];
    const { kind } = indicator;
    return indicatorKindSpec(kind).outputs.map((output) => ({ name: outputSymbol(indicator.id, kind, output), indicator, output }));
  });
}

/**
 * The symbols of a declaration's rules. `read(name, indicatorSymbol?)` gives the series of a price
 * column (no indicator symbol) or of an indicator output; parameters take `values` (their defaults
 * where missing).
 */
export function ruleSymbols(
  indicators: readonly IndicatorDeclaration[],
  params: readonly ParamDeclaration[],
  values: ParamValues,
  read: (name: string, symbol?: IndicatorSymbol) => Float64Array,
): RuleSymbols {
  const series = new Map<string, Float64Array>();
  for (const column of PRICE_COLUMNS) series.set(column, read(column));
  for (const symbol of indicatorSymbols(indicators)) series.set(symbol.name, read(symbol.name, symbol));
  const groups = new Map<string, readonly string[]>();
  for (const indicator of indicators) {
    if (!isIndicatorKind(indicator.kind)) continue;
    const { outputs } = indicatorKindSpec(indicator.kind);
    if (outputs.length > 1) groups.set(indicator.id, outputs);
  }
  const paramMap = new Map<string, RuleParam>(
    params.map((param) => [param.id, { value: values[param.id] ?? param.default ?? NaN, min: param.min, integer: param.integer === true }]),
  );
  return { series, groups, params: paramMap };
}
