/**
 * Liquidation Pro (issue 3 §1): the liquidation price of one linear (USDⓈ-M) position with
 * - a tier re-check: the maintenance tier is chosen by the entry notional (step 1); when the
 *   notional at that liquidation price falls in another tier, the price is recomputed with that
 *   tier (step 2);
 * - cross margin with other positions: wallet balance WB, their maintenance margin TMM and their
 *   unrealised PnL UPNL back the position;
 * - an optional closing taker fee in the liquidation condition.
 *
 * The liquidation condition at mark price P (s = +1 long, −1 short, Q quantity, E entry):
 *   WB − TMM + UPNL + s·Q·(P − E) = Q·P·mmr − cum + Q·P·fee
 *   ⇒ P = (WB − TMM + UPNL + cum − s·Q·E) / (Q·(mmr + fee) − s·Q)
 * i.e. {@link exchangeLiquidationPrice} with the balance WB − TMM + UPNL and the rate mmr + fee.
 * Prices and amounts are in quote currency (USDT); rates are decimals (0.005 = 0.5 %).
 * The calculator spec specs/calculators/liquidation-pro.yaml implements the same with formulas;
 * src/finance/liquidationPro.test.ts checks that both agree.
 */
import { exchangeLiquidationPrice } from './liquidation';
import { maintenanceAmounts, selectTier, type MaintenanceTier } from './tiers';

export type MarginMode = 'isolated' | 'cross';

/** The balance side of a position: what backs it besides its own PnL. */
export interface MarginAccount {
  marginMode: MarginMode;
  /** Cross only: wallet balance (quote currency). Isolated uses the position's initial margin. */
  walletBalance: number;
  /** Cross only: maintenance margin of the other positions (TMM, quote currency). */
  otherMaintenance: number;
  /** Cross only: unrealised PnL of the other positions (UPNL, quote currency; a loss is negative). */
  otherUnrealizedPnl: number;
}

/** Where the maintenance rate comes from: the tier table (auto) or one rate the user enters. */
export type MaintenanceSource = { mode: 'auto'; tiers: readonly MaintenanceTier[] } | { mode: 'manual'; mmr: number };

export interface LiquidationProInput {
  s: 1 | -1;
  entry: number;
  quantity: number;
  leverage: number;
  account: MarginAccount;
  maintenance: MaintenanceSource;
  /** Closing taker fee included in the liquidation condition (decimal); 0 to leave it out. */
  closeFee: number;
}

/** One step of the tier re-check. */
export interface LiquidationStep {
  /** 1-based tier whose rate the step uses; NaN in manual mode. */
  tier: number;
  mmr: number;
  /** Maintenance amount ("cum") of that tier, quote currency; 0 in manual mode. */
  cum: number;
  /** Liquidation price of the step; NaN when there is none (≤ 0). */
  price: number;
  /**
   * quantity · price: the notional at the step's price. Without a positive price a long's notional
   * is taken at a price near 0, i.e. 0 (see {@link notionalAtLiquidation}); a short's is NaN.
   */
  notionalAtPrice: number;
  /** 1-based tier of notionalAtPrice (NaN in manual mode or without a price). */
  tierAtPrice: number;
}

export interface LiquidationProResult {
  notional: number;
  initialMargin: number;
  /** WB − TMM + UPNL: what backs the position (isolated: its initial margin). */
  backingBalance: number;
  /** Step 1, and step 2 when the notional at step 1's price falls in another tier. */
  steps: LiquidationStep[];
  /** True when step 2 was needed. */
  rechecked: boolean;
  /**
   * True unless step 2 does not settle: its own price's notional falls in yet another tier than
   * the one step 2 used. The result is then not the exchange's price (see {@link exactTieredLiquidationPrice}).
   */
  settled: boolean;
  appliedMmr: number;
  maintenanceAmount: number;
  liquidationPrice: number;
  liquidationNotional: number;
  /** |entry − liquidationPrice| / entry. */
  distancePct: number;
}

/** WB − TMM + UPNL for cross; the initial margin for isolated (TMM = UPNL = 0). */
export function backingBalance(account: MarginAccount, initialMargin: number): number {
  if (account.marginMode === 'isolated') return initialMargin;
  return account.walletBalance - account.otherMaintenance + account.otherUnrealizedPnl;
}

/**
 * Liquidation price with an optional closing fee in the condition:
 * (balance + cum − s·Q·E) / (Q·(mmr + fee) − s·Q); NaN when ≤ 0 or Q ≤ 0.
 */
export function liquidationPriceWithFee(s: 1 | -1, quantity: number, entry: number, balance: number, mmr: number, cum: number, fee: number): number {
  return exchangeLiquidationPrice(s, quantity, entry, balance, mmr + fee, cum);
}

/** Equity behind the position at mark price P: balance + s·Q·(P − E). */
export function equityAt(s: 1 | -1, quantity: number, entry: number, balance: number, price: number): number {
  return balance + s * quantity * (price - entry);
}

/**
 * What the equity must cover at mark price P: maintenance margin Q·P·mmr − cum of the tier the
 * notional Q·P falls in (or the manual rate, cum 0), plus the closing fee Q·P·fee.
 */
export function requiredMarginAt(quantity: number, price: number, maintenance: MaintenanceSource, fee: number): number {
  const notional = quantity * price;
  if (maintenance.mode === 'manual') return notional * (maintenance.mmr + fee);
  const { tier, cum } = selectTier(maintenance.tiers, notional);
  return notional * (tier.mmr + fee) - cum;
}

/**
 * The notional at a step's liquidation price. When a long's step finds no positive price, its
 * tier's line (rate minus a large maintenance amount) stays below the equity down to 0 — but near
 * 0 the notional is in tier 1, whose line may still meet the equity. So the re-check looks at the
 * notional near price 0, which is 0. A short without a price is liquidated at any price
 * (its balance is below −Q·E); there is nothing to re-check.
 */
export function notionalAtLiquidation(s: 1 | -1, quantity: number, price: number): number {
  if (Number.isFinite(price)) return quantity * price;
  return s === 1 ? 0 : NaN;
}

function step(input: LiquidationProInput, balance: number, tier: number, mmr: number, cum: number): LiquidationStep {
  const { s, quantity, entry, maintenance, closeFee } = input;
  const price = liquidationPriceWithFee(s, quantity, entry, balance, mmr, cum, closeFee);
  const notionalAtPrice = notionalAtLiquidation(s, quantity, price);
  const tierAtPrice = maintenance.mode === 'auto' && Number.isFinite(notionalAtPrice) ? selectTier(maintenance.tiers, notionalAtPrice).index + 1 : NaN;
  return { tier, mmr, cum, price, notionalAtPrice, tierAtPrice };
}

/**
 * The liquidation price with the two-step tier re-check of issue 3 §1 (no further loop: when step
 * 2 does not settle, `settled` is false and callers must say so).
 */
export function liquidationWithTierRecheck(input: LiquidationProInput): LiquidationProResult {
  const { entry, quantity, leverage, account, maintenance } = input;
  const notional = entry * quantity;
  const initialMargin = notional / leverage;
  const balance = backingBalance(account, initialMargin);

  let first: LiquidationStep;
  if (maintenance.mode === 'manual') {
    first = step(input, balance, NaN, maintenance.mmr, 0);
  } else {
    const entryTier = selectTier(maintenance.tiers, notional);
    first = step(input, balance, entryTier.index + 1, entryTier.tier.mmr, entryTier.cum);
  }
  const steps = [first];
  const rechecked = maintenance.mode === 'auto' && Number.isFinite(first.notionalAtPrice) && first.tierAtPrice !== first.tier;
  if (rechecked && maintenance.mode === 'auto') {
    const next = selectTier(maintenance.tiers, first.notionalAtPrice);
    steps.push(step(input, balance, next.index + 1, next.tier.mmr, next.cum));
  }
  const last = steps[steps.length - 1] as LiquidationStep;
  // A step settles when its price's notional lies in the tier it used (manual: always).
  const settled = maintenance.mode === 'manual' || !rechecked || last.tierAtPrice === last.tier;
  const liquidationPrice = last.price;
  return {
    notional,
    initialMargin,
    backingBalance: balance,
    steps,
    rechecked,
    settled,
    appliedMmr: last.mmr,
    maintenanceAmount: last.cum,
    liquidationPrice,
    liquidationNotional: quantity * liquidationPrice,
    distancePct: Math.abs(entry - liquidationPrice) / entry,
  };
}

/**
 * The exact tiered liquidation price, for tests and for judging the two-step re-check: the price
 * P whose notional Q·P lies in the very tier whose rate and maintenance amount give P. Equity
 * minus required margin is continuous (the maintenance amounts make the tiers join) and strictly
 * monotone in P (slope s·Q − Q·(mmr + fee), non-zero while mmr + fee < 1), so there is one such
 * price; tier 1 reaches down to 0 and the last tier up without bound. NaN when there is none.
 */
export function exactTieredLiquidationPrice(s: 1 | -1, quantity: number, entry: number, balance: number, tiers: readonly MaintenanceTier[], fee: number): number {
  const cums = maintenanceAmounts(tiers);
  for (let i = 0; i < tiers.length; i++) {
    const tier = tiers[i] as MaintenanceTier;
    const price = liquidationPriceWithFee(s, quantity, entry, balance, tier.mmr, cums[i] as number, fee);
    if (!Number.isFinite(price)) continue;
    const notional = quantity * price;
    const lower = i === 0 ? 0 : (tiers[i - 1] as MaintenanceTier).notionalUpTo;
    const upper = i === tiers.length - 1 ? Infinity : tier.notionalUpTo;
    // Relative slack at the borders, where two neighbouring tiers give the same price.
    const slack = 1e-12 * Math.max(1, notional);
    if (notional > lower - slack && notional <= upper + slack) return price;
  }
  return NaN;
}
