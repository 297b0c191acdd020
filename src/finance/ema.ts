import { valueAt } from './valueAt';

/**
 * Exponential moving average with α = 2 / (window + 1), seeded with the first
 * value: ema₀ = x₀, emaᵢ = α·xᵢ + (1 − α)·emaᵢ₋₁. Used for the order analyzer's forecast of daily
 * net PnL and for ATR smoothing elsewhere.
 */
export function ema(values: ArrayLike<number>, window: number): Float64Array {
  if (!(window >= 1)) throw new RangeError('EMA window must be at least 1');
  const alpha = 2 / (window + 1);
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = valueAt(values, i);
    out[i] = i === 0 ? value : alpha * value + (1 - alpha) * valueAt(out, i - 1);
  }
  return out;
}

/**
 * A straight projection of equity: the last EMA of the daily net added once per future day,
 * `[equity, equity + e, equity + 2e, …]` (length horizon + 1). A trend line, not a prediction.
 */
export function projectLinear(startEquity: number, perDay: number, horizon: number): Float64Array {
  const out = new Float64Array(horizon + 1);
  for (let t = 0; t <= horizon; t++) out[t] = startEquity + perDay * t;
  return out;
}
