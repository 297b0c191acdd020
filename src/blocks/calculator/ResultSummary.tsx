import { useEffect, useRef, useState, type RefObject } from 'react';
import { interpolate } from '../../engine/localize';
import type { CalculatorResult } from '../../engine/evaluateCalculator';
import type { Lang } from '../../engine/localize';
import type { CalculatorSpec } from '../../engine/specTypes.generated';
import { outputText } from './outputText';

/**
 * True while any part of `inputs` is on screen and no part of `results` is: a visitor editing the inputs then
 * cannot see what they change. Stays false where IntersectionObserver is missing (server, old browsers).
 */
export function useInputsWithoutResults(inputs: RefObject<HTMLElement | null>, results: RefObject<HTMLElement | null>): boolean {
  const [pinned, setPinned] = useState(false);
  useEffect(() => {
    const inputsElement = inputs.current;
    const resultsElement = results.current;
    if (!inputsElement || !resultsElement || typeof IntersectionObserver === 'undefined') return;
    const onScreen = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) onScreen.set(entry.target, entry.isIntersecting);
      setPinned(onScreen.get(inputsElement) === true && onScreen.get(resultsElement) === false);
    });
    observer.observe(inputsElement);
    observer.observe(resultsElement);
    return () => observer.disconnect();
  }, [inputs, results]);
  return pinned;
}

/**
 * Scrolls a focused control out from under the pinned summary: browsers scroll focus into view only when it is
 * off screen, not when a bar covers it.
 */
function keepFocusClear(form: HTMLFormElement, summary: HTMLElement): () => void {
  const onFocus = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement) || summary.hidden) return;
    const overlap = event.target.getBoundingClientRect().bottom - summary.getBoundingClientRect().top;
    if (overlap > 0) window.scrollBy({ top: overlap + 16 });
  };
  form.addEventListener('focusin', onFocus);
  return () => form.removeEventListener('focusin', onFocus);
}

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

/**
 * The calculator's key outputs (`summary` in its spec) pinned to the bottom edge while its inputs are on screen
 * and its results are not. It repeats what the outputs say, so it is hidden from assistive technology: the
 * `<output>` elements, read politely as they change, stay the accessible results.
 */
export default function ResultSummary({ spec, result, lang, texts, localize, form, inputs, results }: ResultSummaryProps) {
  const pinned = useInputsWithoutResults(inputs, results);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.current && summary.current) return keepFocusClear(form.current, summary.current);
  }, [form, summary]);
  const shown = (spec.summary ?? []).flatMap((id) => {
    const output = spec.outputs.find((candidate) => candidate.id === id);
    return output && result.visibleOutputs[id] ? [output] : [];
  });
  if (!spec.summary) return null;
  return (
    <div className="calc-summary" data-result-summary="" aria-hidden="true" hidden={!pinned || shown.length === 0} ref={summary}>
      {shown.map((output) => {
        const value = result.outputs[output.id] ?? null;
        return (
          <div className="calc-summary-item" key={output.id}>
            <span className="calc-summary-label">{localize(output.label)}</span>
            <span className="calc-summary-value">
              <span data-summary-of={output.id} data-value={value === null ? '' : String(value)}>
                {outputText(output, value, lang)}
              </span>
              {output.unit && value !== null ? <span className="calc-unit">{` ${interpolate(output.unit, texts)}`}</span> : null}
            </span>
          </div>
        );
      })}
    </div>
  );
}
