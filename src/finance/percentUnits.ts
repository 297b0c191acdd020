/**
 * Converting a rate between a fraction of 1 (what formulas and data tables use: 0.005) and percent (what a
 * visitor types and reads: 0.5). Both directions round to 15 significant digits, so the binary error of ×100
 * and ÷100 does not show (0.07 · 100 is 7.000000000000001 in floating point) and a rate converted there and
 * back is the rate it was.
 */

function roundTo15Digits(value: number): number {
  return Number.parseFloat(value.toPrecision(15));
}

/** A fraction of 1 as percent: 0.005 → 0.5. */
export function fractionToPercent(fraction: number): number {
  return roundTo15Digits(fraction * 100);
}

/** Percent as a fraction of 1: 0.5 → 0.005. */
export function percentToFraction(percent: number): number {
  return roundTo15Digits(percent / 100);
}
