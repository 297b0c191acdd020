import { localeOf, type Lang } from '../engine/localize';
import { markdownToPlainText } from '../engine/markdown';
import type { TableRow } from '../engine/specTypes.generated';

export type SortDirection = 'ascending' | 'descending';

type Cell = { kind: 'number'; value: number } | { kind: 'text'; value: string } | { kind: 'missing' };

function cellOf(row: TableRow, key: string, lang: Lang): Cell {
  const value = row[key];
  if (value === undefined) return { kind: 'missing' };
  if (typeof value === 'number') return Number.isNaN(value) ? { kind: 'missing' } : { kind: 'number', value };
  return { kind: 'text', value: markdownToPlainText(value[lang]) };
}

/**
 * The rows sorted by column `key` (a new array; the sort is stable). Number cells compare numerically,
 * text cells by their visible text (Markdown dropped) with the language's collation (digit runs numerically: '20x' before '125x'); numbers come
 * before texts, and rows without the cell stay last in both directions.
 */
export function sortTableRows(rows: readonly TableRow[], key: string, direction: SortDirection, lang: Lang): TableRow[] {
  const collator = new Intl.Collator(localeOf(lang), { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  const compare = (a: Cell, b: Cell): number => {
    if (a.kind === 'missing' || b.kind === 'missing') return 0;
    if (a.kind === 'number' && b.kind === 'number') return a.value - b.value;
    if (a.kind === 'text' && b.kind === 'text') return collator.compare(a.value, b.value);
    return a.kind === 'number' ? -1 : 1;
  };
  return rows
    .map((row) => ({ row, cell: cellOf(row, key, lang) }))
    .sort((a, b) => {
      const aMissing = a.cell.kind === 'missing';
      const bMissing = b.cell.kind === 'missing';
      if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
      return sign * compare(a.cell, b.cell);
    })
    .map(({ row }) => row);
}
