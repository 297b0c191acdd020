import { useMemo } from 'react';
import { formatValue } from '../../../../engine/formatNumber';
import type { Lang } from '../../../../engine/localize';
import PlotlyChart from '../../../../ui/PlotlyChart';
import type { PnlMonteCarloTexts } from './texts';

export interface PnlFanChartProps {
  /** P5, P50, P95 of the net PnL on each day 0…days. */
  bands: readonly [Float64Array, Float64Array, Float64Array];
  lang: Lang;
  texts: PnlMonteCarloTexts;
  idPrefix: string;
}

/** Rows of the text alternative: about this many evenly spaced days. */
const TABLE_ROWS = 11;

const CONFIG = { displayModeBar: false, responsive: true, displaylogo: false };

function cssColor(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Evenly spaced day indices 0…last (at most `rows`, first and last included). */
export function sampleDays(last: number, rows: number = TABLE_ROWS): number[] {
  if (last <= 0) return [0];
  const count = Math.min(rows, last + 1);
  return [...new Set(Array.from({ length: count }, (_, i) => Math.round((i * last) / (count - 1))))];
}

/**
 * The fan chart of the Monte Carlo: the band between the 5th and 95th percentile of the net PnL per
 * day, and the median as a line (lazy plotly, hidden from assistive technology), with a visually
 * hidden table of the same numbers on about eleven days as the text alternative.
 */
export default function PnlFanChart({ bands, lang, texts, idPrefix }: PnlFanChartProps) {
  const [p5, p50, p95] = bands;
  const plot = useMemo(() => {
    const days = Array.from({ length: p50.length }, (_, day) => day);
    const accent = cssColor('--color-accent', '#0b63c5');
    const muted = cssColor('--color-muted', '#666');
    const grid = cssColor('--color-border', '#ddd');
    const text = cssColor('--color-text', '#1a1a1a');
    const line = (name: string, y: Float64Array, extra: object) => ({ type: 'scatter', mode: 'lines', name, x: days, y: Array.from(y), ...extra });
    return {
      data: [
        line(texts.p5Label, p5, { line: { color: muted, width: 1 } }),
        line(texts.p95Label, p95, { line: { color: muted, width: 1 }, fill: 'tonexty', fillcolor: 'rgba(11, 99, 197, 0.15)' }),
        line(texts.p50Label, p50, { line: { color: accent, width: 2 } }),
      ],
      layout: {
        autosize: true,
        height: 320,
        margin: { l: 72, r: 16, t: 24, b: 72 },
        paper_bgcolor: 'rgba(0,0,0,0)',
        plot_bgcolor: 'rgba(0,0,0,0)',
        font: { color: text, family: 'inherit' },
        separators: lang === 'de' ? ',.' : '.,',
        showlegend: true,
        legend: { orientation: 'h', y: -0.28 },
        hovermode: 'x unified',
        xaxis: { title: { text: texts.chartDay }, gridcolor: grid, zeroline: false },
        yaxis: { title: { text: texts.chartPnl }, gridcolor: grid, zeroline: true, zerolinecolor: muted },
      },
    };
  }, [p5, p50, p95, lang, texts]);

  const captionId = `${idPrefix}-mc-chart-caption`;
  return (
    <figure className="calc-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="calc-chart-title">
        {texts.chartTitle}
      </figcaption>
      <PlotlyChart className="calc-chart-plot" data={plot.data} layout={plot.layout} config={CONFIG} fallback={{ loading: texts.chartLoading, failed: texts.chartFailed }} />
      <div className="sr-only">
        <table>
          <caption>{texts.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.chartDay}</th>
              <th scope="col">{texts.p5Label}</th>
              <th scope="col">{texts.p50Label}</th>
              <th scope="col">{texts.p95Label}</th>
            </tr>
          </thead>
          <tbody>
            {sampleDays(p50.length - 1).map((day) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {[p5, p50, p95].map((band, i) => (
                  <td key={i}>{formatValue(band[day] ?? null, 'money', lang)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="calc-help">{texts.chartHelp}</p>
    </figure>
  );
}
