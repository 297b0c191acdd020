/** Declarative backtests: the declaration, its JSON Schema, the rule compiler and the checks (pure). */
export { backtestDeclarationSchema, RULE_NAMES } from './declaration';
export type { BacktestDeclaration, BacktestVariant, ExitLevelDeclaration, IndicatorDeclaration, LocalizedLabel, ParamDeclaration, ParamRef, PriceColumn, ResolvedDeclaration, RuleName, RuleSet, Side, StrategyParts } from './declaration';
export { INDICATOR_KINDS, INDICATOR_KIND_NAMES, indicatorKindSpec, isIndicatorKind, outputSymbol } from './indicatorCatalog';
export type { IndicatorKind, IndicatorKindSpec, IndicatorOutput, IndicatorParamName, IndicatorParamSpec } from './indicatorCatalog';
export { compileExpression, compileRule, RULE_FUNCTIONS } from './compileRule';
export type { CompiledRule, RuleFn, RuleParam, RuleSymbols } from './compileRule';
export { checkBacktestDeclaration } from './checkDeclaration';
export { resolveParamRef, resolveParamValues, type ParamValues } from './params';
export { indicatorSymbols, PRICE_COLUMNS, ruleSymbols, type IndicatorSymbol } from './ruleSymbols';
export { applyVariant, selectVariant } from './variants';
