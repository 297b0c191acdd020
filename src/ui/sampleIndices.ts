/**
 * About `rows` evenly spaced indices of a series of `length` values, first and last included: the
 * rows of a chart's text alternative. Empty for an empty series.
 */
export function sampleIndices(length: number, rows = 11): number[] {
  if (length <= 0) return [];
  const count = Math.min(rows, length);
  if (count === 1) return [0];
  return [...new Set(Array.from({ length: count }, (_, i) => Math.round((i * (length - 1)) / (count - 1))))];
}
