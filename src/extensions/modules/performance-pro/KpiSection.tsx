import type { Format } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import KpiTile from '../../../ui/KpiTile';
import { formatValue } from '../../../engine/formatNumber';
import { METRIC_KEYS, type MetricKey, type PerformanceReport } from '../../shared/trades/performanceReport';
import type { Translate } from './useTexts';

const FORMATS: Readonly<Record<MetricKey, Format>> = {
  trades: 'integer',
  netPnl: 'money',
  grossProfit: 'money',
  grossLoss: 'money',
  winRate: 'percent',
  profitFactor: 'ratio',
  payoffRatio: 'ratio',
  expectancy: 'money',
  avgNetPerTrade: 'money',
  totalReturn: 'percent',
  maxDrawdown: 'percent',
  sharpe: 'ratio',
  sortino: 'ratio',
  cagr: 'percent',
  kellyPct: 'percent',
  avgR: 'ratio',
  taxes: 'money',
  netAfterTax: 'money',
};

const SIGNED: ReadonlySet<MetricKey> = new Set(['netPnl', 'expectancy', 'avgNetPerTrade', 'totalReturn', 'netAfterTax', 'cagr']);

interface Props {
  report: PerformanceReport;
  lang: Lang;
  t: Translate;
}

/** The KPI tiles: `<output name="KEY" data-value="RAW">` for every metric */
export default function KpiSection({ report, lang, t }: Props) {
  const rf = formatValue(report.riskFreePerPeriod, 'percent', lang, 6);
  return (
    <section className="pp-panel" aria-label={t('metricsHeading')}>
      <h2>{t('metricsHeading')}</h2>
      <p className="pp-help" data-basis={report.basis}>
        {interpolate(t.texts.basis[report.basis], { rf })}
      </p>
      <div className="kpi-grid">
        {METRIC_KEYS.map((key) => (
          <KpiTile
            key={key}
            name={key}
            label={t.texts.kpi[key]}
            help={t.texts.help[key]}
            value={report.metrics[key]}
            format={FORMATS[key]}
            lang={lang}
            infinityMeaningful={key === 'profitFactor'}
            signed={SIGNED.has(key)}
          />
        ))}
      </div>
    </section>
  );
}
