/**
 * One trade of a trade journal (Performance Pro, the swing tracker), after import or manual entry. Times are UTC milliseconds;
 * optional numbers are NaN when absent. A trade's net is `pnl − |fee|` (tradeNet of src/finance/tradeMetrics.ts).
 */
export type Side = 'long' | 'short' | '';

export interface Trade {
  /** UTC milliseconds (a date without a zone is read as UTC). */
  time: number;
  symbol: string;
  side: Side;
  /** Profit or loss in the account currency, before the fee. */
  pnl: number;
  /**
   * The fee as given (its absolute value is subtracted); always finite: the import turns a missing
   * fee into 0 (mapTrades) and manual entry refuses an unreadable one, so the net is never NaN.
   */
  fee: number;
  /** Return of the trade in percent (1.5 = 1.5 %); NaN when absent. */
  returnPct: number;
  /** Result in units of the initial risk (R); NaN when absent. */
  rMultiple: number;
  /** Position size as given (NaN when absent). */
  size: number;
  tags: string[];
  notes: string;
}

/** The fields a column can be mapped to, in the order of the mapping form. */
export const TRADE_FIELDS = ['date', 'pnl', 'fee', 'side', 'symbol', 'returnPct', 'rMultiple', 'size', 'notes', 'tags'] as const;
export type TradeField = (typeof TRADE_FIELDS)[number];

/** Fields that must be mapped for an import. */
export const REQUIRED_FIELDS: readonly TradeField[] = ['date', 'pnl'];

/** Tags of a cell: split at commas, semicolons and pipes, trimmed, empty ones dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(/[,;|]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
