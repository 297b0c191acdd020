import { describe, expect, it } from 'vitest';
import { checkCalculator } from './checkCalculator';
import { compileCalculator } from './compileCalculator';
import { evaluateCalculator } from './evaluateCalculator';
import { evaluateCalculatorCharts } from './evaluateCalculatorCharts';
import type { CalculatorSpec, Chart } from './specTypes.generated';

const text = { en: 'x', de: 'x' };

/** A long position: equity and maintenance margin against the price, liquidation marked. */
function spec(chart: Partial<Chart> = {}, extra: Partial<CalculatorSpec> = {}): CalculatorSpec {
  return {
    id: 'chart-demo',
    inputs: [
      { id: 'entry', type: 'number', label: text, default: 100 },
      { id: 'quantity', type: 'number', label: text, default: 2 },
      { id: 'leverage', type: 'number', label: text, default: 10 },
    ],
    let: [{ id: 'walletBalance', expr: 'entry * quantity / leverage' }],
    outputs: [{ id: 'liquidationPrice', label: text, expr: 'exchangeLiqPrice(1, quantity, entry, walletBalance, 0.01, 0)', format: 'price' }],
    validate: [{ when: 'entry <= 0', message: text }],
    charts: [
      {
        id: 'equityChart',
        title: text,
        x: { symbol: 'price', label: text, min: 'entry * 0.8', max: 'entry * 1.2', points: 5 },
        y: { label: text },
        series: [
          { id: 'equity', label: text, expr: 'walletBalance + quantity * (price - entry)' },
          { id: 'maintenance', label: text, expr: 'quantity * price * 0.01' },
          { id: 'inverse', label: text, expr: '1 / (price - entry)' },
        ],
        markers: [
          { label: text, x: 'liquidationPrice' },
          { label: text, x: 'entry / 0' },
        ],
        ...chart,
      },
    ],
    examples: [{ inputs: {} }],
    ...extra,
  };
}

describe('evaluateCalculatorCharts', () => {
  it('samples each series over the x symbol with every other symbol in scope', () => {
    const compiled = compileCalculator(spec());
    const charts = evaluateCalculatorCharts(compiled, evaluateCalculator(compiled, {}));
    const chart = charts.equityChart!;
    expect(chart.visible).toBe(true);
    expect(chart.x).toEqual([80, 90, 100, 110, 120]);
    expect(chart.series[0]).toEqual({ id: 'equity', y: [-20, 0, 20, 40, 60] });
    expect(chart.series[1]!.y.map((y) => Math.round(y! * 1e9) / 1e9)).toEqual([1.6, 1.8, 2, 2.2, 2.4]);
    // 1/0 = Infinity at the entry: a gap.
    expect(chart.series[2]!.y).toEqual([-0.05, -0.1, null, 0.1, 0.05]);
    // The marker that is not finite is left out; the liquidation price is where equity = maintenance.
    expect(chart.markers).toHaveLength(1);
    const liq = chart.markers[0]!;
    expect(liq.index).toBe(0);
    expect(20 + 2 * (liq.x - 100)).toBeCloseTo(2 * liq.x * 0.01, 9);
  });

  it('defaults to 200 points and ends exactly at max', () => {
    const compiled = compileCalculator(spec({ x: { symbol: 'price', label: text, min: '0.1', max: '0.3' } }));
    const { x } = evaluateCalculatorCharts(compiled, evaluateCalculator(compiled, {})).equityChart!;
    expect(x).toHaveLength(200);
    expect([x[0], x[199]]).toEqual([0.1, 0.3]);
  });

  it('draws nothing while blocked, for an empty or non-finite range, or when hidden', () => {
    const compiled = compileCalculator(spec());
    const blocked = evaluateCalculatorCharts(compiled, evaluateCalculator(compiled, { entry: 0 })).equityChart!;
    expect(blocked).toEqual({ visible: true, x: [], series: [{ id: 'equity', y: [] }, { id: 'maintenance', y: [] }, { id: 'inverse', y: [] }], markers: [] });
    const reversed = compileCalculator(spec({ x: { symbol: 'price', label: text, min: 'entry', max: 'entry * leverage / 20' } }));
    expect(evaluateCalculatorCharts(reversed, evaluateCalculator(reversed, {})).equityChart!.x).toEqual([]);
    const hidden = compileCalculator(spec({ showWhen: 'leverage > 10' }));
    expect(evaluateCalculatorCharts(hidden, evaluateCalculator(hidden, {})).equityChart!.visible).toBe(false);
    expect(evaluateCalculatorCharts(hidden, evaluateCalculator(hidden, { leverage: 20 })).equityChart!.x).toHaveLength(5);
  });
});

describe('checkCalculator on charts', () => {
  const messages = (calculator: CalculatorSpec) => checkCalculator(calculator).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('accepts a sound chart', () => {
    expect(messages(spec())).toEqual([]);
  });

  it('lets only the series read the x symbol, and the x symbol must be new', () => {
    expect(messages(spec({ x: { symbol: 'price', label: text, min: 'price', max: 'entry * 1.2' }, markers: [{ label: text, x: 'prise' }] }))).toEqual([
      'charts.0.x.min: unknown symbol "price"',
      'charts.0.markers.0.x: unknown symbol "prise"',
    ]);
    expect(messages(spec({ series: [{ id: 'equity', label: text, expr: 'walletBalance + quantity * (prise - entry)' }] }))).toEqual([
      'charts.0.series.0.expr: unknown symbol "prise" (did you mean "price"?)',
    ]);
    expect(messages(spec({ x: { symbol: 'entry', label: text, min: '1', max: '2' } }))).toEqual([
      'charts.0.x.symbol: the x symbol "entry" is already used by input 0; choose a new name',
    ]);
    expect(messages(spec({ x: { symbol: 'pi', label: text, min: '1', max: '2' } }))).toEqual([
      'charts.0.x.symbol: the x symbol "pi" is already a formula name; choose a new name',
    ]);
  });

  it('finds duplicate ids and a range that draws nothing with the default inputs', () => {
    const duplicate = spec({ series: [{ id: 'equity', label: text, expr: 'price' }, { id: 'equity', label: text, expr: 'price * 2' }] });
    duplicate.charts!.push({ ...duplicate.charts![0]! });
    expect(messages(duplicate)).toEqual([
      'charts.0.series.1.id: duplicate series id "equity"',
      'charts.1.id: duplicate chart id "equityChart"',
      'charts.1.series.1.id: duplicate series id "equity"',
    ]);
    expect(messages(spec({ x: { symbol: 'price', label: text, min: 'entry', max: 'entry / 2' } }))).toEqual([
      'charts.0.x: with the default inputs x.min (entry) is not below x.max (entry / 2), or one is not a number: nothing would be drawn',
    ]);
  });
});
