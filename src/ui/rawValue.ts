/**
 * The `data-value` of a KPI or computed cell: the unrounded number as
 * JavaScript prints it, `Infinity` only where infinity is meaningful (a profit factor without
 * losses), and empty when not computable.
 */
export function rawValue(value: number, infinityMeaningful = false): string {
  if (Number.isFinite(value)) return String(value);
  if (infinityMeaningful && value === Infinity) return 'Infinity';
  return '';
}
