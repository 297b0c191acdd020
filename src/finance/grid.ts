/**
 * Grid trading: on which side of the current price the levels of a grid lie.
 *
 * A grid from `lower` to `upper` with `grids` intervals has the levels L_i, i = 0 … grids:
 * - arithmetic: L_i = lower + i · (upper − lower) / grids
 * - geometric:  L_i = lower · ratio^i, ratio = (upper / lower)^(1 / grids)
 *
 * A buy order rests at every level strictly below the price, a sell order at every level strictly
 * above it; a level exactly at the price holds neither. Counting those levels with floating point is
 * not exact at the boundary: for lower 0.1, upper 0.9, 2 geometric grids and price 0.3 the middle
 * level is exactly 0.3 (0.1 · √9), but 0.1 · (0.9 / 0.1)^0.5 is 0.30000000000000004 in float64.
 * So the comparison of a level with the price is decided in floating point only when they are
 * clearly apart (relative gap above 1e-10, far above the rounding error of a few hundred multiplications),
 * and otherwise exactly, in integers, on the numbers as the user typed them (the shortest decimal
 * of each float64, e.g. 0.1 and not 0.1000000000000000055…):
 * - arithmetic: L_i < price ⟺ grids · lower + i · (upper − lower) < grids · price
 * - geometric:  L_i < price ⟺ lower^(grids − i) · upper^i < price^grids   (all positive)
 *
 * Expected values of the unit tests were computed independently in Python with exact fractions
 * (scripts/reference/grid_reference.py).
 */

export type GridSpacing = 'arithmetic' | 'geometric';

/** Largest number of grid intervals the helpers accept (the designer allows 2 … 500). */
export const MAX_GRIDS = 1000;

/** A positive finite float64 as an exact decimal: digits · 10^exponent, from its shortest representation. */
interface Decimal {
  digits: bigint;
  exponent: number;
}

function decimalOf(value: number): Decimal {
  const [mantissa = '0', exp = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: BigInt(`${whole}${fraction}`), exponent: Number(exp) - fraction.length };
}

/** The decimals scaled to one common exponent: integers in the same proportion as the values. */
function commonScale(values: readonly number[]): bigint[] {
  const decimals = values.map(decimalOf);
  const smallest = Math.min(...decimals.map((d) => d.exponent));
  return decimals.map((d) => d.digits * 10n ** BigInt(d.exponent - smallest));
}

function signOf(difference: bigint): -1 | 0 | 1 {
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

function isSpacing(spacing: unknown): spacing is GridSpacing {
  return spacing === 'arithmetic' || spacing === 'geometric';
}

function validGrid(lower: number, upper: number, grids: number, price: number): boolean {
  return (
    Number.isFinite(lower) && Number.isFinite(upper) && Number.isFinite(price) &&
    lower > 0 && upper > lower && price > 0 &&
    Number.isInteger(grids) && grids >= 1 && grids <= MAX_GRIDS
  );
}

/** Level i in float64, as the definitions above write it. */
function levelFloat(lower: number, upper: number, grids: number, spacing: GridSpacing, i: number): number {
  return spacing === 'geometric' ? lower * ((upper / lower) ** (1 / grids)) ** i : lower + i * ((upper - lower) / grids);
}

/** The exact sign of L_i − price (inputs already checked). */
function exactSide(lower: number, upper: number, grids: number, spacing: GridSpacing, price: number, i: number): -1 | 0 | 1 {
  const [l = 0n, u = 0n, p = 0n] = commonScale([lower, upper, price]);
  const g = BigInt(grids);
  const k = BigInt(i);
  if (spacing === 'arithmetic') return signOf(g * l + k * (u - l) - g * p);
  return signOf(l ** (g - k) * u ** k - p ** g);
}

/**
 * −1 when level i lies strictly below the price (a buy level), 1 when strictly above (a sell level),
 * 0 when it equals the price; NaN for invalid inputs (lower ≤ 0, upper ≤ lower, price ≤ 0, grids not a
 * whole number from 1 to MAX_GRIDS, i not a whole number from 0 to grids, an unknown spacing).
 */
export function gridLevelSide(lower: number, upper: number, grids: number, spacing: string, price: number, i: number): number {
  if (!isSpacing(spacing) || !validGrid(lower, upper, grids, price) || !Number.isInteger(i) || i < 0 || i > grids) return NaN;
  const level = levelFloat(lower, upper, grids, spacing, i);
  const gap = (level - price) / price;
  if (Math.abs(gap) > 1e-10) return gap < 0 ? -1 : 1;
  return exactSide(lower, upper, grids, spacing, price, i);
}

function countSides(lower: number, upper: number, grids: number, spacing: string, price: number, side: -1 | 1): number {
  if (!isSpacing(spacing) || !validGrid(lower, upper, grids, price)) return NaN;
  let count = 0;
  for (let i = 0; i <= grids; i += 1) {
    if (gridLevelSide(lower, upper, grids, spacing, price, i) === side) count += 1;
  }
  return count;
}

/** The number of levels strictly below the price: the buy orders of the grid. NaN for invalid inputs. */
export function gridLevelsBelow(lower: number, upper: number, grids: number, spacing: string, price: number): number {
  return countSides(lower, upper, grids, spacing, price, -1);
}

/** The number of levels strictly above the price: the sell orders of the grid. NaN for invalid inputs. */
export function gridLevelsAbove(lower: number, upper: number, grids: number, spacing: string, price: number): number {
  return countSides(lower, upper, grids, spacing, price, 1);
}

/**
 * The formula helpers of this file, for the restricted mathjs instance (src/engine/mathInstance.ts):
 * `gridLevelsBelow(lower, upper, grids, spacing, price)` and `gridLevelsAbove(…)` count the buy and sell
 * levels exactly; `spacing` is the text "arithmetic" or "geometric".
 */
export const gridFormulaHelpers = { gridLevelsBelow, gridLevelsAbove };
