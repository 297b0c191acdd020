import { formatInputNumber } from '../../engine/formatNumber';
import { fractionToPercent, hasFormerFractions, linkVersionKey, PERCENT_LINK_VERSION } from '../../engine/formerFractions';
import { DEFAULT_LIST_MAX_ITEMS, formatNumberList, parseNumberList } from '../../engine/listInput';
import type { Lang } from '../../engine/localize';
import { parseLocaleNumber } from '../../market/parseNumber';
import type { Input } from '../../engine/specTypes.generated';
import type { RawRow, RawState, RawValue } from './rawState';

/**
 * The calculator's inputs as URL query entries, keys `<calcId>.<inputId>` (group cells
 * `<calcId>.<groupId>.<row>.<field>`), numbers in JavaScript notation whatever the language (a list of
 * numbers as `2;-1;0.5`, a letter sequence as typed).
 * Unparseable texts are left out. `values` may hold effective values to write (see Copy link). A calculator
 * with inputs that were once fractions marks its entries with the link version that carries them as percent.
 */
export function toQueryEntries(calcId: string, inputs: readonly Input[], raw: RawState): [string, string][] {
  const entries: [string, string][] = [];
  const number = (text: string): string | undefined => {
    if (text.trim() === '') return '';
    const value = parseLocaleNumber(text, raw.lang);
    return Number.isNaN(value) ? undefined : String(value);
  };
  for (const input of inputs) {
    const value = raw.values[input.id];
    if (value === undefined) continue;
    const key = `${calcId}.${input.id}`;
    if ((input.type === 'number' || input.type === 'slider') && typeof value === 'string') {
      const text = number(value);
      if (text !== undefined) entries.push([key, text]);
    } else if (input.type === 'numbers' && typeof value === 'string') {
      const items = parseNumberList(value, raw.lang);
      if (!items.some(Number.isNaN)) entries.push([key, items.map(String).join(';')]);
    } else if (input.type === 'checkbox') {
      entries.push([key, value === true ? '1' : '0']);
    } else if (input.type === 'group' && Array.isArray(value)) {
      entries.push([`${key}.rows`, String(value.length)]);
      value.forEach((row, i) => {
        for (const field of input.fields ?? []) {
          const text = number(row[field.id] ?? '');
          if (text !== undefined) entries.push([`${key}.${i}.${field.id}`, text]);
        }
      });
    } else if (typeof value === 'string') {
      entries.push([key, value]);
    }
  }
  if (entries.length > 0 && hasFormerFractions(inputs)) entries.unshift([linkVersionKey(calcId), PERCENT_LINK_VERSION]);
  return entries;
}

/**
 * Reads this calculator's inputs from a query string; invalid entries are ignored. A link without the
 * calculator's link version was written when some percent inputs were fractions: those are read ×100.
 */
export function fromQuery(search: string, calcId: string, inputs: readonly Input[], lang: Lang): RawState {
  const params = new URLSearchParams(search);
  const values: Record<string, RawValue> = {};
  const oldLink = hasFormerFractions(inputs) && params.get(linkVersionKey(calcId)) !== PERCENT_LINK_VERSION;
  const readNumber = (text: string, input: Input): string | undefined => {
    if (text.trim() === '') return '';
    const value = parseLocaleNumber(text, 'en');
    if (Number.isNaN(value)) return undefined;
    return formatInputNumber(oldLink && input.wasFraction === true ? fractionToPercent(value) : value, lang);
  };
  for (const input of inputs) {
    const key = `${calcId}.${input.id}`;
    if (input.type === 'group') {
      // No (or a malformed) row count: the group is not in the URL and keeps its default rows.
      const countText = params.get(`${key}.rows`) ?? '';
      const count = Number(countText);
      if (!/^\d+$/.test(countText) || count > (input.maxItems ?? 100)) continue;
      const rows: RawRow[] = [];
      for (let i = 0; i < count; i++) {
        const row: RawRow = {};
        for (const field of input.fields ?? []) row[field.id] = readNumber(params.get(`${key}.${i}.${field.id}`) ?? '', field) ?? '';
        rows.push(row);
      }
      values[input.id] = rows;
      continue;
    }
    const text = params.get(key);
    if (text === null) continue;
    if (input.type === 'number' || input.type === 'slider') {
      const value = readNumber(text, input);
      if (value !== undefined) values[input.id] = value;
    } else if (input.type === 'numbers') {
      const items = parseNumberList(text, 'en');
      if (!items.some(Number.isNaN)) values[input.id] = formatNumberList(items, lang);
    } else if (input.type === 'sequence') {
      values[input.id] = text.slice(0, input.maxItems ?? DEFAULT_LIST_MAX_ITEMS);
    } else if (input.type === 'checkbox') {
      values[input.id] = text === '1' || text === 'true';
    } else if ((input.options ?? []).some((option) => option.value === text)) {
      values[input.id] = text;
    }
  }
  return { lang, values };
}

/**
 * `search` with this calculator's entries replaced by `entries`; other parameters (such as `lng`
 * or another calculator's inputs) stay as they are. Returns '' or a string starting with '?'.
 */
export function mergeQuery(search: string, calcId: string, entries: readonly [string, string][]): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(`${calcId}.`)) params.delete(key);
  for (const [key, value] of entries) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
