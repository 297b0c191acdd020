import type { CompiledCalculator } from '../../engine/compileCalculator';
import type { CalculatorResult, ParamValue } from '../../engine/evaluateCalculator';
import { formatValue } from '../../engine/formatNumber';
import { localize, type Lang } from '../../engine/localize';
import { outputText } from './outputText';

/** A message param as text in the language (numbers with their format, texts as they are). */
export function paramText(param: ParamValue, lang: Lang): string {
  if (typeof param.value === 'string') return param.value;
  return formatValue(param.value, param.format ?? 'number', lang, param.decimals);
}

/** Every param of a message as text. */
export function paramTexts(params: Record<string, ParamValue>, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, param]) => [name, paramText(param, lang)]));
}

/**
 * Text for every `{{symbol}}` a formula, note or unit may name: outputs in their own format
 * ('—' or the output's `notComputable` text when not computable), number inputs and let values as numbers (up to 4 decimals), option
 * inputs by their label, checkboxes as `yes`/`no`.
 */
export function symbolTexts(compiled: CompiledCalculator, result: CalculatorResult, lang: Lang, yesNo: [string, string]): Record<string, string> {
  const texts: Record<string, string> = {};
  const { spec } = compiled;
  for (const input of spec.inputs) {
    const value = result.inputs[input.id];
    if (typeof value === 'number') texts[input.id] = formatValue(value, 'number', lang);
    else if (typeof value === 'boolean') texts[input.id] = value ? yesNo[0] : yesNo[1];
    else if (typeof value === 'string') {
      const option = input.options?.find((candidate) => candidate.value === value);
      texts[input.id] = option ? localize(option.label, lang) : value;
    }
  }
  for (const value of spec.let ?? []) {
    const raw = result.scope[value.id];
    if (typeof raw === 'number') texts[value.id] = formatValue(raw, 'number', lang);
  }
  for (const output of spec.outputs) {
    texts[output.id] = outputText(output, result.outputs[output.id] ?? null, lang);
  }
  return texts;
}
