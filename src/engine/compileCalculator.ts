import type { EvalFunction, MathNode } from 'mathjs';
import { compileFormula, FORMULA_CONSTANTS, FORMULA_FUNCTIONS, FORMULA_OPERATORS, parseFormula } from './mathInstance';
import type { SpecIssue } from './specIssue';
import type { CalculatorSpec, Format, Input } from './specTypes.generated';
import { didYouMean } from './didYouMean';

/** One row of a group input: field id → number. */
export type GroupRow = Record<string, number>;
/**
 * A parsed input value: number (blank optional number = NaN), option value, checkbox state, group rows,
 * or the list of a sequence or numbers input (given as text in English notation, or already as numbers).
 */
export type InputValue = number | string | boolean | GroupRow[] | number[];
/** Input id → value; `undefined` (or a missing key) means "not set by the user": the default applies. */
export type InputValues = Record<string, InputValue | undefined>;

/** A formula parsed and compiled once. */
export interface CompiledExpr {
  text: string;
  code: EvalFunction;
  /** Symbols (not function names) the formula reads. */
  symbols: string[];
}

export interface CompiledParam {
  name: string;
  expr: CompiledExpr;
  format: Format | undefined;
  decimals: number | undefined;
}

export interface CompiledInput {
  spec: Input;
  defaultExpr: CompiledExpr | undefined;
  minExpr: CompiledExpr | undefined;
  maxExpr: CompiledExpr | undefined;
  showWhen: CompiledExpr | undefined;
}

/** A `let` value or an output, in the order they must be computed. */
export interface CompiledStep {
  kind: 'let' | 'output';
  id: string;
  expr: CompiledExpr;
}

export interface CompiledRule {
  index: number;
  when: CompiledExpr | undefined;
  params: CompiledParam[];
}

/** One cell of a result table: the column it belongs to and its formula. */
export interface CompiledTableCell {
  columnId: string;
  expr: CompiledExpr;
}

export interface CompiledTableRow {
  id: string;
  showWhen: CompiledExpr | undefined;
  cells: CompiledTableCell[];
}

/** A result table (`tables[]` of the spec) with every cell compiled. */
export interface CompiledTable {
  id: string;
  showWhen: CompiledExpr | undefined;
  /** For a table whose rows repeat its one row template: the index symbol, the row count and its cap. */
  repeat: { index: string; count: CompiledExpr; max: number } | undefined;
  rows: CompiledTableRow[];
}

/** A chart (`charts[]` of the spec) with its range, series and markers compiled. */
export interface CompiledChart {
  id: string;
  showWhen: CompiledExpr | undefined;
  /** The chart's own x symbol, read by the series. */
  symbol: string;
  min: CompiledExpr;
  max: CompiledExpr;
  /** Number of samples (default 200). */
  points: number;
  series: { id: string; expr: CompiledExpr }[];
  /** Markers by their index in the spec. */
  markers: { index: number; x: CompiledExpr }[];
}

/** A calculator spec with every formula compiled and let/outputs in dependency order. */
export interface CompiledCalculator {
  spec: CalculatorSpec;
  data: Record<string, unknown>;
  /** Inputs in the order their own expressions (defaultExpr, minExpr, maxExpr, showWhen) can be evaluated. */
  inputs: CompiledInput[];
  steps: CompiledStep[];
  outputShowWhen: Map<string, CompiledExpr>;
  validate: CompiledRule[];
  status: CompiledRule[];
  notes: CompiledRule[];
  /** Result tables, in spec order; their cells read every symbol. */
  tables: CompiledTable[];
  /** Charts, in spec order (sampled by `evaluateCalculatorCharts`). */
  charts: CompiledChart[];
}

/** The result of compiling: the calculator when every formula is sound, and the issues found. */
export interface CompileOutcome {
  compiled: CompiledCalculator | null;
  issues: SpecIssue[];
}

type Path = (string | number)[];


interface Scope {
  symbols: ReadonlySet<string>;
  groups: ReadonlyMap<string, readonly string[]>;
}

const OPERATOR_TEXT: Record<string, string> = { factorial: '!', bitAnd: '&', bitOr: '|', bitXor: '^|', bitNot: '~', leftShift: '<<', rightArithShift: '>>', rightLogShift: '>>>', to: 'to', transpose: "'", dotMultiply: '.*', dotDivide: './', dotPow: '.^', xor: 'xor' };

/** Checks a parsed formula against the allowed functions, operators and symbols; returns problems as text. */
function checkNode(root: MathNode, scope: Scope): { problems: string[]; symbols: string[] } {
  const problems: string[] = [];
  const symbols = new Set<string>();
  root.traverse((node, path, parent) => {
    const anyNode = node as MathNode & Record<string, unknown>;
    switch (node.type) {
      case 'AssignmentNode':
      case 'FunctionAssignmentNode':
        problems.push('assignments are not allowed in formulas');
        break;
      case 'ArrayNode':
      case 'ObjectNode':
      case 'RangeNode':
        problems.push('list, object and range literals are not supported in formulas');
        break;
      case 'BlockNode':
        problems.push('a formula is a single expression (no ";" or line breaks)');
        break;
      case 'OperatorNode': {
        const fn = String(anyNode.fn);
        if (anyNode.implicit) problems.push(`missing operator between terms (write "*" for multiplication): "${node.toString()}"`);
        else if (!FORMULA_OPERATORS.has(fn)) problems.push(`operator "${OPERATOR_TEXT[fn] ?? anyNode.op}" is not supported`);
        break;
      }
      case 'FunctionNode': {
        const fn = anyNode.fn as MathNode & { name?: string };
        if (fn.type !== 'SymbolNode' || !fn.name) {
          problems.push('only named functions can be called');
          break;
        }
        if (!FORMULA_FUNCTIONS.has(fn.name)) {
          problems.push(`unknown function "${fn.name}"${didYouMean(fn.name, FORMULA_FUNCTIONS)}`);
          break;
        }
        const args = anyNode.args as (MathNode & { name?: string; value?: unknown })[];
        if (fn.name === 'column' && args[0]?.type === 'SymbolNode' && args[1]?.type === 'ConstantNode') {
          const fields = scope.groups.get(String(args[0].name));
          const field = args[1].value;
          if (fields && typeof field === 'string' && !fields.includes(field)) {
            problems.push(`unknown field "${field}" of group "${args[0].name}"${didYouMean(field, fields)}`);
          }
        }
        break;
      }
      case 'SymbolNode': {
        if (parent?.type === 'FunctionNode' && path === 'fn') break;
        const name = String(anyNode.name);
        symbols.add(name);
        if (!scope.symbols.has(name) && !FORMULA_CONSTANTS.has(name)) {
          problems.push(`unknown symbol "${name}"${didYouMean(name, [...scope.symbols, ...FORMULA_CONSTANTS])}`);
        }
        break;
      }
      default:
        break;
    }
  });
  return { problems, symbols: [...symbols] };
}

/** Finds a cycle in a dependency graph; returns its node list (first = last) or null. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'visiting') return [...stack.slice(stack.indexOf(id)), id];
    state.set(id, 'visiting');
    stack.push(id);
    for (const next of graph.get(id) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of graph.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return null;
}

/** Node ids in an order where every node follows the nodes it depends on (graph must be acyclic). */
function topologicalOrder(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of graph.get(id) ?? []) visit(next);
    order.push(id);
  };
  for (const id of graph.keys()) visit(id);
  return order;
}

/**
 * What compiling one calculator spec keeps track of. Every problem it records makes the calculator
 * unsound — a formula that does not parse or reads an unknown name, a cycle, an id used twice — so
 * the calculator compiles only when nothing was recorded.
 */
class CompileContext {
  readonly issues: SpecIssue[] = [];
  /** Inputs, let values, outputs and data share one namespace: id → what owns it. */
  readonly owners = new Map<string, string>();

  constructor(readonly spec: CalculatorSpec) {}

  fail(path: Path, message: string): void {
    this.issues.push({ path, message });
  }

  get sound(): boolean {
    return this.issues.length === 0;
  }

  claim(id: string, owner: string, path: Path): void {
    const previous = this.owners.get(id);
    if (previous) this.fail(path, `duplicate id "${id}" (already used by ${previous})`);
    else if (FORMULA_FUNCTIONS.has(id) || FORMULA_CONSTANTS.has(id)) this.fail(path, `id "${id}" clashes with the formula name "${id}"`);
    else this.owners.set(id, owner);
  }

  /** True when `symbol` is an id of the calculator or a formula name (so it cannot be a new symbol). */
  isTaken(symbol: string): boolean {
    return this.owners.has(symbol) || FORMULA_FUNCTIONS.has(symbol) || FORMULA_CONSTANTS.has(symbol);
  }

  compile(text: string, path: Path, scope: Scope): CompiledExpr | undefined {
    let node: MathNode;
    try {
      node = parseFormula(text);
    } catch (error) {
      this.fail(path, `formula does not parse: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
    const { problems, symbols } = checkNode(node, scope);
    problems.forEach((message) => this.fail(path, message));
    return problems.length > 0 ? undefined : { text, code: compileFormula(node), symbols };
  }

  optional(text: string | undefined, path: Path, scope: Scope): CompiledExpr | undefined {
    return text === undefined ? undefined : this.compile(text, path, scope);
  }
}

type RuleSpec = { when?: string; params?: Record<string, { expr: string; format?: Format; decimals?: number }> };

function claimIds(context: CompileContext, data: Record<string, unknown>): void {
  const { spec } = context;
  Object.keys(data).forEach((key) => context.claim(key, `data "${key}"`, ['data', key]));
  spec.inputs.forEach((input, i) => context.claim(input.id, `input ${i}`, ['inputs', i, 'id']));
  (spec.let ?? []).forEach((value, i) => context.claim(value.id, `let ${i}`, ['let', i, 'id']));
  spec.outputs.forEach((output, i) => context.claim(output.id, `output ${i}`, ['outputs', i, 'id']));
}

/** Inputs' expressions read other inputs and data only; they must not form a cycle. */
function compileInputs(context: CompileContext, scope: Scope): { inputs: CompiledInput[]; graph: Map<string, string[]> } {
  const { spec } = context;
  const inputIds = new Set(spec.inputs.map((input) => input.id));
  const inputs: CompiledInput[] = spec.inputs.map((input, i) => ({
    spec: input,
    defaultExpr: context.optional(input.defaultExpr, ['inputs', i, 'defaultExpr'], scope),
    minExpr: context.optional(input.minExpr, ['inputs', i, 'minExpr'], scope),
    maxExpr: context.optional(input.maxExpr, ['inputs', i, 'maxExpr'], scope),
    showWhen: context.optional(input.showWhen, ['inputs', i, 'showWhen'], scope),
  }));
  const graph = new Map(
    inputs.map((input) => [
      input.spec.id,
      [input.defaultExpr, input.minExpr, input.maxExpr, input.showWhen].flatMap((expr) => expr?.symbols.filter((s) => inputIds.has(s)) ?? []),
    ]),
  );
  const cycle = findCycle(graph);
  if (cycle) context.fail(['inputs', spec.inputs.findIndex((input) => input.id === cycle[0])], `input cycle: ${cycle.join(' → ')}`);
  return { inputs, graph };
}

/** let values and outputs, which may read each other but not in a cycle. */
function compileSteps(context: CompileContext, scope: Scope): { stepById: Map<string, CompiledStep>; graph: Map<string, string[]>; outputShowWhen: Map<string, CompiledExpr> } {
  const { spec } = context;
  const stepById = new Map<string, CompiledStep>();
  const stepPath = new Map<string, Path>();
  (spec.let ?? []).forEach((value, i) => {
    stepPath.set(value.id, ['let', i, 'expr']);
    const expr = context.compile(value.expr, ['let', i, 'expr'], scope);
    if (expr) stepById.set(value.id, { kind: 'let', id: value.id, expr });
  });
  const outputShowWhen = new Map<string, CompiledExpr>();
  spec.outputs.forEach((output, i) => {
    stepPath.set(output.id, ['outputs', i, 'expr']);
    const expr = context.compile(output.expr, ['outputs', i, 'expr'], scope);
    if (expr) stepById.set(output.id, { kind: 'output', id: output.id, expr });
    const showWhen = context.optional(output.showWhen, ['outputs', i, 'showWhen'], scope);
    if (showWhen) outputShowWhen.set(output.id, showWhen);
  });
  const graph = new Map([...stepById.values()].map((step) => [step.id, step.expr.symbols.filter((s) => stepById.has(s))]));
  const cycle = findCycle(graph);
  if (cycle) context.fail(stepPath.get(cycle[0] ?? '') ?? [], `formula cycle: ${cycle.join(' → ')}`);
  return { stepById, graph, outputShowWhen };
}

/** Validation, status and note rules: a condition and the params of their message. */
function compileRules(context: CompileContext, list: RuleSpec[] | undefined, key: string, scope: Scope): CompiledRule[] {
  return (list ?? []).map((rule, index) => ({
    index,
    when: context.optional(rule.when, [key, index, 'when'], scope),
    params: Object.entries(rule.params ?? {}).flatMap(([name, param]) => {
      const expr = context.compile(param.expr, [key, index, 'params', name, 'expr'], scope);
      return expr ? [{ name, expr, format: param.format, decimals: param.decimals }] : [];
    }),
  }));
}

function compileTables(context: CompileContext, scope: Scope): CompiledTable[] {
  return (context.spec.tables ?? []).map((table, t) => {
    let rowScope = scope;
    let repeat: CompiledTable['repeat'];
    if (table.repeat) {
      const { index } = table.repeat;
      const path = ['tables', t, 'repeat'];
      if (context.isTaken(index)) context.fail([...path, 'index'], `the index symbol "${index}" is already ${context.owners.has(index) ? `used by ${context.owners.get(index)}` : 'a formula name'}; choose a new name`);
      if (table.rows.length !== 1) context.fail(['tables', t, 'rows'], `a repeated table has exactly one row template (found ${table.rows.length})`);
      rowScope = { symbols: new Set([...scope.symbols, index]), groups: scope.groups };
      const count = context.compile(table.repeat.count, [...path, 'count'], scope);
      if (count) repeat = { index, count, max: table.repeat.max };
    }
    return {
      id: table.id,
      showWhen: context.optional(table.showWhen, ['tables', t, 'showWhen'], scope),
      repeat,
      rows: table.rows.map((row, r) => ({
        id: row.id,
        showWhen: context.optional(row.showWhen, ['tables', t, 'rows', r, 'showWhen'], rowScope),
        cells: Object.entries(row.values).flatMap(([columnId, text]) => {
          const expr = context.compile(text, ['tables', t, 'rows', r, 'values', columnId], rowScope);
          return expr ? [{ columnId, expr }] : [];
        }),
      })),
    };
  });
}

/** Charts: range and markers read every symbol; series also the chart's own x symbol, which must be a new name. */
function compileCharts(context: CompileContext, scope: Scope): CompiledChart[] {
  const charts: CompiledChart[] = [];
  (context.spec.charts ?? []).forEach((chart, c) => {
    const { symbol } = chart.x;
    if (context.isTaken(symbol)) {
      const owner = context.owners.get(symbol);
      context.fail(['charts', c, 'x', 'symbol'], `the x symbol "${symbol}" is already ${owner ? `used by ${owner}` : 'a formula name'}; choose a new name`);
      return;
    }
    const seriesScope: Scope = { symbols: new Set([...scope.symbols, symbol]), groups: scope.groups };
    const min = context.compile(chart.x.min, ['charts', c, 'x', 'min'], scope);
    const max = context.compile(chart.x.max, ['charts', c, 'x', 'max'], scope);
    const series = chart.series.flatMap((line, i) => {
      const expr = context.compile(line.expr, ['charts', c, 'series', i, 'expr'], seriesScope);
      return expr ? [{ id: line.id, expr }] : [];
    });
    const markers = (chart.markers ?? []).flatMap((marker, index) => {
      const x = context.compile(marker.x, ['charts', c, 'markers', index, 'x'], scope);
      return x ? [{ index, x }] : [];
    });
    const showWhen = context.optional(chart.showWhen, ['charts', c, 'showWhen'], scope);
    if (min && max) charts.push({ id: chart.id, showWhen, symbol, min, max, points: chart.x.points ?? 200, series, markers });
  });
  return charts;
}

/**
 * Parses, checks and compiles every formula of a calculator spec once: inputs' expressions,
 * let values and outputs (in dependency order), validation, status and note rules with their params,
 * result-table cells and charts (range, series with the chart's x symbol, markers).
 * Returns the compiled calculator, or null with the issues when it is unsound (a formula does not
 * parse or reads an unknown symbol or function, a cycle, a duplicate id). Paths are inside the calculator spec.
 */
export function compileCalculatorWithIssues(spec: CalculatorSpec): CompileOutcome {
  const context = new CompileContext(spec);
  const data = (spec.data ?? {}) as Record<string, unknown>;
  claimIds(context, data);

  const groups = new Map(spec.inputs.filter((input) => input.type === 'group').map((input) => [input.id, (input.fields ?? []).map((field) => field.id)] as const));
  const inputScope: Scope = { symbols: new Set([...Object.keys(data), ...spec.inputs.map((input) => input.id)]), groups };
  const fullScope: Scope = { symbols: new Set([...inputScope.symbols, ...(spec.let ?? []).map((v) => v.id), ...spec.outputs.map((o) => o.id)]), groups };

  const inputs = compileInputs(context, inputScope);
  const steps = compileSteps(context, fullScope);
  const validate = compileRules(context, spec.validate, 'validate', fullScope);
  const status = compileRules(context, spec.status, 'status', fullScope);
  const notes = compileRules(context, spec.notes, 'notes', fullScope);
  const tables = compileTables(context, fullScope);
  const charts = compileCharts(context, fullScope);

  if (!context.sound) return { compiled: null, issues: context.issues };
  return {
    compiled: {
      spec,
      data,
      inputs: topologicalOrder(inputs.graph).map((id) => inputs.inputs.find((input) => input.spec.id === id) as CompiledInput),
      steps: topologicalOrder(steps.graph).map((id) => steps.stepById.get(id) as CompiledStep),
      outputShowWhen: steps.outputShowWhen,
      validate,
      status,
      notes,
      tables,
      charts,
    },
    issues: context.issues,
  };
}

/**
 * Compiles a calculator spec once (parse + compile every formula, let/outputs in dependency order).
 * Throws an Error listing the problems when the spec is unsound; `checkCalculator` reports them
 * one by one with their paths.
 */
export function compileCalculator(spec: CalculatorSpec): CompiledCalculator {
  const { compiled, issues } = compileCalculatorWithIssues(spec);
  if (!compiled) {
    const lines = issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`calculator "${spec.id}" has errors:\n${lines.join('\n')}`);
  }
  return compiled;
}
