/** High and low columns of bars, oldest first, of the same length. */
export interface HighLow {
  readonly high: Float64Array;
  readonly low: Float64Array;
}

/** High, low and close columns of bars, oldest first, of the same length. */
export interface HighLowClose extends HighLow {
  readonly close: Float64Array;
}

/**
 * Throws a RangeError unless `period` is a whole number ≥ `minimum` (`what` names the parameter in the
 * message, e.g. "RSI period").
 */
export function assertPeriod(what: string, period: number, minimum = 1): void {
  if (!Number.isInteger(period) || period < minimum) {
    throw new RangeError(`${what} must be a whole number ≥ ${minimum}, got ${String(period)}`);
  }
}

/** Throws a RangeError unless every column has the same length; returns that length. */
export function assertSameLength(what: string, columns: Readonly<Record<string, ArrayLike<number>>>): number {
  const entries = Object.entries(columns);
  const length = entries[0]?.[1].length ?? 0;
  if (entries.some(([, values]) => values.length !== length)) {
    const lengths = entries.map(([name, values]) => `${name} ${values.length}`).join(', ');
    throw new RangeError(`${what}: the columns must have the same length (${lengths})`);
  }
  return length;
}

/** A series of `length` values, all NaN (not yet defined). */
export function undefinedSeries(length: number): Float64Array {
  return new Float64Array(length).fill(NaN);
}
