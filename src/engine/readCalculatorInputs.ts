import type { CompiledCalculator, CompiledInput, GroupRow, InputValue, InputValues } from './compileCalculator';
import { DEFAULT_LIST_MAX_ITEMS, parseLetterSequence, parseNumberList } from './listInput';
import { asNumber, isTrue, runExpr } from './runCompiledExpr';
import type { Input } from './specTypes.generated';

/** The inputs of one evaluation: their values, visibility, slider bounds and which ones are invalid. */
export interface ReadInputs {
  /** The value each input has in this evaluation (defaults applied). */
  inputs: Record<string, InputValue>;
  /** False for inputs whose `showWhen` is false (they use their default). */
  visibleInputs: Record<string, boolean>;
  /** Slider bounds (min/max or minExpr/maxExpr evaluated). */
  bounds: Record<string, { min: number | undefined; max: number | undefined }>;
  /** Required number inputs without a number (blank or unparseable), bad lists and groups. */
  invalidInputs: string[];
}

/** What one input reads as: its value, and whether it makes the result blocked. */
export interface InputReading {
  value: InputValue;
  invalid: boolean;
  bounds?: { min: number | undefined; max: number | undefined };
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

/** A group's rows with exactly its fields: a missing or non-number field takes the field's default, else NaN. */
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

/**
 * A number or slider: the given value or the default, a slider clamped to its bounds. NaN is invalid when the
 * input is required or its text was unreadable, but a value derived by `defaultExpr` is not the user's mistake:
 * only set or static values are flagged.
 */
export function readNumberInput(input: CompiledInput, given: InputValue | undefined, fallback: unknown, scope: Record<string, unknown>, unreadable: boolean): InputReading {
  const { spec } = input;
  let value = given === undefined ? asNumber(fallback) : asNumber(given);
  const min = input.minExpr ? asNumber(runExpr(input.minExpr, scope)) : spec.min;
  const max = input.maxExpr ? asNumber(runExpr(input.maxExpr, scope)) : spec.max;
  if (spec.type === 'slider' && !Number.isNaN(value)) {
    if (min !== undefined && !Number.isNaN(min)) value = Math.max(min, value);
    if (max !== undefined && !Number.isNaN(max)) value = Math.min(max, value);
  }
  const invalid = Number.isNaN(value) && (!spec.optional || unreadable) && (given !== undefined || !input.defaultExpr);
  return { value, invalid, bounds: { min, max } };
}

/** A sequence or numbers input: the typed list or the spec's default text; invalid when unreadable, too long, or empty and required. */
export function readListInput(spec: Input, given: InputValue | undefined): InputReading {
  const typed = typeof given === 'string' || (Array.isArray(given) && given.every((item) => typeof item === 'number')) ? (given as string | number[]) : undefined;
  const list = listOf(spec, typed ?? (typeof spec.default === 'string' ? spec.default : ''));
  const value = list ?? [];
  const tooMany = value.length > (spec.maxItems ?? DEFAULT_LIST_MAX_ITEMS);
  return { value, invalid: list === null || tooMany || (value.length === 0 && !spec.optional) };
}

/** A group: the given rows or the default's; invalid when a required field has no number or a shown group's text was unreadable. */
export function readGroupInput(spec: Input, given: InputValue | undefined, fallback: unknown, unreadableWhileShown: boolean): InputReading {
  const value = Array.isArray(given) ? groupRows(spec, given) : Array.isArray(fallback) ? groupRows(spec, fallback) : [];
  const fields = spec.fields ?? [];
  const rowInvalid = value.some((row) => fields.some((field) => Number.isNaN(row[field.id]) && !field.optional));
  return { value, invalid: rowInvalid || unreadableWhileShown };
}

/** A choice: the given option when the spec has it, else the default. */
export function readChoiceInput(spec: Input, given: InputValue | undefined, fallback: unknown): InputReading {
  const options = (spec.options ?? []).map((option) => option.value);
  const value = typeof given === 'string' && options.includes(given) ? given : typeof fallback === 'string' ? fallback : String(staticDefault(spec));
  return { value, invalid: false };
}

/** One input in the scope of the inputs before it; a hidden input (`showWhen` false) takes its default. */
function readInput(input: CompiledInput, values: InputValues, unreadable: ReadonlySet<string>, scope: Record<string, unknown>): InputReading & { visible: boolean } {
  const { spec } = input;
  const visible = input.showWhen ? isTrue(runExpr(input.showWhen, scope)) : true;
  const fallback = input.defaultExpr ? runExpr(input.defaultExpr, scope) : staticDefault(spec);
  const given = visible ? values[spec.id] : undefined;
  switch (spec.type) {
    case 'number':
    case 'slider':
      return { visible, ...readNumberInput(input, given, fallback, scope, unreadable.has(spec.id)) };
    case 'checkbox':
      return { visible, value: given === undefined ? isTrue(fallback) : given === true, invalid: false };
    case 'sequence':
    case 'numbers':
      return { visible, ...readListInput(spec, given) };
    case 'group':
      return { visible, ...readGroupInput(spec, given, fallback, visible && unreadable.has(spec.id)) };
    default:
      return { visible, ...readChoiceInput(spec, given, fallback) };
  }
}

/** Reads every input in spec order, each into `scope` before the next (a `defaultExpr` or `showWhen` may read earlier inputs). */
export function readCalculatorInputs(compiled: CompiledCalculator, values: InputValues, unreadable: ReadonlySet<string>, scope: Record<string, unknown>): ReadInputs {
  const result: ReadInputs = { inputs: {}, visibleInputs: {}, bounds: {}, invalidInputs: [] };
  for (const input of compiled.inputs) {
    const { id } = input.spec;
    const reading = readInput(input, values, unreadable, scope);
    if (reading.bounds) result.bounds[id] = reading.bounds;
    if (reading.invalid) result.invalidInputs.push(id);
    result.inputs[id] = reading.value;
    result.visibleInputs[id] = reading.visible;
    scope[id] = reading.value;
  }
  return result;
}
