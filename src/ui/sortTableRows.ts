import type { Lang } from '../engine/localize';
import { markdownToPlainText } from '../engine/markdown';
import type { TableRow } from '../engine/specTypes.generated';
import { sortPositions, type SortDirection, type SortKey } from './sortAndPage';

export type { SortDirection } from './sortAndPage';

/** A spec table cell's sort key: its number, or its visible text (Markdown dropped) in the language. */
function sortKeyOf(row: TableRow | undefined, key: string, lang: Lang): SortKey {
  const value = row?.[key];
  if (value === undefined || typeof value === 'number') return value;
  return markdownToPlainText(value[lang]);
}

/** The rows of a spec table sorted by column `key` (a new array), in the order of {@link sortPositions}. */
export function sortTableRows(rows: readonly TableRow[], key: string, direction: SortDirection, lang: Lang): TableRow[] {
  const positions = sortPositions(rows.length, (position) => sortKeyOf(rows[position], key, lang), direction, lang);
  return Array.from(positions, (position) => rows[position] as TableRow);
}
