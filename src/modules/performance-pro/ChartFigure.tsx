import { useId, type ReactNode } from 'react';
import PlotlyChart from '../../blocks/calculator/PlotlyChart';
import type { Translate } from './useTexts';

const CONFIG = { displayModeBar: false, responsive: true, displaylogo: false };

export function cssColor(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** The shared plotly layout: transparent, theme colours, the language's separators. */
export function baseLayout(lang: 'en' | 'de', xTitle: string, yTitle: string, extra: object = {}): object {
  const grid = cssColor('--color-border', '#cbd5e1');
  return {
    autosize: true,
    height: 300,
    margin: { l: 72, r: 16, t: 16, b: 56 },
    paper_bgcolor: 'rgba(0,0,0,0)',
    plot_bgcolor: 'rgba(0,0,0,0)',
    font: { color: cssColor('--color-text', '#0f172a'), family: 'inherit' },
    separators: lang === 'de' ? ',.' : '.,',
    showlegend: false,
    hovermode: 'x unified',
    xaxis: { title: { text: xTitle }, gridcolor: grid, zeroline: false },
    yaxis: { title: { text: yTitle }, gridcolor: grid, zeroline: true },
    ...extra,
  };
}

interface Props {
  /** `data-chart` name for tests and the bench. */
  name: string;
  title: string;
  t: Translate;
  data: object[];
  layout: object;
  /** The text alternative (a visually hidden table or summary). */
  children: ReactNode;
}

/**
 * A figure with a caption, a lazily loaded plotly chart (hidden from assistive technology) and a
 * text alternative for screen readers.
 */
export default function ChartFigure({ name, title, t, data, layout, children }: Props) {
  const id = useId();
  return (
    <figure className="pp-chart" data-chart={name} aria-labelledby={id}>
      <figcaption id={id}>{title}</figcaption>
      <PlotlyChart className="pp-chart-plot" data={data} layout={layout} config={CONFIG} fallback={{ loading: t('chartLoading'), failed: t('chartFailed') }} />
      <div className="sr-only">{children}</div>
    </figure>
  );
}
