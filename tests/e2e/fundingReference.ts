/**
 * An independent reference for the funding a backtest pays on an exchange dataset, written from the rules
 * alone (no code of the site): a position held over a funding time pays that time's rate × its quantity × the
 * price then, the close of the bar whose span (its open, the next bar's open] holds the funding time; a long
 * pays a positive rate, a short receives it. A position exited at a bar's open or at a stop or take-profit during
 * a bar is not held at that bar's close and pays nothing for it; one closed out at the end is held through the
 * last bar (its open, its open + one bar].
 *
 * Funding moves cash, and every entry is sized from the cash before it, so the same trades without funding
 * have other quantities: `withFunding` derives the run with funding from the run without, trade by trade.
 */

/** A trade as the lab's trades table shows it (times in Unix ms). */
export interface TableTrade {
  entryTime: number;
  exitTime: number;
  side: 'long' | 'short';
  reason: string;
  quantity: number;
  funding: number;
  pnl: number;
}

export interface Candles {
  t: readonly number[];
  c: readonly number[];
}

export interface FundingRecords {
  t: readonly number[];
  rate: readonly number[];
}

/** The index of the last bar that opened before `time` (−1 when none did). */
function barBefore(candles: Candles, time: number): number {
  let low = 0;
  let high = candles.t.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((candles.t[mid] as number) < time) low = mid + 1;
    else high = mid;
  }
  return low - 1;
}

/** The funding a trade of `quantity` pays over its holding span (negative: received). */
export function tradeFunding(trade: Pick<TableTrade, 'entryTime' | 'exitTime' | 'side' | 'reason'>, quantity: number, candles: Candles, funding: FundingRecords, barMs: number): number {
  const end = trade.reason === 'end' ? trade.exitTime + barMs : trade.exitTime;
  const sign = trade.side === 'long' ? 1 : -1;
  let paid = 0;
  funding.t.forEach((time, i) => {
    if (time <= trade.entryTime || time > end) return;
    const bar = barBefore(candles, time);
    paid += (funding.rate[i] as number) * quantity * (candles.c[bar] as number) * sign;
  });
  return paid;
}

/** A trade of the run with funding as the reference expects it. */
export interface ExpectedTrade {
  quantity: number;
  funding: number;
  pnl: number;
}

/**
 * The run with funding, from the same trades without funding: each entry's quantity scales with the cash
 * before it (the initial capital plus the P&L of the trades before), the trade's price P&L and fees scale with
 * its quantity, and it pays its funding on top.
 */
export function withFunding(without: readonly TableTrade[], initialCapital: number, candles: Candles, funding: FundingRecords, barMs: number): ExpectedTrade[] {
  let cashWithout = initialCapital;
  let cashWith = initialCapital;
  return without.map((trade) => {
    const scale = cashWith / cashWithout;
    const quantity = trade.quantity * scale;
    const paid = tradeFunding(trade, quantity, candles, funding, barMs);
    const pnl = trade.pnl * scale - paid;
    cashWithout += trade.pnl;
    cashWith += pnl;
    return { quantity, funding: paid, pnl };
  });
}
