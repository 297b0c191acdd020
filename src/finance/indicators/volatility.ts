/**
 * Rolling realized volatility(N): the sample standard deviation (divisor N − 1) of the last N log returns
 * rₜ = ln(closeₜ/closeₜ₋₁), per bar, not annualised. The first return is at index 1, so the first N values
 * are NaN; N ≥ 2. A window with a non-finite return (a close ≤ 0 or NaN) is NaN.
 */
import { valueAt } from '../valueAt';
import { rollingMeanAndDeviation } from './rolling';
import { assertPeriod, undefinedSeries } from './validate';

/** ln(closeₜ/closeₜ₋₁) for t ≥ 1; NaN at index 0. */
export function logReturns(close: Float64Array): Float64Array {
  const out = undefinedSeries(close.length);
  for (let t = 1; t < close.length; t++) out[t] = Math.log(valueAt(close, t) / valueAt(close, t - 1));
  return out;
}

export function realizedVolatility(close: Float64Array, period = 20): Float64Array {
  assertPeriod('Volatility period', period, 2);
  return rollingMeanAndDeviation(logReturns(close), period, 1).deviation;
}

function assertPeriodsPerYear(periodsPerYear: number): void {
  if (!(Number.isFinite(periodsPerYear) && periodsPerYear > 0)) {
    throw new RangeError(`periods per year must be a finite number > 0, got ${String(periodsPerYear)}`);
  }
}

/**
 * A per-bar volatility scaled to a year: σ·√periodsPerYear (square-root-of-time rule; crypto trades every
 * day: 365 daily bars, 8760 hourly bars a year). A series gives a new series, NaN staying NaN.
 */
export function annualise(volatility: number, periodsPerYear: number): number;
export function annualise(volatility: Float64Array, periodsPerYear: number): Float64Array;
export function annualise(volatility: number | Float64Array, periodsPerYear: number): number | Float64Array {
  assertPeriodsPerYear(periodsPerYear);
  const factor = Math.sqrt(periodsPerYear);
  return typeof volatility === 'number' ? volatility * factor : volatility.map((value) => value * factor);
}
