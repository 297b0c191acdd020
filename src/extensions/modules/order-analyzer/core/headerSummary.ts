import type { TFunction } from 'i18next';
import { ORDER_COLUMNS, type ColumnMapping, type HeaderCheck, type OrderColumnKey } from './orderData';

/** What the header check's one-line summary counts. */
export interface HeaderCounts {
  /** Expected columns mapped to a column of the file. */
  recognised: number;
  /** Expected columns without a column of the file. */
  missing: number;
  /** Mapped columns as the reader matched them that hold no value in any row (the mapping may be wrong). */
  empty: readonly OrderColumnKey[];
}

/**
 * The counts of the header check for the mapping shown. A column the reader found empty counts as
 * empty only while the visitor keeps the reader's choice for it.
 */
export function headerCounts(header: HeaderCheck, mapping: ColumnMapping): HeaderCounts {
  const recognised = ORDER_COLUMNS.filter((key) => mapping[key] !== null).length;
  return { recognised, missing: ORDER_COLUMNS.length - recognised, empty: header.emptyMapped.filter((key) => mapping[key] === header.mapping[key]) };
}

/** '15 columns recognised', or '13 columns recognised, 2 missing, 1 empty' (plural forms by i18next). */
export function headerSummaryText(t: TFunction<'blocks'>, counts: HeaderCounts): string {
  const parts = [t('module.orderAnalyzer.columnsRecognised', { count: counts.recognised })];
  if (counts.missing > 0) parts.push(t('module.orderAnalyzer.columnsMissing', { count: counts.missing }));
  if (counts.empty.length > 0) parts.push(t('module.orderAnalyzer.columnsEmpty', { count: counts.empty.length }));
  return parts.join(', ');
}
