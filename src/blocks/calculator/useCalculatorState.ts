import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '../../engine/localize';
import type { Input } from '../../engine/specTypes.generated';
import { useHydrated } from '../../ui/useHydrated';
import { fromQuery, mergeQuery, toQueryEntries } from './calculatorQuery';
import { convertRawState, type RawState, type RawValue } from './rawState';

export interface CalculatorState {
  raw: RawState;
  /** Sets the user's entry of one input; `undefined` drops it (the default applies again). */
  setValue: (id: string, value: RawValue | undefined) => void;
  /** Sets several entries in one update (an add-on applying a preset); `undefined` drops an entry. */
  setValues: (values: Readonly<Record<string, RawValue | undefined>>) => void;
  reset: () => void;
}

function replaceUrl(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/**
 * The raw inputs of one calculator: read from the URL query on load (`<calcId>.<inputId>`),
 * mirrored back with `history.replaceState` (no new history entry, other parameters kept), and
 * re-written for the new language when the language changes ('0.5' ↔ '0,5'). A prerendered
 * calculator hydrates with its defaults, as the HTML shows them, and takes the query right after.
 */
export function useCalculatorState(calcId: string, inputs: readonly Input[], lang: Lang): CalculatorState {
  const hydrated = useHydrated();
  const [stored, setStored] = useState<RawState>(() => (hydrated ? fromQuery(window.location.search, calcId, inputs, lang) : { lang, values: {} }));
  const queryPending = useRef(!hydrated);
  useEffect(() => {
    if (!queryPending.current) return;
    queryPending.current = false;
    setStored(fromQuery(window.location.search, calcId, inputs, lang));
  }, [calcId, inputs, lang]);
  // Derived during render so that typed numbers never show in the wrong language for a frame.
  const raw = stored.lang === lang ? stored : convertRawState(inputs, stored, lang);
  if (raw !== stored) setStored(raw);

  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    replaceUrl(mergeQuery(window.location.search, calcId, toQueryEntries(calcId, inputs, raw)));
  }, [calcId, inputs, raw]);

  const setValues = useCallback(
    (changes: Readonly<Record<string, RawValue | undefined>>) =>
      setStored((previous) => {
        const values = { ...previous.values };
        for (const [id, value] of Object.entries(changes)) {
          if (value === undefined) delete values[id];
          else values[id] = value;
        }
        return { lang: previous.lang, values };
      }),
    [],
  );
  const setValue = useCallback((id: string, value: RawValue | undefined) => setValues({ [id]: value }), [setValues]);
  const reset = useCallback(() => setStored((previous) => ({ lang: previous.lang, values: {} })), []);
  return { raw, setValue, setValues, reset };
}
