import { useCallback, useEffect, useRef, useState } from 'react';
import { formatInputNumber } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import { parseLocaleNumber } from '../../../engine/parseNumber';
import { useHydrated } from '../../../ui/useHydrated';
import { allParams, type ParamValues, type SimulatorDefinition } from './simulation';

/** What the visitor has typed or chosen, by parameter id (numbers as typed in `lang`). */
interface RawParams {
  lang: Lang;
  values: Readonly<Record<string, string>>;
}

function defaults(definition: SimulatorDefinition, lang: Lang): RawParams {
  return { lang, values: Object.fromEntries(allParams(definition).map((param) => [param.id, typeof param.default === 'number' ? formatInputNumber(param.default, lang) : param.default])) };
}

/** The parameters in the URL query (`<simId>.<paramId>`, numbers in JavaScript notation); invalid entries are ignored. */
function fromQuery(definition: SimulatorDefinition, search: string, lang: Lang): RawParams {
  const query = new URLSearchParams(search);
  const values: Record<string, string> = { ...defaults(definition, lang).values };
  for (const param of allParams(definition)) {
    const text = query.get(`${definition.id}.${param.id}`);
    if (text === null) continue;
    if (param.kind === 'number') {
      const value = parseLocaleNumber(text, 'en');
      if (!Number.isNaN(value)) values[param.id] = formatInputNumber(value, lang);
    } else if (param.options.some((option) => option.value === text)) {
      values[param.id] = text;
    }
  }
  return { lang, values };
}

function toQuery(definition: SimulatorDefinition, params: ParamValues, search: string): string {
  const query = new URLSearchParams(search);
  for (const key of [...query.keys()]) if (key.startsWith(`${definition.id}.`)) query.delete(key);
  for (const param of allParams(definition)) {
    // A number that could not be read arrives as null (JSON has no NaN): it stays out of the URL.
    const value: unknown = params[param.id];
    if ((typeof value !== 'number' && typeof value !== 'string') || value === param.default) continue;
    query.set(`${definition.id}.${param.id}`, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function parse(definition: SimulatorDefinition, raw: RawParams): ParamValues {
  return Object.fromEntries(
    allParams(definition).map((param) => {
      const text = raw.values[param.id] ?? '';
      return [param.id, param.kind === 'number' ? (text.trim() === '' ? NaN : parseLocaleNumber(text, raw.lang)) : text];
    }),
  );
}

function convert(definition: SimulatorDefinition, raw: RawParams, lang: Lang): RawParams {
  const parsed = parse(definition, raw);
  const values = Object.fromEntries(
    allParams(definition).map((param) => {
      const value = parsed[param.id];
      const text = raw.values[param.id] ?? '';
      return [param.id, typeof value === 'number' && !Number.isNaN(value) ? formatInputNumber(value, lang) : text];
    }),
  );
  return { lang, values };
}

export interface SimulatorParams {
  /** The typed text (or chosen option) of each parameter, in the current language. */
  texts: Readonly<Record<string, string>>;
  /** The parsed values (NaN where a number is unreadable). */
  params: ParamValues;
  set: (id: string, text: string) => void;
  setNumber: (id: string, value: number) => void;
}

/**
 * A simulator's parameters: defaults, then the URL query once the page has hydrated (a prerendered
 * page shows the defaults, as its HTML does); every change is mirrored into the query with
 * `history.replaceState` (no new history entry, other parameters kept) so that a link reproduces the
 * run. Typed numbers are re-written when the language changes ('0.5' ↔ '0,5').
 */
export function useSimulatorParams(definition: SimulatorDefinition, lang: Lang): SimulatorParams {
  const hydrated = useHydrated();
  const [stored, setStored] = useState<RawParams>(() => (hydrated ? fromQuery(definition, window.location.search, lang) : defaults(definition, lang)));
  const queryPending = useRef(!hydrated);
  useEffect(() => {
    if (!queryPending.current) return;
    queryPending.current = false;
    setStored(fromQuery(definition, window.location.search, lang));
  }, [definition, lang]);
  const raw = stored.lang === lang ? stored : convert(definition, stored, lang);
  if (raw !== stored) setStored(raw);
  const params = parse(definition, raw);
  const queryKey = JSON.stringify(params);

  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const { pathname, hash, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${toQuery(definition, JSON.parse(queryKey) as ParamValues, search)}${hash}`);
  }, [definition, queryKey]);

  const set = useCallback((id: string, text: string) => setStored((previous) => ({ lang: previous.lang, values: { ...previous.values, [id]: text } })), []);
  const setNumber = useCallback((id: string, value: number) => setStored((previous) => ({ lang: previous.lang, values: { ...previous.values, [id]: formatInputNumber(value, previous.lang) } })), []);
  return { texts: raw.values, params, set, setNumber };
}
