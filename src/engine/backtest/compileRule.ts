/**
 * Compiles a backtest rule (a restricted expression) into a closure `(t) => value at bar t`.
 *
 * The text is parsed with the project's mathjs parser; the node tree is walked here and turned into a
 * tree of small closures (no eval, no `new Function`, no mathjs evaluation per bar). Constant parts
 * (numbers, user parameters) are folded at compile time.
 *
 * ## What a rule may use
 * - numbers, `true`, `false`;
 * - `open high low close`: the bar's prices; indicator outputs by name (`z`, `bb.upper`, see
 *   indicatorCatalog.ts); user parameters (constants);
 * - `+ - * /`, unary `-` and `+`, `== != < <= > >=` (also chained: `a < b < c`), `and or not`,
 *   `cond ? a : b`;
 * - the functions of `RULE_FUNCTION_TABLE` below: `crossAbove(a, b)`, `crossBelow(a, b)`, `prev(x, n)`,
 *   `abs(x)`, `min(a, b, …)`, `max(a, b, …)` and `isSet(p)` (so `not isSet(adxMin) or adx > adxMin` is a
 *   filter that an empty field switches off).
 * Anything else is a compile error: unknown names (with the nearest known name), look-ahead (`next`,
 * `prev(x, n)` with n ≤ 0), indexing, assignments, other operators and functions.
 *
 * ## Values and undefined bars
 * A condition is 1 (true) or 0 (false). A value that is undefined at a bar (NaN: an indicator's
 * warm-up, `prev` before the first bar, a cross at the first bar) makes every comparison and cross that
 * reads it unknown (NaN), and unknown stays unknown through `not`; `and` is false as soon as one side
 * is false and `or` is true as soon as one side is true, otherwise unknown (three-valued logic). A rule
 * fires only when its value is true, so nothing fires on undefined data: neither `z > 2` nor
 * `not (z > 2)` fires while z is warming up.
 */
import type { MathNode } from 'mathjs/number';
import { parseFormula } from '../mathInstance';
import { didYouMean } from '../didYouMean';

/** A compiled rule or expression: its value at bar t (t within the series). */
export type RuleFn = (t: number) => number;

/** A user parameter as rules see it: its value, and its declared range (for `prev(x, param)` checks). */
export interface RuleParam {
  value: number;
  min: number;
  integer: boolean;
}

/** The names a rule may read. */
export interface RuleSymbols {
  /** Series read at bar t by name: `close`, `z`, `bb.upper`. */
  series: ReadonlyMap<string, Float64Array>;
  /** Indicators with several outputs: id → output names (so `bb` alone gets a helpful message). */
  groups: ReadonlyMap<string, readonly string[]>;
  /** User parameters (constants). */
  params: ReadonlyMap<string, RuleParam>;
}

export type CompiledRule = { ok: true; fn: RuleFn } | { ok: false; errors: string[] };

/** Names that would read a later bar. */
const LOOK_AHEAD = new Set(['next', 'lead', 'future', 'shift']);

/** A compiled node: its closure, its value when constant, its series when it is one, and whether it is a condition. */
interface Compiled {
  fn: RuleFn;
  constant?: number;
  series?: Float64Array;
  condition: boolean;
}

const constant = (value: number, condition = false): Compiled => ({ fn: () => value, constant: value, condition });
const seriesNode = (values: Float64Array): Compiled => ({ fn: (t) => values[t] as number, series: values, condition: false });
const dynamic = (fn: RuleFn, condition: boolean): Compiled => ({ fn, condition });

const COMPARISONS: Record<string, (a: number, b: number) => boolean> = {
  larger: (a, b) => a > b,
  largerEq: (a, b) => a >= b,
  smaller: (a, b) => a < b,
  smallerEq: (a, b) => a <= b,
  equal: (a, b) => a === b,
  unequal: (a, b) => a !== b,
};

const OPERATOR_TEXT: Record<string, string> = { mod: '%', pow: '^', factorial: '!', xor: 'xor', to: 'to', dotMultiply: '.*', dotDivide: './', dotPow: '.^', transpose: "'" };

/** 1 / 0 for a known comparison, NaN when either side is undefined. */
function comparison(name: string, left: Compiled, right: Compiled): Compiled {
  const a = left.fn;
  const b = right.fn;
  const known = (x: number, y: number) => x === x && y === y;
  if (left.constant !== undefined && right.constant !== undefined) {
    const x = left.constant;
    const y = right.constant;
    return constant(known(x, y) ? (COMPARISONS[name]?.(x, y) ? 1 : 0) : NaN, true);
  }
  // The common shapes (series against a constant or a series) read the arrays directly.
  const ls = left.series;
  const rs = right.series;
  const rc = right.constant;
  const lc = left.constant;
  switch (name) {
    case 'larger':
      if (ls && rc !== undefined) return dynamic((t) => { const x = ls[t] as number; return x === x && rc === rc ? (x > rc ? 1 : 0) : NaN; }, true);
      if (ls && rs) return dynamic((t) => { const x = ls[t] as number; const y = rs[t] as number; return x === x && y === y ? (x > y ? 1 : 0) : NaN; }, true);
      if (rs && lc !== undefined) return dynamic((t) => { const y = rs[t] as number; return y === y && lc === lc ? (lc > y ? 1 : 0) : NaN; }, true);
      return dynamic((t) => { const x = a(t); const y = b(t); return x === x && y === y ? (x > y ? 1 : 0) : NaN; }, true);
    case 'smaller':
      if (ls && rc !== undefined) return dynamic((t) => { const x = ls[t] as number; return x === x && rc === rc ? (x < rc ? 1 : 0) : NaN; }, true);
      if (ls && rs) return dynamic((t) => { const x = ls[t] as number; const y = rs[t] as number; return x === x && y === y ? (x < y ? 1 : 0) : NaN; }, true);
      if (rs && lc !== undefined) return dynamic((t) => { const y = rs[t] as number; return y === y && lc === lc ? (lc < y ? 1 : 0) : NaN; }, true);
      return dynamic((t) => { const x = a(t); const y = b(t); return x === x && y === y ? (x < y ? 1 : 0) : NaN; }, true);
    case 'largerEq':
      return dynamic((t) => { const x = a(t); const y = b(t); return x === x && y === y ? (x >= y ? 1 : 0) : NaN; }, true);
    case 'smallerEq':
      return dynamic((t) => { const x = a(t); const y = b(t); return x === x && y === y ? (x <= y ? 1 : 0) : NaN; }, true);
    case 'equal':
      return dynamic((t) => { const x = a(t); const y = b(t); return x === x && y === y ? (x === y ? 1 : 0) : NaN; }, true);
    default:
      return dynamic((t) => { const x = a(t); const y = b(t); return x === x && y === y ? (x !== y ? 1 : 0) : NaN; }, true);
  }
}

/** Three-valued and: false if either side is false, else unknown if either is unknown, else true. */
function and(left: Compiled, right: Compiled): Compiled {
  const a = left.fn;
  const b = right.fn;
  if (left.constant !== undefined && right.constant !== undefined) return constant(a(0) === 0 || b(0) === 0 ? 0 : a(0) !== a(0) || b(0) !== b(0) ? NaN : 1, true);
  return dynamic((t) => {
    const x = a(t);
    if (x === 0) return 0;
    const y = b(t);
    if (y === 0) return 0;
    return x === x && y === y ? 1 : NaN;
  }, true);
}

/** Three-valued or: true if either side is true, else unknown if either is unknown, else false. */
function or(left: Compiled, right: Compiled): Compiled {
  const a = left.fn;
  const b = right.fn;
  const value = (x: number, y: number) => ((x === x && x !== 0) || (y === y && y !== 0) ? 1 : x === x && y === y ? 0 : NaN);
  if (left.constant !== undefined && right.constant !== undefined) return constant(value(left.constant, right.constant), true);
  return dynamic((t) => {
    const x = a(t);
    if (x === x && x !== 0) return 1;
    const y = b(t);
    if (y === y && y !== 0) return 1;
    return x === x && y === y ? 0 : NaN;
  }, true);
}

function not(operand: Compiled): Compiled {
  const a = operand.fn;
  const value = (x: number) => (x === x ? (x === 0 ? 1 : 0) : NaN);
  if (operand.constant !== undefined) return constant(value(operand.constant), true);
  return dynamic((t) => value(a(t)), true);
}

function arithmetic(name: string, left: Compiled, right: Compiled): Compiled {
  const a = left.fn;
  const b = right.fn;
  const op: (x: number, y: number) => number =
    name === 'add' ? (x, y) => x + y : name === 'subtract' ? (x, y) => x - y : name === 'multiply' ? (x, y) => x * y : (x, y) => x / y;
  if (left.constant !== undefined && right.constant !== undefined) return constant(op(left.constant, right.constant));
  switch (name) {
    case 'add':
      return dynamic((t) => a(t) + b(t), false);
    case 'subtract':
      return dynamic((t) => a(t) - b(t), false);
    case 'multiply':
      return dynamic((t) => a(t) * b(t), false);
    default:
      return dynamic((t) => a(t) / b(t), false);
  }
}

/** The value of `x` n bars back (NaN before the first bar). */
function previous(x: Compiled, n: number): Compiled {
  if (x.constant !== undefined) return x;
  const values = x.series;
  if (values) return dynamic((t) => (t >= n ? (values[t - n] as number) : NaN), false);
  const f = x.fn;
  return dynamic((t) => (t >= n ? f(t - n) : NaN), x.condition);
}

/** crossAbove (direction 1) or crossBelow (−1); unknown at the first bar or when a value is undefined. */
function cross(direction: 1 | -1, left: Compiled, right: Compiled): Compiled {
  const a = left.fn;
  const b = right.fn;
  if (direction === 1) {
    return dynamic((t) => {
      if (t < 1) return NaN;
      const a0 = a(t), b0 = b(t), a1 = a(t - 1), b1 = b(t - 1);
      if (a0 !== a0 || b0 !== b0 || a1 !== a1 || b1 !== b1) return NaN;
      return a1 <= b1 && a0 > b0 ? 1 : 0;
    }, true);
  }
  return dynamic((t) => {
    if (t < 1) return NaN;
    const a0 = a(t), b0 = b(t), a1 = a(t - 1), b1 = b(t - 1);
    if (a0 !== a0 || b0 !== b0 || a1 !== a1 || b1 !== b1) return NaN;
    return a1 >= b1 && a0 < b0 ? 1 : 0;
  }, true);
}

function extremum(kind: 'min' | 'max', args: Compiled[]): Compiled {
  const pick = kind === 'min' ? Math.min : Math.max;
  if (args.every((arg) => arg.constant !== undefined)) return constant(pick(...args.map((arg) => arg.constant as number)));
  const fns = args.map((arg) => arg.fn);
  if (fns.length === 2) {
    const [a, b] = fns as [RuleFn, RuleFn];
    return dynamic((t) => pick(a(t), b(t)), false);
  }
  return dynamic((t) => {
    let value = (fns[0] as RuleFn)(t);
    for (let i = 1; i < fns.length; i++) value = pick(value, (fns[i] as RuleFn)(t));
    return value;
  }, false);
}

type AnyNode = MathNode & Record<string, unknown>;

/** What a rule function's compile step may use: compiling its arguments, reporting an error, the user parameters. */
interface RuleCallContext {
  compile(node: AnyNode): Compiled;
  fail(message: string): Compiled;
  readonly symbols: RuleSymbols;
}

/** A function a rule may call. */
interface RuleFunction {
  /** The fewest and the most arguments it takes. */
  arity: readonly [number, number];
  /** Whether its value is a condition (1, 0 or unknown) rather than a number. */
  condition: boolean;
  /** What it computes at bar t, for readers of the declaration. */
  description: string;
  /** Its closure, from its argument nodes (already checked against `arity`). */
  compile: (args: readonly AnyNode[], context: RuleCallContext) => Compiled;
}

/**
 * Every function a rule may call, with its arity, kind and closure. Adding a function is one entry here
 * (and its tests in compileRule.test.ts); the checker's reserved names and the error messages follow.
 */
const RULE_FUNCTION_TABLE = {
  crossAbove: {
    arity: [2, 2],
    condition: true,
    description: 'a[t−1] ≤ b[t−1] and a[t] > b[t]',
    compile: (args, context) => cross(1, context.compile(args[0] as AnyNode), context.compile(args[1] as AnyNode)),
  },
  crossBelow: {
    arity: [2, 2],
    condition: true,
    description: 'a[t−1] ≥ b[t−1] and a[t] < b[t]',
    compile: (args, context) => cross(-1, context.compile(args[0] as AnyNode), context.compile(args[1] as AnyNode)),
  },
  prev: {
    arity: [2, 2],
    condition: false,
    description: 'x at bar t − n, n a constant whole number ≥ 1 (a number or a parameter)',
    compile: (args, context) => previousCall(args, context),
  },
  abs: {
    arity: [1, 1],
    condition: false,
    description: 'the absolute value of x',
    compile: (args, context) => {
      const x = context.compile(args[0] as AnyNode);
      if (x.constant !== undefined) return constant(Math.abs(x.constant));
      const f = x.fn;
      return dynamic((t) => Math.abs(f(t)), false);
    },
  },
  min: {
    arity: [1, Infinity],
    condition: false,
    description: 'the smallest of its arguments',
    compile: (args, context) => extremum('min', args.map((arg) => context.compile(arg))),
  },
  max: {
    arity: [1, Infinity],
    condition: false,
    description: 'the largest of its arguments',
    compile: (args, context) => extremum('max', args.map((arg) => context.compile(arg))),
  },
  isSet: {
    arity: [1, 1],
    condition: true,
    description: '1 when the user parameter p has a value, 0 when an optional parameter was left empty',
    compile: (args, context) => {
      const arg = args[0] as AnyNode;
      const param = arg.type === 'SymbolNode' ? context.symbols.params.get(String(arg.name)) : undefined;
      if (!param) return context.fail(`isSet(p) takes a user parameter, not "${arg.toString()}"`);
      return constant(Number.isFinite(param.value) ? 1 : 0, true);
    },
  },
} as const satisfies Record<string, RuleFunction>;

/** Function names a rule may call. */
export const RULE_FUNCTIONS: readonly string[] = Object.keys(RULE_FUNCTION_TABLE);

function ruleFunction(name: string): RuleFunction | undefined {
  return Object.hasOwn(RULE_FUNCTION_TABLE, name) ? (RULE_FUNCTION_TABLE as Record<string, RuleFunction>)[name] : undefined;
}

/** `prev(x, n)`: n must be a constant whole number ≥ 1; a parameter must be declared whole and ≥ 1. */
function previousCall(args: readonly AnyNode[], context: RuleCallContext): Compiled {
  const [xNode, nNode] = args as [AnyNode, AnyNode];
  const x = context.compile(xNode);
  const n = context.compile(nNode);
  if (n.constant === undefined) return context.fail(`prev(x, n) needs a constant n (a number or a parameter), not "${nNode.toString()}"`);
  const value = n.constant;
  if (value < 0 || Object.is(value, -0)) return context.fail(`look-ahead: prev(x, ${nNode.toString()}) would read a later bar; n must be a whole number ≥ 1 (bars back)`);
  if (!Number.isInteger(value) || value < 1) return context.fail(`prev(x, n) needs a whole number n ≥ 1 (bars back), not ${nNode.toString()}`);
  if (nNode.type === 'SymbolNode') {
    const param = context.symbols.params.get(String(nNode.name));
    if (param && (!param.integer || param.min < 1)) {
      return context.fail(`prev(x, ${String(nNode.name)}): parameter "${String(nNode.name)}" must be declared a whole number ≥ 1 (integer: true, min ≥ 1)`);
    }
  }
  return previous(x, value);
}

/** The message for a call with the wrong number of arguments. */
function arityError(name: string, [low, high]: readonly [number, number], count: number): string {
  const wanted = low === high ? `${low}` : high === Infinity ? `at least ${low}` : `${low} to ${high}`;
  return `${name}(…) takes ${wanted} argument${low === 1 && high === 1 ? '' : 's'}, got ${count}`;
}

class RuleCompiler implements RuleCallContext {
  readonly errors: string[] = [];

  constructor(readonly symbols: RuleSymbols) {}

  fail(message: string): Compiled {
    this.errors.push(message);
    return constant(NaN);
  }

  private knownNames(): string[] {
    return [...this.symbols.series.keys(), ...this.symbols.params.keys()];
  }

  private symbol(name: string): Compiled {
    const values = this.symbols.series.get(name);
    if (values) return seriesNode(values);
    const param = this.symbols.params.get(name);
    if (param) return constant(param.value);
    const outputs = this.symbols.groups.get(name);
    if (outputs) return this.fail(`"${name}" has several outputs: use ${outputs.map((output) => `${name}.${output}`).join(', ')}`);
    if (LOOK_AHEAD.has(name)) return this.fail(`look-ahead: "${name}" would read a later bar; a rule sees bar t and earlier bars (prev(x, n))`);
    return this.fail(`unknown symbol "${name}"${didYouMean(name, this.knownNames())}`);
  }

  private accessor(node: AnyNode): Compiled {
    const object = node.object as AnyNode;
    const index = node.index as AnyNode & { dimensions?: AnyNode[]; dotNotation?: boolean };
    const property = index.dimensions?.[0];
    if (!index.dotNotation || index.dimensions?.length !== 1 || property?.type !== 'ConstantNode' || typeof property.value !== 'string') {
      return this.fail(`indexing ("${node.toString()}") is not supported: use prev(x, n) for the value n bars back`);
    }
    if (object.type !== 'SymbolNode' || node.optionalChaining) return this.fail(`"${node.toString()}" is not an indicator output (write id.output, e.g. bb.upper)`);
    const id = String(object.name);
    const output = property.value;
    const name = `${id}.${output}`;
    const values = this.symbols.series.get(name);
    if (values) return seriesNode(values);
    const outputs = this.symbols.groups.get(id);
    if (outputs) return this.fail(`unknown output "${output}" of "${id}"${didYouMean(output, outputs)} (outputs: ${outputs.join(', ')})`);
    if (this.symbols.series.has(id)) return this.fail(`"${id}" has a single output: write "${id}" instead of "${name}"`);
    return this.fail(`unknown symbol "${name}"${didYouMean(name, this.knownNames())}`);
  }

  private operator(node: AnyNode): Compiled {
    const fn = String(node.fn);
    const args = (node.args as AnyNode[]).map((arg) => this.compile(arg));
    if (node.implicit) return this.fail(`missing operator between terms (write "*" for multiplication): "${node.toString()}"`);
    if (node.isPercentage) return this.fail(`"%" is not supported in rules: write a fraction (0.05) or a parameter`);
    const [left, right] = args as [Compiled, Compiled];
    switch (fn) {
      case 'add':
      case 'subtract':
      case 'multiply':
      case 'divide':
        return arithmetic(fn, left, right);
      case 'unaryMinus': {
        if (left.constant !== undefined) return constant(-left.constant);
        const a = left.fn;
        return dynamic((t) => -a(t), false);
      }
      case 'unaryPlus':
        return left;
      case 'larger':
      case 'largerEq':
      case 'smaller':
      case 'smallerEq':
      case 'equal':
      case 'unequal':
        return comparison(fn, left, right);
      case 'and':
        return and(left, right);
      case 'or':
        return or(left, right);
      case 'not':
        return not(left);
      default:
        return this.fail(`operator "${OPERATOR_TEXT[fn] ?? String(node.op)}" is not supported in rules`);
    }
  }

  private call(node: AnyNode): Compiled {
    const fnNode = node.fn as AnyNode;
    const args = node.args as AnyNode[];
    if (fnNode.type !== 'SymbolNode') return this.fail('only named functions can be called');
    const name = String(fnNode.name);
    if (LOOK_AHEAD.has(name)) return this.fail(`look-ahead: ${name}(…) would read a later bar; a rule sees bar t and earlier bars (prev(x, n))`);
    const entry = ruleFunction(name);
    if (!entry) return this.fail(`unknown function "${name}"${didYouMean(name, RULE_FUNCTIONS)} (rules may call ${RULE_FUNCTIONS.join(', ')})`);
    const [low, high] = entry.arity;
    if (args.length < low || args.length > high) {
      this.errors.push(arityError(name, entry.arity, args.length));
      return constant(NaN, entry.condition);
    }
    return entry.compile(args, this);
  }

  private relational(node: AnyNode): Compiled {
    const conditionals = node.conditionals as string[];
    const params = (node.params as AnyNode[]).map((param) => this.compile(param));
    let result: Compiled | undefined;
    conditionals.forEach((name, i) => {
      const pair = comparison(name, params[i] as Compiled, params[i + 1] as Compiled);
      result = result ? and(result, pair) : pair;
    });
    return result ?? this.fail('empty comparison');
  }

  private conditional(node: AnyNode): Compiled {
    const condition = this.compile(node.condition as AnyNode);
    const whenTrue = this.compile(node.trueExpr as AnyNode);
    const whenFalse = this.compile(node.falseExpr as AnyNode);
    const isCondition = whenTrue.condition && whenFalse.condition;
    const c = condition.fn;
    const a = whenTrue.fn;
    const b = whenFalse.fn;
    if (condition.constant !== undefined) {
      const x = condition.constant;
      return x !== x ? constant(NaN, isCondition) : x !== 0 ? whenTrue : whenFalse;
    }
    return dynamic((t) => {
      const x = c(t);
      return x !== x ? NaN : x !== 0 ? a(t) : b(t);
    }, isCondition);
  }

  compile(node: AnyNode): Compiled {
    switch (node.type) {
      case 'ParenthesisNode':
        return this.compile(node.content as AnyNode);
      case 'ConstantNode': {
        const value = node.value;
        if (typeof value === 'number') return constant(value);
        if (typeof value === 'boolean') return constant(value ? 1 : 0, true);
        return this.fail(`${JSON.stringify(value)}: only numbers are allowed in rules`);
      }
      case 'SymbolNode':
        return this.symbol(String(node.name));
      case 'AccessorNode':
        return this.accessor(node);
      case 'OperatorNode':
        return this.operator(node);
      case 'RelationalNode':
        return this.relational(node);
      case 'ConditionalNode':
        return this.conditional(node);
      case 'FunctionNode':
        return this.call(node);
      case 'AssignmentNode':
      case 'FunctionAssignmentNode':
        return this.fail('assignments are not allowed in rules (a rule is a condition, e.g. "z < -2")');
      case 'BlockNode':
        return this.fail('a rule is a single expression (no ";" or line breaks)');
      case 'ArrayNode':
      case 'ObjectNode':
      case 'RangeNode':
        return this.fail('list, object and range literals are not allowed in rules');
      default:
        return this.fail(`"${node.toString()}" is not allowed in rules`);
    }
  }
}

/**
 * Compiles an expression over the given symbols (a condition or a number). Errors are readable
 * sentences without location (the caller adds the path in the declaration).
 */
export function compileExpression(text: string, symbols: RuleSymbols): { ok: true; fn: RuleFn; condition: boolean; constant: number | undefined } | { ok: false; errors: string[] } {
  let root: MathNode;
  try {
    root = parseFormula(text);
  } catch (error) {
    return { ok: false, errors: [`cannot parse: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const compiler = new RuleCompiler(symbols);
  const compiled = compiler.compile(root as AnyNode);
  if (compiler.errors.length > 0) return { ok: false, errors: compiler.errors };
  return { ok: true, fn: compiled.fn, condition: compiled.condition, constant: compiled.constant };
}

/**
 * Compiles a rule: an expression whose value is a condition (a comparison, a cross, `and`/`or`/`not`,
 * `true`/`false`, or `c ? x : y` of conditions). At bar t it returns 1 (fires), 0 or NaN (unknown:
 * does not fire).
 */
export function compileRule(text: string, symbols: RuleSymbols): CompiledRule {
  const result = compileExpression(text, symbols);
  if (!result.ok) return result;
  if (!result.condition) return { ok: false, errors: [`a rule must be a condition (a comparison, crossAbove/crossBelow, and/or/not), not a number: "${text}"`] };
  return { ok: true, fn: result.fn };
}
