/**
 * What a conversion reports besides the orders: the rows it could not read, the mapped columns that
 * never held a value, and its progress.
 */

import { MAX_REJECTED_LISTED, ORDER_COLUMNS, type LoadProgress, type OrderColumnKey, type RejectedRow } from '../orderData';
import { cellText, isBlankCell, type GridRow } from '../../../../../market/sheetCells';
import type { ColumnIndexes, RowProblem } from './orderRow';

/** Longest cell text quoted in a rejection (RejectedRow.value). */
export const MAX_VALUE_CHARS = 80;

/** Every unreadable row counted; the first MAX_REJECTED_LISTED listed with row number, reason, column and cell text. */
export class RejectionLog {
  readonly listed: RejectedRow[] = [];
  count = 0;

  /** Records the problem of 1-based sheet row `rowNumber`. */
  add(rowNumber: number, problem: RowProblem): void {
    this.count++;
    if (this.listed.length >= MAX_REJECTED_LISTED) return;
    const entry: RejectedRow = { row: rowNumber, reason: problem.reason };
    if (problem.column !== undefined) entry.column = problem.column;
    if (problem.cell !== undefined) entry.value = cellText(problem.cell).slice(0, MAX_VALUE_CHARS);
    this.listed.push(entry);
  }
}

/** The mapped keys whose column has held no value yet (HeaderCheck.emptyMapped); checked until all have. */
export class EmptyMappedKeys {
  private unseen: OrderColumnKey[];

  constructor(private readonly columns: ColumnIndexes) {
    this.unseen = ORDER_COLUMNS.filter((key) => columns[key] >= 0);
  }

  see(row: GridRow): void {
    const { columns } = this;
    if (this.unseen.length > 0 && this.unseen.some((key) => !isBlankCell(row[columns[key]]))) {
      this.unseen = this.unseen.filter((key) => isBlankCell(row[columns[key]]));
    }
  }

  /** The keys still without a value, in ORDER_COLUMNS order. */
  keys(): OrderColumnKey[] {
    return this.unseen.slice();
  }
}

/**
 * Reports the 'converting' fraction of the rows `first`…`end − 1` about every 10 % of them: call the
 * returned function with each row index before the row is read.
 */
export function conversionProgress(first: number, end: number, onProgress?: (progress: LoadProgress) => void): (row: number) => void {
  if (!onProgress) return () => {};
  const rows = Math.max(0, end - first);
  const step = Math.max(1, Math.ceil(rows / 10));
  let next = first;
  return (row) => {
    if (row < next) return;
    onProgress({ phase: 'converting', fraction: (row - first) / Math.max(1, rows) });
    next += step;
  };
}
