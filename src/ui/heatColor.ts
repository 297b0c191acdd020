/**
 * Background of a heatmap cell: green for a gain, red for a loss, more opaque with |value| / maxAbs,
 * from `floor` to `floor + span` (low enough that the dark text on it stays readable). None for 0, a
 * value that is not a number, or an empty scale (maxAbs not > 0).
 */
export function heatColor(value: number, maxAbs: number, floor: number, span: number): string | undefined {
  if (!Number.isFinite(value) || value === 0 || !(maxAbs > 0)) return undefined;
  const alpha = (floor + span * Math.min(1, Math.abs(value) / maxAbs)).toFixed(3);
  return value > 0 ? `rgba(22, 101, 52, ${alpha})` : `rgba(185, 28, 28, ${alpha})`;
}
