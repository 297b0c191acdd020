// @ts-check

/** The length of each candle timeframe the markets list may name, in milliseconds. */
export const TIMEFRAME_MS = Object.freeze({
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
});

/**
 * @param {string} timeframe
 * @returns {number} its length in ms
 */
export function timeframeMs(timeframe) {
  const ms = /** @type {Record<string, number>} */ (TIMEFRAME_MS)[timeframe];
  if (!ms) throw new Error(`unknown timeframe "${timeframe}" (known: ${Object.keys(TIMEFRAME_MS).join(', ')})`);
  return ms;
}

/** The series name of the funding history next to the candle timeframes (gaps, datasets). */
export const FUNDING_SERIES = 'funding';
