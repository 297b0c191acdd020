/**
 * Calendar periods, period returns and the ratios built on them (pure), shared by the order analyzer
 * (daily series) and Performance Pro (per trade, daily or weekly).
 *
 * Times are UTC milliseconds. A day is a UTC calendar day; a week is an ISO week (Monday to Sunday,
 * UTC). Every period from the first to the last point is present, empty ones with a net of 0.
 */
import { valueAt } from './valueAt';

export type PeriodKind = 'day' | 'isoWeek';

const DAY_MS = 86_400_000;

/** UTC day number (days since 1970-01-01) of a time. */
export function utcDayIndex(time: number): number {
  return Math.floor(time / DAY_MS);
}

/**
 * Index of the period holding `time`: the UTC day number, or the ISO week number counted from the
 * week of Monday 1969-12-29 (1970-01-01 was a Thursday, three days after that Monday).
 */
export function periodIndex(time: number, kind: PeriodKind): number {
  const day = utcDayIndex(time);
  return kind === 'day' ? day : Math.floor((day + 3) / 7);
}

/** UTC start (00:00 of the day, or of the week's Monday) of a period index. */
export function periodStart(index: number, kind: PeriodKind): number {
  return kind === 'day' ? index * DAY_MS : (index * 7 - 3) * DAY_MS;
}

export interface TimedNet {
  /** UTC milliseconds. */
  time: number;
  net: number;
}

export interface CalendarPeriods {
  kind: PeriodKind;
  /** UTC start of each period, first to last, gaps included. */
  starts: Float64Array;
  /** Σ net of the points in each period (0 for an empty one). */
  nets: Float64Array;
}

/**
 * Sums the nets per calendar period from the first point's period to the last's, zero periods included.
 * Throws a RangeError for a time that is not a finite number (the caller drops or reports rows with
 * an unreadable date first): such a point would otherwise vanish from the sums without a trace.
 */
export function calendarPeriodNets(points: readonly TimedNet[], kind: PeriodKind): CalendarPeriods {
  if (points.length === 0) return { kind, starts: new Float64Array(0), nets: new Float64Array(0) };
  let first = Infinity;
  let last = -Infinity;
  for (const point of points) {
    if (!Number.isFinite(point.time)) throw new RangeError('every point needs a finite time (UTC ms)');
    const index = periodIndex(point.time, kind);
    if (index < first) first = index;
    if (index > last) last = index;
  }
  const count = last - first + 1;
  const nets = new Float64Array(count);
  const starts = new Float64Array(count);
  for (let i = 0; i < count; i++) starts[i] = periodStart(first + i, kind);
  for (const point of points) {
    const slot = periodIndex(point.time, kind) - first;
    nets[slot] = valueAt(nets, slot) + point.net;
  }
  return { kind, starts, nets };
}

/**
 * Return of each period on the equity at its start: r_i = net_i / (initial + Σ_{j<i} net_j).
 * A period that starts with no equity left (≤ 0) has no defined return (NaN), and neither do the
 * periods after it.
 */
export function periodReturns(initial: number, nets: ArrayLike<number>): Float64Array {
  const returns = new Float64Array(nets.length);
  let equity = initial;
  let broke = false;
  for (let i = 0; i < nets.length; i++) {
    if (broke || !(equity > 0)) {
      broke = true;
      returns[i] = NaN;
      continue;
    }
    const net = valueAt(nets, i);
    returns[i] = net / equity;
    equity += net;
  }
  return returns;
}

/** Arithmetic mean (NaN for an empty list). */
export function mean(values: ArrayLike<number>): number {
  if (values.length === 0) return NaN;
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += valueAt(values, i);
  return sum / values.length;
}

/** Sample standard deviation (n − 1 in the denominator; NaN for fewer than two values). */
export function sampleStdDev(values: ArrayLike<number>): number {
  const n = values.length;
  if (n < 2) return NaN;
  const m = mean(values);
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (valueAt(values, i) - m) ** 2;
  return Math.sqrt(squares / (n - 1));
}

/** The per-period equivalent of a yearly rate: (1 + rf)^(1/P) − 1. */
export function riskFreePerPeriod(ratePerYear: number, periodsPerYear: number): number {
  return (1 + ratePerYear) ** (1 / periodsPerYear) - 1;
}

/**
 * Sharpe ratio (mean(r) − rf) / sd(r) · √P with the sample standard deviation; P = 1 gives the
 * ratio per period, not annualised. NaN when the deviation is 0 or undefined.
 */
export function sharpeRatio(returns: ArrayLike<number>, riskFree = 0, periodsPerYear = 1): number {
  const sd = sampleStdDev(returns);
  if (!(sd > 0)) return NaN;
  return ((mean(returns) - riskFree) / sd) * Math.sqrt(periodsPerYear);
}

/**
 * Sortino ratio (mean(r) − rf) / √(Σ min(r − rf, 0)² / n) · √P: the downside deviation counts
 * every period (n of them), the ones above the risk-free rate as 0. NaN without a period below it.
 */
export function sortinoRatio(returns: ArrayLike<number>, riskFree = 0, periodsPerYear = 1): number {
  const n = returns.length;
  if (n === 0) return NaN;
  let downside = 0;
  for (let i = 0; i < n; i++) {
    const shortfall = Math.min(valueAt(returns, i) - riskFree, 0);
    downside += shortfall * shortfall;
  }
  if (!(downside > 0)) return NaN;
  return ((mean(returns) - riskFree) / Math.sqrt(downside / n)) * Math.sqrt(periodsPerYear);
}

/**
 * Compound annual growth over `days` calendar days: (final / initial)^(365 / days) − 1. NaN when
 * there are no days, no initial capital, or the final equity is not positive (−100 % is not a rate
 * to compound).
 */
export function cagr(initial: number, final: number, days: number): number {
  if (!(days > 0) || !(initial > 0)) return NaN;
  if (!(final > 0)) return final === 0 ? -1 : NaN;
  return (final / initial) ** (365 / days) - 1;
}
