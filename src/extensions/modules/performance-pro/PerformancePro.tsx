import { useCallback, useId, useMemo, useState } from 'react';
import { useLang } from '../../../i18n/useLang';
import type { ModuleProps } from '../../../engine/extensionProps';
import { downloadText } from '../../../ui/download';
import '../../../ui/KpiTile.css';
import { filterTrades, symbolsOf, tagsOf } from './core/filterTrades';
import { computeReport } from '../../shared/trades/performanceReport';
import { metricsJson, seriesCsv, tradesJson, type MonteCarloSummary } from './core/reportExports';
import { DEFAULT_SETTINGS, readSettings, type RawSettings } from './core/settings';
import type { Trade } from '../../shared/trades/trade';
import SymbolMonthHeatmapPanel from './SymbolMonthHeatmapPanel';
import ImportPanel from './ImportPanel';
import KpiSection from './KpiSection';
import ManualTrades from './ManualTrades';
import MonteCarloSection from './MonteCarloPanel';
import './PerformancePro.css';
import ReportCharts from './ReportCharts';
import RollingSection from './RollingSection';
import SettingsPanel from './SettingsPanel';
import TradesTable from './TradesTable';
import { useBootstrapMc, type McJob } from './useBootstrapMc';
import { useTexts } from './useTexts';
import { useTradeImport } from '../../shared/trades/useTradeImport';

const NO_TRADES: Trade[] = [];

/**
 * Performance Pro: trades from a CSV/JSON file, pasted text or typed in by hand → a
 * performance report with risk of ruin. Root: `<section data-module="performance-pro"
 * data-state="empty|loading|ready">`. Parsing and the Monte Carlo run in Web Workers; the report is a
 * pure function of the trades and settings (core/performanceReport.ts). Nothing is stored or sent.
 */
export default function PerformancePro(_: ModuleProps) {
  const lang = useLang();
  const { t } = useTexts(lang);
  const id = useId();
  const [mode, setMode] = useState<'upload' | 'form'>('upload');
  const { state: importState, importSource, remap } = useTradeImport();
  const [manual, setManual] = useState<Trade[]>(NO_TRADES);
  const [raw, setRawState] = useState<RawSettings>(DEFAULT_SETTINGS);
  const setRaw = useCallback((update: Partial<RawSettings>) => setRawState((old) => ({ ...old, ...update })), []);

  const trades = mode === 'upload' ? (importState.status === 'done' ? importState.mapped.trades : NO_TRADES) : manual;
  const read = useMemo(() => readSettings(raw, lang), [raw, lang]);
  const filtered = useMemo(() => filterTrades(trades, read.filters), [trades, read.filters]);
  const report = useMemo(() => (read.report && filtered.length > 0 ? computeReport(filtered, read.report) : null), [filtered, read.report]);
  const symbols = useMemo(() => symbolsOf(trades), [trades]);
  const tags = useMemo(() => tagsOf(trades), [trades]);

  const hasReturns = report ? report.returns.some(Number.isFinite) : false;
  const mcSettings = read.monteCarlo;
  const mcJob = useMemo<McJob | null>(
    () =>
      report && mcSettings && hasReturns && read.report
        ? {
            returns: report.returns,
            iterations: mcSettings.iterations,
            length: mcSettings.length,
            startEquity: read.report.initialCapital,
            ruinEquity: (1 - mcSettings.ruinFraction) * read.report.initialCapital,
            seed: mcSettings.seed,
          }
        : null,
    [report, mcSettings, hasReturns, read.report],
  );
  const mc = useBootstrapMc(mcJob);

  const alerts = read.errors.map((code) => t.texts.err[code]);
  if (report?.percentUnavailable) alerts.push(t('percentUnavailable'));
  const dataState = mode === 'upload' && importState.status === 'loading' ? 'loading' : trades.length > 0 ? 'ready' : 'empty';

  const mcSummary = (): MonteCarloSummary | null => {
    if (mc.status !== 'done') return null;
    const last = (q: number) => mc.result.fan[q]?.[mc.job.length] ?? NaN;
    return {
      ruinProbability: mc.result.ruinProbability,
      mcP5: last(0),
      mcP50: last(1),
      mcP95: last(2),
      iterations: mc.job.iterations,
      length: mc.job.length,
      seed: mc.job.seed,
      ruinThresholdPct: (1 - mc.job.ruinEquity / mc.job.startEquity) * 100,
    };
  };

  return (
    <section
      data-module="performance-pro"
      data-state={dataState}
      data-import-ms={mode === 'upload' && importState.status === 'done' ? String(Math.round(importState.ms)) : undefined}
      className="pp"
      aria-busy={dataState === 'loading'}
    >
      <p className="pp-privacy">{t('privacy')}</p>
      <fieldset className="pp-mode">
        <legend>{t('inputMode')}</legend>
        {(['upload', 'form'] as const).map((value) => (
          <div className="pp-check" key={value}>
            <input id={`${id}-mode-${value}`} type="radio" name="inputMode" value={value} checked={mode === value} onChange={() => setMode(value)} />
            <label htmlFor={`${id}-mode-${value}`}>{value === 'upload' ? t('modeUpload') : t('modeForm')}</label>
          </div>
        ))}
      </fieldset>
      {mode === 'upload' ? <ImportPanel lang={lang} t={t} state={importState} importSource={importSource} remap={remap} /> : <ManualTrades lang={lang} t={t} trades={manual} setTrades={setManual} />}
      <SettingsPanel t={t} raw={raw} setRaw={setRaw} symbols={symbols} tags={tags} alerts={alerts} />
      {dataState === 'empty' ? <p className="pp-empty">{t('empty')}</p> : null}
      {dataState === 'loading' ? <p className="pp-empty">{t('loading')}</p> : null}
      {dataState === 'ready' && read.report && filtered.length === 0 ? (
        <p className="pp-empty" role="status">
          {t('noMatch')}
        </p>
      ) : null}
      {report && read.report ? (
        <>
          <KpiSection report={report} lang={lang} t={t} />
          <MonteCarloSection state={mc} settings={mcSettings} enabled={raw.mcEnabled} hasReturns={hasReturns} lang={lang} t={t} />
          <ReportCharts report={report} lang={lang} t={t} />
          <RollingSection report={report} window={read.rollingWindow} lang={lang} t={t} />
          <SymbolMonthHeatmapPanel report={report} lang={lang} t={t} />
          <TradesTable report={report} lang={lang} t={t} />
          <section className="pp-panel" aria-label={t('exportsHeading')}>
            <h2>{t('exportsHeading')}</h2>
            <div className="pp-actions">
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => downloadText('performance-metrics.json', metricsJson(report, read.report as NonNullable<typeof read.report>, read.filters, mcSummary()), 'application/json')}
              >
                {t('exportMetrics')}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => downloadText('performance-series.csv', seriesCsv(report), 'text/csv')}>
                {t('exportSeries')}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => downloadText('performance-trades.json', tradesJson(trades), 'application/json')}>
                {t('exportList')}
              </button>
            </div>
          </section>
        </>
      ) : null}
    </section>
  );
}
