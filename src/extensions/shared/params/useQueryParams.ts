import { useCallback, useEffect, useRef, useState } from 'react';
import { formatInputNumber } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import { parseLocaleNumber } from '../../../market/parseNumber';
import { useHydrated } from '../../../ui/useHydrated';
import type { ParamDef, ParamValues } from './params';

/** What the visitor has typed or chosen, by parameter id (numbers as typed in `lang`). */
interface RawParams {
  lang: Lang;
  values: Readonly<Record<string, string>>;
}

function defaults(params: readonly ParamDef[], lang: Lang): RawParams {
  return { lang, values: Object.fromEntries(params.map((param) => [param.id, typeof param.default === 'number' ? formatInputNumber(param.default, lang) : param.default])) };
}

/** The parameters in the URL query (`<prefix>.<paramId>`, numbers in JavaScript notation, '' for a blank optional number); invalid entries are ignored. */
function fromQuery(prefix: string, params: readonly ParamDef[], search: string, lang: Lang): RawParams {
  const query = new URLSearchParams(search);
  const values: Record<string, string> = { ...defaults(params, lang).values };
  for (const param of params) {
    const text = query.get(`${prefix}.${param.id}`);
    if (text === null) continue;
    if (param.kind === 'number') {
      const value = parseLocaleNumber(text, 'en');
      if (!Number.isNaN(value)) values[param.id] = formatInputNumber(value, lang);
      else if (text === '' && param.optional) values[param.id] = '';
    } else if (param.options.some((option) => option.value === text)) {
      values[param.id] = text;
    }
  }
  return { lang, values };
}

function toQuery(prefix: string, params: readonly ParamDef[], values: ParamValues, search: string): string {
  const query = new URLSearchParams(search);
  for (const key of [...query.keys()]) if (key.startsWith(`${prefix}.`)) query.delete(key);
  for (const param of params) {
    // A number that could not be read arrives as null (JSON has no NaN): it stays out of the URL,
    // except a blank optional number ("none"), written as ''.
    const value: unknown = values[param.id];
    if (value === null && param.kind === 'number' && param.optional && Number.isFinite(param.default)) {
      query.set(`${prefix}.${param.id}`, '');
      continue;
    }
    if ((typeof value !== 'number' && typeof value !== 'string') || value === param.default) continue;
    query.set(`${prefix}.${param.id}`, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function parse(params: readonly ParamDef[], raw: RawParams): ParamValues {
  return Object.fromEntries(
    params.map((param) => {
      const text = raw.values[param.id] ?? '';
      return [param.id, param.kind === 'number' ? (text.trim() === '' ? NaN : parseLocaleNumber(text, raw.lang)) : text];
    }),
  );
}

function convert(params: readonly ParamDef[], raw: RawParams, lang: Lang): RawParams {
  const parsed = parse(params, raw);
  const values = Object.fromEntries(
    params.map((param) => {
      const value = parsed[param.id];
      const text = raw.values[param.id] ?? '';
      return [param.id, typeof value === 'number' && !Number.isNaN(value) ? formatInputNumber(value, lang) : text];
    }),
  );
  return { lang, values };
}

export interface QueryParams {
  /** The typed text (or chosen option) of each parameter, in the current language. */
  texts: Readonly<Record<string, string>>;
  /** The parsed values (NaN where a number is unreadable or a blank optional). */
  values: ParamValues;
  set: (id: string, text: string) => void;
  setNumber: (id: string, value: number) => void;
}

/**
 * The values of a set of parameters (a simulator's, a backtest's): defaults, then the URL query once the
 * page has hydrated (a prerendered page shows the defaults, as its HTML does); every change is mirrored
 * into the query as `<prefix>.<paramId>` with `history.replaceState` (no new history entry, other
 * parameters kept) so that a link reproduces the run. Typed numbers are re-written when the language
 * changes ('0.5' ↔ '0,5'). `params` must keep its identity between renders (a constant or a memo).
 */
export function useQueryParams(prefix: string, params: readonly ParamDef[], lang: Lang): QueryParams {
  const hydrated = useHydrated();
  const [stored, setStored] = useState<RawParams>(() => (hydrated ? fromQuery(prefix, params, window.location.search, lang) : defaults(params, lang)));
  const queryPending = useRef(!hydrated);
  useEffect(() => {
    if (!queryPending.current) return;
    queryPending.current = false;
    setStored(fromQuery(prefix, params, window.location.search, lang));
  }, [prefix, params, lang]);
  const raw = stored.lang === lang ? stored : convert(params, stored, lang);
  if (raw !== stored) setStored(raw);
  const values = parse(params, raw);
  const queryKey = JSON.stringify(values);

  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const { pathname, hash, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${toQuery(prefix, params, JSON.parse(queryKey) as ParamValues, search)}${hash}`);
  }, [prefix, params, queryKey]);

  const set = useCallback((id: string, text: string) => setStored((previous) => ({ lang: previous.lang, values: { ...previous.values, [id]: text } })), []);
  const setNumber = useCallback((id: string, value: number) => setStored((previous) => ({ lang: previous.lang, values: { ...previous.values, [id]: formatInputNumber(value, previous.lang) } })), []);
  return { texts: raw.values, values, set, setNumber };
}
