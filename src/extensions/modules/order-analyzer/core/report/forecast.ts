import { ema, projectLinear } from '../../../../../finance/ema';
import { valueAt } from '../../../../../finance/valueAt';

const DAY_MS = 86_400_000;

export interface EmaForecast {
  /** EMA of the daily net PnL (same length as the daily series). */
  emaDaily: Float64Array;
  /** The last EMA value: the trend's net PnL per day. */
  perDay: number;
  /** UTC midnight after each projected day: the day after the last day, … (length horizon + 1, first = end of the last day). */
  times: Float64Array;
  /** Projected equity: final equity + perDay · t for t = 0…horizon. */
  equity: Float64Array;
}

/**
 * The forecast: the EMA (α = 2/(window + 1)) of the daily net PnL, its last value
 * added once per future day to the final equity. A straight trend line of the past, not a
 * prediction. Null without days.
 */
export function emaForecast(dayStarts: Float64Array, dayNets: Float64Array, finalEquity: number, window: number, horizon: number): EmaForecast | null {
  if (dayNets.length === 0) return null;
  const emaDaily = ema(dayNets, window);
  const perDay = valueAt(emaDaily, emaDaily.length - 1);
  const end = valueAt(dayStarts, dayStarts.length - 1) + DAY_MS;
  const times = new Float64Array(horizon + 1);
  for (let t = 0; t <= horizon; t++) times[t] = end + t * DAY_MS;
  return { emaDaily, perDay, times, equity: projectLinear(finalEquity, perDay, horizon) };
}
