/**
 * "Copy link" and the URL mirror: every input of every calculator survives the trip into the query string and
 * back, in the other language too. Each spec example's inputs are typed as a visitor would (numbers in
 * English), written as query entries, read back for a German page and parsed: the values must be the example's.
 */
import { describe, expect, it } from 'vitest';
import type { InputValues } from '../../engine/compileCalculator';
import { formatInputNumber } from '../../engine/formatNumber';
import { parseNumberList } from '../../engine/listInput';
import { repoCalculatorSpecs } from '../../engine/build/repoSpecs';
import type { Input } from '../../engine/specTypes.generated';
import { fromQuery, mergeQuery, toQueryEntries } from './calculatorQuery';
import { toInputValues, type RawState, type RawValue } from './rawState';

/** What a visitor types or picks for an example value, in English. */
function typed(input: Input, value: unknown): RawValue {
  const number = (item: unknown) => (typeof item === 'number' && !Number.isNaN(item) ? formatInputNumber(item, 'en') : '');
  switch (input.type) {
    case 'number':
      return number(value);
    case 'slider':
      return String(value);
    case 'checkbox':
      return value === true;
    case 'group':
      return (value as Record<string, unknown>[]).map((row) => Object.fromEntries((input.fields ?? []).map((field) => [field.id, number(row[field.id])])));
    default:
      return String(value);
  }
}

/** The values an example means, as the engine reads them (lists of numbers parsed from their English text). */
function meant(input: Input, value: unknown): unknown {
  if (input.type === 'numbers') return parseNumberList(String(value), 'en');
  if (input.type === 'group') return (value as Record<string, unknown>[]).map((row) => Object.fromEntries((input.fields ?? []).map((field) => [field.id, row[field.id] ?? NaN])));
  return value;
}

describe('every example of every calculator survives a copied link, read in German', () => {
  for (const { file, spec } of repoCalculatorSpecs()) {
    it(`${file} (${spec.id})`, () => {
      for (const [index, example] of spec.examples.entries()) {
        const given = spec.inputs.filter((input) => input.id in example.inputs);
        const raw: RawState = { lang: 'en', values: Object.fromEntries(given.map((input) => [input.id, typed(input, (example.inputs as Record<string, unknown>)[input.id])])) };
        const search = mergeQuery('?lng=de', spec.id, toQueryEntries(spec.id, spec.inputs, raw));
        const read: InputValues = toInputValues(spec.inputs, fromQuery(search, spec.id, spec.inputs, 'de'));
        const label = `${spec.id} example ${example.name ?? index + 1}`;
        for (const input of given) expect(read[input.id], `${label}: ${input.id} from ${search}`).toEqual(meant(input, (example.inputs as Record<string, unknown>)[input.id]));
        expect(new URLSearchParams(search).get('lng'), label).toBe('de');
      }
    });
  }
});
