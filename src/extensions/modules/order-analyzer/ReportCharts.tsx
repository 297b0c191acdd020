import { useMemo } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import ChartFigure, { baseLayout, ChartDataTable, chartColors, type ChartTheme } from '../../../ui/ChartFigure';
import { formatUtcDateTime, formatUtcDay } from './core/formatUtc';
import type { OrderReport } from './core/report/analyzeOrders';
import { histogram } from './core/report/breakdowns';
import { sampleIndices } from '../../../ui/sampleIndices';
import { decimateMinMax } from './core/report/decimate';
import type { BootstrapJobResult } from '../../shared/bootstrapJob';
import { fanTimes } from './core/report/fanTimes';
import { type OrderAnalyzerTexts } from './texts';
import { valueAt } from '../../../finance/valueAt';

/** The analyzer's charts: its CSS classes, room below for date ticks, hover on the nearest point, a muted zero line. */
export const CHART_THEME: ChartTheme = {
  figureClass: 'oa-chart',
  titleClass: 'oa-chart__title',
  plotClass: 'oa-chart__plot',
  noteClass: 'oa-note',
  marginBottom: 64,
  hovermode: 'closest',
  mutedZeroLine: true,
};

export interface ReportChartsProps {
  report: OrderReport;
  /** The Monte Carlo's percentile bands (P5, P50, P95 by day from today), drawn after the last day; null while none is done. */
  fan: BootstrapJobResult['fan'] | null;
  texts: OrderAnalyzerTexts;
  lang: Lang;
}

/**
 * The four charts of the report: equity with the Monte Carlo fan after it, drawdown, daily net PnL and the
 * distribution of trade nets. Long series are thinned (first, lowest and highest point per bucket)
 * before they reach plotly; each chart has a hidden table with a sample of its numbers.
 */
export default function ReportCharts({ report, fan, texts, lang }: ReportChartsProps) {
  const fallback = useMemo(() => ({ loading: texts.chartLoading, failed: texts.chartFailed }), [texts]);

  const equity = useMemo(() => {
    const colors = chartColors();
    const line = decimateMinMax(report.equityTime, report.equity);
    const data: object[] = [{ type: 'scatter', mode: 'lines', name: texts.equityLine, x: line.x, y: line.y, line: { color: colors.accent, width: 2 } }];
    const [p5, p50, p95] = fan ?? [];
    const rows = sampleIndices(report.equity.length, 12).map((i) => [formatUtcDateTime(valueAt(report.equityTime, i), lang), formatValue(valueAt(report.equity, i), 'money', lang)]);
    if (p5 && p50 && p95) {
      // The band of 90 % of the paths (P95 filled down to P5) and their median: a spread, drawn solid and muted.
      const x = Array.from(fanTimes(report.daily.starts, p50.length));
      const band = { color: colors.muted, width: 1 };
      data.push(
        { type: 'scatter', mode: 'lines', name: texts.fanLow, x, y: Array.from(p5), line: band, showlegend: false, hoverinfo: 'skip' },
        { type: 'scatter', mode: 'lines', name: texts.fanBand, x, y: Array.from(p95), line: band, fill: 'tonexty', fillcolor: 'rgba(100, 116, 139, 0.18)' },
        { type: 'scatter', mode: 'lines', name: texts.fanMedian, x, y: Array.from(p50), line: { color: colors.muted, width: 2 } },
      );
      const last = x.length - 1;
      rows.push([
        `${texts.fanBand}: ${formatUtcDay(x[last] ?? NaN, lang)}`,
        `${formatValue(valueAt(p5, last), 'money', lang)} – ${formatValue(valueAt(p95, last), 'money', lang)} (${texts.fanMedian}: ${formatValue(valueAt(p50, last), 'money', lang)})`,
      ]);
    }
    return {
      data,
      layout: baseLayout(CHART_THEME, lang, texts.axisTime, texts.axisEquity, { showlegend: true, legend: { orientation: 'h', y: -0.3 }, xaxis: { type: 'date', title: { text: texts.axisTime }, gridcolor: colors.grid } }),
      table: { caption: texts.equityCaption, columns: [texts.axisTime, texts.axisEquity], rows },
    };
  }, [report, fan, texts, lang]);

  const drawdown = useMemo(() => {
    const colors = chartColors();
    const line = decimateMinMax(report.equityTime, report.drawdown.map((value) => -value));
    return {
      data: [{ type: 'scatter', mode: 'lines', name: texts.axisDrawdown, x: line.x, y: line.y, fill: 'tozeroy', line: { color: colors.danger, width: 1 }, fillcolor: 'rgba(185, 28, 28, 0.2)' }],
      layout: baseLayout(CHART_THEME, lang, texts.axisTime, texts.axisDrawdown, { xaxis: { type: 'date', title: { text: texts.axisTime }, gridcolor: colors.grid }, yaxis: { title: { text: texts.axisDrawdown }, tickformat: '.0%', gridcolor: colors.grid } }),
      table: {
        caption: texts.drawdownCaption,
        columns: [texts.axisTime, texts.axisDrawdown],
        rows: sampleIndices(report.drawdown.length, 12).map((i) => [formatUtcDateTime(valueAt(report.equityTime, i), lang), formatValue(valueAt(report.drawdown, i), 'percent', lang)]),
      },
    };
  }, [report, texts, lang]);

  const daily = useMemo(() => {
    const colors = chartColors();
    const { starts, nets } = report.daily;
    let positive = 0;
    let negative = 0;
    let best = 0;
    let worst = 0;
    for (let d = 0; d < nets.length; d++) {
      const net = valueAt(nets, d);
      if (net > 0) positive++;
      if (net < 0) negative++;
      if (net > valueAt(nets, best)) best = d;
      if (net < valueAt(nets, worst)) worst = d;
    }
    const summary =
      nets.length > 0
        ? interpolate(texts.dailySummary, {
            days: formatValue(nets.length, 'integer', lang),
            positive: formatValue(positive, 'integer', lang),
            negative: formatValue(negative, 'integer', lang),
            best: formatValue(valueAt(nets, best), 'money', lang),
            bestDay: formatUtcDay(valueAt(starts, best), lang),
            worst: formatValue(valueAt(nets, worst), 'money', lang),
            worstDay: formatUtcDay(valueAt(starts, worst), lang),
          })
        : '';
    return {
      data: [{ type: 'bar', name: texts.axisNet, x: Array.from(starts), y: Array.from(nets), marker: { color: Array.from(nets, (net) => (net >= 0 ? colors.ok : colors.danger)) } }],
      layout: baseLayout(CHART_THEME, lang, texts.axisDay, texts.axisNet, { xaxis: { type: 'date', title: { text: texts.axisDay }, gridcolor: colors.grid } }),
      table: {
        caption: texts.dailyCaption,
        columns: [texts.axisDay, texts.axisNet],
        rows: sampleIndices(nets.length, 15).map((d) => [formatUtcDay(valueAt(starts, d), lang), formatValue(valueAt(nets, d), 'money', lang)]),
      },
      summary,
    };
  }, [report, texts, lang]);

  const distribution = useMemo(() => {
    const colors = chartColors();
    const bins = histogram(report.tradeNets);
    const centers: number[] = [];
    const widths: number[] = [];
    const rows: string[][] = [];
    for (let b = 0; b < bins.counts.length; b++) {
      const from = valueAt(bins.edges, b);
      const to = valueAt(bins.edges, b + 1);
      centers.push((from + to) / 2);
      widths.push(to - from);
      rows.push([interpolate(texts.histogramBin, { from: formatValue(from, 'money', lang), to: formatValue(to, 'money', lang) }), formatValue(valueAt(bins.counts, b), 'integer', lang)]);
    }
    return {
      data: [{ type: 'bar', name: texts.axisTrades, x: centers, y: Array.from(bins.counts), width: widths, marker: { color: centers.map((c) => (c >= 0 ? colors.ok : colors.danger)), line: { color: colors.text, width: 0.5 } } }],
      layout: baseLayout(CHART_THEME, lang, texts.axisTradeNet, texts.axisTrades, { bargap: 0 }),
      table: { caption: texts.histogramCaption, columns: [texts.axisTradeNet, texts.axisTrades], rows: rows.filter((row) => row[1] !== '0') },
    };
  }, [report, texts, lang]);

  return (
    <div className="oa-charts">
      <ChartFigure name="equity" title={texts.equityTitle} theme={CHART_THEME} notes={[texts.equityHelp]} data={equity.data} layout={equity.layout} fallback={fallback}>
        <ChartDataTable table={equity.table} />
      </ChartFigure>
      <ChartFigure name="drawdown" title={texts.drawdownTitle} theme={CHART_THEME} notes={[texts.drawdownHelp]} data={drawdown.data} layout={drawdown.layout} fallback={fallback}>
        <ChartDataTable table={drawdown.table} />
      </ChartFigure>
      <ChartFigure name="daily" title={texts.dailyTitle} theme={CHART_THEME} notes={[texts.dailyHelp, daily.summary]} data={daily.data} layout={daily.layout} fallback={fallback}>
        <ChartDataTable table={daily.table} />
      </ChartFigure>
      {report.tradeNets.length > 0 ? (
        <ChartFigure name="histogram" title={texts.histogramTitle} theme={CHART_THEME} notes={[texts.histogramHelp]} data={distribution.data} layout={distribution.layout} fallback={fallback}>
          <ChartDataTable table={distribution.table} />
        </ChartFigure>
      ) : null}
    </div>
  );
}
