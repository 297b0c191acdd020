import { useCallback, useState } from 'react';
import type { InputValue } from '../../engine/compileCalculator';
import type { CalculatorSpec } from '../../engine/specTypes.generated';
import { mergeQuery, toQueryEntries } from './calculatorQuery';
import { linkValues, type RawState } from './rawState';

/** Whether the last copy worked, or the link is shown for copying by hand. */
export type CopyState = 'idle' | 'copied' | 'manual';

/**
 * Copying the calculator's link: the page URL with every input in the query (other parameters and the hash
 * kept), written to the address bar and the clipboard; where the clipboard refuses, the link is shown to copy
 * by hand. `clear` forgets the feedback once an input changes.
 */
export function useCopyLink(spec: CalculatorSpec, raw: RawState, current: Readonly<Record<string, InputValue>>) {
  const [copy, setCopy] = useState<{ state: CopyState; url: string }>({ state: 'idle', url: '' });
  const clear = useCallback(() => setCopy({ state: 'idle', url: '' }), []);
  const copyLink = async () => {
    const search = mergeQuery(window.location.search, spec.id, toQueryEntries(spec.id, spec.inputs, { lang: raw.lang, values: linkValues(spec.inputs, raw, current) }));
    const url = `${window.location.origin}${window.location.pathname}${search}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    try {
      await navigator.clipboard.writeText(url);
      setCopy({ state: 'copied', url });
    } catch {
      setCopy({ state: 'manual', url });
    }
  };
  return { copy, copyLink, clear };
}
