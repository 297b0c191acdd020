import type { GroupRow, InputValue, InputValues } from '../../engine/compileCalculator';
import { formatInputNumber } from '../../engine/formatNumber';
import { convertNumberList, formatNumberList, parseNumberList, sequenceText } from '../../engine/listInput';
import type { Lang } from '../../engine/localize';
import { parseLocaleNumber } from '../../market/parseNumber';
import type { Input } from '../../engine/specTypes.generated';

/** One row of a group input as typed: field id → text. */
export type RawRow = Record<string, string>;
/**
 * What the user has entered for one input: the typed text of a number or a slider (in `RawState.lang`;
 * dragging a slider types its position), an option value, a checkbox state, group rows, or the
 * typed text of a sequence or a list of numbers.
 */
export type RawValue = string | boolean | RawRow[];

/** The calculator's only state: inputs the user has set (a missing key = not set, default applies). */
export interface RawState {
  /** Language the number texts were typed in. */
  lang: Lang;
  values: Record<string, RawValue>;
}

function parseText(text: string, lang: Lang): number {
  return text.trim() === '' ? NaN : parseLocaleNumber(text, lang);
}

/** Parses the raw state into the values `evaluateCalculator` takes (blank or unparseable numbers → NaN). */
export function toInputValues(inputs: readonly Input[], raw: RawState): InputValues {
  const values: InputValues = {};
  for (const input of inputs) {
    const value = raw.values[input.id];
    if (value === undefined) continue;
    switch (input.type) {
      case 'number':
      case 'slider':
        values[input.id] = typeof value === 'string' ? parseText(value, raw.lang) : NaN;
        break;
      case 'checkbox':
        values[input.id] = value === true;
        break;
      case 'group':
        values[input.id] = Array.isArray(value)
          ? value.map((row) => {
              const parsed: GroupRow = {};
              for (const field of input.fields ?? []) parsed[field.id] = parseText(row[field.id] ?? '', raw.lang);
              return parsed;
            })
          : [];
        break;
      case 'numbers':
        values[input.id] = typeof value === 'string' ? parseNumberList(value, raw.lang) : [NaN];
        break;
      default:
        if (typeof value === 'string') values[input.id] = value;
    }
  }
  return values;
}

function isUnreadable(text: string | undefined, lang: Lang): boolean {
  return text !== undefined && text.trim() !== '' && Number.isNaN(parseLocaleNumber(text, lang));
}

/** Inputs (numbers, or groups with such a cell) where the user typed text that is not a number. */
export function unreadableInputs(inputs: readonly Input[], raw: RawState): Set<string> {
  const ids = new Set<string>();
  for (const input of inputs) {
    const value = raw.values[input.id];
    if ((input.type === 'number' || input.type === 'slider') && typeof value === 'string' && isUnreadable(value, raw.lang)) ids.add(input.id);
    if (input.type === 'group' && Array.isArray(value) && value.some((row) => Object.values(row).some((text) => isUnreadable(text, raw.lang)))) ids.add(input.id);
  }
  return ids;
}

function convertText(text: string, from: Lang, to: Lang): string {
  const value = parseText(text, from);
  return Number.isNaN(value) ? text : formatInputNumber(value, to);
}

/** The same raw state with every typed number re-written for another language ('0.5' → '0,5'). */
export function convertRawState(inputs: readonly Input[], raw: RawState, lang: Lang): RawState {
  if (raw.lang === lang) return raw;
  const values: Record<string, RawValue> = {};
  for (const [id, value] of Object.entries(raw.values)) {
    const input = inputs.find((candidate) => candidate.id === id);
    if ((input?.type === 'number' || input?.type === 'slider') && typeof value === 'string') values[id] = convertText(value, raw.lang, lang);
    else if (input?.type === 'numbers' && typeof value === 'string') values[id] = convertNumberList(value, raw.lang, lang);
    else if (input?.type === 'group' && Array.isArray(value)) {
      values[id] = value.map((row) => Object.fromEntries(Object.entries(row).map(([field, text]) => [field, convertText(text, raw.lang, lang)])));
    } else values[id] = value;
  }
  return { lang, values };
}

/** A value as the form shows it typed in `lang` (an add-on setting inputs, a copied link); undefined stays unset. */
export function rawOf(input: Input, value: InputValue | undefined, lang: Lang): RawValue | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return formatInputNumber(value, lang);
  if (input.type === 'sequence' && Array.isArray(value)) return sequenceText(input, value as number[]);
  if (input.type === 'numbers' && Array.isArray(value)) return formatNumberList(value as number[], lang);
  if (Array.isArray(value)) return (value as GroupRow[]).map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, formatInputNumber(v, lang)])));
  return value;
}

/**
 * What a copied link keeps: every input with its current value (as typed, or the value it has now), except
 * inputs still following a `defaultExpr`, so the link keeps following too.
 */
export function linkValues(inputs: readonly Input[], raw: RawState, current: Readonly<Record<string, InputValue>>): Record<string, RawValue> {
  const values: Record<string, RawValue> = {};
  for (const input of inputs) {
    const value = raw.values[input.id] ?? (input.defaultExpr ? undefined : rawOf(input, current[input.id], raw.lang));
    if (value !== undefined) values[input.id] = value;
  }
  return values;
}
