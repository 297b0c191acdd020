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

/** Most points a line draws: long series are thinned evenly (first and last bar kept). */
const CHART_POINTS = 1000;
/** Most trades marked on the price chart (the latest ones). */
const MARKED_TRADES = 500;
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

interface ChartsProps {
  series: OhlcSeries;
  result: BacktestResult;
  indicators: readonly IndicatorDeclaration[];
  lang: Lang;
  texts: LabTexts;
}

const iso = (ms: number) => new Date(ms).toISOString();

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
    const x = indices.map((t) => iso(series.time[t] ?? NaN));
    const colours = chartColors();
    const palette = [colours.accent, colours.warn, colours.ok, colours.muted, colours.danger];
    const lineTrace = (line: Line, i: number, extra: object = {}) => ({ type: 'scatter', mode: 'lines', name: line.label, x, y: indices.map((t) => { const v = line.values[t] ?? NaN; return Number.isFinite(v) ? v : null; }), line: { color: palette[i % palette.length], width: i === 0 ? 2 : 1.5 }, ...extra });
    const table = (title: string, lines: Line[]) => ({
      caption: interpolate(texts.charts.table, { title }),
      columns: [texts.charts.time, ...lines.map((line) => line.label)],
      rows: sampleIndices(n).map((t) => [barTimeText(series.time[t] ?? NaN, lang), ...lines.map((line) => formatValue(line.values[t] ?? NaN, 'number', lang))]),
    });
    const figure = (name: string, title: string, yTitle: string, lines: Line[], extraTraces: object[] = [], extraLayout: object = {}) => ({
      name,
      title,
      data: [...lines.map((line, i) => lineTrace(line, i)), ...extraTraces],
      layout: baseLayout(CALCULATOR_CHART_THEME, lang, texts.charts.time, yTitle, { xaxis: dateXAxis(texts.charts.time), showlegend: lines.length + extraTraces.length > 1, legend: { orientation: 'h', y: -0.3 }, ...extraLayout }),
      table: table(title, lines),
    });

    const trades = result.trades.slice(-MARKED_TRADES);
    const priceLines = [{ label: texts.charts.close, values: series.close }, ...indicatorLines(indicators, result, 'price', lang)];
    // The grid spans the chart's data: every bar's time, and every price-scale line and marked price.
    const timeRange: [number, number] = [series.time[0] ?? NaN, series.time[n - 1] ?? NaN];
    const priceRange = [...priceLines.map((line) => finiteRange(line.values)), finiteRange(trades.flatMap((trade) => [trade.entryPrice, trade.exitPrice]))].reduce<[number, number]>(
      ([low, high], [l, h]) => [Math.min(low, l), Math.max(high, h)],
      [Infinity, -Infinity],
    );
    const markers = (label: string, times: number[], prices: number[], symbol: string, color: string) => {
      const shown = thinToGrid(times, prices, timeRange, priceRange, MARKER_COLUMNS, MARKER_ROWS);
      return { type: 'scatter', mode: 'markers', name: label, x: shown.map((i) => iso(times[i]!)), y: shown.map((i) => prices[i]!), marker: { symbol, size: 8, color } };
    };
    // Each indicator on its own scale gets its own chart (RSI 0–100 and a z-score ±3 do not share an axis).
    const ownCharts = indicators.filter((indicator) => indicatorKindSpec(indicator.kind).scale === 'own');
    return [
      figure('backtest-price', texts.charts.price, texts.charts.priceAxis, priceLines, [
        markers(texts.charts.entries, trades.map((trade) => trade.entryTime), trades.map((trade) => trade.entryPrice), 'triangle-up', colours.ok),
        markers(texts.charts.exits, trades.map((trade) => trade.exitTime), trades.map((trade) => trade.exitPrice), 'x', colours.danger),
      ]),
      ...ownCharts.map((indicator) => {
        const title = indicator.label ? localize(indicator.label, lang) : indicator.id;
        return figure(`backtest-indicator-${indicator.id}`, title, title, indicatorLines([indicator], result, 'own', lang));
      }),
      figure('backtest-equity', texts.charts.equity, 'USDT', [
        { label: texts.charts.equityLine, values: result.equity },
        { label: texts.charts.buyAndHold, values: result.buyAndHold },
      ]),
      figure('backtest-drawdown', texts.charts.drawdown, texts.charts.drawdown, [{ label: texts.charts.drawdown, values: result.drawdown.map((value) => -value) }], [], { yaxis: { title: { text: texts.charts.drawdown }, tickformat: '.0%' } }),
    ];
  }, [series, result, indicators, lang, texts]);

  return figures.map((figure) => (
    <ChartFigure key={figure.name} name={figure.name} title={figure.title} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} fallback={{ loading: texts.charts.loading, failed: texts.charts.failed }}>
      <ChartDataTable table={figure.table} />
    </ChartFigure>
  ));
}
