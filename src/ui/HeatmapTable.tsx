import { heatColor } from './heatColor';
import { rawValue } from './rawValue';
import './HeatmapTable.css';
import { valueAt } from '../finance/valueAt';

/** One row or column of a heatmap: its key (in output names and `data-key`) and its visible label. */
export interface HeatmapAxisEntry {
  key: string;
  label: string;
}

export interface HeatmapTableProps {
  /** Cells are `<output name="NAME.ROWKEY.COLUMNKEY" data-value>`; the table carries `data-table="NAME"`. */
  name: string;
  /** The table's caption for screen readers (the visible heading belongs to the caller). */
  caption: string;
  /** Header of the row labels' column. */
  corner: string;
  rows: readonly HeatmapAxisEntry[];
  columns: readonly HeatmapAxisEntry[];
  /** The value of a cell, or null when no trade falls into it (an empty cell with an empty `data-value`). */
  cell: (row: number, column: number) => number | null;
  /** Largest |value| of any cell: the end of the colour scale. */
  maxAbs: number;
  format: (value: number) => string;
  /** A tooltip for a cell (for example how many trades it holds). */
  cellTitle?: (row: number, column: number) => string | undefined;
  /** An extra last column of row totals (`NAME.ROWKEY.total`), uncoloured. */
  totals?: { label: string; values: ArrayLike<number> };
  /** Classes of the scroll region and the table, for the module's own table look. */
  classNames: { scroll: string; table: string };
}

/**
 * A heatmap as a real table: each cell shows its number, so colour is never the only carrier, on a
 * background from red (loss) to green (gain) whose opacity grows with |value| (0.08–0.45).
 */
export default function HeatmapTable({ name, caption, corner, rows, columns, cell, maxAbs, format, cellTitle, totals, classNames }: HeatmapTableProps) {
  return (
    <div className={classNames.scroll} role="region" tabIndex={0} aria-label={caption}>
      <table className={`${classNames.table} heatmap-table`} data-table={name}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-key={column.key}>
                {column.label}
              </th>
            ))}
            {totals ? <th scope="col">{totals.label}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={row.key} data-key={row.key}>
              <th scope="row">{row.label}</th>
              {columns.map((column, c) => {
                const value = cell(r, c);
                return (
                  <td key={column.key} data-key={column.key} style={{ background: value === null ? undefined : heatColor(value, maxAbs, 0.08, 0.37) }} title={cellTitle?.(r, c)}>
                    <output name={`${name}.${row.key}.${column.key}`} data-value={value === null ? '' : rawValue(value)}>
                      {value === null ? '' : format(value)}
                    </output>
                  </td>
                );
              })}
              {totals ? (
                <td>
                  <output name={`${name}.${row.key}.total`} data-value={rawValue(totals.values[r] ?? NaN)}>
                    {Number.isFinite(totals.values[r]) ? format(valueAt(totals.values, r)) : ''}
                  </output>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
