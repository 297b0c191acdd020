/**
 * What a market's funding history paid: the statistics a carry trader reads before trusting a rate.
 * Rates are fractions of the notional per funding period (0.0001 = 0.01 %); positive rates are paid by
 * longs to shorts, so they are what a short perpetual leg of a carry trade receives.
 */
import { valueAt } from './valueAt';

export interface FundingStats {
  /** Funding periods in the history. */
  periods: number;
  /** The mean rate per period. */
  mean: number;
  /** The median rate per period (the mean of the two middle rates for an even count). */
  median: number;
  /** The share of periods with a rate above 0 (0 to 1). */
  positiveShare: number;
  /** The mean rate kept up for a year without compounding: mean · 365 · 24 / intervalHours. */
  annualYield: number;
  /** The calendar month (UTC) whose rates sum lowest: its first day (Unix ms) and that sum. */
  worstMonth: { start: number; sum: number };
  /** The mean rate per 8 hours: mean · 8 / intervalHours (the unit most funding calculators take). */
  meanPer8h: number;
}

/** The first moment of the UTC calendar month holding `ms`. */
export function monthStart(ms: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** The median of values (NaN when empty). */
function median(values: Float64Array): number {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  if (n === 0) return NaN;
  const mid = n >>> 1;
  return n % 2 === 1 ? valueAt(sorted, mid) : (valueAt(sorted, mid - 1) + valueAt(sorted, mid)) / 2;
}

/** The lowest monthly sum of rates, months by UTC calendar. */
export function worstFundingMonth(time: ArrayLike<number>, rate: ArrayLike<number>): { start: number; sum: number } {
  const sums = new Map<number, number>();
  for (let i = 0; i < time.length; i++) {
    const month = monthStart(valueAt(time, i));
    sums.set(month, (sums.get(month) ?? 0) + valueAt(rate, i));
  }
  let worst = { start: NaN, sum: NaN };
  for (const [start, sum] of sums) if (!(sum >= worst.sum)) worst = { start, sum };
  return worst;
}

/**
 * The statistics of a funding history with `intervalHours` between funding times; null for an empty
 * history or an interval that is not a number above 0.
 */
export function fundingStats(history: { time: ArrayLike<number>; rate: Float64Array }, intervalHours: number): FundingStats | null {
  const { time, rate } = history;
  const n = rate.length;
  if (n === 0 || time.length !== n || !(intervalHours > 0)) return null;
  let sum = 0;
  let positive = 0;
  for (let i = 0; i < n; i++) {
    const value = valueAt(rate, i);
    sum += value;
    if (value > 0) positive += 1;
  }
  const mean = sum / n;
  return {
    periods: n,
    mean,
    median: median(rate),
    positiveShare: positive / n,
    annualYield: (mean * 365 * 24) / intervalHours,
    worstMonth: worstFundingMonth(time, rate),
    meanPer8h: (mean * 8) / intervalHours,
  };
}
