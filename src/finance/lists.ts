/**
 * List helpers for calculator formulas that read a sequence, a list of numbers or a group column
 * (registered in src/engine/mathInstance.ts). Each takes the list as formulas see it: an array of numbers.
 */

function numbers(list: unknown, name: string): number[] {
  if (!Array.isArray(list)) throw new Error(`${name} needs a list`);
  return list.map(Number);
}

function countArgument(n: unknown, name: string): number {
  if (typeof n !== 'number' || Number.isNaN(n)) throw new Error(`${name} needs a number of items`);
  return Math.floor(n);
}

/** Σ of the first n items (all when n exceeds the length; 0 for n ≤ 0). */
export function sumFirst(list: unknown, n: unknown): number {
  const items = numbers(list, 'sumFirst(list, n)');
  const end = Math.min(items.length, countArgument(n, 'sumFirst(list, n)'));
  let total = 0;
  for (let i = 0; i < end; i++) total += items[i] as number;
  return total;
}

/** Π of the first n items (all when n exceeds the length; 1 for n ≤ 0). */
export function prodFirst(list: unknown, n: unknown): number {
  const items = numbers(list, 'prodFirst(list, n)');
  const end = Math.min(items.length, countArgument(n, 'prodFirst(list, n)'));
  let product = 1;
  for (let i = 0; i < end; i++) product *= items[i] as number;
  return product;
}

/** How many items equal `value`. */
export function countOf(list: unknown, value: unknown): number {
  return numbers(list, 'countOf(list, value)').filter((item) => item === value).length;
}

/** The longest run of consecutive items equal to `value` (0 when there is none). */
export function longestRun(list: unknown, value: unknown): number {
  let longest = 0;
  let current = 0;
  for (const item of numbers(list, 'longestRun(list, value)')) {
    current = item === value ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return longest;
}

/** Σ 1/xᵢ over the list (the units a fixed amount buys at each price, per unit of amount); NaN when an item is not above 0. */
export function sumReciprocal(list: unknown): number {
  let total = 0;
  for (const item of numbers(list, 'sumReciprocal(list)')) {
    if (!(item > 0)) return NaN;
    total += 1 / item;
  }
  return total;
}

export const listFormulaHelpers = { sumFirst, prodFirst, countOf, longestRun, sumReciprocal };
