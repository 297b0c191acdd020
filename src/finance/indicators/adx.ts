/**
 * Wilder's directional movement system, N = 14 by default, with TA-Lib's index conventions. For t ≥ 1:
 * up = highₜ − highₜ₋₁, down = lowₜ₋₁ − lowₜ; +DM = up when up > down and up > 0, else 0; −DM = down when
 * down > up and down > 0, else 0; TRₜ = max(highₜ − lowₜ, |highₜ − closeₜ₋₁|, |lowₜ − closeₜ₋₁|).
 * Wilder's smoothing S of +DM, −DM and TR: at index N the sum of the first N values (t = 1 … N), then
 * S ← S − S/N + xₜ. (TA-Lib sums only the first N − 1 and applies the recursion at index N; the two seeds
 * differ by S_{N−1}/N, a difference that decays by (1 − 1/N) per bar.)
 * - +DI = 100·S(+DM)/S(TR), −DI = 100·S(−DM)/S(TR), 0 when S(TR) = 0 (no range at all): from index N;
 * - DX = 100·|+DI − −DI|/(+DI + −DI), 0 when +DI + −DI = 0: from index N;
 * - ADX at index 2N − 1 is the mean of DX over indices N … 2N − 1, then ADX ← (ADX·(N − 1) + DX)/N.
 * Values before those indices are NaN. A NaN input makes every later value NaN.
 */
import { trueRange } from '../atr';
import { valueAt } from '../valueAt';
import { assertPeriod, assertSameLength, undefinedSeries, type HighLowClose } from './validate';

export interface DirectionalMovement {
  plusDi: Float64Array;
  minusDi: Float64Array;
  dx: Float64Array;
  adx: Float64Array;
}

export function adx(bars: HighLowClose, period = 14): DirectionalMovement {
  assertPeriod('ADX period', period);
  const n = assertSameLength('ADX', { high: bars.high, low: bars.low, close: bars.close });
  const { high, low, close } = bars;
  const result: DirectionalMovement = {
    plusDi: undefinedSeries(n),
    minusDi: undefinedSeries(n),
    dx: undefinedSeries(n),
    adx: undefinedSeries(n),
  };
  let plusDm = 0;
  let minusDm = 0;
  let range = 0;
  let dxSum = 0;
  let average = NaN;
  for (let t = 1; t < n; t++) {
    const up = valueAt(high, t) - valueAt(high, t - 1);
    const down = valueAt(low, t - 1) - valueAt(low, t);
    const plus = up > down && up > 0 ? up : Number.isNaN(up + down) ? NaN : 0;
    const minus = down > up && down > 0 ? down : Number.isNaN(up + down) ? NaN : 0;
    const tr = trueRange(valueAt(high, t), valueAt(low, t), valueAt(close, t - 1));
    if (t <= period) {
      plusDm += plus;
      minusDm += minus;
      range += tr;
    } else {
      plusDm = plusDm - plusDm / period + plus;
      minusDm = minusDm - minusDm / period + minus;
      range = range - range / period + tr;
    }
    if (t < period) continue;
    const plusDi = range === 0 ? 0 : (100 * plusDm) / range;
    const minusDi = range === 0 ? 0 : (100 * minusDm) / range;
    const directional = plusDi + minusDi === 0 ? 0 : (100 * Math.abs(plusDi - minusDi)) / (plusDi + minusDi);
    result.plusDi[t] = plusDi;
    result.minusDi[t] = minusDi;
    result.dx[t] = directional;
    if (t < 2 * period - 1) {
      dxSum += directional;
    } else if (t === 2 * period - 1) {
      average = (dxSum + directional) / period;
      result.adx[t] = average;
    } else {
      average = (average * (period - 1) + directional) / period;
      result.adx[t] = average;
    }
  }
  return result;
}
