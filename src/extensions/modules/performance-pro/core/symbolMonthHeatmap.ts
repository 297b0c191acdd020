import type { Trade } from '../../../shared/trades/trade';
import { valueAt } from '../../../../finance/valueAt';

/**
 * Net by symbol × calendar month (UTC). Rows are the symbols (alphabetical; a trade
 * without a symbol counts under ''), columns the months `YYYY-MM` from the first to the last trade's
 * month (months without trades included). A cell without trades is NaN (shown empty); `max` is the
 * largest |cell| for the colour scale.
 */
export interface SymbolMonthHeatmap {
  symbols: string[];
  months: string[];
  /** nets[s][m]. */
  nets: Float64Array[];
  /** Σ per symbol. */
  totals: Float64Array;
  max: number;
}

/** Months since year 0 of a time's UTC month (cheaper than a `YYYY-MM` text per trade). */
function monthNumber(time: number): number {
  const date = new Date(time);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

function monthRange(first: number, last: number): string[] {
  const start = new Date(first);
  const end = new Date(last);
  const months: string[] = [];
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  while (year < end.getUTCFullYear() || (year === end.getUTCFullYear() && month <= end.getUTCMonth())) {
    months.push(`${year}-${String(month + 1).padStart(2, '0')}`);
    month++;
    if (month === 12) {
      month = 0;
      year++;
    }
  }
  return months;
}

export function symbolMonthHeatmap(trades: readonly Trade[], nets: ArrayLike<number>): SymbolMonthHeatmap {
  if (trades.length === 0) return { symbols: [], months: [], nets: [], totals: new Float64Array(0), max: 0 };
  let first = Infinity;
  let last = -Infinity;
  const symbolSet = new Set<string>();
  for (const trade of trades) {
    if (trade.time < first) first = trade.time;
    if (trade.time > last) last = trade.time;
    symbolSet.add(trade.symbol);
  }
  const symbols = [...symbolSet].sort();
  const months = monthRange(first, last);
  const firstMonth = monthNumber(first);
  const symbolIndex = new Map(symbols.map((symbol, i) => [symbol, i]));
  const cells = symbols.map(() => new Float64Array(months.length).fill(NaN));
  const totals = new Float64Array(symbols.length);
  trades.forEach((trade, i) => {
    const s = symbolIndex.get(trade.symbol) as number;
    const m = monthNumber(trade.time) - firstMonth;
    const row = cells[s] as Float64Array;
    const net = valueAt(nets, i);
    row[m] = (Number.isNaN(valueAt(row, m)) ? 0 : valueAt(row, m)) + net;
    totals[s] = valueAt(totals, s) + net;
  });
  let max = 0;
  for (const row of cells) for (const value of row) if (Math.abs(value) > max) max = Math.abs(value);
  return { symbols, months, nets: cells, totals, max };
}
