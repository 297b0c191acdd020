import type { CompiledCalculator, CompiledExpr, CompiledParam, CompiledRule, CompiledTableRow, GroupRow, InputValue, InputValues } from './compileCalculator';
import { DEFAULT_LIST_MAX_ITEMS, parseLetterSequence, parseNumberList } from './listInput';
import type { Example, Format, Input, LocalizedText } from './specTypes.generated';

/** A message param's value with the format it is shown in. */
export interface ParamValue {
  value: number | string | null;
  format: Format | undefined;
  decimals: number | undefined;
}

/** A validation, status or note message that applies, with its params evaluated. */
export interface EvaluatedMessage {
  index: number;
  message: LocalizedText;
  params: Record<string, ParamValue>;
}

export interface EvaluatedStatus extends EvaluatedMessage {
  level: 'ok' | 'warn' | 'danger';
}

export interface EvaluatedNote extends EvaluatedMessage {
  heading: LocalizedText | undefined;
}

/** One row of an evaluated result table. */
export interface EvaluatedTableRow {
  /** False when the row's `showWhen` is false. */
  visible: boolean;
  /** Column id → value; null when not computable (or blocked). Columns without a formula are absent. */
  cells: Record<string, number | null>;
}

/** An evaluated result table. */
export interface EvaluatedTable {
  /** False when the table's `showWhen` is false. */
  visible: boolean;
  /** Row id → row; a repeated table's rows are keyed '0', '1', … in order. */
  rows: Record<string, EvaluatedTableRow>;
}

/** Everything a calculator shows for one set of inputs. */
export interface CalculatorResult {
  /** The value each input has in this evaluation (defaults applied). */
  inputs: Record<string, InputValue>;
  /** False for inputs whose `showWhen` is false (they use their default). */
  visibleInputs: Record<string, boolean>;
  /** Slider bounds (min/max or minExpr/maxExpr evaluated). */
  bounds: Record<string, { min: number | undefined; max: number | undefined }>;
  /** Required number inputs without a number (blank or unparseable). */
  invalidInputs: string[];
  /** Validation rules that fire, in spec order. */
  errors: EvaluatedMessage[];
  /** True when an input is invalid or a validation rule fires: every output is then not computable. */
  blocked: boolean;
  /** Output id → value; null when not computable. */
  outputs: Record<string, number | null>;
  visibleOutputs: Record<string, boolean>;
  /** The first status rule that matches, or null. */
  status: EvaluatedStatus | null;
  notes: EvaluatedNote[];
  /** Table id → evaluated table (cells null when blocked). */
  tables: Record<string, EvaluatedTable>;
  /** Every symbol's value (data, inputs, let, outputs) as the formulas saw it. */
  scope: Record<string, unknown>;
}

function run(expr: CompiledExpr, scope: Record<string, unknown>): unknown {
  try {
    return expr.code.evaluate({ ...scope });
  } catch {
    return NaN;
  }
}

function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'number' && value !== 0 && !Number.isNaN(value));
}

function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return NaN;
}

/** The value an input has when the user has not set it (its static default or a type fallback). */
export function staticDefault(input: Input): InputValue {
  const value = input.default;
  switch (input.type) {
    case 'number':
    case 'slider':
      return typeof value === 'number' ? value : input.optional ? NaN : input.type === 'slider' ? (input.min ?? 0) : NaN;
    case 'checkbox':
      return value === true;
    case 'group':
      return Array.isArray(value) ? groupRows(input, value) : [];
    case 'sequence':
    case 'numbers':
      return listOf(input, typeof value === 'string' ? value : '') ?? [];
    default:
      return typeof value === 'string' ? value : (input.options?.[0]?.value ?? '');
  }
}

function groupRows(input: Input, rows: unknown[]): GroupRow[] {
  return rows.map((row) => {
    const source = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
    const result: GroupRow = {};
    for (const field of input.fields ?? []) {
      const value = source[field.id];
      result[field.id] = typeof value === 'number' ? value : typeof field.default === 'number' ? field.default : NaN;
    }
    return result;
  });
}

/**
 * The numbers of a sequence or numbers input: text is read in English notation (spec defaults and
 * examples), a list is taken as it is (the form reads what the visitor typed in their language).
 * Null when a letter is unknown or an item is not a number.
 */
function listOf(input: Input, given: string | number[]): number[] | null {
  if (Array.isArray(given)) return given.some(Number.isNaN) ? null : given;
  if (input.type === 'sequence') return parseLetterSequence(given, input.letters ?? {});
  const values = parseNumberList(given, 'en');
  return values.some(Number.isNaN) ? null : values;
}

function params(list: CompiledParam[], scope: Record<string, unknown>): Record<string, ParamValue> {
  const result: Record<string, ParamValue> = {};
  for (const param of list) {
    const value = run(param.expr, scope);
    result[param.name] = {
      value: typeof value === 'string' ? value : typeof value === 'number' && !Number.isNaN(value) ? value : null,
      format: param.format,
      decimals: param.decimals,
    };
  }
  return result;
}

function fires(rule: CompiledRule, scope: Record<string, unknown>): boolean {
  return rule.when === undefined || isTrue(run(rule.when, scope));
}

/**
 * Evaluates a compiled calculator for the given input values (pure; no language involved).
 *
 * Inputs not set (undefined) take their default: `defaultExpr` (which follows other inputs) or
 * `default`. Hidden inputs (`showWhen` false) use their default too. A slider is clamped to its
 * bounds. A required number that is NaN makes the input invalid. Invalid inputs or any firing
 * validation rule block the result: every output is null and no status or note applies.
 * Otherwise an output is null when its value is not a finite number, except ±Infinity for outputs
 * marked `infinite`. The first matching status rule wins; notes apply when their `when` holds.
 * Result-table cells are evaluated with the full scope; a cell is null when it is not a finite
 * number or the result is blocked.
 */
export function evaluateCalculator(
  compiled: CompiledCalculator,
  values: InputValues,
  /** Inputs whose typed text is not a number: invalid even when optional (a blank optional is fine). */
  unreadable: ReadonlySet<string> = new Set(),
): CalculatorResult {
  const scope: Record<string, unknown> = { ...compiled.data };
  const inputs: Record<string, InputValue> = {};
  const visibleInputs: Record<string, boolean> = {};
  const bounds: CalculatorResult['bounds'] = {};
  const invalidInputs: string[] = [];

  for (const input of compiled.inputs) {
    const { spec } = input;
    const visible = input.showWhen ? isTrue(run(input.showWhen, scope)) : true;
    const fallback = input.defaultExpr ? run(input.defaultExpr, scope) : staticDefault(spec);
    const given = visible ? values[spec.id] : undefined;
    let value: InputValue;
    if (spec.type === 'number' || spec.type === 'slider') {
      value = given === undefined ? asNumber(fallback) : asNumber(given);
      const min = input.minExpr ? asNumber(run(input.minExpr, scope)) : spec.min;
      const max = input.maxExpr ? asNumber(run(input.maxExpr, scope)) : spec.max;
      bounds[spec.id] = { min, max };
      if (spec.type === 'slider' && !Number.isNaN(value)) {
        if (min !== undefined && !Number.isNaN(min)) value = Math.max(min, value);
        if (max !== undefined && !Number.isNaN(max)) value = Math.min(max, value);
      }
      // A value derived by defaultExpr is not the user's mistake: only set or static values are flagged.
      if (Number.isNaN(value) && (!spec.optional || unreadable.has(spec.id)) && (given !== undefined || !input.defaultExpr)) invalidInputs.push(spec.id);
    } else if (spec.type === 'checkbox') {
      value = given === undefined ? isTrue(fallback) : given === true;
    } else if (spec.type === 'sequence' || spec.type === 'numbers') {
      const typed = typeof given === 'string' || (Array.isArray(given) && given.every((item) => typeof item === 'number')) ? (given as string | number[]) : undefined;
      const list = listOf(spec, typed ?? (typeof spec.default === 'string' ? spec.default : ''));
      value = list ?? [];
      const tooMany = value.length > (spec.maxItems ?? DEFAULT_LIST_MAX_ITEMS);
      if (list === null || tooMany || (value.length === 0 && !spec.optional)) invalidInputs.push(spec.id);
    } else if (spec.type === 'group') {
      value = Array.isArray(given) ? groupRows(spec, given) : Array.isArray(fallback) ? groupRows(spec, fallback) : [];
      const fields = spec.fields ?? [];
      const rowInvalid = value.some((row) => fields.some((field) => Number.isNaN(row[field.id]) && !field.optional));
      if (rowInvalid || (visible && unreadable.has(spec.id))) invalidInputs.push(spec.id);
    } else {
      const options = (spec.options ?? []).map((option) => option.value);
      const text = typeof given === 'string' && options.includes(given) ? given : typeof fallback === 'string' ? fallback : String(staticDefault(spec));
      value = text;
    }
    inputs[spec.id] = value;
    visibleInputs[spec.id] = visible;
    scope[spec.id] = value;
  }

  const outputSpecs = new Map(compiled.spec.outputs.map((output) => [output.id, output]));
  for (const step of compiled.steps) scope[step.id] = run(step.expr, scope);

  const errors = compiled.validate.filter((rule) => fires(rule, scope)).map((rule) => ({
    index: rule.index,
    message: (compiled.spec.validate ?? [])[rule.index]?.message as LocalizedText,
    params: params(rule.params, scope),
  }));
  const blocked = invalidInputs.length > 0 || errors.length > 0;

  const outputs: Record<string, number | null> = {};
  const visibleOutputs: Record<string, boolean> = {};
  for (const [id, output] of outputSpecs) {
    const value = scope[id];
    const computable = typeof value === 'number' && (Number.isFinite(value) || (output.infinite === true && (value === Infinity || value === -Infinity)));
    outputs[id] = !blocked && computable ? value : null;
    const showWhen = compiled.outputShowWhen.get(id);
    visibleOutputs[id] = showWhen ? isTrue(run(showWhen, scope)) : true;
  }

  const tables: Record<string, EvaluatedTable> = {};
  for (const table of compiled.tables) {
    const rows: Record<string, EvaluatedTableRow> = {};
    const evaluateRow = (row: CompiledTableRow, rowScope: Record<string, unknown>): EvaluatedTableRow => {
      const cells: Record<string, number | null> = {};
      for (const cell of row.cells) {
        const value = blocked ? NaN : run(cell.expr, rowScope);
        cells[cell.columnId] = typeof value === 'number' && Number.isFinite(value) ? value : null;
      }
      return { visible: row.showWhen ? isTrue(run(row.showWhen, rowScope)) : true, cells };
    };
    const template = table.rows[0];
    if (table.repeat && template) {
      // Repeated rows are named by their index: `<tableId>.<index>.<columnId>`.
      const count = Math.min(table.repeat.max, Math.max(0, Math.floor(asNumber(run(table.repeat.count, scope)))));
      for (let index = 0; index < (Number.isNaN(count) ? 0 : count); index++) rows[String(index)] = evaluateRow(template, { ...scope, [table.repeat.index]: index });
    } else {
      for (const row of table.rows) rows[row.id] = evaluateRow(row, scope);
    }
    tables[table.id] = { visible: table.showWhen ? isTrue(run(table.showWhen, scope)) : true, rows };
  }

  let status: EvaluatedStatus | null = null;
  const notes: EvaluatedNote[] = [];
  if (!blocked) {
    const rule = compiled.status.find((candidate) => fires(candidate, scope));
    const statusSpec = rule ? (compiled.spec.status ?? [])[rule.index] : undefined;
    if (rule && statusSpec) status = { index: rule.index, level: statusSpec.level, message: statusSpec.message, params: params(rule.params, scope) };
    for (const note of compiled.notes) {
      const noteSpec = (compiled.spec.notes ?? [])[note.index];
      if (noteSpec && fires(note, scope)) notes.push({ index: note.index, heading: noteSpec.heading, message: noteSpec.text, params: params(note.params, scope) });
    }
  }

  return { inputs, visibleInputs, bounds, invalidInputs, errors, blocked, outputs, visibleOutputs, status, notes, tables, scope };
}

/**
 * The value an example key names: an output id, or a table cell `<tableId>.<rowId>.<columnId>`.
 * Returns null when not computable and undefined when the key names nothing.
 */
export function resultValue(result: CalculatorResult, key: string): number | null | undefined {
  if (Object.prototype.hasOwnProperty.call(result.outputs, key)) return result.outputs[key] ?? null;
  const [tableId, rowId, columnId, ...rest] = key.split('.');
  if (tableId === undefined || rowId === undefined || columnId === undefined || rest.length > 0) return undefined;
  const cells = result.tables[tableId]?.rows[rowId]?.cells;
  return cells && Object.prototype.hasOwnProperty.call(cells, columnId) ? (cells[columnId] ?? null) : undefined;
}

/** A number printed with just enough decimals to tell it apart from `reference` (for example messages). */
function showNumber(value: number, reference: number | null): string {
  if (!Number.isFinite(value) || reference === null || !Number.isFinite(reference)) return String(value);
  for (let decimals = 2; decimals <= 15; decimals++) {
    const shown = Number(value.toFixed(decimals));
    if (shown !== Number(reference.toFixed(decimals))) return String(shown);
  }
  return String(value);
}

function showValue(value: number | null | undefined, reference: number | null): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '— (not computable)';
  return showNumber(value, reference);
}

/** The example's label in messages: `example "long 10x"` or `example 2` (1-based) without a name. */
export function exampleLabel(example: Example, index: number): string {
  return example.name ? `example "${example.name}"` : `example ${index + 1}`;
}

/**
 * Runs one example of the spec; returns readable failures (empty when it holds), e.g.
 * `example "long 10x": liquidationPrice expected 54300, got 54271.36`.
 * Expected values: a number (within `tolerance`, default 1e-9 × max(1, |expected|)), null (not
 * computable) or 'Infinity' / '-Infinity'. Keys name outputs or table cells
 * (`<tableId>.<rowId>.<columnId>`); unknown keys are left to checkCalculator.
 */
export function runExample(compiled: CompiledCalculator, example: Example, index = 0): string[] {
  const label = exampleLabel(example, index);
  const result = evaluateCalculator(compiled, example.inputs as InputValues);
  const failures: string[] = [];
  const fired = result.errors.map((error) => error.index);
  const why = result.invalidInputs.length > 0
    ? ` (invalid input: ${result.invalidInputs.join(', ')})`
    : fired.length > 0 ? ` (validation rule ${fired.join(', ')} fired: "${result.errors[0]?.message.en}")` : '';

  for (const [id, expected] of Object.entries(example.expect ?? {})) {
    const value = resultValue(result, id);
    if (value === undefined) continue;
    const got = value;
    if (expected === null) {
      if (got !== null) failures.push(`${label}: ${id} expected — (not computable), got ${showNumber(got, null)}`);
    } else if (typeof expected === 'string') {
      const want = expected === 'Infinity' ? Infinity : expected === '-Infinity' ? -Infinity : NaN;
      if (Number.isNaN(want)) failures.push(`${label}: ${id} expected value "${expected}" is not a number, null or "Infinity"`);
      else if (got !== want) failures.push(`${label}: ${id} expected ${expected}, got ${showValue(got, null)}${got === null ? why : ''}`);
    } else {
      const tolerance = example.tolerance ?? 1e-9 * Math.max(1, Math.abs(expected));
      if (got === null || !(Math.abs(got - expected) <= tolerance)) {
        failures.push(`${label}: ${id} expected ${expected}, got ${showValue(got, expected)}${got === null ? why : ''}`);
      }
    }
  }
  if (example.expectStatus !== undefined) {
    const got = result.status?.level ?? 'none';
    if (got !== example.expectStatus) failures.push(`${label}: status expected ${example.expectStatus}, got ${got}${why}`);
  }
  if (example.expectError !== undefined) {
    if (!fired.includes(example.expectError)) {
      failures.push(`${label}: validation rule ${example.expectError} expected to fire, ${fired.length > 0 ? `but rule ${fired.join(', ')} fired` : 'but none fired'}`);
    }
  } else if (fired.length > 0 && example.expect === undefined && example.expectStatus === undefined) {
    failures.push(`${label}: validation rule ${fired.join(', ')} fired unexpectedly`);
  }
  return failures;
}
