/**
 * Percent inputs that were once typed as fractions of 1 (`wasFraction: true`, e.g. a maintenance margin rate
 * of 0.005 that is now typed 0.5 %). A value saved before the change (a copied link, a presets file) still
 * holds the fraction; read as percent it would understate the rate 100×. What was written before carries no
 * version mark, what is written now does, so an old value is converted exactly once and a value's size is
 * never used to guess which it is.
 */

/** The version of a calculator's (or a module's) query entries that carries former fractions as percent. */
export const PERCENT_LINK_VERSION = '2';

/** The query key of the link version of a calculator or module, by the prefix of its keys (`liquidation.v`). */
export function linkVersionKey(prefix: string): string {
  return `${prefix}.v`;
}

/** An input or a module parameter: it may have been a fraction, and an input may have fields (a group). */
interface MaybeFormerFraction {
  readonly wasFraction?: boolean;
  readonly fields?: readonly MaybeFormerFraction[];
}

/** Whether any of the inputs or parameters (or a field of a group input) was once typed as a fraction. */
export function hasFormerFractions(items: readonly MaybeFormerFraction[]): boolean {
  return items.some((item) => item.wasFraction === true || hasFormerFractions(item.fields ?? []));
}

/** A saved fraction as the percent the input now takes (0.005 → 0.5), without the binary error of ×100. */
export { fractionToPercent } from '../finance/percentUnits';
