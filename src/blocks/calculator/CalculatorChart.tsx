import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluatedChart } from '../../engine/evaluateCalculatorCharts';
import { formatValue } from '../../engine/formatNumber';
import type { Lang } from '../../engine/localize';
import type { Chart } from '../../engine/specTypes.generated';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, chartColors, ChartDataTable } from '../../ui/ChartFigure';
import { sampleIndices } from '../../ui/sampleIndices';

export interface CalculatorChartProps {
  chart: Chart;
  evaluated: EvaluatedChart | undefined;
  lang: Lang;
  localize: (text: { en: string; de: string }) => string;
}

const NO_LABEL = { en: '', de: '' };

/**
 * One chart of a calculator (`charts[]` of the spec) in the site's chart figure: its title as
 * caption, the series as lines with dashed vertical marker lines, and as text alternative the
 * markers' positions and a table of about eleven evenly spaced samples of every series.
 */
export default function CalculatorChart({ chart, evaluated, lang, localize }: CalculatorChartProps) {
  const { t } = useTranslation('calc');
  const xFormat = chart.x.format ?? 'number';
  const yFormat = chart.y.format ?? 'number';
  const xLabel = localize(chart.x.label);
  const yLabel = localize(chart.y.label);
  const title = localize(chart.title);

  const plot = useMemo(() => {
    if (!evaluated || evaluated.x.length === 0) return null;
    const colors = chartColors();
    const palette = [colors.accent, colors.warn, colors.ok, colors.muted];
    const data = evaluated.series.map((line, i) => ({
      type: 'scatter',
      mode: 'lines',
      name: localize(chart.series.find((candidate) => candidate.id === line.id)?.label ?? { en: line.id, de: line.id }),
      x: evaluated.x,
      y: line.y,
      connectgaps: false,
      line: { color: palette[i % palette.length], width: 2 },
    }));
    const markers = evaluated.markers.map((marker) => ({ x: marker.x, label: localize((chart.markers ?? [])[marker.index]?.label ?? NO_LABEL) }));
    const layout = baseLayout(CALCULATOR_CHART_THEME, lang, xLabel, yLabel, {
      height: 320,
      margin: { l: 64, r: 16, t: 24, b: 56 },
      showlegend: true,
      legend: { orientation: 'h', y: -0.2 },
      yaxis: { title: { text: yLabel }, gridcolor: colors.grid, zeroline: false },
      shapes: markers.map(({ x }) => ({ type: 'line', xref: 'x', yref: 'paper', x0: x, x1: x, y0: 0, y1: 1, line: { color: colors.danger, width: 2, dash: 'dash' } })),
      annotations: markers.map(({ x, label }) => ({ x, xref: 'x', yref: 'paper', y: 1, yanchor: 'bottom', showarrow: false, text: label, font: { color: colors.danger } })),
    });
    return { data, layout };
  }, [chart, evaluated, lang, localize, xLabel, yLabel]);

  if (!evaluated?.visible) return null;
  const table = plot && {
    caption: t('chartData', { title, interpolation: { escapeValue: false } }),
    columns: [xLabel, ...chart.series.map((line) => `${localize(line.label)} (${yLabel})`)],
    rows: sampleIndices(evaluated.x.length).map((index) => [
      formatValue(evaluated.x[index] ?? null, xFormat, lang),
      ...evaluated.series.map((line) => formatValue(line.y[index] ?? null, yFormat, lang)),
    ]),
  };

  return (
    <ChartFigure
      name={chart.id}
      title={title}
      theme={CALCULATOR_CHART_THEME}
      data={plot?.data ?? []}
      layout={plot?.layout ?? {}}
      fallback={{ loading: t('chartLoading'), failed: t('chartFailed') }}
      notes={chart.help ? [localize(chart.help)] : []}
      unavailable={table ? undefined : t('chartUnavailable')}
    >
      {evaluated.markers.map((marker) => (
        <p key={marker.index}>{`${localize((chart.markers ?? [])[marker.index]?.label ?? NO_LABEL)}: ${xLabel} ${formatValue(marker.x, xFormat, lang)}`}</p>
      ))}
      {table ? <ChartDataTable table={table} /> : null}
    </ChartFigure>
  );
}
