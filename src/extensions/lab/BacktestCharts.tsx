import { useMemo, useState, type ReactNode } from 'react';
import type { IndicatorDeclaration, ParamDeclaration } from '../../engine/backtest/declaration';
import { indicatorLevels } from '../../engine/backtest/levels';
import { indicatorKindSpec, outputSymbol } from '../../engine/backtest/indicatorCatalog';
import { formatValue } from '../../engine/formatNumber';
import { interpolate, localize, type Lang } from '../../engine/localize';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, chartColors, ChartDataTable, dateXAxis } from '../../ui/ChartFigure';
import { sampleIndices } from '../../ui/sampleIndices';
import type { BacktestResult } from '../../engine/backtest/runBacktest';
import type { OhlcSeries } from '../../market/ohlcSeries';
import { barTimeText } from './labTime';
import type { LabTexts } from './texts';
import TradeMarks, { type PlotArea, type TradeMark } from './TradeMarks';
import { FULL_ZOOM, zoomWindow, type Zoom } from './zoomWindow';
import ZoomControl from './ZoomControl';

/**
 * Most points a line draws: long series are thinned evenly (first and last bar kept). 300 points are about
 * three pixels apart on a wide plot, and plotly redraws a chart of them within one short task.
 */
const CHART_POINTS = 300;
/**
 * Most trades marked on the price chart (the latest ones): about a hundred marks stay readable on a
 * desktop-wide plot and render within a few milliseconds.
 */
export const MARKED_TRADES = 100;

interface Line {
  label: string;
  values: ArrayLike<number>;
}

/** A threshold drawn across a chart. */
interface Level {
  label: string;
  value: number;
}

interface ChartsProps {
  series: OhlcSeries;
  result: BacktestResult;
  indicators: readonly IndicatorDeclaration[];
  /** The run's parameters (declarations and values): the indicators' thresholds are drawn from them. */
  params: readonly ParamDeclaration[];
  values: Readonly<Record<string, number>>;
  lang: Lang;
  texts: LabTexts;
}

/** The lowest and highest finite values (±Infinity when there are none). */
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

function union(ranges: readonly (readonly [number, number])[]): [number, number] {
  return ranges.reduce<[number, number]>(([low, high], [l, h]) => [Math.min(low, l), Math.max(high, h)], [Infinity, -Infinity]);
}

/** The share of the price span left free above and below the prices. */
const PRICE_PADDING = 0.04;

/** The lowest low and the highest high of the bars. */
export function barsPriceRange(series: Pick<OhlcSeries, 'low' | 'high'>): [number, number] {
  return union([finiteRange(series.low), finiteRange(series.high)]);
}

/**
 * The price chart's y range: the bars' range (see {@link barsPriceRange}), the drawn lines and the marked
 * prices, padded. The bars' range holds nearly every fill, so a new set of trades leaves the range, and
 * with it the plotly chart, as it is.
 */
export function priceAxisRange(bars: readonly [number, number], lines: readonly ArrayLike<number>[], markedPrices: readonly number[]): [number, number] {
  const [low, high] = union([bars, ...lines.map(finiteRange), finiteRange(markedPrices)]);
  const pad = (high - low) * PRICE_PADDING || Math.abs(high) * PRICE_PADDING || 1;
  return [low - pad, high + pad];
}

/** Plot height of a lab chart in px (the layout's height less its top and bottom margins): readable on a phone. */
export const LAB_PLOT_HEIGHT = 260;

/** The parts of a lab chart's layout the page reads (the trade marks' plot area). */
interface LabLayout {
  margin: PlotArea['margin'];
  height: number;
  xaxis: object;
  yaxis: object;
}

/**
 * The layout of a lab chart, made for a quick redraw on every new result. Plotly's own legend and axis
 * titles are left out: each measures its text after drawing it (forced layouts), together about a third of
 * a redraw. The figure's caption names what the chart shows and an HTML legend ({@link ChartLegend}) names
 * the lines; the x axis shows dates. The tick-label overflow check (another measurement of every label) is
 * off: the margins hold the labels instead, 40 px on the right for half of the widest date ('31.12.2025').
 */
function labLayout(lang: Lang, xaxisExtra: object = {}, yaxisExtra: object = {}): LabLayout {
  const layout = baseLayout(CALCULATOR_CHART_THEME, lang, '', '', { xaxis: dateXAxis(''), showlegend: false }) as LabLayout;
  const { title: _xTitle, ...xaxis } = layout.xaxis as { title?: unknown };
  const { title: _yTitle, ...yaxis } = layout.yaxis as { title?: unknown };
  const margin = { ...layout.margin, r: 40, b: 32 };
  return {
    ...layout,
    margin,
    height: LAB_PLOT_HEIGHT + margin.t + margin.b,
    xaxis: { ...xaxis, ...xaxisExtra, ticklabeloverflow: 'allow' },
    yaxis: { ...yaxis, ...yaxisExtra, ticklabeloverflow: 'allow' },
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
function indicatorLines(indicators: readonly IndicatorDeclaration[], result: BacktestResult, scale: 'price' | 'own', lang: Lang, texts: LabTexts): Line[] {
  const outputNames: Record<string, string | undefined> = texts.charts.outputs;
  return indicators.flatMap((indicator) => {
    const spec = indicatorKindSpec(indicator.kind);
    if (spec.scale !== scale) return [];
    return spec.outputs
      .filter((output) => output !== 'percentB' && output !== 'bandwidth')
      .flatMap((output) => {
        const name = outputSymbol(indicator.id, indicator.kind, output);
        const values = result.indicators[name];
        const base = indicator.label ? localize(indicator.label, lang) : indicator.id;
        const label = spec.outputs.length > 1 ? interpolate(texts.charts.output, { indicator: base, output: outputNames[output] ?? output }) : base;
        return values ? [{ label, values }] : [];
      });
  });
}

/**
 * The backtest's charts (plotly, loaded when near the viewport), each with a table of its numbers for
 * screen readers: price with the price-scale indicators and the trades' entries and exits, the other
 * indicators, equity against buy and hold, and the drawdown.
 */
export default function BacktestCharts({ series, result, indicators, params, values, lang, texts }: ChartsProps) {
  const n = series.close.length;
  const [zoom, setZoom] = useState<Zoom>(FULL_ZOOM);
  // Each chart draws in a task of its own (PlotlyChart's queue), and a draw that a newer zoom replaced is skipped.
  const [first, last] = zoomWindow(n, zoom);
  // A pass over every bar shown: once per data set and zoom, not on every new result.
  const bars = useMemo(() => barsPriceRange({ low: series.low.subarray(first, last + 1), high: series.high.subarray(first, last + 1) }), [series, first, last]);
  const figures = useMemo(() => {
    const indices = sampleIndices(last - first + 1, CHART_POINTS).map((k) => k + first);
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
    const xRange: [number, number] = [series.time[first] ?? NaN, series.time[last] ?? NaN];
    const figure = (name: string, title: string, lines: Line[], extra: { marks?: LegendItem[]; levels?: Level[]; xaxis?: object; yaxis?: object; notes?: string[]; overlay?: (layout: LabLayout) => ReactNode } = {}) => {
      const levels = extra.levels ?? [];
      const legend: LegendItem[] = [
        ...lines.map((line, i) => ({ label: line.label, color: palette[i % palette.length]!, glyph: '—' })),
        ...levels.map((level) => ({ label: level.label, color: colours.muted, glyph: '- -' })),
        ...(extra.marks ?? []),
      ];
      const layout = labLayout(lang, { range: xRange, autorange: false, ...extra.xaxis }, extra.yaxis);
      // A threshold is a dashed line across the plot: two points at the ends of the shown range.
      const levelTraces = levels.map((level) => ({ type: 'scatter', mode: 'lines', name: level.label, x: xRange, y: [level.value, level.value], line: { color: colours.muted, width: 1, dash: 'dash' }, hoverinfo: 'skip' }));
      return {
        name,
        title,
        notes: [legend.length > 1 ? <ChartLegend items={legend} /> : null, ...(extra.notes ?? [])],
        data: [...lines.map((line, i) => lineTrace(line, i)), ...levelTraces],
        layout,
        overlay: extra.overlay?.(layout),
        table: table(title, lines),
      };
    };

    const inRange = (time: number) => time >= xRange[0] && time <= xRange[1];
    const shownTrades = result.trades.filter((trade) => inRange(trade.entryTime) || inRange(trade.exitTime));
    const trades = shownTrades.slice(-MARKED_TRADES);
    const priceLines = [{ label: texts.charts.close, values: series.close }, ...indicatorLines(indicators, result, 'price', lang, texts)];
    const marks: TradeMark[] = trades.flatMap((trade) => [
      { kind: 'entry' as const, time: trade.entryTime, price: trade.entryPrice, title: `${texts.trades.entryTime}: ${barTimeText(trade.entryTime, lang)} · ${formatValue(trade.entryPrice, 'price', lang)}` },
      { kind: 'exit' as const, time: trade.exitTime, price: trade.exitPrice, title: `${texts.trades.exitTime}: ${barTimeText(trade.exitTime, lang)} · ${formatValue(trade.exitPrice, 'price', lang)}` },
    ]).filter((mark) => inRange(mark.time));
    const levelsOf = (shown: readonly IndicatorDeclaration[]): Level[] =>
      shown.flatMap((indicator) =>
        indicatorLevels(indicator, params, values).map((level) => ({
          value: level.value,
          label: interpolate(texts.charts.level, { name: level.param ? localize(level.param.label, lang) : texts.charts.threshold, value: formatValue(level.value, 'number', lang) }),
        })),
      );
    // The drawn points of the lines, not every bar: what is not drawn does not move the axis much.
    const yRange = priceAxisRange(bars, priceLines.map((line) => indices.map((t) => line.values[t] ?? NaN)), marks.map((mark) => mark.price));
    // Each indicator on its own scale gets its own chart (RSI 0–100 and a z-score ±3 do not share an axis).
    const ownCharts = indicators.filter((indicator) => indicatorKindSpec(indicator.kind).scale === 'own');
    return [
      figure('backtest-price', texts.charts.price, priceLines, {
        marks: [
          { label: texts.charts.entries, glyph: '▲', color: colours.ok },
          { label: texts.charts.exits, glyph: '×', color: colours.danger },
        ],
        levels: levelsOf(indicators.filter((indicator) => indicatorKindSpec(indicator.kind).scale === 'price')),
        yaxis: { range: yRange, autorange: false },
        notes: shownTrades.length > MARKED_TRADES ? [interpolate(texts.charts.marked, { shown: formatValue(MARKED_TRADES, 'integer', lang), total: formatValue(shownTrades.length, 'integer', lang) })] : [],
        overlay: (layout) => <TradeMarks area={{ margin: layout.margin, height: layout.height, xRange, yRange }} marks={marks} colors={{ entry: colours.ok, exit: colours.danger }} />,
      }),
      ...ownCharts.map((indicator) => {
        const title = indicator.label ? localize(indicator.label, lang) : indicator.id;
        return figure(`backtest-indicator-${indicator.id}`, title, indicatorLines([indicator], result, 'own', lang, texts), { levels: levelsOf([indicator]) });
      }),
      figure('backtest-equity', texts.charts.equity, [
        { label: texts.charts.equityLine, values: result.equity },
        { label: texts.charts.buyAndHold, values: result.buyAndHold },
      ]),
      figure('backtest-drawdown', texts.charts.drawdown, [{ label: texts.charts.drawdown, values: result.drawdown.map((value) => -value) }], { yaxis: { tickformat: '.0%' } }),
    ];
  }, [series, n, first, last, bars, result, indicators, params, values, lang, texts]);

  return (
    <>
      <ZoomControl zoom={zoom} onZoom={setZoom} time={series.time} lang={lang} texts={texts} />
      {figures.map((figure) => (
        <ChartFigure key={figure.name} name={figure.name} title={figure.title} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} notes={figure.notes} overlay={figure.overlay} fallback={{ loading: texts.charts.loading, failed: texts.charts.failed }}>
          <ChartDataTable table={figure.table} />
        </ChartFigure>
      ))}
    </>
  );
}
