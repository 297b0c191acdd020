// @ts-check
import { TIMEFRAME_MS } from './timeframes.mjs';

/** The most bars (or funding records) one request may ask for. */
export const MAX_BARS = 200_000;

/** A `from`/`to` the API reads: epoch milliseconds, a date (2024-01-01) or a UTC time (2024-01-01T08:00:00Z). */
export const TIME_PATTERN = '^(\\d{1,15}|\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z)?)$';

/**
 * @param {string | undefined} text matching TIME_PATTERN
 * @returns {number | null | undefined} epoch ms; undefined when absent, null when not a real time
 */
export function parseTime(text) {
  if (text === undefined) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const ms = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
  // Date.parse rolls 2024-02-30 over into March: a date that does not come back as written is no date.
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text.slice(0, 10) ? ms : null;
}

/** The query string schemas of the data routes (Fastify validates them; a mismatch is a 400 with the reason). */
export const QUERY_SCHEMAS = {
  ohlcv: {
    type: 'object',
    properties: {
      exchange: { type: 'string', pattern: '^[a-z0-9]{1,30}$' },
      market: { type: 'string', pattern: '^[A-Z0-9]{2,10}$' },
      timeframe: { type: 'string', enum: Object.keys(TIMEFRAME_MS) },
      from: { type: 'string', pattern: TIME_PATTERN },
      to: { type: 'string', pattern: TIME_PATTERN },
      format: { type: 'string', enum: ['json', 'csv'] },
    },
    required: ['exchange', 'market', 'timeframe'],
    additionalProperties: false,
  },
  funding: {
    type: 'object',
    properties: {
      exchange: { type: 'string', pattern: '^[a-z0-9]{1,30}$' },
      market: { type: 'string', pattern: '^[A-Z0-9]{2,10}$' },
      from: { type: 'string', pattern: TIME_PATTERN },
      to: { type: 'string', pattern: TIME_PATTERN },
      format: { type: 'string', enum: ['json', 'csv'] },
    },
    required: ['exchange', 'market'],
    additionalProperties: false,
  },
};

/**
 * How long a browser or proxy may keep an answer: a range that ended before the last stored bar does
 * not change (a day); one reaching the newest bar changes with the next bar (its timeframe, at most an hour).
 * @param {number} stepMs
 * @param {boolean} closed
 */
export function cacheControl(stepMs, closed) {
  return closed ? 'public, max-age=86400' : `public, max-age=${Math.min(3600, Math.round(stepMs / 1000))}`;
}

/** @param {number} t */
const isoTime = (t) => new Date(t).toISOString();

/**
 * Candles as CSV: a header and one line per bar, the time in ISO 8601 UTC (what the lab's file import reads).
 * @param {import('./marketStore.mjs').CandleColumns} columns
 */
export function candlesCsv({ t, o, h, l, c, v }) {
  const lines = ['time,open,high,low,close,volume'];
  for (let i = 0; i < t.length; i += 1) lines.push(`${isoTime(/** @type {number} */ (t[i]))},${o[i]},${h[i]},${l[i]},${c[i]},${v[i]}`);
  return `${lines.join('\n')}\n`;
}

/**
 * @param {{ t: number[], rate: number[], intervals: number[] }} funding
 */
export function fundingCsv({ t, rate, intervals }) {
  const lines = ['time,rate,interval_hours'];
  for (let i = 0; i < t.length; i += 1) lines.push(`${isoTime(/** @type {number} */ (t[i]))},${rate[i]},${intervals[i]}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The funding answer: times, rates per period, the interval most records have (`intervalHours`), and each
 * record's own interval (`intervals`), which differs where an exchange changed a market's schedule.
 * @param {import('./marketStore.mjs').FundingColumns} columns
 */
export function fundingBody({ t, rate, intervalHours }) {
  /** @type {Map<number, number>} */
  const counts = new Map();
  for (const hours of intervalHours) counts.set(hours, (counts.get(hours) ?? 0) + 1);
  const common = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 8;
  return { t, rate, intervalHours: common, intervals: intervalHours };
}
