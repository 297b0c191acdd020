import { useMemo } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import HeatmapTable from '../../../ui/HeatmapTable';
import type { PerformanceReport } from '../../shared/trades/performanceReport';
import { symbolMonthHeatmap } from './core/symbolMonthHeatmap';
import type { Translate } from './useTexts';

interface Props {
  report: PerformanceReport;
  lang: Lang;
  t: Translate;
}

/**
 * Net by symbol × month: cells `<output name="heatmap.SYMBOL.YYYY-MM" data-value>` (empty without trades),
 * totals `heatmap.SYMBOL.total`.
 */
export default function SymbolMonthHeatmapPanel({ report, lang, t }: Props) {
  const map = useMemo(() => symbolMonthHeatmap(report.trades, report.nets), [report]);
  return (
    // Not named itself: the table's scroll region carries the heading as its name (one landmark, one name).
    <section className="pp-panel">
      <h2>{t('heatmapHeading')}</h2>
      <p className="pp-help">{t('heatmapHelp')}</p>
      <HeatmapTable
        name="heatmap"
        caption={t('heatmapHeading')}
        corner={t('colSymbol')}
        rows={map.symbols.map((symbol) => ({ key: symbol, label: symbol === '' ? t('noSymbol') : symbol }))}
        columns={map.months.map((month) => ({ key: month, label: month }))}
        cell={(s, m) => {
          const value = map.nets[s]?.[m] ?? NaN;
          return Number.isFinite(value) ? value : null;
        }}
        maxAbs={map.max}
        format={(value) => formatValue(value, 'money', lang)}
        totals={{ label: t('colTotal'), values: map.totals }}
        classNames={{ scroll: 'pp-scroll', table: 'pp-table' }}
      />
    </section>
  );
}
