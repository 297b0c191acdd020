import type { CompiledCalculator } from '../../engine/compileCalculator';
import type { CalculatorResult } from '../../engine/evaluateCalculator';
import { formatValue } from '../../engine/formatNumber';
import { DEFAULT_LIST_MAX_ITEMS } from '../../engine/listInput';
import { interpolate, localize, type Lang } from '../../engine/localize';
import type { Input } from '../../engine/specTypes.generated';
import { paramTexts } from './symbolTexts';

/** The message of an input that blocks the result: a key of the `calc` texts and its values. */
export type InvalidInputAlert =
  | { key: 'invalidSequence'; values: { field: string; letters: string; max: string } }
  | { key: 'invalidNumberList'; values: { field: string; max: string } }
  | { key: 'invalidNumber'; values: { field: string } };

/** Why an input is invalid, in words that fit its type (a letter sequence names its letters, a list its maximum). */
export function invalidInputAlert(inputs: readonly Input[], id: string, lang: Lang): InvalidInputAlert {
  const input = inputs.find((candidate) => candidate.id === id);
  const field = input ? localize(input.label, lang) : id;
  const max = formatValue(input?.maxItems ?? DEFAULT_LIST_MAX_ITEMS, 'integer', lang);
  if (input?.type === 'sequence') return { key: 'invalidSequence', values: { field, letters: Object.keys(input.letters ?? {}).join(', '), max } };
  if (input?.type === 'numbers') return { key: 'invalidNumberList', values: { field, max } };
  return { key: 'invalidNumber', values: { field } };
}

/**
 * The validation messages that fired, with their values; none while an input is invalid (its own message
 * says what to fix first).
 */
export function validationAlerts(result: CalculatorResult, texts: Record<string, string>, lang: Lang): string[] {
  if (result.invalidInputs.length > 0) return [];
  return result.errors.map((error) => interpolate(localize(error.message, lang), { ...texts, ...paramTexts(error.params, lang) }));
}

/** The short message of an invalid input shown beside it: a key of the `calc` texts and its values. */
export type FieldAlert =
  | { key: 'invalidSequenceShort'; values: { letters: string } }
  | { key: 'invalidNumberListShort'; values: Record<string, never> }
  | { key: 'invalidNumberShort'; values: Record<string, never> };

/** The short form of `invalidInputAlert`, for the place beside the input: it need not name the field. */
export function invalidFieldAlert(input: Input | undefined): FieldAlert {
  if (input?.type === 'sequence') return { key: 'invalidSequenceShort', values: { letters: Object.keys(input.letters ?? {}).join(', ') } };
  if (input?.type === 'numbers') return { key: 'invalidNumberListShort', values: {} };
  return { key: 'invalidNumberShort', values: {} };
}

/** Input types whose value a visitor types or drags: a rule that reads one of them is most likely about it. */
const TYPED = new Set<Input['type']>(['number', 'slider', 'numbers', 'sequence', 'group']);

/**
 * Which visible input each fired validation belongs to, by the index of its rule: the input the visitor
 * changed last when the rule reads it (that change made the rule fire), otherwise the first typed input
 * the rule reads (a link may open with a bad value), otherwise the first input it reads. A rule that reads
 * no input directly (only intermediate values) has no place beside a field; its message stays in the
 * form's alert region.
 */
export function validationOwners(compiled: CompiledCalculator, result: CalculatorResult, lastEdited: string | undefined): Map<number, string> {
  const owners = new Map<number, string>();
  const visible = compiled.spec.inputs.filter((input) => result.visibleInputs[input.id]);
  for (const error of result.errors) {
    const read = new Set(compiled.validate.find((rule) => rule.index === error.index)?.when?.symbols ?? []);
    const candidates = visible.filter((input) => read.has(input.id));
    const owner = candidates.find((input) => input.id === lastEdited) ?? candidates.find((input) => TYPED.has(input.type)) ?? candidates[0];
    if (owner) owners.set(error.index, owner.id);
  }
  return owners;
}
