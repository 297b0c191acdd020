/**
 * Relative strength index RSI(N), Wilder's smoothing. With changes dₜ = closeₜ − closeₜ₋₁ (t ≥ 1), gain
 * max(dₜ, 0) and loss max(−dₜ, 0):
 * - at index N the average gain G and loss L are the simple means of the first N gains and losses;
 * - afterwards G ← (G·(N − 1) + gainₜ)/N and likewise L;
 * - RSI = 100 − 100/(1 + G/L); 100 when L = 0 < G; 50 (neutral) when G = L = 0, where TA-Lib gives 0.
 * The first N values are NaN (index N is the first with N changes). A NaN close makes every later value NaN.
 */
import { valueAt } from '../valueAt';
import { assertPeriod, undefinedSeries } from './validate';

/** max(change, 0), NaN for a NaN change. */
const gainOf = (change: number): number => (change > 0 ? change : change <= 0 ? 0 : NaN);
/** max(−change, 0), NaN for a NaN change. */
const lossOf = (change: number): number => (change < 0 ? -change : change >= 0 ? 0 : NaN);

function strength(gain: number, loss: number): number {
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

export function rsi(close: Float64Array, period = 14): Float64Array {
  assertPeriod('RSI period', period);
  const n = close.length;
  const out = undefinedSeries(n);
  if (n <= period) return out;
  let gain = 0;
  let loss = 0;
  for (let t = 1; t <= period; t++) {
    const change = valueAt(close, t) - valueAt(close, t - 1);
    gain += gainOf(change);
    loss += lossOf(change);
  }
  gain /= period;
  loss /= period;
  out[period] = strength(gain, loss);
  for (let t = period + 1; t < n; t++) {
    const change = valueAt(close, t) - valueAt(close, t - 1);
    gain = (gain * (period - 1) + gainOf(change)) / period;
    loss = (loss * (period - 1) + lossOf(change)) / period;
    out[t] = strength(gain, loss);
  }
  return out;
}
