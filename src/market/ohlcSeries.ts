/**
 * A series of OHLC bars (candles) as columns of typed arrays: the market data of the backtest lab and its tools.
 *
 * - `time[i]` is the bar's open time in Unix milliseconds (UTC); times are strictly ascending.
 * - `open`, `high`, `low`, `close` have the same length as `time`; a valid bar satisfies
 *   high ≥ max(open, close) ≥ min(open, close) ≥ low > 0 (see {@link ohlcBarProblem}).
 * - `barMs` is the typical bar length: the median of the time steps time[i] − time[i−1]
 *   (a gap in the data, such as a missing weekend, does not change it); NaN below two bars.
 *
 * Pure, no DOM: used by the OHLC file reader, the lab's generator and its workers.
 */
import { valueAt } from '../finance/valueAt';

export interface OhlcSeries {
  /** Unix ms, strictly ascending. */
  time: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  /** The typical bar length in ms: the median time step (NaN below two bars). */
  barMs: number;
}

/** The columns of a series without its bar length. */
export type OhlcColumns = Pick<OhlcSeries, 'time' | 'open' | 'high' | 'low' | 'close'>;

/** The price columns, in the order every loop over a bar reads them. */
export const OHLC_PRICE_KEYS = ['open', 'high', 'low', 'close'] as const;

/** Number of bars. */
export function ohlcLength(series: Pick<OhlcSeries, 'time'>): number {
  return series.time.length;
}

/**
 * The median of the steps between consecutive times (for an even count the mean of the two middle
 * steps); NaN for fewer than two times.
 */
export function medianTimeStep(time: ArrayLike<number>): number {
  const n = time.length;
  if (n < 2) return NaN;
  const steps = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) steps[i - 1] = valueAt(time, i) - valueAt(time, i - 1);
  steps.sort();
  const mid = (n - 1) >>> 1;
  return (n - 1) % 2 === 1 ? valueAt(steps, mid) : (valueAt(steps, mid - 1) + valueAt(steps, mid)) / 2;
}

/** A series from its columns, with `barMs` computed as the median time step. */
export function createOhlcSeries(columns: OhlcColumns): OhlcSeries {
  return { ...columns, barMs: medianTimeStep(columns.time) };
}

/** Why a bar is not a valid OHLC bar. */
export type OhlcBarProblem = 'notFinite' | 'notPositive' | 'highBelowLow' | 'highBelowBody' | 'lowAboveBody';

/**
 * The first rule a bar breaks, or null for a valid bar. In this order: every price is a finite number
 * (`notFinite`), every price is > 0 (`notPositive`), high ≥ low (`highBelowLow`),
 * high ≥ max(open, close) (`highBelowBody`), low ≤ min(open, close) (`lowAboveBody`).
 */
export function ohlcBarProblem(open: number, high: number, low: number, close: number): OhlcBarProblem | null {
  if (!Number.isFinite(open) || !Number.isFinite(high) || !Number.isFinite(low) || !Number.isFinite(close)) return 'notFinite';
  if (open <= 0 || high <= 0 || low <= 0 || close <= 0) return 'notPositive';
  if (high < low) return 'highBelowLow';
  if (high < open || high < close) return 'highBelowBody';
  if (low > open || low > close) return 'lowAboveBody';
  return null;
}

/** Why a series is not valid: a bar's problem, a time that is not finite or not after the previous one, columns of different lengths. */
export type OhlcSeriesProblemReason = OhlcBarProblem | 'badTime' | 'timeNotAscending' | 'lengthMismatch';

export interface OhlcSeriesProblem {
  /** Index of the first bad bar (0 for a length mismatch). */
  index: number;
  reason: OhlcSeriesProblemReason;
}

/**
 * The first problem of a series, or null when every bar is valid ({@link ohlcBarProblem}), every time
 * is finite and times are strictly ascending, and all five columns have the same length.
 */
export function validateOhlcSeries(series: OhlcColumns): OhlcSeriesProblem | null {
  const { time, open, high, low, close } = series;
  const n = time.length;
  if (open.length !== n || high.length !== n || low.length !== n || close.length !== n) return { index: 0, reason: 'lengthMismatch' };
  for (let i = 0; i < n; i++) {
    const t = valueAt(time, i);
    if (!Number.isFinite(t)) return { index: i, reason: 'badTime' };
    if (i > 0 && !(t > valueAt(time, i - 1))) return { index: i, reason: 'timeNotAscending' };
    const problem = ohlcBarProblem(valueAt(open, i), valueAt(high, i), valueAt(low, i), valueAt(close, i));
    if (problem) return { index: i, reason: problem };
  }
  return null;
}

/**
 * Bars `from` (inclusive) to `to` (exclusive) by index, clamped to the series, as copies (so the result
 * owns its buffers and can be transferred to or from a worker). `barMs` is kept: a part has the same
 * typical bar length as the whole.
 */
export function sliceOhlcByIndex(series: OhlcSeries, from: number, to: number): OhlcSeries {
  const n = ohlcLength(series);
  const start = Math.min(Math.max(0, Math.floor(from)), n);
  const end = Math.min(Math.max(start, Math.floor(to)), n);
  return {
    time: series.time.slice(start, end),
    open: series.open.slice(start, end),
    high: series.high.slice(start, end),
    low: series.low.slice(start, end),
    close: series.close.slice(start, end),
    barMs: series.barMs,
  };
}

/** The first index whose time is ≥ `ms` (the length when there is none); times ascending, binary search. */
export function firstIndexAtOrAfter(time: Float64Array, ms: number): number {
  let lo = 0;
  let hi = time.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (valueAt(time, mid) < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The bars with fromMs ≤ time < toMs (a half-open time range), as copies; see {@link sliceOhlcByIndex}. */
export function sliceOhlcByTime(series: OhlcSeries, fromMs: number, toMs: number): OhlcSeries {
  return sliceOhlcByIndex(series, firstIndexAtOrAfter(series.time, fromMs), firstIndexAtOrAfter(series.time, toMs));
}

/** The buffers of a series, for the transfer list of postMessage. */
export function ohlcTransferables(series: OhlcColumns): ArrayBuffer[] {
  return [series.time.buffer, series.open.buffer, series.high.buffer, series.low.buffer, series.close.buffer] as ArrayBuffer[];
}
