import { useId, useMemo } from 'react';
import { formatValue } from '../../engine/formatNumber';
import type { Lang } from '../../engine/localize';
import { heatColor } from '../../ui/heatColor';
import { rawValue } from '../../ui/rawValue';
import type { PerformanceReport } from './core/performanceReport';
import { symbolMonthHeatmap } from './core/symbolMonthHeatmap';
import type { Translate } from './useTexts';

interface Props {
  report: PerformanceReport;
  lang: Lang;
  t: Translate;
}

/**
 * Net by symbol × month as a table with colour (green gain, red loss, opacity 0.12–0.62) and numbers; each cell is
 * `<output name="heatmap.SYMBOL.YYYY-MM" data-value>` (empty without trades), totals `heatmap.SYMBOL.total`.
 */
export default function HeatmapTable({ report, lang, t }: Props) {
  const id = useId();
  const map = useMemo(() => symbolMonthHeatmap(report.trades, report.nets), [report]);
  const money = (value: number) => (Number.isFinite(value) ? formatValue(value, 'money', lang) : '');
  return (
    <section className="pp-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('heatmapHeading')}</h2>
      <p className="pp-help">{t('heatmapHelp')}</p>
      <div className="pp-scroll">
        <table className="pp-table pp-heatmap" data-table="heatmap">
          <caption className="sr-only">{t('heatmapHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('colSymbol')}</th>
              {map.months.map((month) => (
                <th scope="col" key={month}>
                  {month}
                </th>
              ))}
              <th scope="col">{t('colTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {map.symbols.map((symbol, s) => (
              <tr key={symbol}>
                <th scope="row">{symbol === '' ? t('noSymbol') : symbol}</th>
                {map.months.map((month, m) => {
                  const value = map.nets[s]?.[m] ?? NaN;
                  return (
                    <td key={month} style={{ backgroundColor: heatColor(value, map.max, 0.12, 0.5) }}>
                      <output name={`heatmap.${symbol}.${month}`} data-value={rawValue(value)}>
                        {money(value)}
                      </output>
                    </td>
                  );
                })}
                <td>
                  <output name={`heatmap.${symbol}.total`} data-value={rawValue(map.totals[s] as number)}>
                    {money(map.totals[s] as number)}
                  </output>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
