/**
 * Rolling-window statistics over the last `period` values (the current one included). A window is defined
 * from index period − 1 on and only when all its values are finite; otherwise its result is NaN.
 * A window of identical values has exactly that value as its mean and exactly 0 as its deviation.
 */
import { valueAt } from '../valueAt';
import { undefinedSeries } from './validate';

/** Rolling mean and standard deviation of one series. */
export interface MeanAndDeviation {
  mean: Float64Array;
  deviation: Float64Array;
}

/**
 * Rolling mean, by a running compensated (Neumaier) sum: each value is added when it enters the window and
 * subtracted when it leaves.
 */
export function rollingMean(values: Float64Array, period: number): Float64Array {
  const n = values.length;
  const out = undefinedSeries(n);
  let sum = 0;
  let compensation = 0;
  let nonFinite = 0;
  let run = 0; // how many values up to i are equal to values[i], counted back
  const add = (x: number): void => {
    const total = sum + x;
    compensation += Math.abs(sum) >= Math.abs(x) ? sum - total + x : x - total + sum;
    sum = total;
  };
  for (let i = 0; i < n; i++) {
    const x = valueAt(values, i);
    if (Number.isFinite(x)) add(x);
    else nonFinite++;
    run = i > 0 && x === valueAt(values, i - 1) ? run + 1 : 1;
    if (i >= period) {
      const leaving = valueAt(values, i - period);
      if (Number.isFinite(leaving)) add(-leaving);
      else nonFinite--;
    }
    if (i >= period - 1 && nonFinite === 0) out[i] = run >= period ? x : (sum + compensation) / period;
  }
  return out;
}

/**
 * Rolling mean and standard deviation with `ddof` degrees of freedom removed: 0 for the population
 * deviation √(Σ(x − m)²/N), 1 for the sample deviation √(Σ(x − m)²/(N − 1)). The deviation is computed
 * window by window around the rolling mean (corrected two-pass: (Σd² − (Σd)²/N)/(N − ddof) with
 * d = x − m), so it does not lose precision when the deviation is small against the level.
 */
export function rollingMeanAndDeviation(values: Float64Array, period: number, ddof: 0 | 1): MeanAndDeviation {
  const mean = rollingMean(values, period);
  const deviation = undefinedSeries(values.length);
  let run = 0;
  for (let i = 0; i < values.length; i++) {
    run = i > 0 && valueAt(values, i) === valueAt(values, i - 1) ? run + 1 : 1;
    const m = valueAt(mean, i);
    if (Number.isNaN(m)) continue;
    if (run >= period) {
      deviation[i] = 0;
      continue;
    }
    let sum = 0;
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) {
      const d = valueAt(values, j) - m;
      sum += d;
      squares += d * d;
    }
    deviation[i] = Math.sqrt(Math.max(0, (squares - (sum * sum) / period) / (period - ddof)));
  }
  return { mean, deviation };
}

/**
 * Rolling maximum (`sign` 1) or minimum (`sign` −1), with a monotonic queue of indices: O(1) per value
 * on average.
 */
export function rollingExtreme(values: Float64Array, period: number, sign: 1 | -1): Float64Array {
  const n = values.length;
  const out = undefinedSeries(n);
  const queue = new Int32Array(n); // indices whose values decrease (max) or increase (min) from head to tail
  let head = 0;
  let tail = 0;
  let nonFinite = 0;
  for (let i = 0; i < n; i++) {
    const x = valueAt(values, i);
    if (Number.isFinite(x)) {
      while (tail > head && sign * valueAt(values, valueAt(queue, tail - 1)) <= sign * x) tail--;
      queue[tail++] = i;
    } else nonFinite++;
    if (i >= period && !Number.isFinite(valueAt(values, i - period))) nonFinite--;
    while (tail > head && valueAt(queue, head) <= i - period) head++;
    if (i >= period - 1 && nonFinite === 0) out[i] = valueAt(values, valueAt(queue, head));
  }
  return out;
}
