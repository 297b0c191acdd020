/**
 * The exchange data the site serves (its API and the snapshot files share the formats) read into the
 * lab's types: candles `{ "t": [ms…], "o", "h", "l", "c", "v" }` into an OHLC series, funding
 * `{ "t": [ms…], "rate": [fraction per period…], "intervalHours" }` into a funding history. Every value
 * is checked (numbers, times ascending, valid bars), so a damaged file is refused, never half-read.
 *
 * Pure, no DOM: runs in the market-data worker and, where there is no worker, on the page.
 */
import type { FundingHistory } from './fundingHistory';
import { createOhlcSeries, validateOhlcSeries, type OhlcSeries } from './ohlcSeries';

export type MarketColumnsResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A JSON array of finite numbers as a typed array, or null. */
function numberColumn(value: unknown): Float64Array | null {
  if (!Array.isArray(value)) return null;
  const column = new Float64Array(value.length);
  for (let i = 0; i < value.length; i++) {
    const entry: unknown = value[i];
    if (typeof entry !== 'number' || !Number.isFinite(entry)) return null;
    column[i] = entry;
  }
  return column;
}

const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

/** Candles in the columnar format as a series (volume is not used by the lab). */
export function candleSeriesFromColumns(value: unknown): MarketColumnsResult<OhlcSeries> {
  const body = record(value);
  if (!body) return { ok: false, reason: 'not an object' };
  const [time, open, high, low, close] = (['t', 'o', 'h', 'l', 'c'] as const).map((key) => numberColumn(body[key]));
  if (!time || !open || !high || !low || !close) return { ok: false, reason: 'a column is missing or holds a value that is not a number' };
  if (time.length < 2) return { ok: false, reason: 'fewer than two bars' };
  const problem = validateOhlcSeries({ time, open, high, low, close });
  if (problem) return { ok: false, reason: `bar ${problem.index}: ${problem.reason}` };
  return { ok: true, value: createOhlcSeries({ time, open, high, low, close }) };
}

/** A funding history with the hours between funding times that most of its records have. */
export type FundingColumns = FundingHistory & { intervalHours: number };

/** Funding in the columnar format as a history (times strictly ascending; the interval 8 hours when not given). */
export function fundingHistoryFromColumns(value: unknown): MarketColumnsResult<FundingColumns> {
  const body = record(value);
  if (!body) return { ok: false, reason: 'not an object' };
  const time = numberColumn(body.t);
  const rate = numberColumn(body.rate);
  if (!time || !rate) return { ok: false, reason: 'a column is missing or holds a value that is not a number' };
  if (time.length !== rate.length) return { ok: false, reason: 'columns of different lengths' };
  for (let i = 1; i < time.length; i++) if (!((time[i] as number) > (time[i - 1] as number))) return { ok: false, reason: `record ${i}: time not ascending` };
  const hours = body.intervalHours;
  return { ok: true, value: { time, rate, intervalHours: typeof hours === 'number' && hours > 0 ? hours : 8 } };
}
