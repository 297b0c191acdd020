/**
 * Resampling OHLC bars to a longer timeframe (for example 1-minute bars to 1-hour, 4-hour or daily bars).
 *
 * Every source bar belongs to the bucket that starts at ⌊time / frame⌋ · frame — UTC boundaries, because Unix
 * time counts from midnight UTC: hours at :00, 4-hour bars at 00:00, 04:00, … 20:00 UTC, days at 00:00 UTC.
 * One bar per bucket that holds at least one source bar (empty buckets, such as a gap in the data, give no
 * bar): time = bucket start, open = the first bar's open, high = the highest high, low = the lowest low,
 * close = the last bar's close. A bucket at either end of the data may hold fewer source bars than a full one;
 * `counts` says how many each bar holds.
 *
 * Pure, no DOM.
 */
import { valueAt } from '../finance/valueAt';
import { createOhlcSeries, type OhlcColumns, type OhlcSeries } from './ohlcSeries';

export const TIMEFRAMES = ['1h', '4h', '1d'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

const HOUR_MS = 3_600_000;

/** The length of a timeframe in ms. */
export const TIMEFRAME_MS: Readonly<Record<Timeframe, number>> = { '1h': HOUR_MS, '4h': 4 * HOUR_MS, '1d': 24 * HOUR_MS };

export interface Resampled {
  series: OhlcSeries;
  /** How many source bars each resampled bar holds. */
  counts: Int32Array;
}

/** True when `value` is one of the timeframes. */
export function isTimeframe(value: unknown): value is Timeframe {
  return typeof value === 'string' && (TIMEFRAMES as readonly string[]).includes(value);
}

/** The start (Unix ms, UTC) of the bucket of length `frameMs` that holds `time`. */
export function bucketStart(time: number, frameMs: number): number {
  return Math.floor(time / frameMs) * frameMs;
}

/**
 * The bars of `source` (times strictly ascending) resampled to buckets of `frameMs` milliseconds.
 * Throws a RangeError when `frameMs` is not a positive whole number of ms.
 */
export function resampleOhlc(source: OhlcColumns, frameMs: number): Resampled {
  if (!Number.isInteger(frameMs) || frameMs <= 0) throw new RangeError('frameMs must be a positive whole number of milliseconds');
  const n = source.time.length;
  const time: number[] = [];
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = bucketStart(valueAt(source.time, i), frameMs);
    const last = time.length - 1;
    if (last < 0 || time[last] !== start) {
      time.push(start);
      open.push(valueAt(source.open, i));
      high.push(valueAt(source.high, i));
      low.push(valueAt(source.low, i));
      close.push(valueAt(source.close, i));
      counts.push(1);
    } else {
      high[last] = Math.max(valueAt(high, last), valueAt(source.high, i));
      low[last] = Math.min(valueAt(low, last), valueAt(source.low, i));
      close[last] = valueAt(source.close, i);
      counts[last] = valueAt(counts, last) + 1;
    }
  }
  return {
    series: createOhlcSeries({
      time: Float64Array.from(time),
      open: Float64Array.from(open),
      high: Float64Array.from(high),
      low: Float64Array.from(low),
      close: Float64Array.from(close),
    }),
    counts: Int32Array.from(counts),
  };
}

/** Why a series cannot be shown on a timeframe: its bars are longer than the timeframe, or not a whole fraction of it. */
export type ResampleProblem = 'barsLonger' | 'notDivisor';

/**
 * Whether bars of length `barMs` can be resampled to `timeframe`: null when they can (equal or a whole
 * fraction of it, such as 1, 5, 15 or 60 minutes for 1 hour), else the reason.
 */
export function resampleProblem(barMs: number, timeframe: Timeframe): ResampleProblem | null {
  const frame = TIMEFRAME_MS[timeframe];
  if (!(barMs > 0) || barMs > frame) return 'barsLonger';
  return frame % barMs === 0 ? null : 'notDivisor';
}
