import { useId, type ReactNode } from 'react';
import PlotlyChart from '../../blocks/calculator/PlotlyChart';

export interface ChartTable {
  caption: string;
  columns: readonly string[];
  /** Rows of formatted cells; the first cell heads its row. */
  rows: readonly (readonly string[])[];
}

export interface ChartFigureProps {
  name: string;
  title: string;
  help: string;
  data: object[];
  layout: object;
  fallback: { loading: string; failed: string };
  /** The text alternative: a visually hidden table of the chart's numbers. */
  table: ChartTable;
  /** A visible one-line summary (optional). */
  summary?: ReactNode;
}

const CONFIG = { displayModeBar: false, responsive: true, displaylogo: false };

/** One chart (lazy plotly, hidden from assistive technology) with its caption, help and hidden data table. */
export default function ChartFigure({ name, title, help, data, layout, fallback, table, summary }: ChartFigureProps) {
  const captionId = useId();
  return (
    <figure className="oa-chart" data-chart={name} aria-labelledby={captionId}>
      <figcaption id={captionId} className="oa-chart__title">
        {title}
      </figcaption>
      <PlotlyChart className="oa-chart__plot" data={data} layout={layout} config={CONFIG} fallback={fallback} />
      <p className="oa-note">{help}</p>
      {summary ? <p className="oa-note">{summary}</p> : null}
      <div className="sr-only">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={column}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function cssColor(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** The site's chart colours (read from the CSS tokens once per call). */
export function chartColors() {
  return {
    accent: cssColor('--color-accent', '#1d4ed8'),
    muted: cssColor('--color-muted', '#4b5563'),
    grid: cssColor('--color-border', '#cbd5e1'),
    text: cssColor('--color-text', '#0f172a'),
    ok: cssColor('--color-ok', '#166534'),
    danger: cssColor('--color-danger', '#b91c1c'),
    warn: cssColor('--color-warn', '#a15c07'),
  };
}

/** A plotly layout in the site's look: transparent, the language's number separators, axis titles. */
export function baseLayout(lang: 'en' | 'de', xTitle: string, yTitle: string, extra: object = {}): object {
  const colors = chartColors();
  return {
    autosize: true,
    height: 300,
    margin: { l: 72, r: 16, t: 16, b: 64 },
    paper_bgcolor: 'rgba(0,0,0,0)',
    plot_bgcolor: 'rgba(0,0,0,0)',
    font: { color: colors.text, family: 'inherit' },
    separators: lang === 'de' ? ',.' : '.,',
    showlegend: false,
    hovermode: 'closest',
    xaxis: { title: { text: xTitle }, gridcolor: colors.grid, zeroline: false },
    yaxis: { title: { text: yTitle }, gridcolor: colors.grid, zeroline: true, zerolinecolor: colors.muted },
    ...extra,
  };
}
