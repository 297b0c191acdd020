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
