/**
 * The restricted mathjs instance every calculator formula runs on.
 *
 * Built with `create({...})` from the number-only build of mathjs (`mathjs/number`) and only the
 * functions specs need, so the calculator chunk carries about 60 KB gzip of mathjs instead of
 * ~100 KB for the same subset of the full build (no matrices, units, BigNumbers or fractions). After creation the engine keeps private
 * references to `parse` and `compile`, and the instance's `import`, `createUnit`, `evaluate`,
 * `parse`, `simplify`, `derivative`, `compile` and `config` are replaced by functions that throw,
 * so a formula cannot reach them. `compileCalculator` additionally refuses any function or
 * operator outside {@link FORMULA_FUNCTIONS} / {@link FORMULA_OPERATORS} before compiling.
 *
 * ## What a formula may use
 * - Operators: `+ - * / ^ %` (mod), unary `-`/`+`, `== != < <= > >=`, `and or not`,
 *   `a ? b : c`. `==` and `!=` also compare two strings (`side == "long"`).
 * - Functions: sqrt, abs, min, max, floor, ceil, round, log, log10, exp, sign, mod, pow, isNaN,
 *   equalText, compareText, sum, plus the domain helpers below.
 * - Constants: pi, e, Infinity, NaN, true, false.
 * - No list literals (`[1, 2]`): lists come from `data` tables, group inputs and sequence or numbers
 *   inputs; `sum`, `min` and `max` also take a list.
 *
 * ## Domain helpers (src/finance, unit-tested there)
 * | name | meaning |
 * |---|---|
 * | `pick(table, key)` | `table[key]` of a `data` table, e.g. `pick(tiers, asset)`; an error when the key is missing |
 * | `tierMmr(tiers, notional)` | maintenance rate (decimal) of the tier the notional falls in |
 * | `tierCum(tiers, notional)` | maintenance amount (quote currency) of that tier |
 * | `tierNumber(tiers, notional)` | 1-based tier number |
 * | `tierCap(tiers)` | the last tier's notionalUpTo (largest notional covered) |
 * | `tiersError(tiers)` | 0 when the tier table is valid, else 1 no rows, 2 a blank cell, 3 notionalUpTo not increasing (or ≤ 0), 4 mmr outside 0 ≤ mmr < 1 |
 * | `tiersErrorRow(tiers)` | 1-based row of that problem (0 when valid), for a message param |
 * | `tiersInPercent(tiers)`, `tiersFromPercent(rows)` | tier rows with `mmr` ×100 / ÷100: an editable table shows and takes rates in percent, the tier functions read fractions (src/finance/tierRowsInPercent.ts) |
 * | `sideSign(side)` | +1 for "long", −1 for "short" |
 * | `estimateLiqPrice(s, entry, leverage, mmr, bufferBps)` | the learn-page estimate |
 * | `shortcutLiqPrice(s, entry, leverage, mmr)` | entry·(1 − s/leverage + s·mmr) |
 * | `exchangeLiqPrice(s, quantity, entry, walletBalance, mmr, cum)` | the exchange formula; NaN when ≤ 0 |
 * | `liqTierPrice(tiers, k, s, quantity, entry, balance, fee)` | the liquidation price with tier k's rate and maintenance amount |
 * | `liqTierFits(tiers, k, s, quantity, entry, balance, fee)` | 1 when the notional at that price lies in tier k, else 0 |
 * | `liqTierCount(tiers, s, quantity, entry, balance, fee)` | how many tiers fit (0 when there is no liquidation price, 2 only at a border) |
 * | `liqTier(tiers, s, quantity, entry, balance, fee)` | the tier that fits when exactly one does, else NaN (src/finance/tierResolution.ts) |
 * | `tierMmrOf(tiers, k)`, `tierCumOf(tiers, k)` | rate and maintenance amount of tier k |
 * | `column(rows, "field")` | the numbers of one field of a group input, e.g. `sum(column(legs, "share"))` |
 * | `count(rows)` | number of rows of a group input |
 * | `nth(list, n)` | the n-th item (1-based) of a list, e.g. `nth(column(legs, "price"), 2)`; NaN when there is none |
 * | `sumProduct(a, b)` | Σ aᵢ·bᵢ of two equally long lists |
 * | `floorTo(value, step)` | value rounded down to a multiple of step (lot size), exact for 0.3 / 0.1; no step (≤ 0) = unchanged |
 * | `ceilTo(value, step)` | value rounded up to a multiple of step, e.g. `ceilTo(minLeverage, 0.01)` |
 * | `sumFirst(list, n)` | Σ of the first n items of a list (a sequence, numbers or group column); 0 for n ≤ 0 (src/finance/lists.ts) |
 * | `prodFirst(list, n)` | Π of the first n items; 1 for n ≤ 0 |
 * | `countOf(list, value)` | how many items equal value, e.g. the losses of a W/L sequence `countOf(outcomes, 0)` |
 * | `sumReciprocal(list)` | Σ 1/xᵢ, e.g. the units a fixed amount buys at each price; NaN when an item is not above 0 |
 * | `longestRun(list, value)` | the longest run of consecutive items equal to value |
 * | `streakProbability(trades, run, lossProbability)` | P(at least one run of ≥ run losses within trades independent trades) (src/finance/streaks.ts) |
 *
 * Strategy helpers, documented and unit-tested in their files: grid levels below/above a price
 * (src/finance/grid.ts), win/loss sequence paths (src/finance/martingale.ts), anti-martingale and
 * martingale stakes and P&L per bet (src/finance/progression.ts), compounding of R multiples
 * (src/finance/kelly.ts).
 *
 * `tiers` is a list of `{ notionalUpTo, mmr }` (see src/finance/tiers.ts): a `data` table entry such
 * as `pick(tiers, asset)`, or the rows of a group input whose fields are `notionalUpTo` and `mmr`
 * (an editable tier override; give it `defaultExpr: tiersInPercent(pick(tiers, asset))` and read it as
 * `tiersFromPercent(rows)`, so the visitor types rates in percent). The tier lookups fail
 * (→ not computable) on an invalid table; validate it with `tiersError` for a clear message.
 */
import {
  absDependencies,
  addDependencies,
  andDependencies,
  ceilDependencies,
  compareTextDependencies,
  compileDependencies,
  create,
  divideDependencies,
  eDependencies,
  equalDependencies,
  equalTextDependencies,
  expDependencies,
  floorDependencies,
  InfinityDependencies,
  isNaNDependencies,
  largerDependencies,
  largerEqDependencies,
  log10Dependencies,
  logDependencies,
  maxDependencies,
  minDependencies,
  modDependencies,
  multiplyDependencies,
  notDependencies,
  orDependencies,
  parseDependencies,
  piDependencies,
  powDependencies,
  roundDependencies,
  signDependencies,
  smallerDependencies,
  smallerEqDependencies,
  sqrtDependencies,
  subtractDependencies,
  sumDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  unequalDependencies,
  type EvalFunction,
  type FactoryFunctionMap,
  type MathNode,
} from 'mathjs/number';
// @ts-expect-error -- exported by mathjs but missing from its type definitions
import { NaNDependencies } from 'mathjs/number';
import { tierCap, tierCum, tierMmr, tierNumber, tiersError, tiersErrorRow, type MaintenanceTier } from '../finance/tiers';
import { tiersFromPercent, tiersInPercent } from '../finance/tierRowsInPercent';
import { ceilToStep, floorToStep } from '../finance/rounding';
import { liqTier, liqTierCount, liqTierFits, liqTierPrice, tierCumOf, tierMmrOf } from '../finance/tierResolution';
import { estimateLiquidationPrice, exchangeLiquidationPrice, shortcutLiquidationPrice, sideSign } from '../finance/liquidation';
import { gridFormulaHelpers } from '../finance/grid';
import { kellyFormulaHelpers } from '../finance/kelly';
import { streakFormulaHelpers } from '../finance/streaks';
import { listFormulaHelpers } from '../finance/lists';
import { martingaleFormulaHelpers } from '../finance/martingale';
import { progressionFormulaHelpers } from '../finance/progression';
import { optionFormulaHelpers } from '../finance/options/blackScholes';
import { optionBookFormulaHelpers } from '../finance/options/book';

// The type definitions mark each *Dependencies export as possibly undefined; they are all defined.
const factories = {
  absDependencies,
  addDependencies,
  andDependencies,
  ceilDependencies,
  compareTextDependencies,
  compileDependencies,
  divideDependencies,
  eDependencies,
  equalDependencies,
  equalTextDependencies,
  expDependencies,
  floorDependencies,
  InfinityDependencies,
  isNaNDependencies,
  largerDependencies,
  largerEqDependencies,
  log10Dependencies,
  logDependencies,
  maxDependencies,
  minDependencies,
  modDependencies,
  multiplyDependencies,
  NaNDependencies,
  notDependencies,
  orDependencies,
  parseDependencies,
  piDependencies,
  powDependencies,
  roundDependencies,
  signDependencies,
  smallerDependencies,
  smallerEqDependencies,
  sqrtDependencies,
  subtractDependencies,
  sumDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  unequalDependencies,
} as unknown as FactoryFunctionMap;
const math = create(factories, { matrix: 'Array', number: 'number' });

function pick(table: unknown, key: unknown): unknown {
  if (typeof table !== 'object' || table === null || typeof key !== 'string') {
    throw new Error('pick(table, key) needs a data table and a text key');
  }
  if (!Object.prototype.hasOwnProperty.call(table, key)) throw new Error(`pick: no entry "${key}"`);
  return (table as Record<string, unknown>)[key];
}

function column(rows: unknown, field: unknown): number[] {
  if (!Array.isArray(rows) || typeof field !== 'string') throw new Error('column(rows, "field") needs a group input and a field name');
  return rows.map((row: unknown) => {
    const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[field] : undefined;
    return typeof value === 'number' ? value : NaN;
  });
}

function count(rows: unknown): number {
  if (!Array.isArray(rows)) throw new Error('count(rows) needs a list');
  return rows.length;
}

function nth(list: unknown, n: unknown): unknown {
  if (!Array.isArray(list) || typeof n !== 'number') throw new Error('nth(list, n) needs a list and a number');
  return Number.isInteger(n) && n >= 1 && n <= list.length ? list[n - 1] : NaN;
}

function sumProduct(a: unknown, b: unknown): number {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) throw new Error('sumProduct(a, b) needs two lists of equal length');
  return a.reduce((total: number, x: unknown, i) => total + Number(x) * Number(b[i]), 0);
}

const helpers = {
  pick,
  tierMmr: (tiers: MaintenanceTier[], notional: number) => tierMmr(tiers, notional),
  tierCum: (tiers: MaintenanceTier[], notional: number) => tierCum(tiers, notional),
  tierNumber: (tiers: MaintenanceTier[], notional: number) => tierNumber(tiers, notional),
  tierCap: (tiers: MaintenanceTier[]) => tierCap(tiers),
  tiersError: (tiers: unknown) => tiersError(tiers),
  tiersErrorRow: (tiers: unknown) => tiersErrorRow(tiers),
  tiersInPercent,
  tiersFromPercent,
  sideSign: (side: string) => sideSign(side),
  estimateLiqPrice: estimateLiquidationPrice,
  shortcutLiqPrice: shortcutLiquidationPrice,
  exchangeLiqPrice: exchangeLiquidationPrice,
  liqTierPrice,
  liqTierFits,
  liqTierCount,
  liqTier,
  tierMmrOf,
  tierCumOf,
  column,
  count,
  nth,
  sumProduct,
  floorTo: (value: number, step: number) => floorToStep(value, step),
  ceilTo: (value: number, step: number) => ceilToStep(value, step),
  ...listFormulaHelpers,
  ...gridFormulaHelpers,
  ...martingaleFormulaHelpers,
  ...progressionFormulaHelpers,
  ...kellyFormulaHelpers,
  ...streakFormulaHelpers,
  ...optionFormulaHelpers,
  ...optionBookFormulaHelpers,
};

math.import(helpers);
// `==` / `!=` on two strings compare the texts (mathjs would convert them to numbers).
math.import({
  equal: math.typed('equal', { 'string, string': (a: string, b: string) => a === b }),
  unequal: math.typed('unequal', { 'string, string': (a: string, b: string) => a !== b }),
});

const privateParse = math.parse;

function disabled(name: string) {
  return () => {
    throw new Error(`function ${name} is not available in formulas`);
  };
}

math.import(
  {
    import: disabled('import'),
    createUnit: disabled('createUnit'),
    evaluate: disabled('evaluate'),
    parse: disabled('parse'),
    simplify: disabled('simplify'),
    derivative: disabled('derivative'),
    compile: disabled('compile'),
    config: disabled('config'),
  },
  { override: true },
);

/** Function names a formula may call. */
export const FORMULA_FUNCTIONS: ReadonlySet<string> = new Set([
  'sqrt', 'abs', 'min', 'max', 'floor', 'ceil', 'round', 'log', 'log10', 'exp', 'sign', 'mod', 'pow',
  'isNaN', 'equalText', 'compareText', 'sum',
  ...Object.keys(helpers),
]);

/** Constant names a formula may use besides the calculator's own symbols. */
export const FORMULA_CONSTANTS: ReadonlySet<string> = new Set(['pi', 'e', 'Infinity', 'NaN']);

/** mathjs function names behind the operators a formula may use. */
export const FORMULA_OPERATORS: ReadonlySet<string> = new Set([
  'add', 'subtract', 'multiply', 'divide', 'pow', 'mod', 'unaryMinus', 'unaryPlus',
  'equal', 'unequal', 'smaller', 'smallerEq', 'larger', 'largerEq', 'and', 'or', 'not',
]);

/** Parses a formula into a mathjs node tree; throws a SyntaxError with the parser's reason. */
export function parseFormula(text: string): MathNode {
  return privateParse(text);
}

/** Compiles a parsed formula for repeated evaluation on the restricted instance. */
export function compileFormula(node: MathNode): EvalFunction {
  return node.compile();
}

/** The restricted instance (for tests and tooling; formulas reach only what it exposes). */
export const mathInstance = math;
