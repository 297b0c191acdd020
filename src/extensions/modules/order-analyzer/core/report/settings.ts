import { parseLocaleNumber } from '../../../../../market/parseNumber';
import type { Lang } from '../../../../../engine/localize';

/** The report's numeric settings, as the inputs' `name`s. */
export interface ReportSettings {
  initialCapital: number;
  horizon: number;
  trials: number;
}

export type SettingKey = keyof ReportSettings;
export const SETTING_KEYS: readonly SettingKey[] = ['initialCapital', 'horizon', 'trials'];

export const DEFAULT_SETTINGS: ReportSettings = { initialCapital: 1000, horizon: 30, trials: 1000 };

/** Upper limits: trials × horizon stays far below the bootstrap's 20,000,000 cells. */
export const SETTING_LIMITS: Readonly<Record<SettingKey, number>> = {
  initialCapital: 1e12,
  horizon: 730,
  trials: 10_000,
};

/**
 * Reads one setting typed in `lang` (German decimal comma accepted). Returns the number, or null
 * when it is not valid: the capital must be > 0 and at most its limit; the others whole numbers
 * from 1 to their limit. Never NaN.
 */
export function parseSetting(key: SettingKey, text: string, lang: Lang): number | null {
  const value = parseLocaleNumber(text, lang);
  if (!Number.isFinite(value)) return null;
  const max = SETTING_LIMITS[key];
  if (key === 'initialCapital') return value > 0 && value <= max ? value : null;
  return Number.isInteger(value) && value >= 1 && value <= max ? value : null;
}
