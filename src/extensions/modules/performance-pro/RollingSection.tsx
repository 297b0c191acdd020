import { useId, useMemo } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import ChartFigure, { baseLayout, cssColor, dateXAxis } from '../../../ui/ChartFigure';
import { rawValue } from '../../../ui/rawValue';
import { sampleIndices } from '../../../ui/sampleIndices';
import { downsampleIndices } from './core/downsample';
import { isoDay } from '../../shared/trades/parseTradeDate';
import type { PerformanceReport } from '../../shared/trades/performanceReport';
import { rollingKpis } from './core/rollingKpis';
import { CHART_THEME, chartFallback } from './ReportCharts';
import type { Translate } from './useTexts';
import { valueAt } from '../../../finance/valueAt';

interface Props {
  report: PerformanceReport;
  window: number;
  lang: Lang;
  t: Translate;
}

/**
 * Rolling win rate, profit factor and Sharpe over the last `window` units (the report's return units:
 * trades, days or weeks): a chart and a table at about eleven points, cells as `<output name="rolling.K.i">`.
 */
export default function RollingSection({ report, window, lang, t }: Props) {
  const id = useId();
  const rolling = useMemo(
    () => (Number.isFinite(window) ? rollingKpis(report.returnNets, report.returns, window, report.riskFreePerPeriod, report.periodsPerYear) : null),
    [report, window],
  );
  const plot = useMemo(() => {
    if (!rolling || rolling.end.length === 0) return [];
    const picks = downsampleIndices(rolling.sharpe, 1500);
    const x = Array.from(picks, (k) => new Date(valueAt(report.returnTimes, valueAt(rolling.end, k))).toISOString());
    const finiteOrNull = (value: number) => (Number.isFinite(value) ? value : null);
    return [
      { type: 'scatter', mode: 'lines', name: t('colWinRate'), x, y: Array.from(picks, (k) => valueAt(rolling.winRate, k)), line: { color: cssColor('--color-ok', '#166534'), width: 1.5 } },
      { type: 'scatter', mode: 'lines', name: t('colProfitFactor'), x, y: Array.from(picks, (k) => finiteOrNull(valueAt(rolling.profitFactor, k))), yaxis: 'y2', line: { color: cssColor('--color-warn', '#a15c07'), width: 1.5 } },
      { type: 'scatter', mode: 'lines', name: t('colSharpe'), x, y: Array.from(picks, (k) => finiteOrNull(valueAt(rolling.sharpe, k))), yaxis: 'y2', line: { color: cssColor('--color-accent', '#1d4ed8'), width: 1.5 } },
    ];
  }, [rolling, report, t]);

  const layout = useMemo(
    () =>
      baseLayout(CHART_THEME, lang, t('axisDate'), t('colWinRate'), {
        showlegend: true,
        legend: { orientation: 'h', y: -0.3 },
        xaxis: dateXAxis(t('axisDate')),
        yaxis: { title: { text: t('colWinRate') }, tickformat: '.0%', rangemode: 'tozero' },
        yaxis2: { title: { text: `${t('colProfitFactor')} / ${t('colSharpe')}` }, overlaying: 'y', side: 'right' },
        margin: { l: 64, r: 64, t: 16, b: 56 },
      }),
    [lang, t],
  );

  const unit = report.basis === 'day' || report.basis === 'week' ? report.basis : 'trade';
  const annual = report.periodsPerYear > 1 ? t('annualYes') : t('annualNo');
  const count = rolling?.end.length ?? 0;
  return (
    <section className="pp-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('rollingHeading')}</h2>
      <p className="pp-help">{t('rollingHelp', { window: Number.isFinite(window) ? formatValue(window, 'integer', lang) : '—', unit: t.texts.unit[unit], annual })}</p>
      {rolling && count > 0 ? (
        <>
          <ChartFigure
            name="rolling"
            title={t('rollingHeading')}
            theme={CHART_THEME}
            fallback={chartFallback(t)}
            data={plot}
            layout={layout}
          >
            <p>{t('rollingTable')}</p>
          </ChartFigure>
          <div className="pp-scroll">
            <table className="pp-table">
              <caption>{t('rollingTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('colEnd')}</th>
                  <th scope="col">{t('colWinRate')}</th>
                  <th scope="col">{t('colProfitFactor')}</th>
                  <th scope="col">{t('colSharpe')}</th>
                </tr>
              </thead>
              <tbody>
                {sampleIndices(count).map((k) => {
                  const end = valueAt(rolling.end, k);
                  const cell = (key: 'winRate' | 'profitFactor' | 'sharpe', value: number) => (
                    <td>
                      <output name={`rolling.${key}.${end + 1}`} data-value={rawValue(value, key === 'profitFactor')}>
                        {Number.isFinite(value) || value === Infinity ? formatValue(value, key === 'winRate' ? 'percent' : 'ratio', lang) : '—'}
                      </output>
                    </td>
                  );
                  return (
                    <tr key={k}>
                      <th scope="row">{`${end + 1} · ${isoDay(valueAt(report.returnTimes, end))}`}</th>
                      {cell('winRate', valueAt(rolling.winRate, k))}
                      {cell('profitFactor', valueAt(rolling.profitFactor, k))}
                      {cell('sharpe', valueAt(rolling.sharpe, k))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p role="status">{t('rollingTooShort')}</p>
      )}
    </section>
  );
}
