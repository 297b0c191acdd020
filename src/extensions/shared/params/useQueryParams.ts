import { useCallback, useEffect, useRef, useState } from 'react';
import { formatInputNumber } from '../../../engine/formatNumber';
import { fractionToPercent, hasFormerFractions, linkVersionKey, PERCENT_LINK_VERSION } from '../../../engine/formerFractions';
import type { Lang } from '../../../engine/localize';
import { parseLocaleNumber } from '../../../market/parseNumber';
import { useHydrated } from '../../../ui/useHydrated';
import { choiceTakes, type ParamDef, type ParamValues } from './params';

/** What the visitor has typed or chosen, by parameter id (numbers as typed in `lang`). */
export interface RawParams {
  lang: Lang;
  values: Readonly<Record<string, string>>;
  /** The parameters the visitor has set (typed, chosen or given by the link they opened). */
  own: readonly string[];
}

function defaults(params: readonly ParamDef[], lang: Lang): RawParams {
  return { lang, values: Object.fromEntries(params.map((param) => [param.id, typeof param.default === 'number' ? formatInputNumber(param.default, lang) : param.default])), own: [] };
}

const numberParams = (params: readonly ParamDef[]) => params.filter((param) => param.kind === 'number');

/**
 * The parameters in the URL query (`<prefix>.<paramId>`, numbers in JavaScript notation, '' for a blank optional
 * number); invalid entries are ignored. A link without the link version mark was written while the parameters
 * marked `wasFraction` were fractions of 1: those are read ×100.
 */
export function fromQuery(prefix: string, params: readonly ParamDef[], search: string, lang: Lang): RawParams {
  const query = new URLSearchParams(search);
  const values: Record<string, string> = { ...defaults(params, lang).values };
  const own: string[] = [];
  const oldLink = hasFormerFractions(numberParams(params)) && query.get(linkVersionKey(prefix)) !== PERCENT_LINK_VERSION;
  for (const param of params) {
    const text = query.get(`${prefix}.${param.id}`);
    if (text === null) continue;
    const before = values[param.id];
    if (param.kind === 'number') {
      const value = parseLocaleNumber(text, 'en');
      if (!Number.isNaN(value)) values[param.id] = formatInputNumber(oldLink && param.wasFraction === true ? fractionToPercent(value) : value, lang);
      else if (text === '' && param.optional) values[param.id] = '';
    } else if (choiceTakes(param, text)) {
      values[param.id] = text;
    }
    if (values[param.id] !== before) own.push(param.id);
  }
  return { lang, values, own };
}

/**
 * The query with these parameters: a parameter that follows a linked calculator is left out (the calculator's
 * own query holds it); one the visitor set against the link is written even at its default, so the link keeps it.
 * Parameters that were once fractions add the link version mark, so the link is never read ×100 again.
 */
export function toQuery(prefix: string, params: readonly ParamDef[], values: ParamValues, link: { following: readonly string[]; ownLinked: readonly string[] }, search: string): string {
  const query = new URLSearchParams(search);
  for (const key of [...query.keys()]) if (key.startsWith(`${prefix}.`)) query.delete(key);
  for (const param of params) {
    if (link.following.includes(param.id)) continue;
    // A number that could not be read arrives as null (JSON has no NaN): it stays out of the URL,
    // except a blank optional number ("none"), written as ''.
    const value: unknown = values[param.id];
    if (value === null && param.kind === 'number' && param.optional && Number.isFinite(param.default)) {
      query.set(`${prefix}.${param.id}`, '');
      continue;
    }
    if ((typeof value !== 'number' && typeof value !== 'string') || (value === param.default && !link.ownLinked.includes(param.id))) continue;
    query.set(`${prefix}.${param.id}`, String(value));
  }
  const written = [...query.keys()].some((key) => key.startsWith(`${prefix}.`));
  if (written && hasFormerFractions(numberParams(params))) query.set(linkVersionKey(prefix), PERCENT_LINK_VERSION);
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
  return { lang, values, own: raw.own };
}

/** The text a linked value shows in the parameter's field, or undefined when the parameter cannot take it. */
function linkedText(param: ParamDef, value: number | string | boolean | undefined, lang: Lang): string | undefined {
  if (param.kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? formatInputNumber(value, lang) : undefined;
  return typeof value === 'string' && choiceTakes(param, value) ? value : undefined;
}

/** `own` with `id` added. */
const owned = (own: readonly string[], id: string) => (own.includes(id) ? own : [...own, id]);

export interface QueryParams {
  /** The typed text (or chosen option) of each parameter, in the current language. */
  texts: Readonly<Record<string, string>>;
  /** The parsed values (NaN where a number is unreadable or a blank optional). */
  values: ParamValues;
  set: (id: string, text: string) => void;
  setNumber: (id: string, value: number) => void;
  /** The parameters that currently show a linked value (the visitor has not set them). */
  following: readonly string[];
  /** The linked parameters the visitor has set: {@link QueryParams.followLinked} hands them back to the link. */
  ownLinked: readonly string[];
  followLinked: () => void;
}

/**
 * The values of a set of parameters (a simulator's, a backtest's): defaults, then the URL query once the
 * page has hydrated (a prerendered page shows the defaults, as its HTML does); every change is mirrored
 * into the query as `<prefix>.<paramId>` with `history.replaceState` (no new history entry, other
 * parameters kept) so that a link reproduces the run. Typed numbers are re-written when the language
 * changes ('0.5' ↔ '0,5'). `params` must keep its identity between renders (a constant or a memo).
 *
 * `linked` values (a calculator's inputs on the same page, by parameter id; undefined while the calculator
 * has not shared one) replace the defaults of the parameters the visitor has not set, and keep following
 * while the visitor leaves them alone; a parameter the visitor sets here (or that the opened link gives)
 * keeps the visitor's value.
 */
export function useQueryParams(prefix: string, params: readonly ParamDef[], lang: Lang, linked?: Readonly<Record<string, number | string | boolean | undefined>>): QueryParams {
  const hydrated = useHydrated();
  const [stored, setStored] = useState<RawParams>(() => (hydrated ? fromQuery(prefix, params, window.location.search, lang) : defaults(params, lang)));
  const queryPending = useRef(!hydrated);
  useEffect(() => {
    if (!queryPending.current) return;
    queryPending.current = false;
    setStored(fromQuery(prefix, params, window.location.search, lang));
  }, [prefix, params, lang]);
  const converted = stored.lang === lang ? stored : convert(params, stored, lang);
  if (converted !== stored) setStored(converted);
  const linkedTexts = linked ? params.flatMap((param) => (converted.own.includes(param.id) ? [] : [[param.id, linkedText(param, linked[param.id], lang)] as const])).filter((entry): entry is readonly [string, string] => entry[1] !== undefined) : [];
  const following = linkedTexts.map(([id]) => id);
  const raw: RawParams = following.length > 0 ? { ...converted, values: { ...converted.values, ...Object.fromEntries(linkedTexts) } } : converted;
  const ownLinked = linked ? converted.own.filter((id) => Object.hasOwn(linked, id)) : [];
  const values = parse(params, raw);
  const queryKey = JSON.stringify([values, { following, ownLinked }]);

  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const { pathname, hash, search } = window.location;
    const [shown, link] = JSON.parse(queryKey) as [ParamValues, { following: string[]; ownLinked: string[] }];
    window.history.replaceState(window.history.state, '', `${pathname}${toQuery(prefix, params, shown, link, search)}${hash}`);
  }, [prefix, params, queryKey]);

  const set = useCallback((id: string, text: string) => setStored((previous) => ({ lang: previous.lang, values: { ...previous.values, [id]: text }, own: owned(previous.own, id) })), []);
  const setNumber = useCallback((id: string, value: number) => setStored((previous) => ({ lang: previous.lang, values: { ...previous.values, [id]: formatInputNumber(value, previous.lang) }, own: owned(previous.own, id) })), []);
  const ownLinkedKey = ownLinked.join(' ');
  const followLinked = useCallback(() => {
    const handBack = ownLinkedKey.split(' ');
    setStored((previous) => ({ ...previous, own: previous.own.filter((id) => !handBack.includes(id)) }));
  }, [ownLinkedKey]);
  return { texts: raw.values, values, set, setNumber, following, ownLinked, followLinked };
}
