import { autoMapping, type ColumnMapping } from './headerMatching';
import { mapTrades, type MappedTrades } from './mapTrades';
import { parseTradeTable, type Cell, type TableError, type TradeTable } from './tradeTable';

/**
 * One import as the worker runs it (pure, so tests run the same steps): parse the text, map the
 * columns automatically (or with the user's mapping) and read the trades.
 */
export interface ImportSummary {
  format: 'csv' | 'json';
  headers: string[];
  /** The first rows as read, for the preview table. */
  preview: Cell[][];
  rows: number;
  delimiter: string;
  decimalComma: boolean;
}

export const PREVIEW_ROWS = 5;

export type ImportOutcome = { ok: true; summary: ImportSummary; mapping: ColumnMapping; mapped: MappedTrades } | { ok: false; error: TableError };

export function summarize(table: TradeTable): ImportSummary {
  return { format: table.format, headers: table.headers, preview: table.rows.slice(0, PREVIEW_ROWS), rows: table.rows.length, delimiter: table.delimiter, decimalComma: table.decimalComma };
}

/** Parses and maps a text; `table` is returned for later re-mapping. */
export function importTradeText(text: string, format: 'csv' | 'json'): ImportOutcome & { table?: TradeTable } {
  const parsed = parseTradeTable(text, format);
  if (!parsed.ok) return parsed;
  const mapping = autoMapping(parsed.table.headers);
  return { ok: true, summary: summarize(parsed.table), mapping, mapped: mapTrades(parsed.table, mapping), table: parsed.table };
}
