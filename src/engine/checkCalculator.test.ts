import { describe, expect, it } from 'vitest';
import { repoCalculatorSpec } from './build/repoSpecs';
import { checkCalculator } from './checkCalculator';
import type { CalculatorSpec, ResultTable } from './specTypes.generated';

const text = { en: 'x', de: 'x' };

function spec(overrides: Partial<CalculatorSpec> = {}): CalculatorSpec {
  return {
    id: 'test',
    inputs: [
      { id: 'side', type: 'segmented', label: text, options: [{ value: 'long', label: text }, { value: 'short', label: text }], default: 'long' },
      { id: 'entry', type: 'number', label: text, default: 100 },
      { id: 'leverage', type: 'number', label: text, default: 10 },
    ],
    let: [{ id: 's', expr: 'side == "long" ? 1 : -1' }],
    outputs: [
      { id: 'margin', label: text, expr: 'entry / leverage', format: 'money' },
      { id: 'liquidationPrice', label: text, expr: 'entry * (1 - s / leverage)', format: 'price' },
    ],
    examples: [{ name: 'long', inputs: { side: 'long', entry: 100, leverage: 10 }, expect: { margin: 10, liquidationPrice: 90 } }],
    ...overrides,
  } as CalculatorSpec;
}

function messages(calculator: CalculatorSpec): string[] {
  return checkCalculator(calculator).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('checkCalculator', () => {
  it('accepts a sound spec', () => {
    expect(messages(spec())).toEqual([]);
  });

  it('accepts the repository calculators', () => {
    for (const id of ['liquidation-estimate', 'margin-ratio', 'liquidation']) {
      expect(messages(repoCalculatorSpec(id))).toEqual([]);
    }
  });

  it('reports a formula that does not parse with the parser reason', () => {
    const bad = spec();
    bad.outputs[1]!.expr = 'entry * (1 - s / leverage';
    expect(messages(bad)).toEqual(['outputs.1.expr: formula does not parse: Parenthesis ) expected (char 26)']);
  });

  it('names an unknown symbol with the nearest name', () => {
    const bad = spec();
    bad.outputs[1]!.expr = 'entry * (1 - s / levrage)';
    expect(messages(bad)).toEqual(['outputs.1.expr: unknown symbol "levrage" (did you mean "leverage"?)']);
  });

  it('omits the hint when nothing is near', () => {
    const bad = spec();
    bad.outputs[0]!.expr = 'entry / zzzzzz';
    expect(messages(bad)).toEqual(['outputs.0.expr: unknown symbol "zzzzzz"']);
  });

  it('names unknown functions, unsupported operators, assignments and implicit multiplication', () => {
    const bad = spec();
    bad.outputs[0]!.expr = 'sqr(entry)';
    bad.outputs[1]!.expr = 'evaluate("1")';
    bad.let = [{ id: 's', expr: 'entry!' }];
    expect(messages(bad)).toEqual([
      'let.0.expr: operator "!" is not supported',
      'outputs.0.expr: unknown function "sqr" (did you mean "sqrt"?)',
      'outputs.1.expr: unknown function "evaluate"',
    ]);
    const more = spec();
    more.outputs[0]!.expr = 'x = 1';
    more.outputs[1]!.expr = '2 entry';
    expect(messages(more)).toEqual([
      'outputs.0.expr: assignments are not allowed in formulas',
      'outputs.0.expr: unknown symbol "x"',
      'outputs.1.expr: missing operator between terms (write "*" for multiplication): "2 entry"',
    ]);
  });

  it('finds formula cycles', () => {
    const bad = spec({ let: [{ id: 's', expr: 'liquidationPrice > 0 ? 1 : -1' }] });
    expect(messages(bad)).toEqual(['let.0.expr: formula cycle: s → liquidationPrice → s']);
  });

  it('finds input cycles through defaultExpr', () => {
    const bad = spec();
    bad.inputs[1] = { id: 'entry', type: 'number', label: text, defaultExpr: 'leverage * 2' };
    bad.inputs[2] = { id: 'leverage', type: 'number', label: text, defaultExpr: 'entry / 2' };
    expect(messages(bad)).toContain('inputs.1: input cycle: entry → leverage → entry');
  });

  it('lets input expressions read inputs and data only', () => {
    const bad = spec();
    bad.inputs[2] = { id: 'leverage', type: 'number', label: text, default: 10, showWhen: 'margin > 1' };
    expect(messages(bad)).toEqual(['inputs.2.showWhen: unknown symbol "margin"']);
  });

  it('finds duplicate ids and ids that clash with function names', () => {
    const bad = spec({ let: [{ id: 'entry', expr: '1' }, { id: 'sum', expr: '2' }] });
    const found = messages(bad);
    expect(found).toContain('let.0.id: duplicate id "entry" (already used by input 1)');
    expect(found).toContain('let.1.id: id "sum" clashes with the formula name "sum"');
  });

  it('checks defaults against options', () => {
    const bad = spec();
    bad.inputs[0]!.default = 'up';
    expect(messages(bad)).toContain('inputs.0.default: default "up" is not one of the options (long, short)');
  });

  it('checks example keys', () => {
    const bad = spec({ examples: [{ name: 'k', inputs: { entyr: 1, side: 'up' }, expect: { margn: 1 } }] });
    expect(messages(bad)).toEqual([
      'examples.0.inputs.entyr: unknown input "entyr" (did you mean "entry"?)',
      'examples.0.inputs.side: "up" is not one of the options of "side" (long, short)',
      'examples.0.expect.margn: unknown output "margn" (did you mean "margin"?)',
    ]);
  });

  it('runs every example and reports the difference', () => {
    const bad = spec({
      examples: [{ name: 'long 10x', inputs: { entry: 60000, leverage: 10 }, expect: { liquidationPrice: 54300 } }],
      outputs: [
        { id: 'margin', label: text, expr: 'entry / leverage', format: 'money' },
        { id: 'liquidationPrice', label: text, expr: 'exchangeLiqPrice(s, 0.5, entry, margin * 0.5, 0.005, 0)', format: 'price' },
      ],
    });
    expect(messages(bad)).toEqual(['examples.0: example "long 10x": liquidationPrice expected 54300, got 54271.36']);
  });

  it('checks placeholders in units, formulas and messages', () => {
    const bad = spec({
      validate: [{ when: 'entry <= 0', message: { en: 'Entry {{entyr}}', de: 'Einstieg {{entry}}' } }],
    });
    bad.outputs[0]!.formula = { en: '{{entry}} / {{leverage}}', de: '{{entry}} / {{hebel}}' };
    expect(messages(bad)).toEqual([
      'outputs.0.formula: unknown placeholder "{{hebel}}"',
      'validate.0.message: unknown placeholder "{{entyr}}" (did you mean "entry"?)',
    ]);
  });
  it('checks result tables: formulas, ids, columns, placeholders and cell expectations', () => {
    const table = (values: Record<string, string>, label = text): ResultTable => ({
      id: 'targets',
      title: text,
      columns: [{ id: 'price', label: text, format: 'price' }],
      rows: [{ id: 'roi10', label, values }],
    });
    const good = spec({
      tables: [table({ price: 'entry * (1 + 0.1 / leverage) + margin * 0' }, { en: 'ROI at {{leverage}}x', de: 'ROI bei {{leverage}}x' })],
      examples: [{ name: 'cell', inputs: {}, expect: { 'targets.roi10.price': 101 } }],
    });
    expect(messages(good)).toEqual([]);
    const bad = spec({
      tables: [
        table({ price: 'entry * levrage', prise: '1' }, { en: '{{levrage}}', de: 'x' }),
        { ...table({ price: '1' }), columns: [{ id: 'price', label: text, format: 'price' }, { id: 'price', label: text, format: 'money' }] },
      ],
      examples: [{ name: 'cell', inputs: {}, expect: { 'targets.roi10.prise': 1, 'targets.roi11.price': 1 } }],
    });
    expect(messages(bad)).toEqual([
      'tables.0.rows.0.values.price: unknown symbol "levrage" (did you mean "leverage"?)',
      'tables.0.rows.0.label: unknown placeholder "{{levrage}}" (did you mean "leverage"?)',
      'tables.0.rows.0.values.prise: unknown column "prise" (did you mean "price"?)',
      'tables.1.id: duplicate table id "targets"',
      'tables.1.columns.1.id: duplicate column id "price"',
      'examples.0.expect.targets.roi10.prise: unknown table cell "targets.roi10.prise" (did you mean "targets.roi10.price"?)',
      'examples.0.expect.targets.roi11.price: unknown table cell "targets.roi11.price" (did you mean "targets.roi10.price"?)',
    ]);
  });

  it('runs examples that expect a table cell', () => {
    const bad = spec({
      tables: [{ id: 'targets', title: text, columns: [{ id: 'price', label: text, format: 'price' }], rows: [{ id: 'roi10', label: text, values: { price: 'entry * 2' } }] }],
      examples: [{ name: 'cell', inputs: { entry: 100 }, expect: { 'targets.roi10.price': 201 } }],
    });
    expect(messages(bad)).toEqual(['examples.0: example "cell": targets.roi10.price expected 201, got 200']);
  });
  it('checks that a group defaultExpr gives rows with every field', () => {
    const group = (defaultExpr: string): CalculatorSpec =>
      spec({
        data: { tiers: { BTC: [{ notionalUpTo: 50000, mmr: 0.004 }], ETH: [{ notionalUpTo: 10000 }] } },
        inputs: [
          ...spec().inputs,
          { id: 'asset', type: 'select', label: text, options: [{ value: 'BTC', label: text }, { value: 'ETH', label: text }], default: 'BTC' },
          { id: 'tierRows', type: 'group', label: text, defaultExpr, fields: [{ id: 'notionalUpTo', type: 'number', label: text }, { id: 'mmr', type: 'number', label: text }] },
        ],
      });
    expect(messages(group('pick(tiers, asset)'))).toEqual([]);
    expect(messages(group('pick(tiers, "ETH")'))).toContain('inputs.4.defaultExpr: defaultExpr of group "tierRows" must give a list of rows with a number in each field (notionalUpTo, mmr)');
    expect(messages(group('entry'))).toEqual(['inputs.4.defaultExpr: defaultExpr of group "tierRows" must give a list of rows with a number in each field (notionalUpTo, mmr)']);
    expect(messages(group('pick(tiers, "SOL")'))).toEqual(['inputs.4.defaultExpr: defaultExpr of group "tierRows" fails with the default inputs: pick: no entry "SOL"']);
  });
});
