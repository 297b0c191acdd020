import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../engine/localize';
import type { TableBlock as TableBlockSpec, TableRow } from '../engine/specTypes.generated';
import { useLang } from '../i18n/useLang';
import Markdown from './Markdown';
import { sortTableRows, type SortDirection } from '../ui/sortTableRows';
import { useSpecText } from './useSpecText';
import './TableBlock.css';

interface SortState {
  key: string;
  direction: SortDirection;
}

/**
 * A data table inside a horizontally scrollable, keyboard-focusable region. With `sortable`, each column
 * header is a button; the sorted column carries `aria-sort`. Numbers are formatted for the language;
 * text cells may hold inline Markdown (links, bold). The first column heads its row.
 */
export default function TableBlock({ block }: { block: TableBlockSpec }) {
  const { t } = useTranslation('blocks');
  const text = useSpecText();
  const lang = useLang();
  const headingId = useId();
  const [sort, setSort] = useState<SortState | null>(null);
  const numberFormat = useMemo(() => new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 8 }), [lang]);
  const rows = useMemo<TableRow[]>(
    () => (sort ? sortTableRows(block.rows, sort.key, sort.direction, lang) : block.rows),
    [block.rows, sort, lang],
  );
  const originalIndex = useMemo(() => new Map(block.rows.map((row, index) => [row, index])), [block.rows]);

  const toggle = (key: string) =>
    setSort((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));

  return (
    <div className="table-block">
      {block.heading && <h2 id={headingId}>{text(block.heading)}</h2>}
      <div
        className="table-scroll"
        role="region"
        tabIndex={0}
        aria-labelledby={block.heading && !block.caption ? headingId : undefined}
        aria-label={block.caption ? text(block.caption) : block.heading ? undefined : t('table.scrollHint')}
      >
        <table>
          {block.caption && <caption>{text(block.caption)}</caption>}
          <thead>
            <tr>
              {block.columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : undefined;
                const label = text(column.label);
                return (
                  <th key={column.key} scope="col" className={`align-${column.align ?? 'start'}`} aria-sort={block.sortable ? (sorted ?? 'none') : undefined}>
                    {block.sortable ? (
                      <button type="button" className="table-sort" onClick={() => toggle(column.key)} data-sort={sorted}>
                        {label}
                        <span className="table-sort-icon" aria-hidden="true">
                          {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={originalIndex.get(row) ?? rowIndex}>
                {block.columns.map((column, columnIndex) => {
                  const value = row[column.key];
                  const content =
                    value === undefined ? '' : typeof value === 'number' ? numberFormat.format(value) : <Markdown text={text(value)} inline />;
                  const Cell = columnIndex === 0 ? 'th' : 'td';
                  return (
                    <Cell key={column.key} scope={columnIndex === 0 ? 'row' : undefined} className={`align-${column.align ?? 'start'}`}>
                      {content}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.note && (
        <div className="table-note">
          <Markdown text={text(block.note)} />
        </div>
      )}
    </div>
  );
}
