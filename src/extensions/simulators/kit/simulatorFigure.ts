/**
 * A simulator chart's plotly traces at a step (pure, no DOM): the declared lines over the steps shown so far
 * (thinned evenly), the levels across the whole run as one dashed trace, and the events up to the step as
 * markers (the latest ones only). The x axis spans the whole run, so the lines grow as the run plays; at
 * step 0 the start is drawn as a point.
 */
import { localize, type Lang } from '../../../engine/localize';
import { sampleIndices } from '../../../ui/sampleIndices';
import type { ChartDef, ParamValues, SimulationTrace } from './simulation';

/** Most points a line draws: longer runs are thinned evenly (first and last step kept). */
export const CHART_POINTS = 1500;
/** Most events of one kind marked (the latest): more would hide the path under the markers. */
export const MARKED_EVENTS = 300;

export interface FigureColours {
  lines: readonly string[];
  level: string;
  up: string;
  down: string;
}

export interface SimulatorTrace {
  type: 'scatter';
  mode: 'lines' | 'markers';
  name: string;
  x: (number | null)[];
  y: (number | null)[];
  line?: { color: string; width: number; dash?: string };
  marker?: { color: string; size: number; symbol: string };
  hoverinfo?: 'skip';
}

/** The traces of `chart` with the run revealed up to `step` of `total`. */
export function simulatorTraces(chart: ChartDef, trace: SimulationTrace, step: number, total: number, params: ParamValues, lang: Lang, colours: FigureColours): SimulatorTrace[] {
  const indices = sampleIndices(step + 1, CHART_POINTS);
  const traces: SimulatorTrace[] = [];
  const levels = chart.levels ? chart.levels.values(params).filter(Number.isFinite) : [];
  if (chart.levels && levels.length > 0) {
    traces.push({
      type: 'scatter',
      mode: 'lines',
      name: localize(chart.levels.label, lang),
      x: levels.flatMap(() => [0, total, null]),
      y: levels.flatMap((level) => [level, level, null]),
      line: { color: colours.level, width: 1, dash: 'dot' },
      hoverinfo: 'skip',
    });
  }
  chart.lines.forEach((line, i) => {
    traces.push({
      type: 'scatter',
      mode: step === 0 ? 'markers' : 'lines',
      name: localize(line.label, lang),
      x: indices,
      y: indices.map((index) => trace.series[line.series]?.[index] ?? null),
      line: { color: colours.lines[i % colours.lines.length] ?? colours.level, width: 2 },
      marker: { color: colours.lines[i % colours.lines.length] ?? colours.level, size: 8, symbol: 'circle' },
    });
  });
  for (const marks of chart.marks ?? []) {
    const points = marks.points(trace, step);
    const from = Math.max(0, points.x.length - MARKED_EVENTS);
    const colour = marks.kind === 'up' ? colours.up : colours.down;
    traces.push({
      type: 'scatter',
      mode: 'markers',
      name: localize(marks.label, lang),
      x: points.x.slice(from),
      y: points.y.slice(from),
      marker: { color: colour, size: 9, symbol: marks.kind === 'up' ? 'triangle-up' : 'triangle-down' },
    });
  }
  return traces;
}
