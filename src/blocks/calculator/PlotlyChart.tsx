import { useEffect, useRef, useState } from 'react';
import type { PlotlyStatic } from 'plotly.js-cartesian-dist-min';

let plotlyPromise: Promise<PlotlyStatic> | undefined;

/** Loads plotly once, as its own lazy chunk (only pages that draw a chart fetch it). */
function loadPlotly(): Promise<PlotlyStatic> {
  plotlyPromise ??= import('plotly.js-cartesian-dist-min').then((module) => module.default);
  return plotlyPromise;
}

export interface PlotlyChartProps {
  data: object[];
  layout: object;
  config?: object;
  className?: string;
  /** Texts shown while plotly loads and when it fails to load. */
  fallback: { loading: string; failed: string };
}

/**
 * A thin React wrapper over plotly (no react-plotly.js, no full `plotly.js` peer): `Plotly.react`
 * in an effect whenever data or layout change, `Plotly.purge` on unmount. The plot is
 * `aria-hidden`: the calling component provides the accessible alternative.
 */
export default function PlotlyChart({ data, layout, config, className, fallback }: PlotlyChartProps) {
  const root = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadPlotly()
      .then((plotly) => {
        const element = root.current;
        if (cancelled || !element) return undefined;
        return plotly.react(element, data, layout, config).then(() => {
          if (!cancelled) setState('ready');
        });
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [data, layout, config]);

  useEffect(() => {
    const element = root.current;
    return () => {
      if (element) void loadPlotly().then((plotly) => plotly.purge(element), () => undefined);
    };
  }, []);

  return (
    <div className={className} data-plot-state={state}>
      <div ref={root} aria-hidden="true" />
      {state === 'ready' ? null : <p className="calc-chart-fallback">{state === 'loading' ? fallback.loading : fallback.failed}</p>}
    </div>
  );
}
