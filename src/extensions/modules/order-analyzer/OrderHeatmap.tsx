import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import HeatmapTable from '../../../ui/HeatmapTable';
import type { Heatmap } from './core/report/breakdowns';
import { type OrderAnalyzerTexts } from './texts';
import { useNarrowScreen } from './useNarrowScreen';

export interface OrderHeatmapProps {
  name: string;
  heading: string;
  note: string;
  /** Header of the row labels' column. */
  corner: string;
  rowLabels: readonly string[];
  columnLabels: readonly string[];
  heatmap: Heatmap;
  /**
   * A wide map stands upright (its columns become rows) with this corner header, so it fits any screen
   * without sideways scrolling; on a phone its cells show whole amounts (the exact sum stays in `data-value`).
   */
  upright?: { corner: string };
  texts: OrderAnalyzerTexts;
  lang: Lang;
}

/** A breakdown heatmap of the analyzer with its heading, colour legend and note; cells hold the net PnL. */
export default function OrderHeatmap({ name, heading, note, corner, rowLabels, columnLabels, heatmap, upright, texts, lang }: OrderHeatmapProps) {
  const wholeAmounts = useNarrowScreen() && upright !== undefined;
  const counts = (r: number, c: number) => heatmap.counts[r]?.[c] ?? 0;
  return (
    <section className="oa-panel" data-heatmap={name}>
      <h3>{heading}</h3>
      <HeatmapTable
        name={name}
        caption={heading}
        corner={upright?.corner ?? corner}
        transposed={upright !== undefined}
        rows={heatmap.rowKeys.map((key, r) => ({ key, label: rowLabels[r] ?? key }))}
        columns={heatmap.columnKeys.map((key, c) => ({ key, label: columnLabels[c] ?? key }))}
        cell={(r, c) => (counts(r, c) > 0 ? (heatmap.values[r]?.[c] ?? null) : null)}
        maxAbs={heatmap.maxAbs}
        format={(value) => formatValue(value, 'money', lang, wholeAmounts ? 0 : undefined)}
        cellTitle={(r, c) => (counts(r, c) > 0 ? interpolate(texts.heatmapCell, { count: formatValue(counts(r, c), 'integer', lang) }) : undefined)}
        classNames={{ scroll: 'oa-scroll', table: 'oa-table' }}
      />
      <p className="oa-note">
        {interpolate(texts.heatmapLegend, { min: formatValue(-heatmap.maxAbs, 'money', lang), max: formatValue(heatmap.maxAbs, 'money', lang) })} {note}
      </p>
    </section>
  );
}
