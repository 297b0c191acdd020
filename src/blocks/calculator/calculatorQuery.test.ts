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

describe('links written while some percent inputs were fractions', () => {
  const liquidation = repoCalculatorSpecs().find(({ spec }) => spec.id === 'liquidation')?.spec;
  if (!liquidation) throw new Error('no liquidation calculator');
  const { inputs } = liquidation;
  const read = (search: string, lang: 'en' | 'de' = 'en') => fromQuery(search, 'liquidation', inputs, lang).values;

  it('reads an old link’s maintenance margin rate of 0.005 as 0.5 %, in either language', () => {
    expect(read('?liquidation.mmrMode=manual&liquidation.mmr=0.005&liquidation.leverage=10')).toEqual({ mmrMode: 'manual', mmr: '0.5', leverage: '10' });
    expect(read('?lng=de&liquidation.mmrMode=manual&liquidation.mmr=0.005', 'de')).toEqual({ mmrMode: 'manual', mmr: '0,5' });
  });

  it('converts exactly, whatever the size: 0.07 becomes 7 and 1.2 becomes 120 (never guessed from the value)', () => {
    expect(read('?liquidation.mmr=0.07').mmr).toBe('7');
    expect(read('?liquidation.mmr=1.2').mmr).toBe('120');
  });

  it('reads a new link (marked v=2) as it stands', () => {
    expect(read('?liquidation.v=2&liquidation.mmrMode=manual&liquidation.mmr=0.5')).toEqual({ mmrMode: 'manual', mmr: '0.5' });
  });

  it('converts once: an old link read and written again is a new link with the same numbers', () => {
    const first = fromQuery('?liquidation.mmrMode=manual&liquidation.mmr=0.005', 'liquidation', inputs, 'en');
    const search = mergeQuery('', 'liquidation', toQueryEntries('liquidation', inputs, first));
    expect(new URLSearchParams(search).get('liquidation.v')).toBe('2');
    expect(new URLSearchParams(search).get('liquidation.mmr')).toBe('0.5');
    expect(read(search)).toEqual(first.values);
  });

  it('marks nothing when there is nothing to write, and no calculator without former fractions', () => {
    expect(toQueryEntries('liquidation', inputs, { lang: 'en', values: {} })).toEqual([]);
    const other = repoCalculatorSpecs().find(({ spec }) => !spec.inputs.some((input) => input.wasFraction || input.fields?.some((field) => field.wasFraction)))?.spec;
    if (!other) throw new Error('every calculator has a former fraction');
    const first = other.inputs.find((input) => input.type === 'number');
    if (!first) throw new Error(`${other.id} has no number input`);
    const entries = toQueryEntries(other.id, other.inputs, { lang: 'en', values: { [first.id]: '3' } });
    expect(entries.map(([key]) => key)).toEqual([`${other.id}.${first.id}`]);
  });

  it('leaves inputs that were always percent alone in an old link', () => {
    const roiPnl = repoCalculatorSpecs().find(({ spec }) => spec.id === 'roi-pnl-pro')?.spec;
    if (!roiPnl) throw new Error('no roi-pnl-pro calculator');
    expect(fromQuery('?roi-pnl-pro.entryFee=0.0005&roi-pnl-pro.kickbackPct=20', 'roi-pnl-pro', roiPnl.inputs, 'en').values).toEqual({ entryFee: '0.05', kickbackPct: '20' });
  });

  it('reads an old link’s tier rows (rates as fractions) as percent, and leaves the notional limits alone', () => {
    const liquidationPro = repoCalculatorSpecs().find(({ spec }) => spec.id === 'liquidation-pro')?.spec;
    if (!liquidationPro) throw new Error('no liquidation-pro calculator');
    const rows = 'liquidation-pro.tierTable.rows=2&liquidation-pro.tierTable.0.notionalUpTo=50000&liquidation-pro.tierTable.0.mmr=0.004&liquidation-pro.tierTable.1.notionalUpTo=250000&liquidation-pro.tierTable.1.mmr=0.0065';
    const old = fromQuery(`?${rows}`, 'liquidation-pro', liquidationPro.inputs, 'de').values;
    expect(old.tierTable).toEqual([{ notionalUpTo: '50000', mmr: '0,4' }, { notionalUpTo: '250000', mmr: '0,65' }]);
    const marked = fromQuery(`?liquidation-pro.v=2&${rows.replace('mmr=0.004', 'mmr=0.4').replace('mmr=0.0065', 'mmr=0.65')}`, 'liquidation-pro', liquidationPro.inputs, 'de').values;
    expect(marked.tierTable).toEqual(old.tierTable);
  });

  it('reads an old link’s Kelly fraction of 0.25 (quarter Kelly) as 25 %', () => {
    const sizePro = repoCalculatorSpecs().find(({ spec }) => spec.id === 'size-pro')?.spec;
    if (!sizePro) throw new Error('no size-pro calculator');
    expect(fromQuery('?size-pro.riskMode=kelly&size-pro.kellyFraction=0.25', 'size-pro', sizePro.inputs, 'en').values).toEqual({ riskMode: 'kelly', kellyFraction: '25' });
    expect(fromQuery('?size-pro.v=2&size-pro.kellyFraction=25', 'size-pro', sizePro.inputs, 'en').values).toEqual({ kellyFraction: '25' });
  });
});
