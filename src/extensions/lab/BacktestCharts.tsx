import { useMemo } from 'react';
import type { IndicatorDeclaration } from '../../engine/backtest/declaration';
import { indicatorKindSpec, outputSymbol } from '../../engine/backtest/indicatorCatalog';
import { formatValue } from '../../engine/formatNumber';
import { interpolate, localize, type Lang } from '../../engine/localize';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, chartColors, ChartDataTable, dateXAxis } from '../../ui/ChartFigure';
import { sampleIndices } from '../../ui/sampleIndices';
import type { BacktestResult } from './backtest/runBacktest';
import type { OhlcSeries } from './data/ohlcSeries';
import { barTimeText } from './labTime';
import type { LabTexts } from './texts';

/**
 * Most points a line draws: long series are thinned evenly (first and last bar kept). 300 points are about
 * three pixels apart on a wide plot, and plotly redraws a chart of them within one short task.
 */
const CHART_POINTS = 300;
/**
 * Most trades marked on the price chart (the latest ones). Every marker is an SVG element plotly styles
 * one by one (about 0.05 ms each, more while the code is still cold): 60 trades keep the chart's redraw
 * within one short task.
 */
export const MARKED_TRADES = 60;
/**
 * The price chart's marker grid: cells of about 2 px on a 1,100 × 230 px plot. Every marker is its own SVG
 * element and styling ~1,000 of them was half of the chart's draw; markers of the same kind whose centres
 * fall in one cell overlap all but exactly (they are 8 px wide), so one per cell draws the same picture.
 */
const MARKER_COLUMNS = 600;
const MARKER_ROWS = 120;

interface Line {
  label: string;
  values: ArrayLike<number>;
}

/** Trades marked on the price chart: where they happened, and how they are drawn. */
interface MarkerSet {
  label: string;
  times: number[];
  prices: number[];
  /** Plotly's marker symbol, and the glyph of it in the legend. */
  symbol: string;
  glyph: string;
  color: string;
}

interface ChartsProps {
  series: OhlcSeries;
  result: BacktestResult;
  indicators: readonly IndicatorDeclaration[];
  lang: Lang;
  texts: LabTexts;
}

/**
 * Indices of the points to draw so that at most one falls in each cell of a `columns` × `rows` grid over
 * the ranges (the last point of a cell wins; points outside the ranges or not finite are dropped), in
 * their original order.
 */
export function thinToGrid(xs: readonly number[], ys: readonly number[], xRange: readonly [number, number], yRange: readonly [number, number], columns: number, rows: number): number[] {
  const cellOf = (value: number, [low, high]: readonly [number, number], cells: number) => (high > low ? Math.min(cells - 1, Math.floor(((value - low) / (high - low)) * cells)) : 0);
  const kept = new Map<number, number>();
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (!Number.isFinite(x) || !Number.isFinite(y) || x < xRange[0] || x > xRange[1] || y < yRange[0] || y > yRange[1]) continue;
    kept.set(cellOf(x, xRange, columns) * rows + cellOf(y, yRange, rows), i);
  }
  return [...kept.values()].sort((a, b) => a - b);
}

function finiteRange(values: ArrayLike<number>): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isFinite(v)) {
      low = Math.min(low, v);
      high = Math.max(high, v);
    }
  }
  return [low, high];
}

/**
 * The layout of a lab chart, made for a quick redraw on every new result. Plotly's own legend and axis
 * titles are left out: each measures its text after drawing it (forced layouts), together about a third of
 * a redraw. The figure's caption names what the chart shows and an HTML legend ({@link ChartLegend}) names
 * the lines; the x axis shows dates. The tick-label overflow check (another measurement of every label) is
 * off: the margins hold the labels instead, 40 px on the right for half of the widest date ('31.12.2025').
 */
function labLayout(lang: Lang, yaxis: object = {}): object {
  const layout = baseLayout(CALCULATOR_CHART_THEME, lang, '', '', { xaxis: dateXAxis(''), showlegend: false }) as { xaxis: object; yaxis: object; margin: object };
  const { title: _xTitle, ...xaxis } = layout.xaxis as { title?: unknown };
  const { title: _yTitle, ...baseY } = layout.yaxis as { title?: unknown };
  return {
    ...layout,
    margin: { ...layout.margin, r: 40, b: 32 },
    xaxis: { ...xaxis, ticklabeloverflow: 'allow' },
    yaxis: { ...baseY, ...yaxis, ticklabeloverflow: 'allow' },
  };
}

interface LegendItem {
  label: string;
  color: string;
  /** The glyph shown before the label: a line, or a marker's shape. */
  glyph: string;
}

/** The chart's legend as text under the plot (the plot itself is hidden from assistive technology). */
function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <span className="lab-legend">
      {items.map((item) => (
        <span key={item.label} className="lab-legend-item">
          <span aria-hidden="true" style={{ color: item.color }}>
            {item.glyph}
          </span>{' '}
          {item.label}
        </span>
      ))}
    </span>
  );
}

/** The indicator outputs of one scale ('price': over the candles; 'own': their own chart), labelled. */
function indicatorLines(indicators: readonly IndicatorDeclaration[], result: BacktestResult, scale: 'price' | 'own', lang: Lang): Line[] {
  return indicators.flatMap((indicator) => {
    const spec = indicatorKindSpec(indicator.kind);
    if (spec.scale !== scale) return [];
    return spec.outputs
      .filter((output) => output !== 'percentB' && output !== 'bandwidth')
      .flatMap((output) => {
        const name = outputSymbol(indicator.id, indicator.kind, output);
        const values = result.indicators[name];
        const base = indicator.label ? localize(indicator.label, lang) : indicator.id;
        return values ? [{ label: spec.outputs.length > 1 ? `${base} ${output}` : base, values }] : [];
      });
  });
}

/**
 * The backtest's charts (plotly, loaded when near the viewport), each with a table of its numbers for
 * screen readers: price with the price-scale indicators and the trades' entries and exits, the other
 * indicators, equity against buy and hold, and the drawdown.
 */
export default function BacktestCharts({ series, result, indicators, lang, texts }: ChartsProps) {
  const figures = useMemo(() => {
    const n = series.close.length;
    const indices = sampleIndices(n, CHART_POINTS);
    // Unix milliseconds: a date axis reads them as they are, where ISO strings would be parsed point by point.
    const x = indices.map((t) => series.time[t] ?? NaN);
    const colours = chartColors();
    const palette = [colours.accent, colours.warn, colours.ok, colours.muted, colours.danger];
    const lineTrace = (line: Line, i: number, extra: object = {}) => ({ type: 'scatter', mode: 'lines', name: line.label, x, y: indices.map((t) => { const v = line.values[t] ?? NaN; return Number.isFinite(v) ? v : null; }), line: { color: palette[i % palette.length], width: i === 0 ? 2 : 1.5 }, ...extra });
    const table = (title: string, lines: Line[]) => ({
      caption: interpolate(texts.charts.table, { title }),
      columns: [texts.charts.time, ...lines.map((line) => line.label)],
      rows: sampleIndices(n).map((t) => [barTimeText(series.time[t] ?? NaN, lang), ...lines.map((line) => formatValue(line.values[t] ?? NaN, 'number', lang))]),
    });
    const figure = (name: string, title: string, lines: Line[], markerSets: MarkerSet[] = [], yaxis: object = {}, notes: string[] = []) => {
      const legend: LegendItem[] = [...lines.map((line, i) => ({ label: line.label, color: palette[i % palette.length]!, glyph: '—' })), ...markerSets.map((set) => ({ label: set.label, color: set.color, glyph: set.glyph }))];
      return {
        name,
        title,
        notes: [legend.length > 1 ? <ChartLegend items={legend} /> : null, ...notes],
        data: [...lines.map((line, i) => lineTrace(line, i)), ...markerSets.map(markerTrace)],
        layout: labLayout(lang, yaxis),
        table: table(title, lines),
      };
    };

    const trades = result.trades.slice(-MARKED_TRADES);
    const priceLines = [{ label: texts.charts.close, values: series.close }, ...indicatorLines(indicators, result, 'price', lang)];
    // The grid spans the chart's data: every bar's time, and the drawn points of the price-scale lines and
    // the marked prices (the drawn points, not every bar: what is not drawn does not move the axis much,
    // and a pass over 100,000 bars per line would cost the page more than the whole draw).
    const timeRange: [number, number] = [series.time[0] ?? NaN, series.time[n - 1] ?? NaN];
    const priceRange = [...priceLines.map((line) => finiteRange(indices.map((t) => line.values[t] ?? NaN))), finiteRange(trades.flatMap((trade) => [trade.entryPrice, trade.exitPrice]))].reduce<[number, number]>(
      ([low, high], [l, h]) => [Math.min(low, l), Math.max(high, h)],
      [Infinity, -Infinity],
    );
    const markerTrace = ({ label, times, prices, symbol, color }: MarkerSet) => {
      const shown = thinToGrid(times, prices, timeRange, priceRange, MARKER_COLUMNS, MARKER_ROWS);
      return { type: 'scatter', mode: 'markers', name: label, x: shown.map((i) => times[i]!), y: shown.map((i) => prices[i]!), marker: { symbol, size: 8, color } };
    };
    // Each indicator on its own scale gets its own chart (RSI 0–100 and a z-score ±3 do not share an axis).
    const ownCharts = indicators.filter((indicator) => indicatorKindSpec(indicator.kind).scale === 'own');
    return [
      figure(
        'backtest-price',
        texts.charts.price,
        priceLines,
        [
          { label: texts.charts.entries, times: trades.map((trade) => trade.entryTime), prices: trades.map((trade) => trade.entryPrice), symbol: 'triangle-up', glyph: '▲', color: colours.ok },
          { label: texts.charts.exits, times: trades.map((trade) => trade.exitTime), prices: trades.map((trade) => trade.exitPrice), symbol: 'x', glyph: '×', color: colours.danger },
        ],
        {},
        result.trades.length > MARKED_TRADES ? [interpolate(texts.charts.marked, { shown: formatValue(MARKED_TRADES, 'integer', lang), total: formatValue(result.trades.length, 'integer', lang) })] : [],
      ),
      ...ownCharts.map((indicator) => {
        const title = indicator.label ? localize(indicator.label, lang) : indicator.id;
        return figure(`backtest-indicator-${indicator.id}`, title, indicatorLines([indicator], result, 'own', lang));
      }),
      figure('backtest-equity', texts.charts.equity, [
        { label: texts.charts.equityLine, values: result.equity },
        { label: texts.charts.buyAndHold, values: result.buyAndHold },
      ]),
      figure('backtest-drawdown', texts.charts.drawdown, [{ label: texts.charts.drawdown, values: result.drawdown.map((value) => -value) }], [], { tickformat: '.0%' }),
    ];
  }, [series, result, indicators, lang, texts]);

  return figures.map((figure) => (
    <ChartFigure key={figure.name} name={figure.name} title={figure.title} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} notes={figure.notes} fallback={{ loading: texts.charts.loading, failed: texts.charts.failed }}>
      <ChartDataTable table={figure.table} />
    </ChartFigure>
  ));
}
