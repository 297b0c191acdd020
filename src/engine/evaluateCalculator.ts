import type { CompiledCalculator, CompiledParam, CompiledRule, CompiledTable, CompiledTableRow, InputValues } from './compileCalculator';
import { readCalculatorInputs, type ReadInputs } from './readCalculatorInputs';
import { asNumber, isTrue, runExpr } from './runCompiledExpr';
import type { Example, Format, LocalizedText } from './specTypes.generated';

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
/** Everything a calculator shows for one set of inputs: its inputs as read (`ReadInputs`) and the results. */
export interface CalculatorResult extends ReadInputs {
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

function params(list: CompiledParam[], scope: Record<string, unknown>): Record<string, ParamValue> {
  const result: Record<string, ParamValue> = {};
  for (const param of list) {
    const value = runExpr(param.expr, scope);
    result[param.name] = {
      value: typeof value === 'string' ? value : typeof value === 'number' && !Number.isNaN(value) ? value : null,
      format: param.format,
      decimals: param.decimals,
    };
  }
  return result;
}

function fires(rule: CompiledRule, scope: Record<string, unknown>): boolean {
  return rule.when === undefined || isTrue(runExpr(rule.when, scope));
}

/** The validation rules that fire, in spec order, with their params. */
export function firedValidations(compiled: CompiledCalculator, scope: Record<string, unknown>): EvaluatedMessage[] {
  return compiled.validate.filter((rule) => fires(rule, scope)).map((rule) => ({
    index: rule.index,
    message: (compiled.spec.validate ?? [])[rule.index]?.message as LocalizedText,
    params: params(rule.params, scope),
  }));
}

/**
 * Each output's value and visibility: null when blocked or not a finite number, except ±Infinity for outputs
 * marked `infinite`.
 */
export function evaluateOutputs(compiled: CompiledCalculator, scope: Record<string, unknown>, blocked: boolean): Pick<CalculatorResult, 'outputs' | 'visibleOutputs'> {
  const outputs: Record<string, number | null> = {};
  const visibleOutputs: Record<string, boolean> = {};
  for (const output of compiled.spec.outputs) {
    const { id } = output;
    const value = scope[id];
    const computable = typeof value === 'number' && (Number.isFinite(value) || (output.infinite === true && (value === Infinity || value === -Infinity)));
    outputs[id] = !blocked && computable ? value : null;
    const showWhen = compiled.outputShowWhen.get(id);
    visibleOutputs[id] = showWhen ? isTrue(runExpr(showWhen, scope)) : true;
  }
  return { outputs, visibleOutputs };
}

/** One row of a result table: each cell null when blocked or not a finite number. */
function evaluateRow(row: CompiledTableRow, rowScope: Record<string, unknown>, blocked: boolean): EvaluatedTableRow {
  const cells: Record<string, number | null> = {};
  for (const cell of row.cells) {
    const value = blocked ? NaN : runExpr(cell.expr, rowScope);
    cells[cell.columnId] = typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  return { visible: row.showWhen ? isTrue(runExpr(row.showWhen, rowScope)) : true, cells };
}

/**
 * One result table. A repeated table's one row template runs for index 0 … count − 1 (at most `max`), each
 * row named by its index: `<tableId>.<index>.<columnId>`.
 */
export function evaluateTable(table: CompiledTable, scope: Record<string, unknown>, blocked: boolean): EvaluatedTable {
  const rows: Record<string, EvaluatedTableRow> = {};
  const template = table.rows[0];
  if (table.repeat && template) {
    const count = Math.min(table.repeat.max, Math.max(0, Math.floor(asNumber(runExpr(table.repeat.count, scope)))));
    for (let index = 0; index < (Number.isNaN(count) ? 0 : count); index++) rows[String(index)] = evaluateRow(template, { ...scope, [table.repeat.index]: index }, blocked);
  } else {
    for (const row of table.rows) rows[row.id] = evaluateRow(row, scope, blocked);
  }
  return { visible: table.showWhen ? isTrue(runExpr(table.showWhen, scope)) : true, rows };
}

/** The first status rule that matches and the notes whose condition holds (for a result that is not blocked). */
export function statusAndNotes(compiled: CompiledCalculator, scope: Record<string, unknown>): Pick<CalculatorResult, 'status' | 'notes'> {
  const rule = compiled.status.find((candidate) => fires(candidate, scope));
  const statusSpec = rule ? (compiled.spec.status ?? [])[rule.index] : undefined;
  const status: EvaluatedStatus | null = rule && statusSpec ? { index: rule.index, level: statusSpec.level, message: statusSpec.message, params: params(rule.params, scope) } : null;
  const notes: EvaluatedNote[] = [];
  for (const note of compiled.notes) {
    const noteSpec = (compiled.spec.notes ?? [])[note.index];
    if (noteSpec && fires(note, scope)) notes.push({ index: note.index, heading: noteSpec.heading, message: noteSpec.text, params: params(note.params, scope) });
  }
  return { status, notes };
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
  const read = readCalculatorInputs(compiled, values, unreadable, scope);
  for (const step of compiled.steps) scope[step.id] = runExpr(step.expr, scope);
  const errors = firedValidations(compiled, scope);
  const blocked = read.invalidInputs.length > 0 || errors.length > 0;
  const tables: Record<string, EvaluatedTable> = {};
  for (const table of compiled.tables) tables[table.id] = evaluateTable(table, scope, blocked);
  const { status, notes } = blocked ? { status: null, notes: [] } : statusAndNotes(compiled, scope);
  return { ...read, errors, blocked, ...evaluateOutputs(compiled, scope, blocked), status, notes, tables, scope };
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
