import { describe, expect, it } from 'vitest';
import { repoCalculatorSpec } from './build/repoSpecs';
import { compileCalculator, type InputValues } from './compileCalculator';
import { evaluateCalculator, evaluateOutputs, evaluateTable, firedValidations, resultValue, runExample, statusAndNotes } from './evaluateCalculator';
import type { CalculatorSpec } from './specTypes.generated';

const text = { en: 'x', de: 'x' };

const load = (id: string): CalculatorSpec => repoCalculatorSpec(id);

const demo: CalculatorSpec = {
  id: 'demo',
  inputs: [
    { id: 'mode', type: 'radio', label: text, options: [{ value: 'a', label: text }, { value: 'b', label: text }], default: 'a' },
    { id: 'entry', type: 'number', label: text, default: 100 },
    { id: 'extra', type: 'number', label: text, default: 5, showWhen: 'mode == "b"' },
    { id: 'blank', type: 'number', label: text, optional: true },
    { id: 'price', type: 'slider', label: text, defaultExpr: 'entry', minExpr: 'entry / 2', maxExpr: 'entry * 2' },
    { id: 'flag', type: 'checkbox', label: text },
    {
      id: 'legs', type: 'group', label: text,
      fields: [{ id: 'share', type: 'number', label: text, default: 50 }, { id: 'at', type: 'number', label: text, default: 1 }],
      default: [{ share: 60, at: 2 }, { share: 40, at: 3 }],
    },
  ],
  outputs: [
    { id: 'total', label: text, expr: 'entry + extra + (flag ? 1 : 0)', format: 'number' },
    { id: 'ratio', label: text, expr: 'entry / (price - entry)', format: 'ratio', infinite: true },
    { id: 'plain', label: text, expr: 'entry / (price - entry)', format: 'ratio' },
    { id: 'blankSet', label: text, expr: 'isNaN(blank) ? 0 : blank', format: 'number' },
    { id: 'weighted', label: text, expr: 'sumProduct(column(legs, "share"), column(legs, "at")) / sum(column(legs, "share"))', format: 'number' },
    { id: 'onlyB', label: text, expr: 'extra', format: 'number', showWhen: 'mode == "b"' },
  ],
  validate: [{ when: 'entry <= 0', message: { en: 'Entry {{e}} must be > 0', de: 'Einstieg {{e}} muss > 0 sein' }, params: { e: { expr: 'entry', format: 'price' } } }],
  status: [
    { when: 'total > 200', level: 'danger', message: text },
    { when: 'total > 100', level: 'warn', message: text },
    { when: 'total > 150', level: 'ok', message: text },
  ],
  notes: [{ when: 'flag', text: { en: 'flag {{total}}', de: 'flag {{total}}' }, params: { half: { expr: 'total / 2' } } }],
  examples: [{ inputs: {} }],
};

describe('evaluateCalculator', () => {
  const compiled = compileCalculator(demo);

  it('applies defaults, hides inputs by showWhen and uses their default', () => {
    const result = evaluateCalculator(compiled, {});
    expect(result.inputs).toMatchObject({ mode: 'a', entry: 100, extra: 5, price: 100, flag: false });
    expect(result.visibleInputs.extra).toBe(false);
    expect(result.outputs.total).toBe(105);
    expect(result.visibleOutputs.onlyB).toBe(false);
    // a hidden input ignores the value the user left in it
    expect(evaluateCalculator(compiled, { extra: 50 }).outputs.total).toBe(105);
    expect(evaluateCalculator(compiled, { extra: 50, mode: 'b' }).outputs.total).toBe(150);
  });

  it('lets defaultExpr follow other inputs until the user sets the value, and clamps sliders', () => {
    expect(evaluateCalculator(compiled, { entry: 80 }).inputs.price).toBe(80);
    expect(evaluateCalculator(compiled, { entry: 80, price: 100 }).inputs.price).toBe(100);
    expect(evaluateCalculator(compiled, { entry: 80, price: 1000 }).inputs.price).toBe(160);
    expect(evaluateCalculator(compiled, { entry: 80 }).bounds.price).toEqual({ min: 40, max: 160 });
  });

  it('shows ∞ only for infinite outputs', () => {
    const result = evaluateCalculator(compiled, {});
    expect(result.outputs.ratio).toBe(Infinity);
    expect(result.outputs.plain).toBeNull();
    expect(evaluateCalculator(compiled, { price: 150 }).outputs.plain).toBe(2);
  });

  it('reads a blank optional number as NaN and flags a blank required number', () => {
    expect(evaluateCalculator(compiled, { blank: NaN }).outputs.blankSet).toBe(0);
    expect(evaluateCalculator(compiled, { blank: 7 }).outputs.blankSet).toBe(7);
    const result = evaluateCalculator(compiled, { entry: NaN });
    expect(result.invalidInputs).toEqual(['entry']);
    expect(result.blocked).toBe(true);
    expect(Object.values(result.outputs).every((value) => value === null)).toBe(true);
  });

  it('computes with group rows', () => {
    expect(evaluateCalculator(compiled, {}).outputs.weighted).toBeCloseTo(2.4, 12);
    expect(evaluateCalculator(compiled, { legs: [{ share: 100, at: 5 }] }).outputs.weighted).toBe(5);
    expect(evaluateCalculator(compiled, { legs: [{ share: NaN, at: 5 }] }).invalidInputs).toEqual(['legs']);
  });

  it('blocks every output when a validation rule fires, with its params', () => {
    const result = evaluateCalculator(compiled, { entry: -1 });
    expect(result.errors).toEqual([{ index: 0, message: demo.validate![0]!.message, params: { e: { value: -1, format: 'price', decimals: undefined } } }]);
    expect(result.outputs.total).toBeNull();
    expect(result.status).toBeNull();
  });

  it('takes the first status rule that matches and the notes whose condition holds', () => {
    expect(evaluateCalculator(compiled, {}).status?.level).toBe('warn');
    expect(evaluateCalculator(compiled, { entry: 300 }).status?.level).toBe('danger');
    expect(evaluateCalculator(compiled, { entry: 10 }).status).toBeNull();
    expect(evaluateCalculator(compiled, {}).notes).toEqual([]);
    const notes = evaluateCalculator(compiled, { flag: true }).notes;
    expect(notes).toHaveLength(1);
    expect(notes[0]?.params.half?.value).toBe(53);
  });

  it('recomputes the liquidation calculator well within a frame', () => {
    const liquidation = compileCalculator(load('liquidation'));
    const start = performance.now();
    for (let i = 0; i < 200; i++) evaluateCalculator(liquidation, { entry: 60000 + i, quantity: 0.5 });
    expect((performance.now() - start) / 200).toBeLessThan(16);
  });
});

describe('evaluateCalculator steps', () => {
  const compiled = compileCalculator(demo);
  /** The scope after the inputs and the let/output steps, as evaluateCalculator builds it. */
  const scopeOf = (values: InputValues) => evaluateCalculator(compiled, values).scope;

  it('firedValidations: the rules whose condition holds, with their params', () => {
    expect(firedValidations(compiled, scopeOf({}))).toEqual([]);
    expect(firedValidations(compiled, scopeOf({ entry: -2 })).map((error) => [error.index, error.params.e?.value])).toEqual([[0, -2]]);
  });

  it('evaluateOutputs: null when blocked or not finite, ±Infinity only where allowed; visibility from showWhen', () => {
    const scope = scopeOf({});
    const shown = evaluateOutputs(compiled, scope, false);
    expect(shown.outputs).toMatchObject({ total: 105, ratio: Infinity, plain: null });
    expect(shown.visibleOutputs).toMatchObject({ total: true, onlyB: false });
    expect(Object.values(evaluateOutputs(compiled, scope, true).outputs).every((value) => value === null)).toBe(true);
  });

  it('evaluateTable: a repeated row per index up to its maximum, blank cells when blocked', () => {
    const spec: CalculatorSpec = {
      id: 'ladder',
      inputs: [{ id: 'steps', type: 'number', label: text, default: 3 }],
      outputs: [{ id: 'out', label: text, expr: 'steps', format: 'number' }],
      tables: [{ id: 'ladder', title: text, repeat: { index: 'i', count: 'steps', max: 4 }, columns: [{ id: 'v', label: text, format: 'number' }], rows: [{ id: 'row', label: text, values: { v: 'i * 10' } }] }],
      examples: [{ inputs: {} }],
    };
    const ladder = compileCalculator(spec);
    const table = ladder.tables[0]!;
    expect(evaluateTable(table, { steps: 3 }, false).rows).toEqual({ 0: { visible: true, cells: { v: 0 } }, 1: { visible: true, cells: { v: 10 } }, 2: { visible: true, cells: { v: 20 } } });
    expect(Object.keys(evaluateTable(table, { steps: 99 }, false).rows)).toEqual(['0', '1', '2', '3']);
    expect(evaluateTable(table, { steps: NaN }, false).rows).toEqual({});
    expect(evaluateTable(table, { steps: 1 }, true).rows).toEqual({ 0: { visible: true, cells: { v: null } } });
  });

  it('statusAndNotes: the first matching status rule and every note whose condition holds', () => {
    expect(statusAndNotes(compiled, scopeOf({})).status?.level).toBe('warn');
    expect(statusAndNotes(compiled, scopeOf({ entry: 300 })).status?.level).toBe('danger');
    expect(statusAndNotes(compiled, scopeOf({ flag: true })).notes.map((note) => note.index)).toEqual([0]);
  });
});

describe('the formulas through the specs', () => {
  it('liquidation: whatIfPrice starts at and follows the entry until moved', () => {
    const compiled = compileCalculator(load('liquidation'));
    expect(evaluateCalculator(compiled, { entry: 50000 }).inputs.whatIfPrice).toBe(50000);
    expect(evaluateCalculator(compiled, { entry: 50000, whatIfPrice: 52000 }).inputs.whatIfPrice).toBe(52000);
  });
  it('liquidation: extraBalance is only used for cross', () => {
    const compiled = compileCalculator(load('liquidation'));
    const base = { entry: 60000, quantity: 0.5, leverage: 10, mmrMode: 'manual', mmr: 0.5, extraBalance: 1000 };
    expect(evaluateCalculator(compiled, { ...base, marginMode: 'isolated' }).visibleInputs.extraBalance).toBe(false);
    expect(evaluateCalculator(compiled, { ...base, marginMode: 'isolated' }).outputs.liquidationPrice).toBeCloseTo(54271.3567839196, 6);
    expect(evaluateCalculator(compiled, { ...base, marginMode: 'cross' }).outputs.liquidationPrice).toBeCloseTo(52261.3065326633, 6);
  });
  it('liquidation: the shortcut note carries both prices and the gap', () => {
    const compiled = compileCalculator(load('liquidation'));
    const result = evaluateCalculator(compiled, { entry: 60000, quantity: 0.5, leverage: 10, mmrMode: 'manual', mmr: 0.5 });
    const note = result.notes.find((n) => 'gap' in n.params);
    expect(note?.params.shortcut?.value).toBeCloseTo(54300, 6);
    expect(note?.params.gap?.value).toBeCloseTo(28.6432160804, 6);
  });
  it('margin-ratio: — and danger when equity is used up', () => {
    const compiled = compileCalculator(load('margin-ratio'));
    const result = evaluateCalculator(compiled, { priceChangePct: -12 });
    expect(result.outputs.marginRatio).toBeNull();
    expect(result.status?.level).toBe('danger');
    expect(evaluateCalculator(compiled, { priceChangePct: -9.5 }).status?.message.en).toBe('Caution: Your margin ratio is high – liquidation risk is increasing.');
  });
  it('runExample reports status and validation mismatches', () => {
    const compiled = compileCalculator(load('margin-ratio'));
    expect(runExample(compiled, { name: 'w', inputs: { priceChangePct: -5 }, expectStatus: 'warn' })).toEqual(['example "w": status expected warn, got ok']);
    expect(runExample(compiled, { inputs: { leverage: 0 }, expect: { pnl: -500 } }, 3)).toEqual([
      'example 4: pnl expected -500, got — (not computable) (validation rule 0 fired: "Please check your inputs. Entry, size, and leverage must be > 0.")',
    ]);
    expect(runExample(compiled, { name: 'e', inputs: {}, expectError: 0 })).toEqual(['example "e": validation rule 0 expected to fire, but none fired']);
  });
});

describe('result tables', () => {
  const tableSpec: CalculatorSpec = {
    id: 'table-demo',
    inputs: [
      { id: 'entry', type: 'number', label: text, default: 100 },
      { id: 'quantity', type: 'number', label: text, default: 2 },
      {
        id: 'legs', type: 'group', label: text,
        fields: [{ id: 'price', type: 'number', label: text }],
        default: [{ price: 110 }, { price: 120 }],
      },
    ],
    let: [{ id: 'margin', expr: 'entry * quantity / 10' }],
    outputs: [{ id: 'notional', label: text, expr: 'entry * quantity', format: 'money' }],
    validate: [{ when: 'entry <= 0', message: text }],
    tables: [
      {
        id: 'targets',
        title: text,
        columns: [
          { id: 'price', label: text, format: 'price' },
          { id: 'pnl', label: text, format: 'money' },
        ],
        rows: [
          { id: 'roi10', label: text, values: { price: 'entry + 0.1 * margin / quantity', pnl: '0.1 * margin' } },
          { id: 'roi50', label: text, values: { price: 'entry + 0.5 * margin / quantity', pnl: 'notional / 0' } },
          { id: 'priceOnly', label: text, values: { price: 'entry' } },
        ],
      },
      {
        id: 'perLeg',
        title: text,
        showWhen: 'count(legs) > 0',
        columns: [{ id: 'price', label: text, format: 'price' }],
        rows: [
          { id: 'leg1', label: text, values: { price: 'nth(column(legs, "price"), 1)' }, showWhen: 'count(legs) >= 1' },
          { id: 'leg3', label: text, values: { price: 'nth(column(legs, "price"), 3)' }, showWhen: 'count(legs) >= 3' },
        ],
      },
    ],
    examples: [{ inputs: {}, expect: { 'targets.roi10.price': 101, 'targets.roi50.pnl': null, notional: 200 } }],
  };
  const compiled = compileCalculator(tableSpec);

  it('evaluates every cell with inputs, let values and outputs in scope', () => {
    const result = evaluateCalculator(compiled, {});
    expect(result.tables.targets?.visible).toBe(true);
    expect(result.tables.targets?.rows.roi10).toEqual({ visible: true, cells: { price: 101, pnl: 2 } });
    // Infinity (not marked meaningful) and NaN are not computable.
    expect(result.tables.targets?.rows.roi50?.cells).toEqual({ price: 105, pnl: null });
    // A column without a formula has no cell.
    expect(result.tables.targets?.rows.priceOnly?.cells).toEqual({ price: 100 });
  });

  it('follows the table and row showWhen, and reads group rows with nth', () => {
    const result = evaluateCalculator(compiled, {});
    expect(result.tables.perLeg?.rows.leg1).toEqual({ visible: true, cells: { price: 110 } });
    expect(result.tables.perLeg?.rows.leg3).toEqual({ visible: false, cells: { price: null } });
    expect(evaluateCalculator(compiled, { legs: [] }).tables.perLeg?.visible).toBe(false);
  });

  it('blanks every cell when validation blocks', () => {
    const result = evaluateCalculator(compiled, { entry: -1 });
    expect(result.blocked).toBe(true);
    expect(result.tables.targets?.rows.roi10?.cells).toEqual({ price: null, pnl: null });
    expect(result.tables.targets?.rows.priceOnly?.cells).toEqual({ price: null });
  });

  it('lets examples expect a cell by <tableId>.<rowId>.<columnId>', () => {
    const result = evaluateCalculator(compiled, {});
    expect(resultValue(result, 'targets.roi10.pnl')).toBe(2);
    expect(resultValue(result, 'notional')).toBe(200);
    expect(resultValue(result, 'targets.roi10.nope')).toBeUndefined();
    expect(resultValue(result, 'targets.roi10')).toBeUndefined();
    expect(runExample(compiled, tableSpec.examples[0]!)).toEqual([]);
    expect(runExample(compiled, { name: 'wrong', inputs: {}, expect: { 'targets.roi10.price': 103 } })).toEqual([
      'example "wrong": targets.roi10.price expected 103, got 101',
    ]);
    expect(runExample(compiled, { name: 'blocked', inputs: { entry: 0 }, expect: { 'targets.roi10.price': 1 } })[0]).toMatch(
      /targets\.roi10\.price expected 1, got — \(not computable\) \(validation rule 0 fired/,
    );
  });
});
