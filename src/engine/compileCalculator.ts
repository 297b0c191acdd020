import type { EvalFunction, MathNode } from 'mathjs';
import { compileFormula, FORMULA_CONSTANTS, FORMULA_FUNCTIONS, FORMULA_OPERATORS, parseFormula } from './mathInstance';
import type { SpecIssue } from './specIssue';
import type { CalculatorSpec, Format, Input } from './specTypes.generated';
import { didYouMean } from './didYouMean';

/** One row of a group input: field id → number. */
export type GroupRow = Record<string, number>;
/** A parsed input value: number (blank optional number = NaN), option value, checkbox state or group rows. */
export type InputValue = number | string | boolean | GroupRow[];
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
 * Parses, checks and compiles every formula of a calculator spec once: inputs' expressions,
 * let values and outputs (in dependency order), validation, status and note rules with their params,
 * result-table cells and charts (range, series with the chart's x symbol, markers).
 * Returns the compiled calculator, or null with the issues when a formula is unsound (does not
 * parse, unknown symbol or function, cycle, duplicate id). Paths are inside the calculator spec.
 */
export function compileCalculatorWithIssues(spec: CalculatorSpec): CompileOutcome {
  const issues: SpecIssue[] = [];
  const data = (spec.data ?? {}) as Record<string, unknown>;

  // Ids: inputs, let, outputs and data share one namespace.
  const owners = new Map<string, string>();
  const claim = (id: string, owner: string, path: Path) => {
    const previous = owners.get(id);
    if (previous) issues.push({ path, message: `duplicate id "${id}" (already used by ${previous})` });
    else if (FORMULA_FUNCTIONS.has(id) || FORMULA_CONSTANTS.has(id)) issues.push({ path, message: `id "${id}" clashes with the formula name "${id}"` });
    else owners.set(id, owner);
  };
  Object.keys(data).forEach((key) => claim(key, `data "${key}"`, ['data', key]));
  spec.inputs.forEach((input, i) => claim(input.id, `input ${i}`, ['inputs', i, 'id']));
  (spec.let ?? []).forEach((value, i) => claim(value.id, `let ${i}`, ['let', i, 'id']));
  spec.outputs.forEach((output, i) => claim(output.id, `output ${i}`, ['outputs', i, 'id']));

  const inputIds = new Set(spec.inputs.map((input) => input.id));
  const groups = new Map(spec.inputs.filter((input) => input.type === 'group').map((input) => [input.id, (input.fields ?? []).map((field) => field.id)] as const));
  const inputScope: Scope = { symbols: new Set([...Object.keys(data), ...inputIds]), groups };
  const fullScope: Scope = { symbols: new Set([...inputScope.symbols, ...(spec.let ?? []).map((v) => v.id), ...spec.outputs.map((o) => o.id)]), groups };

  let sound = true;
  const compile = (text: string, path: Path, scope: Scope): CompiledExpr | undefined => {
    let node: MathNode;
    try {
      node = parseFormula(text);
    } catch (error) {
      sound = false;
      issues.push({ path, message: `formula does not parse: ${error instanceof Error ? error.message : String(error)}` });
      return undefined;
    }
    const { problems, symbols } = checkNode(node, scope);
    if (problems.length > 0) {
      sound = false;
      problems.forEach((message) => issues.push({ path, message }));
      return undefined;
    }
    return { text, code: compileFormula(node), symbols };
  };
  const compileParams = (params: Record<string, { expr: string; format?: Format; decimals?: number }> | undefined, path: Path): CompiledParam[] =>
    Object.entries(params ?? {}).flatMap(([name, param]) => {
      const expr = compile(param.expr, [...path, 'params', name, 'expr'], fullScope);
      return expr ? [{ name, expr, format: param.format, decimals: param.decimals }] : [];
    });

  // Inputs: their expressions read other inputs and data only.
  const inputs: CompiledInput[] = spec.inputs.map((input, i) => ({
    spec: input,
    defaultExpr: input.defaultExpr === undefined ? undefined : compile(input.defaultExpr, ['inputs', i, 'defaultExpr'], inputScope),
    minExpr: input.minExpr === undefined ? undefined : compile(input.minExpr, ['inputs', i, 'minExpr'], inputScope),
    maxExpr: input.maxExpr === undefined ? undefined : compile(input.maxExpr, ['inputs', i, 'maxExpr'], inputScope),
    showWhen: input.showWhen === undefined ? undefined : compile(input.showWhen, ['inputs', i, 'showWhen'], inputScope),
  }));
  const inputGraph = new Map(
    inputs.map((input) => [
      input.spec.id,
      [input.defaultExpr, input.minExpr, input.maxExpr, input.showWhen].flatMap((expr) => expr?.symbols.filter((s) => inputIds.has(s)) ?? []),
    ]),
  );
  const inputCycle = findCycle(inputGraph);
  if (inputCycle) {
    sound = false;
    const index = spec.inputs.findIndex((input) => input.id === inputCycle[0]);
    issues.push({ path: ['inputs', index], message: `input cycle: ${inputCycle.join(' → ')}` });
  }

  // let values and outputs.
  const stepById = new Map<string, CompiledStep>();
  const stepPath = new Map<string, Path>();
  (spec.let ?? []).forEach((value, i) => {
    stepPath.set(value.id, ['let', i, 'expr']);
    const expr = compile(value.expr, ['let', i, 'expr'], fullScope);
    if (expr) stepById.set(value.id, { kind: 'let', id: value.id, expr });
  });
  const outputShowWhen = new Map<string, CompiledExpr>();
  spec.outputs.forEach((output, i) => {
    stepPath.set(output.id, ['outputs', i, 'expr']);
    const expr = compile(output.expr, ['outputs', i, 'expr'], fullScope);
    if (expr) stepById.set(output.id, { kind: 'output', id: output.id, expr });
    if (output.showWhen !== undefined) {
      const showWhen = compile(output.showWhen, ['outputs', i, 'showWhen'], fullScope);
      if (showWhen) outputShowWhen.set(output.id, showWhen);
    }
  });
  const stepGraph = new Map([...stepById.values()].map((step) => [step.id, step.expr.symbols.filter((s) => stepById.has(s))]));
  const stepCycle = findCycle(stepGraph);
  if (stepCycle) {
    sound = false;
    issues.push({ path: stepPath.get(stepCycle[0] ?? '') ?? [], message: `formula cycle: ${stepCycle.join(' → ')}` });
  }

  const rules = (list: { when?: string; params?: Record<string, { expr: string; format?: Format; decimals?: number }> }[] | undefined, key: string): CompiledRule[] =>
    (list ?? []).map((rule, index) => ({
      index,
      when: rule.when === undefined ? undefined : compile(rule.when, [key, index, 'when'], fullScope),
      params: compileParams(rule.params, [key, index]),
    }));
  const validate = rules(spec.validate, 'validate');
  const status = rules(spec.status, 'status');
  const notes = rules(spec.notes, 'notes');

  const optional = (text: string | undefined, path: Path): CompiledExpr | undefined => (text === undefined ? undefined : compile(text, path, fullScope));
  const tables: CompiledTable[] = (spec.tables ?? []).map((table, t) => ({
    id: table.id,
    showWhen: optional(table.showWhen, ['tables', t, 'showWhen']),
    rows: table.rows.map((row, r) => ({
      id: row.id,
      showWhen: optional(row.showWhen, ['tables', t, 'rows', r, 'showWhen']),
      cells: Object.entries(row.values).flatMap(([columnId, text]) => {
        const expr = compile(text, ['tables', t, 'rows', r, 'values', columnId], fullScope);
        return expr ? [{ columnId, expr }] : [];
      }),
    })),
  }));

  // Charts: range and markers read every symbol; series also the chart's own x symbol.
  const charts: CompiledChart[] = [];
  (spec.charts ?? []).forEach((chart, c) => {
    const { symbol } = chart.x;
    const owner = owners.get(symbol);
    if (owner || FORMULA_FUNCTIONS.has(symbol) || FORMULA_CONSTANTS.has(symbol)) {
      sound = false;
      issues.push({ path: ['charts', c, 'x', 'symbol'], message: `the x symbol "${symbol}" is already ${owner ? `used by ${owner}` : 'a formula name'}; choose a new name` });
      return;
    }
    const seriesScope: Scope = { symbols: new Set([...fullScope.symbols, symbol]), groups };
    const min = compile(chart.x.min, ['charts', c, 'x', 'min'], fullScope);
    const max = compile(chart.x.max, ['charts', c, 'x', 'max'], fullScope);
    const series = chart.series.flatMap((line, i) => {
      const expr = compile(line.expr, ['charts', c, 'series', i, 'expr'], seriesScope);
      return expr ? [{ id: line.id, expr }] : [];
    });
    const markers = (chart.markers ?? []).flatMap((marker, index) => {
      const x = compile(marker.x, ['charts', c, 'markers', index, 'x'], fullScope);
      return x ? [{ index, x }] : [];
    });
    const showWhen = optional(chart.showWhen, ['charts', c, 'showWhen']);
    if (min && max) charts.push({ id: chart.id, showWhen, symbol, min, max, points: chart.x.points ?? 200, series, markers });
  });

  const unique = issues.length === 0 || issues.every((issue) => !issue.message.startsWith('duplicate id') && !issue.message.startsWith('id "'));
  if (!sound || !unique) return { compiled: null, issues };
  return {
    compiled: {
      spec,
      data,
      inputs: topologicalOrder(inputGraph).map((id) => inputs.find((input) => input.spec.id === id) as CompiledInput),
      steps: topologicalOrder(stepGraph).map((id) => stepById.get(id) as CompiledStep),
      outputShowWhen,
      validate,
      status,
      notes,
      tables,
      charts,
    },
    issues,
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
