import { useId, useMemo, useState, type ReactNode } from 'react';
import { interpolate, type Lang } from '../../engine/localize';
import { rawValue } from '../rawValue';
import { pageWindow, sortPositions, type PageWindow, type SortDirection, type SortKey } from '../sortAndPage';
import { dataTableTexts } from './texts';
import './DataTable.css';

/** One column of a {@link DataTable}; rows are addressed by their position 0…rowCount−1. */
export interface DataColumn {
  key: string;
  label: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  sortKey: (row: number) => SortKey;
  /** The visible cell. */
  text: (row: number) => ReactNode;
  /** A computed value: the cell is `<output name="TABLE.ROWKEY.COLUMN" data-value="RAW">`, as screen readers and tests read it. */
  value?: (row: number) => number;
  /** Colours a gain green and a loss red (the sign is also in the text). */
  tone?: boolean;
}

/** The caller's words for its table. */
export interface DataTableTexts {
  /** Names the table for screen readers. */
  caption: string;
  pagerLabel: string;
  /** The pager status, e.g. 'Page 2 of 3 · trades 51–100 of 120'. */
  pageStatus: (shown: PageWindow, total: number) => string;
}

export interface DataTableProps {
  /** `data-table` of the table and the first part of its output names. */
  name: string;
  columns: readonly DataColumn[];
  rowCount: number;
  /** A stable key of a row (in output names and React keys). */
  rowKey: (row: number) => string;
  /** Extra `data-*` attributes of a row, such as the order number. */
  rowData?: (row: number) => Record<`data-${string}`, string>;
  /** A column whose cells are row headers (`th scope=row`). */
  rowHeader?: string;
  pageSize: number;
  initialSort: { column: string; direction: SortDirection };
  texts: DataTableTexts;
  lang: Lang;
  /** Classes of the scroll region and the table, for the module's own table look. */
  classNames: { scroll: string; table: string };
}

const SORT_ICON: Record<SortDirection | 'none', string> = { ascending: '▲', descending: '▼', none: '↕' };

/**
 * A sortable, paged table of many rows: each column header is a button (the sorted column carries
 * `aria-sort`; a second press reverses it and every sort returns to page 1), and a pager of buttons
 * that stay focusable at the ends (`aria-disabled`) and announces the page politely. Only the current
 * page is rendered, so 100,000 rows cost one typed-array sort, not 100,000 rows of DOM.
 */
export default function DataTable({ name, columns, rowCount, rowKey, rowData, rowHeader, pageSize, initialSort, texts, lang, classNames }: DataTableProps) {
  const captionId = useId();
  const [sort, setSort] = useState(initialSort);
  const [pageWanted, setPage] = useState(0);
  const sortColumn = columns.find((column) => column.key === sort.column) ?? columns[0];
  const order = useMemo(
    () => (sortColumn ? sortPositions(rowCount, sortColumn.sortKey, sort.direction, lang) : new Int32Array(0)),
    [rowCount, sortColumn, sort.direction, lang],
  );
  const ui = dataTableTexts[lang];
  const shown = pageWindow(rowCount, pageWanted, pageSize);
  const { page, pages } = shown;

  const toggle = (column: string) => {
    setSort((current) => ({ column, direction: current.column === column && current.direction === 'ascending' ? 'descending' : 'ascending' }));
    setPage(0);
  };

  const cell = (column: DataColumn, row: number, key: string) => {
    const value = column.value?.(row);
    const tone = column.tone && value !== undefined && value !== 0 && Number.isFinite(value) ? (value > 0 ? 'positive' : 'negative') : undefined;
    const content = value === undefined ? column.text(row) : <output name={`${name}.${key}.${column.key}`} data-value={rawValue(value)}>{column.text(row)}</output>;
    const className = column.numeric ? 'data-table__num' : undefined;
    return column.key === rowHeader ? (
      <th key={column.key} scope="row" className={className} data-column={column.key}>
        {content}
      </th>
    ) : (
      <td key={column.key} className={className} data-tone={tone} data-column={column.key}>
        {content}
      </td>
    );
  };

  return (
    <>
      <div className={classNames.scroll} role="region" tabIndex={0} aria-labelledby={captionId}>
        <table className={`${classNames.table} data-table`} data-table={name}>
          <caption id={captionId} className="sr-only">
            {texts.caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort.column === column.key ? sort.direction : undefined;
                return (
                  <th key={column.key} scope="col" aria-sort={sorted ?? 'none'} className={column.numeric ? 'data-table__num' : undefined} data-column={column.key}>
                    <button type="button" className="data-table__sort" onClick={() => toggle(column.key)} data-column={column.key} title={interpolate(ui.sortBy, { column: column.label })}>
                      {column.label}
                      <span aria-hidden="true" className="data-table__sort-icon">
                        {SORT_ICON[sorted ?? 'none']}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {Array.from(order.subarray(shown.first, shown.end), (row) => {
              const key = rowKey(row);
              return (
                <tr key={key} {...rowData?.(row)}>
                  {columns.map((column) => cell(column, row, key))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <nav className="data-table__pager" aria-label={texts.pagerLabel}>
        <button type="button" className="btn btn-ghost" aria-disabled={page === 0} onClick={() => setPage(0)}>
          {ui.firstPage}
        </button>
        <button type="button" className="btn btn-ghost" aria-disabled={page === 0} onClick={() => setPage(Math.max(0, page - 1))}>
          {ui.previousPage}
        </button>
        <span aria-live="polite" data-pager-status>
          {texts.pageStatus(shown, rowCount)}
        </span>
        <button type="button" className="btn btn-ghost" aria-disabled={page >= pages - 1} onClick={() => setPage(Math.min(pages - 1, page + 1))}>
          {ui.nextPage}
        </button>
        <button type="button" className="btn btn-ghost" aria-disabled={page >= pages - 1} onClick={() => setPage(pages - 1)}>
          {ui.lastPage}
        </button>
      </nav>
    </>
  );
}
