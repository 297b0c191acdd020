import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluatedChart } from '../../engine/evaluateCalculatorCharts';
import { formatValue } from '../../engine/formatNumber';
import { localize as localizeText, type Lang } from '../../engine/localize';
import type { Chart } from '../../engine/specTypes.generated';
import PlotlyChart from '../../ui/PlotlyChart';

export interface CalculatorChartProps {
  chart: Chart;
  evaluated: EvaluatedChart | undefined;
  idPrefix: string;
  lang: Lang;
  localize: (text: { en: string; de: string }) => string;
}

/** Rows of the text alternative: about this many evenly spaced samples. */
const TABLE_ROWS = 11;

function cssColor(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * One chart of a calculator (`charts[]` of the spec): a `<figure>` with its title as caption, the
 * lazily loaded plotly line chart (hidden from assistive technology) with dashed vertical marker
 * lines, and a visually hidden text alternative: the markers' positions and a table of about
 * eleven evenly spaced samples of every series.
 */
export default function CalculatorChart({ chart, evaluated, idPrefix, lang, localize }: CalculatorChartProps) {
  const { t } = useTranslation('calc');
  const id = `${idPrefix}-chart-${chart.id}`;
  const xFormat = chart.x.format ?? 'number';
  const yFormat = chart.y.format ?? 'number';
  const xLabel = localize(chart.x.label);
  const yLabel = localize(chart.y.label);
  const hasData = evaluated !== undefined && evaluated.x.length > 0;

  const plot = useMemo(() => {
    if (!evaluated || evaluated.x.length === 0) return null;
    const localize = (text: { en: string; de: string }) => localizeText(text, lang);
    const text = cssColor('--color-text', '#1a1a1a');
    const muted = cssColor('--color-muted', '#666');
    const grid = cssColor('--color-border', '#ddd');
    const accent = cssColor('--color-accent', '#0b63c5');
    const danger = cssColor('--color-danger', '#b3261e');
    const palette = [accent, cssColor('--color-warn', '#a15c00'), cssColor('--color-ok', '#1b7a3d'), muted];
    const data = evaluated.series.map((line, i) => {
      const spec = chart.series.find((candidate) => candidate.id === line.id);
      return {
        type: 'scatter',
        mode: 'lines',
        name: spec ? localize(spec.label) : line.id,
        x: evaluated.x,
        y: line.y,
        connectgaps: false,
        line: { color: palette[i % palette.length], width: 2 },
      };
    });
    const markers = evaluated.markers.map((marker) => ({ marker, label: localize((chart.markers ?? [])[marker.index]?.label ?? { en: '', de: '' }) }));
    const layout = {
      autosize: true,
      height: 320,
      margin: { l: 64, r: 16, t: 24, b: 56 },
      paper_bgcolor: 'rgba(0,0,0,0)',
      plot_bgcolor: 'rgba(0,0,0,0)',
      font: { color: text, family: 'inherit' },
      separators: lang === 'de' ? ',.' : '.,',
      showlegend: true,
      legend: { orientation: 'h', y: -0.2 },
      hovermode: 'x unified',
      xaxis: { title: { text: xLabel }, gridcolor: grid, zeroline: false },
      yaxis: { title: { text: yLabel }, gridcolor: grid, zeroline: false },
      shapes: markers.map(({ marker }) => ({ type: 'line', xref: 'x', yref: 'paper', x0: marker.x, x1: marker.x, y0: 0, y1: 1, line: { color: danger, width: 2, dash: 'dash' } })),
      annotations: markers.map(({ marker, label }) => ({
        x: marker.x, xref: 'x', yref: 'paper', y: 1, yanchor: 'bottom', showarrow: false, text: label, font: { color: danger },
      })),
    };
    return { data, layout };
  }, [chart, evaluated, lang, xLabel, yLabel]);

  if (!evaluated?.visible) return null;
  const sampleIndices = hasData
    ? [...new Set(Array.from({ length: Math.min(TABLE_ROWS, evaluated.x.length) }, (_, i) => Math.round((i * (evaluated.x.length - 1)) / (Math.min(TABLE_ROWS, evaluated.x.length) - 1))))]
    : [];
  const captionId = `${id}-caption`;

  return (
    <figure className="calc-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="calc-chart-title">
        {localize(chart.title)}
      </figcaption>
      {hasData && plot ? (
        <>
          <PlotlyChart className="calc-chart-plot" data={plot.data} layout={plot.layout} config={CONFIG} fallback={{ loading: t('chartLoading'), failed: t('chartFailed') }} />
          <div className="sr-only">
            {evaluated.markers.map((marker) => (
              <p key={marker.index}>
                {`${localize((chart.markers ?? [])[marker.index]?.label ?? { en: '', de: '' })}: ${xLabel} ${formatValue(marker.x, xFormat, lang)}`}
              </p>
            ))}
            <table>
              <caption>{t('chartData', { title: localize(chart.title), interpolation: { escapeValue: false } })}</caption>
              <thead>
                <tr>
                  <th scope="col">{xLabel}</th>
                  {chart.series.map((line) => (
                    <th scope="col" key={line.id}>
                      {localize(line.label)} ({yLabel})
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sampleIndices.map((index) => (
                  <tr key={index}>
                    <th scope="row">{formatValue(evaluated.x[index] ?? null, xFormat, lang)}</th>
                    {evaluated.series.map((line) => (
                      <td key={line.id}>{formatValue(line.y[index] ?? null, yFormat, lang)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className="calc-chart-fallback">{t('chartUnavailable')}</p>
      )}
      {chart.help ? <p className="calc-help">{localize(chart.help)}</p> : null}
    </figure>
  );
}

const CONFIG = { displayModeBar: false, responsive: true, displaylogo: false };
