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
  /**
   * Lays the columns out as rows and the rows as columns (a 7 × 24 map stands upright on a phone); output
   * names stay `NAME.ROWKEY.COLUMNKEY`, and the totals become a last row.
   */
  transposed?: boolean;
}

/**
 * A heatmap as a real table: each cell shows its number, so colour is never the only carrier, on a
 * background from red (loss) to green (gain) whose opacity grows with |value| (0.08–0.45).
 */
export default function HeatmapTable({ name, caption, corner, rows, columns, cell, maxAbs, format, cellTitle, totals, classNames, transposed = false }: HeatmapTableProps) {
  const valueCell = (r: number, c: number, key: string) => {
    const value = cell(r, c);
    return (
      <td key={key} data-key={key} style={{ background: value === null ? undefined : heatColor(value, maxAbs, 0.08, 0.37) }} title={cellTitle?.(r, c)}>
        <output name={`${name}.${rows[r]?.key}.${columns[c]?.key}`} data-value={value === null ? '' : rawValue(value)}>
          {value === null ? '' : format(value)}
        </output>
      </td>
    );
  };
  const totalCell = (r: number, key: string) => (
    <td key={key}>
      <output name={`${name}.${rows[r]?.key}.total`} data-value={rawValue(totals?.values[r] ?? NaN)}>
        {totals && Number.isFinite(totals.values[r]) ? format(valueAt(totals.values, r)) : ''}
      </output>
    </td>
  );
  // Across the top and down the side: the columns and rows, or the other way round when transposed.
  const across = transposed ? rows : columns;
  const down = transposed ? columns : rows;
  const at = (d: number, a: number): [number, number] => (transposed ? [a, d] : [d, a]);

  return (
    <div className={classNames.scroll} role="region" tabIndex={0} aria-label={caption}>
      <table className={`${classNames.table} heatmap-table`} data-table={name} data-transposed={transposed || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {across.map((entry) => (
              <th key={entry.key} scope="col" data-key={entry.key}>
                {entry.label}
              </th>
            ))}
            {totals && !transposed ? <th scope="col">{totals.label}</th> : null}
          </tr>
        </thead>
        <tbody>
          {down.map((entry, d) => (
            <tr key={entry.key} data-key={entry.key}>
              <th scope="row">{entry.label}</th>
              {across.map((other, a) => valueCell(...at(d, a), other.key))}
              {totals && !transposed ? totalCell(d, 'total') : null}
            </tr>
          ))}
          {totals && transposed ? (
            <tr data-key="total">
              <th scope="row">{totals.label}</th>
              {rows.map((row, r) => totalCell(r, row.key))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
