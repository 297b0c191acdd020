import { useMemo } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import ChartFigure, { baseLayout, ChartDataTable, cssColor, dateXAxis, type ChartTheme } from '../../../ui/ChartFigure';
import { sampleIndices } from '../../../ui/sampleIndices';
import { downsampleIndices } from './core/downsample';
import { isoDay } from '../../shared/trades/parseTradeDate';
import type { PerformanceReport } from '../../shared/trades/performanceReport';
import { returnHistogram } from './core/returnHistogram';
import type { Translate } from './useTexts';
import { valueAt } from '../../../finance/valueAt';

/** Performance Pro's charts: its CSS classes; hovering shows every series at one x. */
export const CHART_THEME: ChartTheme = { figureClass: 'pp-chart', plotClass: 'pp-chart-plot', marginBottom: 56, hovermode: 'x unified', mutedZeroLine: false };

/** Texts of a chart while plotly loads and when it fails to load. */
export function chartFallback(t: Translate) {
  return { loading: t('chartLoading'), failed: t('chartFailed') };
}

/** Time of equity point i: the trade that led to it (point 0, the start, takes the first trade's). */
function timeOf(trades: PerformanceReport['trades'], i: number): number {
  return trades[Math.max(0, i - 1)]?.time ?? 0;
}

interface Props {
  report: PerformanceReport;
  lang: Lang;
  t: Translate;
}

/**
 * Equity and drawdown (trade by trade, drawn from at most ~2,000 points that keep every bucket's high
 * and low) and the histogram of the returns, each with a hidden table as its text alternative.
 */
export default function ReportCharts({ report, lang, t }: Props) {
  const { equity, drawdown, trades } = report;

  const equityPlot = useMemo(() => {
    const picks = downsampleIndices(equity);
    const x = Array.from(picks, (i) => new Date(timeOf(trades, i)).toISOString());
    const accent = cssColor('--color-accent', '#1d4ed8');
    const danger = cssColor('--color-danger', '#b91c1c');
    const ddPicks = downsampleIndices(drawdown);
    return {
      equity: [{ type: 'scatter', mode: 'lines', x, y: Array.from(picks, (i) => valueAt(equity, i)), line: { color: accent, width: 1.5 }, name: t('axisEquity') }],
      drawdown: [
        {
          type: 'scatter',
          mode: 'lines',
          x: Array.from(ddPicks, (i) => new Date(timeOf(trades, i)).toISOString()),
          y: Array.from(ddPicks, (i) => -valueAt(drawdown, i)),
          fill: 'tozeroy',
          line: { color: danger, width: 1 },
          name: t('axisDrawdown'),
        },
      ],
    };
  }, [equity, drawdown, trades, t]);

  const histogram = useMemo(() => returnHistogram(report.returns), [report.returns]);
  const histogramPlot = useMemo(
    () => [
      {
        type: 'bar',
        x: Array.from(histogram.lower, (lower) => lower + histogram.width / 2),
        y: Array.from(histogram.counts),
        width: histogram.width > 0 ? histogram.width * 0.95 : undefined,
        marker: { color: cssColor('--color-accent', '#1d4ed8') },
        name: t('axisCount'),
      },
    ],
    [histogram, t],
  );

  // Memoised: a new layout object would make every chart redraw whenever the page re-renders.
  const layouts = useMemo(
    () => ({
      equity: baseLayout(CHART_THEME, lang, t('axisDate'), t('axisEquity'), { xaxis: dateXAxis(t('axisDate')) }),
      drawdown: baseLayout(CHART_THEME, lang, t('axisDate'), t('axisDrawdown'), { xaxis: dateXAxis(t('axisDate')), yaxis: { tickformat: '.1%', title: { text: t('axisDrawdown') } } }),
      histogram: baseLayout(CHART_THEME, lang, t('axisReturn'), t('axisCount'), { xaxis: { tickformat: '.2%', title: { text: t('axisReturn') } }, hovermode: 'closest' }),
    }),
    [lang, t],
  );

  const fallback = chartFallback(t);
  const money = (value: number) => formatValue(value, 'money', lang);
  const pct = (value: number) => formatValue(value, 'percent', lang);
  let low = Infinity;
  let high = -Infinity;
  for (const value of equity) {
    if (value < low) low = value;
    if (value > high) high = value;
  }

  return (
    <section className="pp-panel" aria-label={t('chartsHeading')}>
      <h2>{t('chartsHeading')}</h2>
      <div className="pp-charts">
        <ChartFigure name="equity" title={t('equityTitle')} theme={CHART_THEME} fallback={fallback} data={equityPlot.equity} layout={layouts.equity}>
          <p>{t('equitySummary', { start: money(valueAt(equity, 0)), end: money(valueAt(equity, equity.length - 1)), low: money(low), high: money(high), dd: pct(report.metrics.maxDrawdown) })}</p>
          <ChartDataTable
            table={{
              caption: t('equityTable'),
              columns: [t('colTrade'), t('axisDate'), t('axisEquity'), t('axisDrawdown')],
              rows: sampleIndices(equity.length).map((i) => [String(i), isoDay(timeOf(trades, i)), money(valueAt(equity, i)), pct(valueAt(drawdown, i))]),
            }}
          />
        </ChartFigure>
        <ChartFigure name="drawdown" title={t('drawdownTitle')} theme={CHART_THEME} fallback={fallback} data={equityPlot.drawdown} layout={layouts.drawdown}>
          <p>{t('equitySummary', { start: money(valueAt(equity, 0)), end: money(valueAt(equity, equity.length - 1)), low: money(low), high: money(high), dd: pct(report.metrics.maxDrawdown) })}</p>
        </ChartFigure>
        <ChartFigure name="histogram" title={t('histogramTitle')} theme={CHART_THEME} fallback={fallback} data={histogramPlot} layout={layouts.histogram}>
          <ChartDataTable
            table={{
              caption: t('histogramTable'),
              columns: [t('colFrom'), t('colTo'), t('colCount')],
              rows: Array.from(histogram.counts, (count, k) => [
                pct(valueAt(histogram.lower, k)),
                pct(k === histogram.counts.length - 1 ? histogram.upper : valueAt(histogram.lower, k) + histogram.width),
                String(count),
              ]),
            }}
          />
        </ChartFigure>
      </div>
    </section>
  );
}
