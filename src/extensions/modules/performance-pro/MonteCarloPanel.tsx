import { useMemo } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import ChartFigure, { baseLayout, ChartDataTable, cssColor } from '../../../ui/ChartFigure';
import KpiTile from '../../../ui/KpiTile';
import { sampleIndices } from '../../../ui/sampleIndices';
import type { MonteCarloSettings } from './core/settings';
import { CHART_THEME, chartFallback } from './ReportCharts';
import type { McState } from './useBootstrapMc';
import type { Translate } from './useTexts';
import { valueAt } from '../../../finance/valueAt';

interface Props {
  state: McState;
  settings: MonteCarloSettings | null;
  enabled: boolean;
  hasReturns: boolean;
  lang: Lang;
  t: Translate;
}

/**
 * The Monte Carlo results: ruin probability and the P5/P50/P95 final equity as KPI tiles, the fan
 * chart, and the run's parameters and worker time (`data-mc-state`, `data-mc-ms` for the bench).
 */
export default function MonteCarloSection({ state, settings, enabled, hasReturns, lang, t }: Props) {
  const shown = state.status === 'done' ? state : state.status === 'running' ? state.last : null;
  const fan = shown?.result.fan;
  const plot = useMemo(() => {
    if (!fan) return [];
    const [p5 = new Float64Array(0), p50 = new Float64Array(0), p95 = new Float64Array(0)] = fan;
    const x = Array.from({ length: p50.length }, (_, i) => i);
    const muted = cssColor('--color-muted', '#4b5563');
    return [
      { type: 'scatter', mode: 'lines', name: t('p5'), x, y: Array.from(p5), line: { color: muted, width: 1 } },
      { type: 'scatter', mode: 'lines', name: t('p95'), x, y: Array.from(p95), line: { color: muted, width: 1 }, fill: 'tonexty', fillcolor: 'rgba(29, 78, 216, 0.15)' },
      { type: 'scatter', mode: 'lines', name: t('p50'), x, y: Array.from(p50), line: { color: cssColor('--color-accent', '#1d4ed8'), width: 2 } },
    ];
  }, [fan, t]);

  const int = (value: number) => formatValue(value, 'integer', lang);
  const final = (q: number) => {
    const band = fan?.[q];
    return band ? valueAt(band, band.length - 1) : NaN;
  };
  let status = '';
  if (!enabled) status = t('mcOff');
  else if (!hasReturns) status = t('mcNoReturns');
  else if (state.status === 'running' && settings) status = t('mcRunning', { iterations: int(settings.iterations), length: int(settings.length) });
  else if (state.status === 'error') status = t('mcError');
  else if (state.status === 'done')
    status = t('mcDone', {
      iterations: int(state.job.iterations),
      length: int(state.job.length),
      seed: String(state.job.seed),
      ruin: formatValue(state.job.ruinEquity, 'money', lang),
      ms: int(Math.round(state.result.ms)),
    });
  const tiles: { key: 'ruinProbability' | 'mcP5' | 'mcP50' | 'mcP95'; value: number }[] = [
    { key: 'ruinProbability', value: shown ? shown.result.ruinProbability : NaN },
    { key: 'mcP5', value: final(0) },
    { key: 'mcP50', value: final(1) },
    { key: 'mcP95', value: final(2) },
  ];

  return (
    <section
      className="pp-panel"
      aria-label={t('mcHeading')}
      aria-busy={state.status === 'running'}
      data-mc-state={enabled ? state.status : 'off'}
      data-mc-ms={state.status === 'done' ? String(state.result.ms) : undefined}
      data-mc-wall-ms={state.status === 'done' ? String(state.wallMs) : undefined}
      data-mc-job={state.status === 'done' ? `${state.job.iterations}x${state.job.length}` : undefined}
    >
      <h2>{t('mcHeading')}</h2>
      {settings ? <p className="pp-help">{t('mcHelp', { length: int(settings.length) })}</p> : null}
      <p role="status" className="pp-status">
        {status}
      </p>
      {enabled ? (
        <div className="kpi-grid">
          {tiles.map(({ key, value }) => (
            <KpiTile key={key} name={key} label={t.texts.kpi[key]} help={t.texts.help[key]} value={value} format={key === 'ruinProbability' ? 'percent' : 'money'} lang={lang} />
          ))}
        </div>
      ) : null}
      {enabled && fan ? (
        <ChartFigure name="monte-carlo" title={t('fanTitle')} theme={CHART_THEME} fallback={chartFallback(t)} data={plot} layout={baseLayout(CHART_THEME, lang, t('axisPeriod'), t('axisEquity'), { showlegend: true, legend: { orientation: 'h', y: -0.3 } })}>
          <ChartDataTable
            table={{
              caption: t('fanTable'),
              columns: [t('axisPeriod'), t('p5'), t('p50'), t('p95')],
              rows: sampleIndices(fan[1]?.length ?? 0).map((i) => [String(i), ...fan.map((band) => formatValue(band[i] ?? null, 'money', lang))]),
            }}
          />
        </ChartFigure>
      ) : null}
    </section>
  );
}
