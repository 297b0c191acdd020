import { useId, useMemo } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { bootstrapRunner } from '../../shared/bootstrapRunner';
import KpiTile from '../../../ui/KpiTile';
import { useWorkerJob } from '../../../ui/useWorkerJob';
import ChartFigure, { baseLayout, ChartDataTable, chartColors } from '../../../ui/ChartFigure';
import type { OrderReport } from './core/report/analyzeOrders';
import { CHART_THEME } from './ReportCharts';
import { sampleIndices } from '../../../ui/sampleIndices';
import { orderBootstrapOptions, type OrderMonteCarloJob } from './core/report/monteCarloJob';
import { type OrderAnalyzerTexts } from './texts';
import { valueAt } from '../../../finance/valueAt';

/** In the shared worker; on the page where there is no Worker (jsdom). Typing "5000" runs once (300 ms debounce). */
const RUNNER = bootstrapRunner(orderBootstrapOptions, { debounceMs: 300, runHere: true });

export interface MonteCarloPanelProps {
  report: OrderReport;
  trials: number;
  horizon: number;
  seed: number;
  onNewSeed: () => void;
  texts: OrderAnalyzerTexts;
  lang: Lang;
}

/**
 * The bootstrap Monte Carlo: `trials` paths of `horizon` days, each day's return drawn
 * from the observed daily returns, compounded from the current equity — in a Web Worker, debounced.
 * Outputs `mcP5`, `mcP50`, `mcP95` (final equity percentiles) and `mcProbBelowStart`.
 */
export default function MonteCarloPanel({ report, trials, horizon, seed, onNewSeed, texts, lang }: MonteCarloPanelProps) {
  const headingId = useId();
  const job = useMemo<OrderMonteCarloJob | null>(() => {
    const returns = Array.from(report.daily.returns).filter(Number.isFinite);
    if (returns.length === 0 || !(report.finalEquity > 0)) return null;
    return { returns, trials, horizon, startEquity: report.finalEquity, seed };
  }, [report, trials, horizon, seed]);
  // The job's JSON is its identity: equal inputs give equal keys.
  const state = useWorkerJob(job && JSON.stringify(job), job, RUNNER);
  const done = state.status === 'done' ? state : state.status === 'running' ? state.last : undefined;
  const busy = state.status === 'running';

  const chart = useMemo(() => {
    if (!done) return null;
    const colors = chartColors();
    const [p5, p50, p95] = done.result.fan;
    if (!p5 || !p50 || !p95) return null;
    const days = Array.from({ length: p50.length }, (_, day) => day);
    const line = (name: string, y: Float64Array, extra: object) => ({ type: 'scatter', mode: 'lines', name, x: days, y: Array.from(y), ...extra });
    return {
      data: [
        line(texts.mcP5, p5, { line: { color: colors.muted, width: 1 } }),
        line(texts.mcP95, p95, { line: { color: colors.muted, width: 1 }, fill: 'tonexty', fillcolor: 'rgba(29, 78, 216, 0.15)' }),
        line(texts.mcP50, p50, { line: { color: colors.accent, width: 2 } }),
      ],
      layout: baseLayout(CHART_THEME, lang, texts.axisDaysAhead, texts.axisEquity, { showlegend: true, legend: { orientation: 'h', y: -0.3 }, hovermode: 'x unified' }),
      table: {
        caption: texts.mcChartCaption,
        columns: [texts.axisDaysAhead, texts.mcP5, texts.mcP50, texts.mcP95],
        rows: sampleIndices(p50.length, 11).map((day) => [String(day), ...[p5, p50, p95].map((band) => formatValue(valueAt(band, day), 'money', lang))]),
      },
    };
  }, [done, texts, lang]);

  const final = (band: Float64Array | undefined) => (band ? valueAt(band, band.length - 1) : NaN);
  const bands = done?.result.fan;

  return (
    <section className="oa-panel" aria-labelledby={headingId} aria-busy={busy}>
      <h3 id={headingId}>{texts.mcHeading}</h3>
      {job === null ? (
        <p className="oa-note">{texts.mcUnavailable}</p>
      ) : (
        <>
          <p>
            {interpolate(texts.mcIntro, {
              horizon: formatValue(horizon, 'integer', lang),
              days: formatValue(job.returns.length, 'integer', lang),
              start: formatValue(job.startEquity, 'money', lang),
            })}
          </p>
          <div className="kpi-grid">
            <KpiTile name="mcP5" label={texts.mcP5} help={texts.mcP5Help} value={final(bands?.[0])} format="money" lang={lang} />
            <KpiTile name="mcP50" label={texts.mcP50} help={texts.mcP50Help} value={final(bands?.[1])} format="money" lang={lang} />
            <KpiTile name="mcP95" label={texts.mcP95} help={texts.mcP95Help} value={final(bands?.[2])} format="money" lang={lang} />
            <KpiTile name="mcProbBelowStart" label={texts.mcProbBelowStart} help={texts.mcProbBelowStartHelp} value={done ? done.result.probBelowStart : NaN} format="percent" lang={lang} />
          </div>
          <p role="status" className="oa-note" data-mc-status={state.status}>
            {state.status === 'error'
              ? texts.mcFailed
              : busy
                ? texts.mcRunning
                : done
                  ? interpolate(texts.mcDone, { trials: formatValue(done.job.trials, 'integer', lang), horizon: formatValue(done.job.horizon, 'integer', lang), seed: String(done.job.seed) })
                  : ''}
          </p>
          <button type="button" className="btn btn-secondary" onClick={onNewSeed}>
            {texts.mcNewSeed}
          </button>
          {chart ? (
            <ChartFigure name="monte-carlo" title={texts.mcChartTitle} theme={CHART_THEME} notes={[texts.mcChartHelp]} data={chart.data} layout={chart.layout} fallback={{ loading: texts.chartLoading, failed: texts.chartFailed }}>
              <ChartDataTable table={chart.table} />
            </ChartFigure>
          ) : null}
        </>
      )}
    </section>
  );
}
