import { valueAt } from './valueAt';

/**
 * Maintenance-margin tiers ("brackets") of a linear (USDS-M) perpetual contract.
 *
 * Exchanges charge maintenance margin like a tax bracket: each tier covers notionals up to
 * `notionalUpTo` (quote currency, e.g. USDT) with its own rate `mmr` (a decimal: 0.005 = 0.5 %).
 * The whole position is charged at the rate of the tier its notional falls in, minus the tier's
 * maintenance amount `cum`, which makes the charge continuous at tier borders
 * (Binance "Leverage and Margin of USDS-M Futures").
 */
export interface MaintenanceTier {
  /** Upper edge of the tier's notional, inclusive, in quote currency. */
  notionalUpTo: number;
  /** Maintenance margin rate of the tier, a decimal (0.005 = 0.5 %). */
  mmr: number;
}

/** A tier as selected for a notional: its 0-based index, the tier itself and its maintenance amount. */
export interface SelectedTier {
  index: number;
  tier: MaintenanceTier;
  /** Maintenance amount ("cum", quote currency) of the tier. */
  cum: number;
  /** True when the notional lies above the last tier's `notionalUpTo` (the exchange would refuse the position). */
  beyondLast: boolean;
}

function isTier(value: unknown): value is MaintenanceTier {
  if (typeof value !== 'object' || value === null) return false;
  const { notionalUpTo, mmr } = value as Record<string, unknown>;
  return typeof notionalUpTo === 'number' && typeof mmr === 'number' && !Number.isNaN(notionalUpTo) && !Number.isNaN(mmr);
}

/** Why a tier table is invalid: see {@link tiersError}. */
export const TIERS_OK = 0;
export const TIERS_EMPTY = 1;
export const TIERS_NOT_A_NUMBER = 2;
export const TIERS_NOT_INCREASING = 3;
export const TIERS_MMR_RANGE = 4;

/** The first problem of a tier table: its code and 1-based row (0 for the whole table). */
function firstTierProblem(value: unknown): { code: number; row: number } {
  if (!Array.isArray(value) || value.length === 0) return { code: TIERS_EMPTY, row: 0 };
  for (let i = 0; i < value.length; i++) {
    const tier: unknown = value[i];
    if (!isTier(tier)) return { code: TIERS_NOT_A_NUMBER, row: i + 1 };
    const previous = value[i - 1] as MaintenanceTier | undefined;
    if (!(tier.notionalUpTo > (previous?.notionalUpTo ?? 0))) return { code: TIERS_NOT_INCREASING, row: i + 1 };
    if (!(tier.mmr >= 0 && tier.mmr < 1)) return { code: TIERS_MMR_RANGE, row: i + 1 };
  }
  return { code: TIERS_OK, row: 0 };
}

/**
 * Checks a tier table (a `data` tier list or the rows of a group input with fields
 * `notionalUpTo`, `mmr`) and returns 0 when it is valid, else the code of the first problem:
 * 1 no rows; 2 a row without a number in `notionalUpTo` or `mmr`; 3 `notionalUpTo` not greater
 * than 0 or not greater than the row above (it must increase strictly); 4 `mmr` outside
 * 0 ≤ mmr < 1 (a decimal: 0.005 = 0.5 %). Rows are checked top to bottom; see {@link tiersErrorRow}.
 */
export function tiersError(value: unknown): number {
  return firstTierProblem(value).code;
}

/** 1-based row of the first problem {@link tiersError} reports; 0 when valid or the table is empty. */
export function tiersErrorRow(value: unknown): number {
  return firstTierProblem(value).row;
}

/**
 * Checks that `value` is a non-empty list of `{ notionalUpTo, mmr }` with strictly increasing
 * `notionalUpTo`; throws an Error naming the problem otherwise.
 */
export function assertTiers(value: unknown): MaintenanceTier[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new Error('tiers must be a non-empty list of { notionalUpTo, mmr }');
  }
  value.forEach((tier, i) => {
    if (!isTier(tier)) throw new Error(`tier ${i + 1} must have numeric notionalUpTo and mmr`);
    const previous = value[i - 1] as MaintenanceTier | undefined;
    if (previous && !(tier.notionalUpTo > previous.notionalUpTo)) {
      throw new Error(`tier ${i + 1}: notionalUpTo must increase`);
    }
  });
  return value as MaintenanceTier[];
}

/**
 * Maintenance amounts (quote currency) of every tier:
 * cum₁ = 0, cumᵢ = cumᵢ₋₁ + notionalUpToᵢ₋₁ · (mmrᵢ − mmrᵢ₋₁).
 */
export function maintenanceAmounts(tiers: readonly MaintenanceTier[]): number[] {
  const cums: number[] = [];
  tiers.forEach((tier, i) => {
    const previous = tiers[i - 1];
    const previousCum = cums[i - 1];
    cums.push(previous === undefined || previousCum === undefined ? 0 : previousCum + previous.notionalUpTo * (tier.mmr - previous.mmr));
  });
  return cums;
}

/**
 * The tier a notional (quote currency, absolute value is used) falls in: the first tier with
 * notional ≤ notionalUpTo. Beyond the last tier the last tier is returned with `beyondLast: true`
 * — the exchange would not accept such a position, so callers should warn.
 */
export function selectTier(tiers: readonly MaintenanceTier[], notional: number): SelectedTier {
  const checked = assertTiers(tiers);
  const size = Math.abs(notional);
  const cums = maintenanceAmounts(checked);
  let index = checked.findIndex((tier) => size <= tier.notionalUpTo);
  const beyondLast = index === -1;
  if (beyondLast) index = checked.length - 1;
  return { index, tier: checked[index] as MaintenanceTier, cum: valueAt(cums, index), beyondLast };
}

/** Maintenance margin rate (decimal) of the tier the notional falls in. */
export function tierMmr(tiers: readonly MaintenanceTier[], notional: number): number {
  return selectTier(tiers, notional).tier.mmr;
}

/** Maintenance amount (quote currency) of the tier the notional falls in. */
export function tierCum(tiers: readonly MaintenanceTier[], notional: number): number {
  return selectTier(tiers, notional).cum;
}

/** 1-based number of the tier the notional falls in (what exchanges show as "tier 1, 2, …"). */
export function tierNumber(tiers: readonly MaintenanceTier[], notional: number): number {
  return selectTier(tiers, notional).index + 1;
}

/** Largest notional (quote currency) the tiers cover: the last tier's `notionalUpTo`. */
export function tierCap(tiers: readonly MaintenanceTier[]): number {
  const checked = assertTiers(tiers);
  return (checked[checked.length - 1] as MaintenanceTier).notionalUpTo;
}
