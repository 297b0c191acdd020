import type { ColumnMapping } from './headerMatching';
import { parseTradeDate } from './parseTradeDate';
import { isBlank, parseTradeNumber } from './parseTradeNumber';
import { splitTags, type Side, type Trade, type TradeField } from './trade';
import type { Cell, TradeTable } from './tradeTable';

/** Why a row could not be read. */
export type RowErrorReason = 'missing' | 'unreadableDate' | 'unreadableNumber' | 'unreadableSide';

export interface RowError {
  /** Data row number, 1 = the first row after the header (JSON: the first object). */
  row: number;
  field: TradeField;
  reason: RowErrorReason;
  /** The cell as text (shortened), shown as text only. */
  value: string;
}

export interface MappedTrades {
  trades: Trade[];
  /** The first {@link MAX_LISTED_ERRORS} problems. */
  errors: RowError[];
  /** Rows skipped in total. */
  skipped: number;
}

export const MAX_LISTED_ERRORS = 100;

const LONG = new Set(['long', 'buy', 'b', 'l', 'kauf', 'kaufen', 'open long', 'close long', 'bid']);
const SHORT = new Set(['short', 'sell', 's', 'verkauf', 'verkaufen', 'open short', 'close short', 'ask', 'leerverkauf']);

/** A side cell: long/buy/Kauf → long, short/sell/Verkauf → short, empty → '' (unknown); null when unreadable. */
export function parseSide(cell: Cell | undefined): Side | null {
  if (isBlank(cell)) return '';
  const text = String(cell).trim().toLowerCase();
  if (LONG.has(text)) return 'long';
  if (SHORT.has(text)) return 'short';
  return null;
}

function shown(cell: Cell | undefined): string {
  if (cell === undefined || cell === null) return '';
  const text = String(cell);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * Turns the table's rows into trades with the given mapping. date and pnl are required; fee defaults
 * to 0; returnPct, rMultiple and size to NaN; a row with an unreadable mapped value is skipped and
 * reported (row number, field, reason, the cell). Trades keep the file's order.
 */
export function mapTrades(table: TradeTable, mapping: ColumnMapping): MappedTrades {
  const trades: Trade[] = [];
  const errors: RowError[] = [];
  let skipped = 0;
  const comma = table.decimalComma;
  const col = mapping;
  const get = (row: Cell[], field: TradeField): Cell | undefined => (col[field] >= 0 ? row[col[field]] : undefined);

  for (let r = 0; r < table.rows.length; r++) {
    const row = table.rows[r] as Cell[];
    let problem: RowError | null = null;
    const fail = (field: TradeField, reason: RowErrorReason, cell: Cell | undefined) => {
      problem ??= { row: r + 1, field, reason, value: shown(cell) };
    };
    const number = (field: TradeField, required: boolean): number => {
      const cell = get(row, field);
      if (isBlank(cell)) {
        if (required) fail(field, 'missing', cell);
        return NaN;
      }
      const value = parseTradeNumber(cell, comma);
      if (!Number.isFinite(value)) fail(field, 'unreadableNumber', cell);
      return value;
    };
    const dateCell = get(row, 'date');
    const time = parseTradeDate(dateCell);
    if (isBlank(dateCell)) fail('date', 'missing', dateCell);
    else if (!Number.isFinite(time)) fail('date', 'unreadableDate', dateCell);
    const pnl = number('pnl', true);
    const fee = number('fee', false);
    const sideCell = get(row, 'side');
    const side = parseSide(sideCell);
    if (side === null) fail('side', 'unreadableSide', sideCell);
    const returnPct = number('returnPct', false);
    const rMultiple = number('rMultiple', false);
    const size = number('size', false);
    if (problem) {
      skipped++;
      if (errors.length < MAX_LISTED_ERRORS) errors.push(problem);
      continue;
    }
    const text = (field: TradeField) => {
      const cell = get(row, field);
      return cell === undefined || cell === null ? '' : String(cell).trim();
    };
    trades.push({
      time,
      symbol: text('symbol'),
      side: side ?? '',
      pnl,
      fee: Number.isFinite(fee) ? fee : 0,
      returnPct,
      rMultiple,
      size,
      tags: splitTags(text('tags')),
      notes: text('notes'),
    });
  }
  return { trades, errors, skipped };
}
