/**
 * MACD(fast, slow, signal), by default (12, 26, 9), with the SMA-seeded EMA of `ema`:
 * macd = EMA_fast − EMA_slow (defined from index slow − 1); signal = EMA_signal of the MACD over its
 * defined values (seeded with the mean of its first `signal` values, so defined from index
 * slow + signal − 2); histogram = macd − signal. TA-Lib instead starts the fast EMA later, at the
 * slow one's first index, so its first values differ.
 */
import { valueAt } from '../valueAt';
import { ema } from './movingAverages';
import { assertPeriod } from './validate';

export interface Macd {
  macd: Float64Array;
  signal: Float64Array;
  histogram: Float64Array;
}

export function macd(close: Float64Array, fast = 12, slow = 26, signal = 9): Macd {
  assertPeriod('MACD fast period', fast);
  assertPeriod('MACD slow period', slow);
  assertPeriod('MACD signal period', signal);
  if (fast >= slow) throw new RangeError(`MACD fast period must be shorter than the slow one, got ${fast} and ${slow}`);
  const fastEma = ema(close, fast);
  const line = ema(close, slow).map((slowValue, i) => valueAt(fastEma, i) - slowValue);
  const signalLine = ema(line, signal);
  const histogram = line.map((value, i) => value - valueAt(signalLine, i));
  return { macd: line, signal: signalLine, histogram };
}
