/**
 * Wilder's ATR(N) as a whole series (the one `averageTrueRange` gives for the last bar, and charting tools
 * show): true ranges TR₀ = high₀ − low₀, TRₜ = max(highₜ − lowₜ, |highₜ − closeₜ₋₁|, |lowₜ − closeₜ₋₁|);
 * the value at index N − 1 is the simple mean of TR₀ … TR_{N−1}; afterwards Wilder's moving average (RMA,
 * α = 1/N): ATRₜ = ATRₜ₋₁ + (TRₜ − ATRₜ₋₁)/N. The first N − 1 values are NaN; ATRₜ for t ≥ N equals
 * `averageTrueRange` of bars 0 … t. A NaN input makes every later value NaN.
 */
import { trueRangeSeries, wilderStep } from '../atr';
import { valueAt } from '../valueAt';
import { assertPeriod, assertSameLength, undefinedSeries, type HighLowClose } from './validate';

export function atr(bars: HighLowClose, period = 14): Float64Array {
  assertPeriod('ATR period', period);
  const n = assertSameLength('ATR', { high: bars.high, low: bars.low, close: bars.close });
  const out = undefinedSeries(n);
  if (n < period) return out;
  const ranges = trueRangeSeries(bars.high, bars.low, bars.close);
  let average = 0;
  for (let i = 0; i < period; i++) average += valueAt(ranges, i);
  average /= period;
  out[period - 1] = average;
  for (let i = period; i < n; i++) {
    average = wilderStep(average, valueAt(ranges, i), period);
    out[i] = average;
  }
  return out;
}
