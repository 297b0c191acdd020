import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import HeatmapTable from '../../../ui/HeatmapTable';
import type { Heatmap } from './core/report/breakdowns';
import { type OrderAnalyzerTexts } from './texts';

export interface OrderHeatmapProps {
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

/** A breakdown heatmap of the analyzer with its heading, colour legend and note; cells hold the net PnL. */
export default function OrderHeatmap({ name, heading, note, corner, rowLabels, columnLabels, heatmap, texts, lang }: OrderHeatmapProps) {
  const counts = (r: number, c: number) => heatmap.counts[r]?.[c] ?? 0;
  return (
    <section className="oa-panel" data-heatmap={name}>
      <h3>{heading}</h3>
      <HeatmapTable
        name={name}
        caption={heading}
        corner={corner}
        rows={heatmap.rowKeys.map((key, r) => ({ key, label: rowLabels[r] ?? key }))}
        columns={heatmap.columnKeys.map((key, c) => ({ key, label: columnLabels[c] ?? key }))}
        cell={(r, c) => (counts(r, c) > 0 ? (heatmap.values[r]?.[c] ?? null) : null)}
        maxAbs={heatmap.maxAbs}
        format={(value) => formatValue(value, 'money', lang)}
        cellTitle={(r, c) => (counts(r, c) > 0 ? interpolate(texts.heatmapCell, { count: formatValue(counts(r, c), 'integer', lang) }) : undefined)}
        classNames={{ scroll: 'oa-scroll', table: 'oa-table' }}
      />
      <p className="oa-note">
        {interpolate(texts.heatmapLegend, { min: formatValue(-heatmap.maxAbs, 'money', lang), max: formatValue(heatmap.maxAbs, 'money', lang) })} {note}
      </p>
    </section>
  );
}
