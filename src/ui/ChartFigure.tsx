import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import PlotlyChart from './PlotlyChart';

/**
 * The one chart figure of the site, used by calculators, add-ons and modules alike: the site's chart
 * colours, a plotly layout in the site's look, and a figure around the lazy plotly chart with a text
 * alternative. What differs between the places (their CSS class names and a few layout details) is
 * a {@link ChartTheme} each defines once.
 */
export interface ChartTheme {
  /** Class names of the figure, its caption (none: no class) and the plot's box. */
  figureClass: string;
  titleClass?: string;
  plotClass: string;
  /** Class of the visible notes under the plot. */
  noteClass?: string;
  /** Class of the text shown when there is nothing to draw. */
  unavailableClass?: string;
  /** Bottom margin of the plot (px): room for the x-axis ticks and title. */
  marginBottom: number;
  hovermode: 'closest' | 'x unified';
  /** Draw the y = 0 line in the muted colour (else plotly's default). */
  mutedZeroLine: boolean;
}

export interface ChartTable {
  caption: string;
  columns: readonly string[];
  /** Rows of formatted cells; the first cell heads its row. */
  rows: readonly (readonly string[])[];
}

/**
 * Until the plot's box has been measured plotly sizes itself (autosize, responsive); then the figure passes
 * the measured width (autosize off, no responsive handler) and redraws when the box's width changes. A
 * plot that sizes itself reads its container's computed size and re-lays itself out inside the draw,
 * which forces style and layout of the whole page in the middle of the task that draws it.
 */
const CONFIG_AUTOSIZE = { displayModeBar: false, responsive: true, displaylogo: false };
const CONFIG_FIXED = { displayModeBar: false, responsive: false, displaylogo: false };

/** The width of the element (whole px), kept current as it resizes; 0 until measured or while hidden. */
function useBoxWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect.width ?? 0;
      setWidth(Math.floor(box));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** Narrower than this the box is hidden or collapsing: plotly sizes itself. */
const MIN_FIXED_WIDTH = 120;

/** The look of charts inside a calculator form: a calculator's own charts and those of its add-ons. */
export const CALCULATOR_CHART_THEME: ChartTheme = {
  figureClass: 'calc-chart',
  titleClass: 'calc-chart-title',
  plotClass: 'calc-chart-plot',
  noteClass: 'calc-help',
  unavailableClass: 'calc-chart-fallback',
  marginBottom: 56,
  hovermode: 'x unified',
  mutedZeroLine: false,
};

export function cssColor(name: string, fallback: string): string {
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

const DAY_MS = 86_400_000;

/**
 * Tick and hover formats of a date axis in the language: plotly writes English month names ('Jan 12
 * 2025'), so German gets numeric dates, as short as the tick step allows: the time below a day's step,
 * 12.01.2025 up to a month, 01.2025 up to a year, then 2025 (a narrow plot keeps its labels level).
 * English keeps plotly's own formats (empty object).
 */
export function dateAxisFormats(lang: 'en' | 'de'): Record<string, unknown> {
  if (lang !== 'de') return {};
  return {
    tickformat: '%d.%m.%Y',
    tickformatstops: [
      { dtickrange: [null, DAY_MS], value: '%H:%M<br>%d.%m.%Y' },
      // Plotly applies the first stop whose range holds the step, ends included; other steps use tickformat.
      { dtickrange: ['M1', 'M6'], value: '%m.%Y' },
      { dtickrange: ['M12', null], value: '%Y' },
    ],
    hoverformat: '%d.%m.%Y %H:%M',
  };
}

/** An x axis of dates with the default look (title, grid), for `baseLayout`'s `extra`. */
export function dateXAxis(title: string): Record<string, unknown> {
  return { type: 'date', title: { text: title }, gridcolor: cssColor('--color-border', '#cbd5e1'), zeroline: false };
}

/**
 * A plotly layout in the site's look: transparent, theme colours, the language's number separators,
 * axis titles. `extra` replaces top-level keys (an `xaxis` or `yaxis` in it replaces the whole axis).
 * Axes of `type: 'date'` get the language's date formats ({@link dateAxisFormats}) unless they set their own.
 */
export function baseLayout(theme: ChartTheme, lang: 'en' | 'de', xTitle: string, yTitle: string, extra: object = {}): object {
  const grid = cssColor('--color-border', '#cbd5e1');
  const yaxis: Record<string, unknown> = { title: { text: yTitle }, gridcolor: grid, zeroline: true };
  if (theme.mutedZeroLine) yaxis.zerolinecolor = cssColor('--color-muted', '#4b5563');
  const layout: Record<string, unknown> = {
    autosize: true,
    height: 300,
    margin: { l: 72, r: 16, t: 16, b: theme.marginBottom },
    paper_bgcolor: 'rgba(0,0,0,0)',
    plot_bgcolor: 'rgba(0,0,0,0)',
    font: { color: cssColor('--color-text', '#0f172a'), family: 'inherit' },
    separators: lang === 'de' ? ',.' : '.,',
    showlegend: false,
    hovermode: theme.hovermode,
    xaxis: { title: { text: xTitle }, gridcolor: grid, zeroline: false },
    yaxis,
    ...extra,
  };
  const formats = dateAxisFormats(lang);
  for (const [key, axis] of Object.entries(layout)) {
    if (/^[xy]axis\d*$/.test(key) && axis && typeof axis === 'object' && (axis as { type?: unknown }).type === 'date') layout[key] = { ...formats, ...axis };
  }
  return layout;
}

export interface ChartFigureProps {
  /** `data-chart` name for tests and the bench. */
  name: string;
  title: string;
  theme: ChartTheme;
  data: object[];
  layout: object;
  /** Texts shown while plotly loads and when it fails to load. */
  fallback: { loading: string; failed: string };
  /** Visible one-line notes under the plot (help, summary); empty ones are left out. */
  notes?: readonly ReactNode[];
  /** Drawn over the plot once plotly has drawn it (see {@link PlotlyChart}). */
  overlay?: ReactNode;
  /** Shown instead of the plot and its text alternative when there is nothing to draw. */
  unavailable?: string;
  /** The text alternative, visually hidden (a table of the chart's numbers, a summary). */
  children: ReactNode;
}

/**
 * A figure with a caption, a lazily loaded plotly chart (hidden from assistive technology), optional
 * notes and a text alternative for screen readers.
 */
export default function ChartFigure({ name, title, theme, data, layout, fallback, notes = [], overlay, unavailable, children }: ChartFigureProps) {
  const captionId = useId();
  const [box, width] = useBoxWidth();
  // A layout that sets its own width keeps it.
  const fixed = width >= MIN_FIXED_WIDTH && !('width' in layout);
  const sizedLayout = useMemo(() => (fixed ? { ...layout, autosize: false, width } : layout), [fixed, layout, width]);
  return (
    <figure className={theme.figureClass} data-chart={name} aria-labelledby={captionId}>
      <figcaption id={captionId} className={theme.titleClass}>
        {title}
      </figcaption>
      {unavailable === undefined ? (
        <>
          <div ref={box}>
            <PlotlyChart className={theme.plotClass} data={data} layout={sizedLayout} config={fixed ? CONFIG_FIXED : CONFIG_AUTOSIZE} fallback={fallback} overlay={overlay} />
          </div>
          <div className="sr-only">{children}</div>
        </>
      ) : (
        <p className={theme.unavailableClass}>{unavailable}</p>
      )}
      {notes.map((note, index) =>
        note ? (
          <p key={index} className={theme.noteClass}>
            {note}
          </p>
        ) : null,
      )}
    </figure>
  );
}

/** A chart's numbers as a table: column headers, and each row headed by its first cell. */
export function ChartDataTable({ table }: { table: ChartTable }) {
  return (
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
  );
}
