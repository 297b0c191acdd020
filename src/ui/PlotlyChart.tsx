import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sameFigure } from './sameFigure';
import { useNearViewport } from './useNearViewport';
import type { PlotlyStatic } from 'plotly.js-basic-dist-min';

let plotlyPromise: Promise<PlotlyStatic> | undefined;

/** Loads plotly once, as its own lazy chunk (only pages that draw a chart fetch it). */
function loadPlotly(): Promise<PlotlyStatic> {
  plotlyPromise ??= import('plotly.js-basic-dist-min').then((module) => module.default);
  return plotlyPromise;
}

/**
 * One plotly draw per task. A first draw costs ~40–60 ms (defaults, axes, tick labels measured with
 * getBoundingClientRect); a report whose four or five charts come near the viewport together would
 * otherwise draw them all in one task and freeze the tab for ~200 ms. Draws wait in this queue, in
 * the order asked, and each starts in a task of its own (a zero-delay timeout), so the browser can
 * handle input and paint between two charts. The queue is shared by every chart on the page. It waits
 * for the synchronous part of a draw only (nearly all of plotly's work): a plot whose promise settles
 * late, or never, does not hold up the others.
 */
const drawQueue: (() => void)[] = [];
let draining = false;

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function drainDraws(): Promise<void> {
  draining = true;
  try {
    for (let job = drawQueue.shift(); job; job = drawQueue.shift()) {
      await nextTask();
      job();
    }
  } finally {
    draining = false;
  }
}

/** Runs `draw` in a task of its own after the draws queued before it; settles as its result does. */
function drawSoon(draw: () => Promise<unknown> | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    drawQueue.push(() => {
      try {
        Promise.resolve(draw()).then(() => resolve(), reject);
      } catch (error) {
        reject(error);
      }
    });
    if (!draining) void drainDraws();
  });
}

export interface PlotlyChartProps {
  data: object[];
  layout: object;
  config?: object;
  className?: string;
  /** Texts shown while plotly loads and when it fails to load. */
  fallback: { loading: string; failed: string };
  /** Drawn over the plot once it is drawn (absolutely positioned in the plot's box). */
  overlay?: ReactNode;
}

interface Figure {
  data: object[];
  layout: object;
  config?: object;
}

/**
 * A thin React wrapper over plotly (no react-plotly.js, no full `plotly.js` peer): loads plotly when
 * the chart comes near the viewport, then `Plotly.react` whenever data, layout or config change in value
 * (one chart per task, see {@link drawSoon}), `Plotly.purge` on unmount. A render that only built the
 * figure drawn last anew draws nothing: plotly would redraw the whole chart for every new array. The plot
 * is `aria-hidden`: the calling component provides the accessible alternative.
 */
export default function PlotlyChart({ data, layout, config, className, fallback, overlay }: PlotlyChartProps) {
  const root = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const near = useNearViewport(root);
  const drawn = useRef<Figure>(undefined);

  useEffect(() => {
    if (!near) return undefined;
    const figure: Figure = { data, layout, config };
    if (drawn.current && sameFigure(drawn.current, figure)) return undefined;
    let cancelled = false;
    loadPlotly()
      .then((plotly) =>
        drawSoon(() => {
          // Checked when the draw's turn comes: the chart may have gone or changed while it waited.
          const element = root.current;
          if (cancelled || !element) return undefined;
          drawn.current = figure;
          // Plotly writes into the layout it is given (the axis ranges it found): it gets a copy, so that
          // the figure kept for the comparison stays as the caller made it.
          return plotly.react(element, data, structuredClone(layout), config).then(() => {
            if (!cancelled) setState('ready');
          });
        }),
      )
      .catch(() => {
        drawn.current = undefined;
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [near, data, layout, config]);

  useEffect(() => {
    const element = root.current;
    return () => {
      // Purge only what was drawn: unmounting must not fetch plotly for a chart never shown.
      if (element && plotlyPromise) void plotlyPromise.then((plotly) => plotly.purge(element), () => undefined);
    };
  }, []);

  return (
    <div className={className} data-plot-state={state} style={overlay ? { position: 'relative' } : undefined}>
      <div ref={root} aria-hidden="true" />
      {state === 'ready' ? overlay : null}
      {state === 'ready' ? null : <p className="calc-chart-fallback">{state === 'loading' ? fallback.loading : fallback.failed}</p>}
    </div>
  );
}
