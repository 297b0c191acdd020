import { useMemo } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, localize, type Lang } from '../../../engine/localize';
import ChartFigure, { ChartDataTable, baseLayout, chartColors, CALCULATOR_CHART_THEME } from '../../../ui/ChartFigure';
import { sampleIndices } from '../../../ui/sampleIndices';
import type { ChartDef, ParamValues, SimulationTrace } from './simulation';
import { simulatorTraces } from './simulatorFigure';
import type { SimulatorTexts } from './texts';

interface ChartProps {
  simulatorId: string;
  chart: ChartDef;
  trace: SimulationTrace;
  step: number;
  /** Steps of the whole run: the x axis spans them. */
  total: number;
  params: ParamValues;
  lang: Lang;
  texts: SimulatorTexts;
}

/** One chart of the run so far (see simulatorFigure.ts), with a table of the lines' numbers for screen readers. */
export default function SimulatorChart({ simulatorId, chart, trace, step, total, params, lang, texts }: ChartProps) {
  const title = localize(chart.title, lang);
  const figure = useMemo(() => {
    const colours = chartColors();
    const data = simulatorTraces(chart, trace, step, total, params, lang, {
      lines: [colours.accent, colours.warn, colours.ok, colours.danger, colours.muted],
      level: colours.muted,
      up: colours.ok,
      down: colours.danger,
    });
    const layout = baseLayout(CALCULATOR_CHART_THEME, lang, localize(chart.x, lang), localize(chart.y, lang), {
      showlegend: data.length > 1,
      legend: { orientation: 'h', y: -0.3 },
      xaxis: { title: { text: localize(chart.x, lang) }, gridcolor: colours.grid, zeroline: false, range: [0, Math.max(total, 1)], autorange: false },
    });
    const rows = sampleIndices(step + 1).map((index) => [formatValue(index, 'integer', lang), ...chart.lines.map((line) => formatValue(trace.series[line.series]?.[index] ?? null, 'number', lang))]);
    return { data, layout, table: { caption: interpolate(texts.chartTable, { title }), columns: [texts.stepColumn, ...chart.lines.map((line) => localize(line.label, lang))], rows } };
  }, [chart, trace, step, total, params, lang, texts, title]);
  return (
    <ChartFigure name={`${simulatorId}-${chart.id}`} title={title} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} fallback={{ loading: texts.chartLoading, failed: texts.chartFailed }}>
      <ChartDataTable table={figure.table} />
    </ChartFigure>
  );
}
