/**
 * The number at `index` of a typed array or number list. The index is in range wherever this is used
 * (loop-bounded, or a position the same report produced), so the `undefined` that TypeScript's
 * `noUncheckedIndexedAccess` allows for would only hide a bug: this is the one place that says so,
 * instead of a cast at every read in the hot loops.
 */
export function valueAt(values: ArrayLike<number>, index: number): number {
  return values[index] as number;
}
