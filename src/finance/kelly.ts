import { valueAt } from './valueAt';

/**
 * Compounding a list of trade results in R multiples at a fixed fraction of the account, for the growth
 * tracker of /strategies/fixed-fractional (specs/calculators/growth-tracker.yaml).
 *
 * Risking the fraction `rate` of the current equity on every trade, a trade with result R (in multiples of
 * the risk: 2 = won twice the risk, −1 = lost the risk) multiplies the equity by (1 + rate · R). After the
 * first n trades the equity is the start times Π_{i ≤ n} (1 + rate · Rᵢ). The drawdown after trade n is
 * 1 − equity_n / peak_n, where peak_n is the highest equity from the start (trade 0) up to trade n.
 *
 * n is the number of trades counted from the start: n ≤ 0 means none (factor 1, drawdown 0); n above the
 * list's length means all of them; a fractional n counts its whole trades (floor).
 * The expected values of the tests come from scripts/reference/kelly.py.
 */

function listOf(value: unknown, name: string): readonly number[] {
  if (!Array.isArray(value)) throw new Error(`${name}: the first argument must be a list of numbers`);
  for (const item of value as unknown[]) {
    if (typeof item !== 'number' || !Number.isFinite(item)) throw new Error(`${name}: the list must hold finite numbers`);
  }
  return value as number[];
}

function countOf(list: readonly number[], n: number, name: string): number {
  if (typeof n !== 'number' || Number.isNaN(n)) throw new Error(`${name}: the number of trades must be a number`);
  return Math.max(0, Math.min(list.length, Math.floor(n)));
}

/** Π_{i ≤ n} (1 + rate · listᵢ): the growth factor of the equity after the first n trades. */
export function compoundFirst(list: unknown, rate: number, n: number): number {
  const items = listOf(list, 'compoundFirst');
  const count = countOf(items, n, 'compoundFirst');
  let factor = 1;
  for (let i = 0; i < count; i++) factor *= 1 + rate * valueAt(items, i);
  return factor;
}

/** Growth factors after 0, 1, …, count trades, and the drawdown from the running peak after each. */
function drawdowns(items: readonly number[], rate: number, count: number): number[] {
  const result = [0];
  let factor = 1;
  let peak = 1;
  for (let i = 0; i < count; i++) {
    factor *= 1 + rate * valueAt(items, i);
    peak = Math.max(peak, factor);
    result.push(1 - factor / peak);
  }
  return result;
}

/** Drawdown from the highest equity so far (the start included) after the first n trades: 1 − equity_n / peak_n. */
export function compoundDrawdown(list: unknown, rate: number, n: number): number {
  const items = listOf(list, 'compoundDrawdown');
  const count = countOf(items, n, 'compoundDrawdown');
  return valueAt(drawdowns(items, rate, count), count);
}

/** The largest drawdown from a running peak over the first n trades (0 when the equity never fell). */
export function compoundMaxDrawdown(list: unknown, rate: number, n: number): number {
  const items = listOf(list, 'compoundMaxDrawdown');
  const count = countOf(items, n, 'compoundMaxDrawdown');
  return Math.max(...drawdowns(items, rate, count));
}

/**
 * Formula helpers (registered in the formula instance):
 * - `compoundFirst(list, rate, n)`: Π (1 + rate · Rᵢ) over the first n items (1 for n ≤ 0), e.g.
 *   `account * compoundFirst(results, riskPct / 100, count(results))` is the final equity;
 * - `compoundDrawdown(list, rate, n)`: drawdown from the running peak after the first n items (0 for n ≤ 0);
 * - `compoundMaxDrawdown(list, rate, n)`: the largest of those drawdowns over the first n items.
 * `list` is a list of numbers (a numbers input of R multiples); a list with a non-number item is an error.
 */
export const kellyFormulaHelpers = { compoundFirst, compoundDrawdown, compoundMaxDrawdown };
