import type { CompiledCalculator } from './compileCalculator';
import type { CalculatorResult } from './evaluateCalculator';

/** One sampled chart: x values, one y list per series (null = gap) and the markers to draw. */
export interface EvaluatedChart {
  /** False when the chart's `showWhen` is false. */
  visible: boolean;
  /** Evenly spaced x values from min to max; empty when nothing can be drawn. */
  x: number[];
  series: { id: string; y: (number | null)[] }[];
  /** Markers with a finite position, by their index in the spec. */
  markers: { index: number; x: number }[];
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function evaluate(code: { evaluate: (scope: Record<string, unknown>) => unknown }, scope: Record<string, unknown>): unknown {
  try {
    return code.evaluate(scope);
  } catch {
    return NaN;
  }
}

/**
 * Samples every chart of a calculator for an evaluated result (pure). Each series formula is
 * evaluated at `points` evenly spaced values of the chart's x symbol from `x.min` to `x.max`,
 * with every other symbol as in `result.scope` (let values and outputs keep their value at the
 * current inputs). A y that is not a finite number is null (a gap). Nothing is sampled (x is
 * empty) while the result is blocked, when the range is not finite, or when max ≤ min.
 */
export function evaluateCalculatorCharts(compiled: CompiledCalculator, result: CalculatorResult): Record<string, EvaluatedChart> {
  const charts: Record<string, EvaluatedChart> = {};
  for (const chart of compiled.charts) {
    const shown = chart.showWhen ? evaluate(chart.showWhen.code, { ...result.scope }) : true;
    const visible = shown === true || (typeof shown === 'number' && shown !== 0 && !Number.isNaN(shown));
    const empty: EvaluatedChart = { visible, x: [], series: chart.series.map((line) => ({ id: line.id, y: [] })), markers: [] };
    const min = finite(evaluate(chart.min.code, { ...result.scope }));
    const max = finite(evaluate(chart.max.code, { ...result.scope }));
    if (result.blocked || !visible || min === null || max === null || !(max > min)) {
      charts[chart.id] = empty;
      continue;
    }
    const count = Math.max(2, chart.points);
    const x = Array.from({ length: count }, (_, i) => (i === count - 1 ? max : min + ((max - min) * i) / (count - 1)));
    // One scope object for all points: formulas cannot assign, so only the x symbol changes.
    const scope: Record<string, unknown> = { ...result.scope };
    const series = chart.series.map((line) => ({
      id: line.id,
      y: x.map((value) => {
        scope[chart.symbol] = value;
        return finite(evaluate(line.expr.code, scope));
      }),
    }));
    const markers = chart.markers.flatMap((marker) => {
      const at = finite(evaluate(marker.x.code, { ...result.scope }));
      return at === null ? [] : [{ index: marker.index, x: at }];
    });
    charts[chart.id] = { visible, x, series, markers };
  }
  return charts;
}
