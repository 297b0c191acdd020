import { useId } from 'react';
import { formatValue } from '../../engine/formatNumber';
import type { Lang } from '../../engine/localize';
import { heatColor } from '../../ui/heatColor';
import { rawValue } from '../../ui/rawValue';
import type { Heatmap } from './report/breakdowns';
import { fillText, type OrderAnalyzerTexts } from './texts';

export interface HeatmapTableProps {
  name: string;
  heading: string;
  note: string;
  /** Header of the row labels' column. */
  corner: string;
  rowLabels: readonly string[];
  columnLabels: readonly string[];
  heatmap: Heatmap;
  texts: OrderAnalyzerTexts;
  lang: Lang;
}

/**
 * A heatmap as a real table: each cell shows its number (so colour is never the only carrier) on a
 * background from red through white to green (opacity 0.08–0.45); a legend states the scale. Cells carry `data-value`.
 */
export default function HeatmapTable({ name, heading, note, corner, rowLabels, columnLabels, heatmap, texts, lang }: HeatmapTableProps) {
  const headingId = useId();
  return (
    <section className="oa-panel" aria-labelledby={headingId} data-heatmap={name}>
      <h3 id={headingId}>{heading}</h3>
      <div className="oa-scroll" role="region" tabIndex={0} aria-labelledby={headingId}>
        <table className="oa-table oa-heatmap">
          <thead>
            <tr>
              <th scope="col">{corner}</th>
              {columnLabels.map((label, column) => (
                <th key={column} scope="col" data-key={heatmap.columnKeys[column]}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {heatmap.values.map((row, r) => (
              <tr key={heatmap.rowKeys[r]} data-key={heatmap.rowKeys[r]}>
                <th scope="row">{rowLabels[r]}</th>
                {Array.from(row, (value, c) => {
                  const count = heatmap.counts[r]?.[c] ?? 0;
                  return (
                    <td
                      key={c}
                      data-key={heatmap.columnKeys[c]}
                      data-value={count > 0 ? rawValue(value) : ''}
                      style={{ background: count > 0 ? heatColor(value, heatmap.maxAbs, 0.08, 0.37) : undefined }}
                      title={count > 0 ? fillText(texts.heatmapCell, { count: formatValue(count, 'integer', lang) }) : undefined}
                    >
                      {count > 0 ? formatValue(value, 'money', lang) : ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="oa-note">
        {fillText(texts.heatmapLegend, { min: formatValue(-heatmap.maxAbs, 'money', lang), max: formatValue(heatmap.maxAbs, 'money', lang) })} {note}
      </p>
    </section>
  );
}
