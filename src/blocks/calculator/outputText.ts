import { formatValue } from '../../engine/formatNumber';
import { localize, type Lang } from '../../engine/localize';
import type { Output } from '../../engine/specTypes.generated';

/**
 * What an output shows: its value in its format, or — when it has no value — the spec's
 * `notComputable` text (e.g. 'n/a' for a ratio that is undefined) instead of the engine's '—'.
 * Only the visible text changes; the `data-value` of a value-less output stays empty.
 */
export function outputText(output: Output, value: number | null, lang: Lang): string {
  if ((value === null || Number.isNaN(value)) && output.notComputable) return localize(output.notComputable, lang);
  return formatValue(value, output.format, lang, output.decimals);
}
