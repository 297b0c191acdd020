import { describe, expect, it } from 'vitest';
import { checkCalculator } from './checkCalculator';
import { compileCalculatorWithIssues, compileCalculator } from './compileCalculator';
import { evaluateCalculator } from './evaluateCalculator';
import { convertNumberList, formatNumberList, parseLetterSequence, parseNumberList, sequenceText } from './listInput';
import type { CalculatorSpec } from './specTypes.generated';

const text = { en: 'x', de: 'x' };
const letters = { W: 1, G: 1, L: 0, V: 0 };

describe('typed lists', () => {
  it('reads letter sequences case-insensitively, ignoring spaces and commas; an unknown letter is null', () => {
    expect(parseLetterSequence('WwL l', letters)).toEqual([1, 1, 0, 0]);
    expect(parseLetterSequence('G,V,G', letters)).toEqual([1, 0, 1]);
    expect(parseLetterSequence('', letters)).toEqual([]);
    expect(parseLetterSequence('WXL', letters)).toBeNull();
    expect(parseLetterSequence('constructor', letters)).toBeNull();
    expect(sequenceText({ letters }, [1, 0, 1])).toBe('WLW');
  });

  it('reads lists of numbers in each language: the comma separates in English and is the decimal comma in German', () => {
    expect(parseNumberList('2, -1; 0.5  3', 'en')).toEqual([2, -1, 0.5, 3]);
    expect(parseNumberList('2,5; -1 −0,5', 'de')).toEqual([2.5, -1, -0.5]);
    expect(parseNumberList('2; x', 'en')[1]).toBeNaN();
    expect(formatNumberList([2.5, -1], 'de')).toBe('2,5; -1');
    expect(convertNumberList('2.5; -1', 'en', 'de')).toBe('2,5; -1');
    expect(convertNumberList('2; x', 'en', 'de')).toBe('2; x');
  });
});

const spec: CalculatorSpec = {
  id: 'lists-demo',
  inputs: [
    { id: 'outcomes', type: 'sequence', label: text, letters, default: 'WWLWLLL', maxItems: 10 },
    { id: 'results', type: 'numbers', label: text, default: '2; -1; -1; 3' },
    { id: 'rows', type: 'number', label: text, default: 3 },
  ],
  outputs: [
    { id: 'wins', label: text, expr: 'countOf(outcomes, 1)', format: 'integer' },
    { id: 'worstRun', label: text, expr: 'longestRun(outcomes, 0)', format: 'integer' },
    { id: 'totalR', label: text, expr: 'sum(results)', format: 'number' },
    { id: 'growth', label: text, expr: 'prodFirst(results, 2)', format: 'number' },
  ],
  tables: [
    {
      id: 'path',
      title: text,
      repeat: { index: 'k', count: 'count(outcomes)', max: 5 },
      columns: [{ id: 'wins', label: text, format: 'integer' }, { id: 'square', label: text, format: 'integer' }],
      rows: [{ id: 'bet', label: { en: 'Bet {{k}}', de: 'Einsatz {{k}}' }, values: { wins: 'sumFirst(outcomes, k + 1)', square: 'k * k' }, showWhen: 'k != 1' }],
    },
  ],
  examples: [
    { name: 'defaults', inputs: {}, expect: { wins: 3, worstRun: 3, totalR: 3, growth: -2, 'path.0.wins': 1, 'path.4.wins': 3, 'path.4.square': 16 } },
  ],
};

describe('sequence and numbers inputs, repeated table rows', () => {
  const compiled = compileCalculator(spec);

  it('gives formulas the lists and repeats the row template by index (capped at max, showWhen per row)', () => {
    const result = evaluateCalculator(compiled, {});
    expect(result.outputs).toMatchObject({ wins: 3, worstRun: 3, totalR: 3, growth: -2 });
    expect(Object.keys(result.tables.path?.rows ?? {})).toEqual(['0', '1', '2', '3', '4']);
    expect(result.tables.path?.rows['1']?.visible).toBe(false);
    expect(result.tables.path?.rows['3']?.cells).toEqual({ wins: 3, square: 9 });
  });

  it('takes lists the form has read already, and text in English notation', () => {
    const result = evaluateCalculator(compiled, { outcomes: 'llw', results: [1.5, -1] });
    expect(result.outputs).toMatchObject({ wins: 1, worstRun: 2, totalR: 0.5 });
    expect(Object.keys(result.tables.path?.rows ?? {})).toHaveLength(3);
  });

  it('an unknown letter, an unreadable item, an empty or too long list make the input invalid and block the result', () => {
    for (const values of [{ outcomes: 'WXW' }, { results: [1, Number.NaN] }, { results: '' }, { outcomes: 'WWWWWWWWWWW' }]) {
      const result = evaluateCalculator(compiled, values);
      expect(result.blocked).toBe(true);
      expect(result.invalidInputs).toHaveLength(1);
      expect(result.outputs.wins).toBeNull();
      expect(result.tables.path?.rows['0']?.cells.wins ?? null).toBeNull();
    }
  });

  it('examples may name repeated cells by index; other names are refused', () => {
    expect(checkCalculator(spec)).toEqual([]);
    const wrong: CalculatorSpec = { ...spec, examples: [{ inputs: {}, expect: { 'path.x.wins': 1, 'path.01.wins': 1 } }] };
    expect(checkCalculator(wrong).map((issue) => issue.message)).toEqual([
      expect.stringContaining('unknown table cell "path.x.wins"'),
      expect.stringContaining('unknown table cell "path.01.wins"'),
    ]);
  });

  it('refuses an index symbol that is taken and a repeated table with more than one row template', () => {
    const clash = structuredClone(spec);
    const table = clash.tables?.[0];
    if (!table?.repeat) throw new Error('fixture');
    table.repeat.index = 'rows';
    table.rows.push({ id: 'second', label: text, values: { wins: '1' } });
    const messages = compileCalculatorWithIssues(clash).issues.map((issue) => issue.message);
    expect(messages).toContain('the index symbol "rows" is already used by input 2; choose a new name');
    expect(messages).toContain('a repeated table has exactly one row template (found 2)');
  });
});
