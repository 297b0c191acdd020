/**
 * Exact maintenance-tier resolution of a linear (USDS-M) position's liquidation price.
 *
 * The liquidation condition at mark price P (s = +1 long, −1 short, Q quantity, E entry, B the balance
 * backing the position, fee the closing fee rate) is B + s·Q·(P − E) = Q·P·(mmrₖ + fee) − cumₖ, where
 * tier k is the tier of the notional Q·P *at* P. Each tier therefore gives a candidate
 *   Pₖ = (B + cumₖ − s·Q·E) / (Q·(mmrₖ + fee) − s·Q),
 * and the liquidation price is the candidate whose notional Q·Pₖ lies in its own tier's bracket.
 *
 * Bracket rule: tier k covers notionals above the previous tier's `notionalUpTo` up to and including its
 * own (tier 1 from 0; the last tier also above its `notionalUpTo`, where the exchange would refuse the
 * position and the calculator says so).
 *
 * Because the maintenance amounts make the tiers join, equity minus required margin is continuous and
 * strictly monotone in P while mmr + fee < 1, so exactly one tier fits whenever a liquidation price above
 * 0 exists. No tier fits when there is none: a long whose balance covers a fall to zero (for example a
 * large cross balance), or a short whose balance is already too small at any price. Two tiers fit only
 * at a border, where both give the same price up to rounding; the calculator then shows both.
 */
import { exchangeLiquidationPrice } from './liquidation';
import { assertTiers, maintenanceAmounts, type MaintenanceTier } from './tiers';
import { valueAt } from './valueAt';

/** Relative slack at a bracket border, where rounding can put the same price a hair on either side. */
const BORDER_SLACK = 1e-12;

/** What backs the position and what it costs to close, as the candidates need it. */
export interface LiquidationTerms {
  s: number;
  quantity: number;
  entry: number;
  /** Balance backing the position: isolated the initial margin, cross WB − TMM + UPNL (quote currency). */
  balance: number;
  /** Closing fee rate included in the liquidation condition (a decimal; 0 to leave it out). */
  fee: number;
}

/** One tier tried: its candidate price, the notional there and whether that notional lies in the tier. */
export interface TierCandidate {
  /** 1-based tier number. */
  tier: number;
  mmr: number;
  cum: number;
  /** Pₖ in quote currency; NaN when the tier gives no price above 0. */
  price: number;
  /** Q·Pₖ. */
  notional: number;
  fits: boolean;
}

function bracketContains(tiers: readonly MaintenanceTier[], index: number, notional: number): boolean {
  if (!Number.isFinite(notional)) return false;
  const slack = BORDER_SLACK * Math.max(1, notional);
  const lower = index === 0 ? 0 : (tiers[index - 1] as MaintenanceTier).notionalUpTo;
  const upper = index === tiers.length - 1 ? Infinity : (tiers[index] as MaintenanceTier).notionalUpTo;
  return (index === 0 ? notional >= lower - slack : notional > lower - slack) && notional <= upper + slack;
}

/**
 * The last computation, reused while the same table and terms come back: a calculator evaluates every
 * tier's row of its table with the same position, which would otherwise recompute all candidates each time.
 */
let lastCandidates: { tiers: readonly MaintenanceTier[]; terms: LiquidationTerms; candidates: TierCandidate[] } | undefined;

function sameTerms(a: LiquidationTerms, b: LiquidationTerms): boolean {
  return a.s === b.s && a.quantity === b.quantity && a.entry === b.entry && a.balance === b.balance && a.fee === b.fee;
}

/** Every tier's candidate liquidation price, in tier order. */
export function liquidationTierCandidates(tiers: readonly MaintenanceTier[], terms: LiquidationTerms): readonly TierCandidate[] {
  if (lastCandidates && lastCandidates.tiers === tiers && sameTerms(lastCandidates.terms, terms)) return lastCandidates.candidates;
  const candidates = computeCandidates(tiers, terms);
  lastCandidates = { tiers, terms: { ...terms }, candidates };
  return candidates;
}

function computeCandidates(tiers: readonly MaintenanceTier[], terms: LiquidationTerms): TierCandidate[] {
  const checked = assertTiers(tiers);
  const cums = maintenanceAmounts(checked);
  return checked.map((tier, index) => {
    const cum = valueAt(cums, index);
    const price = exchangeLiquidationPrice(terms.s, terms.quantity, terms.entry, terms.balance, tier.mmr + terms.fee, cum);
    const notional = terms.quantity * price;
    return { tier: index + 1, mmr: tier.mmr, cum, price, notional, fits: bracketContains(checked, index, notional) };
  });
}

/** The candidates whose notional lies in their own tier: one in every normal case (see the file comment). */
export function fittingTiers(tiers: readonly MaintenanceTier[], terms: LiquidationTerms): TierCandidate[] {
  return liquidationTierCandidates(tiers, terms).filter((candidate) => candidate.fits);
}

function terms(s: number, quantity: number, entry: number, balance: number, fee: number): LiquidationTerms {
  return { s, quantity, entry, balance, fee };
}

/** Formula helper `liqTierCount(tiers, s, Q, E, balance, fee)`: how many tiers fit (0, 1, or 2 at a border). */
export function liqTierCount(tiers: readonly MaintenanceTier[], s: number, quantity: number, entry: number, balance: number, fee: number): number {
  return fittingTiers(tiers, terms(s, quantity, entry, balance, fee)).length;
}

/**
 * Formula helper `liqTier(tiers, s, Q, E, balance, fee)`: the 1-based tier of the liquidation price. When
 * two neighbouring tiers fit at a border with the same price, the lower one applies (a bracket includes
 * its upper bound). NaN when no tier fits, or when fitting tiers disagree on the price — which the
 * continuity of the maintenance amounts rules out, so it is reported rather than picked.
 */
export function liqTier(tiers: readonly MaintenanceTier[], s: number, quantity: number, entry: number, balance: number, fee: number): number {
  const fitting = fittingTiers(tiers, terms(s, quantity, entry, balance, fee));
  const first = fitting[0];
  if (!first) return NaN;
  const samePrice = fitting.every((candidate) => Math.abs(candidate.price - first.price) <= 1e-9 * first.price);
  return samePrice ? first.tier : NaN;
}

function candidate(tiers: readonly MaintenanceTier[], tier: number, s: number, quantity: number, entry: number, balance: number, fee: number): TierCandidate | undefined {
  return liquidationTierCandidates(tiers, terms(s, quantity, entry, balance, fee))[tier - 1];
}

/** Formula helper `liqTierPrice(tiers, k, s, Q, E, balance, fee)`: Pₖ of tier k (NaN for a tier the table lacks). */
export function liqTierPrice(tiers: readonly MaintenanceTier[], tier: number, s: number, quantity: number, entry: number, balance: number, fee: number): number {
  return candidate(tiers, tier, s, quantity, entry, balance, fee)?.price ?? NaN;
}

/** Formula helper `liqTierFits(tiers, k, s, Q, E, balance, fee)`: 1 when Q·Pₖ lies in tier k, else 0. */
export function liqTierFits(tiers: readonly MaintenanceTier[], tier: number, s: number, quantity: number, entry: number, balance: number, fee: number): number {
  return candidate(tiers, tier, s, quantity, entry, balance, fee)?.fits ? 1 : 0;
}

/** Formula helper `tierCumOf(tiers, k)`: the maintenance amount of tier k (NaN for a tier the table lacks). */
export function tierCumOf(tiers: readonly MaintenanceTier[], tier: number): number {
  return maintenanceAmounts(assertTiers(tiers))[tier - 1] ?? NaN;
}

/** Formula helper `tierMmrOf(tiers, k)`: the maintenance rate of tier k (NaN for a tier the table lacks). */
export function tierMmrOf(tiers: readonly MaintenanceTier[], tier: number): number {
  return assertTiers(tiers)[tier - 1]?.mmr ?? NaN;
}
