import type { BacktestDeclaration, BacktestVariant, ParamDeclaration, ResolvedDeclaration } from './declaration';

/**
 * The declaration with `variant` applied (undefined: the base): each field the variant gives
 * (indicators, rules, params, side, stop, takeProfit) replaces the base's, the others are kept.
 * Defaults: no indicators, no params, side long.
 */
export function applyVariant(declaration: BacktestDeclaration, variant: BacktestVariant | undefined): ResolvedDeclaration {
  return {
    id: declaration.id,
    variant: variant?.id,
    indicators: variant?.indicators ?? declaration.indicators ?? [],
    rules: variant?.rules ?? declaration.rules,
    params: variant?.params ?? declaration.params ?? [],
    side: variant?.side ?? declaration.side ?? 'long',
    stop: variant && 'stop' in variant ? variant.stop : declaration.stop,
    takeProfit: variant && 'takeProfit' in variant ? variant.takeProfit : declaration.takeProfit,
    signals: declaration.signals ?? [],
    gauges: declaration.gauges ?? [],
  };
}

/** The declaration with the variant of id `variantId` applied (undefined: the base); throws for an unknown id. */
export function selectVariant(declaration: BacktestDeclaration, variantId?: string): ResolvedDeclaration {
  const variant = variantId === undefined ? undefined : declaration.variants?.find((candidate) => candidate.id === variantId);
  if (variantId !== undefined && !variant) {
    const known = (declaration.variants ?? []).map((candidate) => `"${candidate.id}"`).join(', ');
    throw new Error(`unknown variant "${variantId}" of backtest "${declaration.id}"${known ? ` (variants: ${known})` : ''}`);
  }
  return applyVariant(declaration, variant);
}

/** Whether the form shows `param` with the variant `variantId` chosen: a parameter without `variants` belongs to every variant. */
export function paramShownFor(param: Pick<ParamDeclaration, 'variants'>, variantId: string | undefined): boolean {
  return param.variants === undefined || (variantId !== undefined && param.variants.includes(variantId));
}
