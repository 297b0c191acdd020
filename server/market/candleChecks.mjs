// @ts-check

/**
 * @typedef {{ t: number, o: number, h: number, l: number, c: number, v: number }} Candle
 * @typedef {{ t: number, rate: number }} FundingRecord
 * @typedef {{ from: number, to: number }} TimeRange first and last time, both included (epoch ms)
 * @typedef {[number, number, number, number, number, number]} Ohlcv ccxt's candle: open time, open, high, low, close, volume
 */

/**
 * @typedef {object} CheckedCandles
 * @property {Candle[]} candles the sound candles of the page, by open time, one per time
 * @property {string[]} problems what was wrong (empty when the page is sound)
 * @property {TimeRange[]} missing open times of the window no sound candle covers
 */

/** @param {unknown} value */
const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);

/**
 * Why a row is not a sound candle of this window, or null. A candle opens on the timeframe's grid inside
 * the window, its prices are positive, low ≤ open, close ≤ high and its volume is not negative.
 * @param {unknown} row ccxt's [time, open, high, low, close, volume]
 * @param {number} stepMs
 * @param {TimeRange} window
 * @returns {string | null}
 */
function candleProblem(row, stepMs, window) {
  if (!Array.isArray(row) || row.length < 6 || !row.slice(0, 6).every(isNumber)) return `not six numbers: ${JSON.stringify(row)}`;
  const [t, o, h, l, c, v] = /** @type {Ohlcv} */ (row);
  const at = new Date(t).toISOString();
  if (!Number.isInteger(t) || t % stepMs !== 0) return `${at}: open time not on the ${stepMs / 60_000}-minute grid`;
  if (t < window.from || t > window.to) return `${at}: outside the requested range`;
  if (!(l > 0)) return `${at}: price not positive`;
  if (l > Math.min(o, c) || h < Math.max(o, c)) return `${at}: high ${h} and low ${l} do not enclose open ${o} and close ${c}`;
  if (v < 0) return `${at}: negative volume`;
  return null;
}

/**
 * Checks one page of candles an exchange returned for `window` (open times on the timeframe's grid).
 * Unsound rows and every row of a time that came twice with different values are left out; a time
 * that came twice with the same values is kept once but still reported.
 * @param {unknown[]} rows
 * @param {number} stepMs
 * @param {TimeRange} window
 * @returns {CheckedCandles}
 */
export function checkCandles(rows, stepMs, window) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<number, Candle | null>} null: came twice with different values */
  const byTime = new Map();
  for (const row of rows) {
    const problem = candleProblem(row, stepMs, window);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const [t, o, h, l, c, v] = /** @type {Ohlcv} */ (row);
    const candle = { t, o, h, l, c, v };
    if (byTime.has(candle.t)) {
      const earlier = byTime.get(candle.t);
      const same = earlier && earlier.o === o && earlier.h === h && earlier.l === l && earlier.c === c && earlier.v === v;
      problems.push(`${new Date(candle.t).toISOString()}: delivered twice${same ? '' : ' with different values'}`);
      if (!same) byTime.set(candle.t, null);
      continue;
    }
    byTime.set(candle.t, candle);
  }
  const candles = /** @type {Candle[]} */ ([...byTime.values()].filter(Boolean)).sort((a, b) => a.t - b.t);
  return { candles, problems, missing: missingTimes(candles.map((candle) => candle.t), stepMs, window) };
}

/**
 * The ranges of grid times in `window` that `times` (sorted) leave out.
 * @param {number[]} times
 * @param {number} stepMs
 * @param {TimeRange} window
 * @returns {TimeRange[]}
 */
export function missingTimes(times, stepMs, window) {
  /** @type {TimeRange[]} */
  const missing = [];
  let expected = Math.ceil(window.from / stepMs) * stepMs;
  for (const t of [...times, window.to + stepMs]) {
    if (t > expected) missing.push({ from: expected, to: Math.min(t - stepMs, window.to) });
    expected = Math.max(expected, t + stepMs);
  }
  return missing.filter((range) => range.from <= range.to);
}

/**
 * Checks one page of funding records: a time and a finite rate each, inside the window, no time twice
 * (a time that came twice with different rates is left out). A rate of 100 % or more per period is no
 * rate but an error of the response.
 * @param {{ timestamp?: unknown, fundingRate?: unknown }[]} records ccxt's funding-rate history entries
 * @param {TimeRange} window
 * @returns {{ records: FundingRecord[], problems: string[] }}
 */
export function checkFunding(records, window) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<number, FundingRecord | null>} */
  const byTime = new Map();
  for (const record of records) {
    const { timestamp: t, fundingRate: rate } = record ?? {};
    if (!isNumber(t) || !Number.isInteger(t) || !isNumber(rate) || Math.abs(/** @type {number} */ (rate)) >= 1) {
      problems.push(`not a funding record: ${JSON.stringify({ timestamp: t, fundingRate: rate })}`);
      continue;
    }
    const time = /** @type {number} */ (t);
    if (time < window.from || time > window.to) {
      problems.push(`${new Date(time).toISOString()}: outside the requested range`);
      continue;
    }
    if (byTime.has(time)) {
      const same = byTime.get(time)?.rate === rate;
      problems.push(`${new Date(time).toISOString()}: delivered twice${same ? '' : ' with different rates'}`);
      if (!same) byTime.set(time, null);
      continue;
    }
    byTime.set(time, { t: time, rate: /** @type {number} */ (rate) });
  }
  return { records: /** @type {FundingRecord[]} */ ([...byTime.values()].filter(Boolean)).sort((a, b) => a.t - b.t), problems };
}
