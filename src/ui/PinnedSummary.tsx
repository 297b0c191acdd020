import { useEffect, useRef, useState, type RefObject } from 'react';
import { formatValue, NOT_COMPUTABLE, type Format } from '../engine/formatNumber';
import type { Lang } from '../engine/localize';
import './PinnedSummary.css';

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
function keepFocusClear(container: HTMLElement, summary: HTMLElement): () => void {
  const onFocus = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement) || summary.hidden) return;
    const overlap = event.target.getBoundingClientRect().bottom - summary.getBoundingClientRect().top;
    if (overlap > 0) window.scrollBy({ top: overlap + 16 });
  };
  container.addEventListener('focusin', onFocus);
  return () => container.removeEventListener('focusin', onFocus);
}

/**
 * The three parts a pinned summary watches, for a tool to attach: its form or section (`container`), the box
 * around its inputs and the box around its results, each for a `ref` and for {@link PinnedSummary}.
 */
export function usePinnedParts() {
  const containerRef = useRef<HTMLElement>(null);
  const inputsRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  return { containerRef, inputsRef, resultsRef };
}

/** One key result as the summary repeats it. */
export interface PinnedItem {
  /** The id of the result it repeats: `data-summary-of`. */
  id: string;
  label: string;
  /** The result as its own element shows it ('—' while there is none). */
  text: string;
  /** The raw number (`data-value`, '' while there is none); none for a result in words (a signal, a session). */
  value?: string;
  /** Shown after the text, only while there is a value. */
  unit?: string;
}

export interface PinnedSummaryProps {
  items: readonly PinnedItem[];
  /** The form or section the summary belongs to: focus inside it is kept clear of the summary. */
  container: RefObject<HTMLElement | null>;
  inputs: RefObject<HTMLElement | null>;
  results: RefObject<HTMLElement | null>;
}

/**
 * A tool's key results (`[data-result-summary]`, each value `[data-summary-of=ID]`) pinned to the bottom edge
 * while its inputs are on screen and its results are not. It repeats what the results say, so it is hidden from
 * assistive technology: the results themselves (`<output>` elements, read politely as they change) stay the
 * accessible ones.
 */
export default function PinnedSummary({ items, container, inputs, results }: PinnedSummaryProps) {
  const pinned = useInputsWithoutResults(inputs, results);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (container.current && summary.current) return keepFocusClear(container.current, summary.current);
  }, [container, summary]);
  return (
    <div className="result-summary" data-result-summary="" aria-hidden="true" hidden={!pinned || items.length === 0} ref={summary}>
      {items.map((item) => (
        <div className="result-summary-item" key={item.id}>
          <span className="result-summary-label">{item.label}</span>
          <span className="result-summary-value">
            <span data-summary-of={item.id} data-value={item.value}>
              {item.text}
            </span>
            {item.unit && item.value ? <span className="result-summary-unit">{` ${item.unit}`}</span> : null}
          </span>
        </div>
      ))}
    </div>
  );
}

/** A numeric result as the summary repeats it: formatted, or '—' with an empty raw value while not computable. */
export function numberItem(id: string, label: string, value: number, format: Format, lang: Lang, decimals?: number): PinnedItem {
  const finite = Number.isFinite(value);
  return { id, label, text: finite ? formatValue(value, format, lang, decimals) : NOT_COMPUTABLE, value: finite ? String(value) : '' };
}
