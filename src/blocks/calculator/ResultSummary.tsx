import type { RefObject } from 'react';
import { interpolate } from '../../engine/localize';
import type { CalculatorResult } from '../../engine/evaluateCalculator';
import type { Lang } from '../../engine/localize';
import type { CalculatorSpec } from '../../engine/specTypes.generated';
import PinnedSummary from '../../ui/PinnedSummary';
import { outputText } from './outputText';

export interface ResultSummaryProps {
  spec: CalculatorSpec;
  result: CalculatorResult;
  lang: Lang;
  texts: Record<string, string>;
  localize: (text: { en: string; de: string }) => string;
  form: RefObject<HTMLFormElement | null>;
  inputs: RefObject<HTMLElement | null>;
  results: RefObject<HTMLElement | null>;
}

/** The calculator's key outputs (`summary` in its spec, those shown now) as the pinned summary repeats them. */
export default function ResultSummary({ spec, result, lang, texts, localize, form, inputs, results }: ResultSummaryProps) {
  if (!spec.summary) return null;
  const items = spec.summary.flatMap((id) => {
    const output = spec.outputs.find((candidate) => candidate.id === id);
    if (!output || !result.visibleOutputs[id]) return [];
    const value = result.outputs[id] ?? null;
    return [{ id, label: localize(output.label), text: outputText(output, value, lang), value: value === null ? '' : String(value), unit: output.unit ? interpolate(output.unit, texts) : undefined }];
  });
  return <PinnedSummary items={items} container={form} inputs={inputs} results={results} />;
}
