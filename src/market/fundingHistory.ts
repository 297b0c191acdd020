/**
 * A market's funding history: the funding times (Unix ms, strictly ascending) and the rate charged at
 * each, as a fraction of the position's notional per funding period (0.0001 = 0.01 %). Longs pay a
 * positive rate to shorts; a negative rate flows the other way.
 *
 * Pure, no DOM: read by the backtest's account, the carry statistics and the market-data reader.
 */
import { valueAt } from '../finance/valueAt';

export interface FundingHistory {
  time: Float64Array;
  rate: Float64Array;
}

/** The index of the first funding time after `after` (time.length when there is none): a binary search. */
export function firstFundingAfter(history: FundingHistory, after: number): number {
  let low = 0;
  let high = history.time.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (valueAt(history.time, mid) <= after) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The sum of the rates of the funding times in (start, end]. */
export function fundingRateSum(history: FundingHistory, start: number, end: number): number {
  let sum = 0;
  for (let i = firstFundingAfter(history, start); i < history.time.length && valueAt(history.time, i) <= end; i++) sum += valueAt(history.rate, i);
  return sum;
}
