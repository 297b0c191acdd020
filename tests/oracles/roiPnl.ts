/**
 * TEST ORACLE: an independent reference implementation that only tests call. The calculator spec is
 * canonical (reviewers diff formulas there); this oracle recomputes it another way so the tests can
 * catch a wrong expression.
 *
 * Profit and ROI of a linear (USDS-M) futures position with partial exits.
 * Prices and money in quote currency, quantity in units of the base asset, fee rates as decimals
 * (0.0005 = 0.05 %), names ending in `Pct` in percent. Side s = +1 long, −1 short.
 *
 * - Fees after kickback: f′ = fee · (1 − kickbackPct/100).
 * - Partial exits ("legs"): weight w = share/100. Shares summing above 100 % are scaled down
 *   proportionally to 100 %; a remainder below 100 % exits at the exit price.
 * - Net of one leg: s·(price − entry)·q·w − entryFee′·entry·q·w − exitFee′·price·q·w — each leg
 *   carries its part of the entry fee, so the legs' nets add up to the position's net PnL.
 * - Liquidation (isolated, fees left out): L solves margin + s·q·(L − entry) = q·L·mmr. A part that
 *   closes at or past L was closed by the exchange there: it loses its share of the margin plus its
 *   share of the entry fee and pays no exit fee.
 * - requiredExit: the single exit price whose net PnL is the goal (same algebra as Target Price):
 *   long X = (G/q + entry·(1 + entryFee′)) / (1 − exitFee′), short X = (entry·(1 − entryFee′) − G/q) / (1 + exitFee′).
 *
 * The calculator spec `specs/calculators/roi-pnl-pro.yaml` writes the same formulas as mathjs
 * expressions; `roiPnl.test.ts` checks both against each other and proves the invariants.
 */
import { goalAmount, initialMargin } from './targetPrice';

/** One partial exit as the user enters it: share of the position in percent and the exit price. */
export interface ExitLeg {
  share: number;
  price: number;
}

/** A fee rate after the kickback (rebate) share: fee · (1 − kickbackPct/100). */
export function feeAfterKickback(fee: number, kickbackPct: number): number {
  return fee * (1 - kickbackPct / 100);
}

/** The legs as weights (fractions of the quantity) and the remainder that exits at the exit price. */
export interface ExitWeights {
  /** w of each leg, after scaling (fractions, sum ≤ 1). */
  weights: number[];
  /** 1 − Σw: the part that exits at the exit price (0 when the shares reach or exceed 100 %). */
  remainder: number;
  /** Factor applied to the shares: 100/Σshare when Σshare > 100, else 1. */
  scale: number;
  /** Σshare as entered, in percent. */
  shareSum: number;
}

/** Shares in percent → weights; above 100 % in total they are scaled proportionally to 100 %. */
export function exitWeights(legs: readonly ExitLeg[]): ExitWeights {
  const shareSum = legs.reduce((total, leg) => total + leg.share, 0);
  const scale = shareSum > 100 ? 100 / shareSum : 1;
  const weights = legs.map((leg) => (leg.share * scale) / 100);
  // Computed from the sum (not 1 − Σw) so that it is exactly 0 once the shares reach 100 %.
  const remainder = shareSum >= 100 ? 0 : 1 - shareSum / 100;
  return { weights, remainder, scale, shareSum };
}

/** Net PnL of the part w of the position that exits at `price`, with its share of both fees (f′ already after kickback). */
export function legNetPnl(s: number, entry: number, price: number, quantity: number, weight: number, entryFeeNet: number, exitFeeNet: number): number {
  return s * (price - entry) * quantity * weight - entryFeeNet * entry * quantity * weight - exitFeeNet * price * quantity * weight;
}

/** The isolated liquidation price (margin alone, no maintenance amount, fees left out); NaN when no positive price liquidates. */
export function isolatedLiquidationPrice(s: number, entry: number, quantity: number, margin: number, mmr: number): number {
  const price = (margin - s * quantity * entry) / (quantity * mmr - s * quantity);
  return price > 0 ? price : NaN;
}

/** Gross PnL and fees of the part w that closes at `price`; at or past the liquidation price it loses its share of the margin and pays no exit fee. */
export function partResult(s: number, entry: number, price: number, quantity: number, weight: number, entryFeeNet: number, exitFeeNet: number, margin: number, liquidationPrice: number): { gross: number; fees: number; liquidated: boolean } {
  const liquidated = !Number.isNaN(liquidationPrice) && s * (price - liquidationPrice) <= 0;
  if (liquidated) return { gross: -weight * margin, fees: entryFeeNet * entry * quantity * weight, liquidated };
  return { gross: s * (price - entry) * quantity * weight, fees: (entryFeeNet * entry + exitFeeNet * price) * quantity * weight, liquidated };
}

/** Tax on the net PnL: taxRatePct/100 · net; with `onlyProfits` 0 for a loss. Without it a loss gives a negative tax (a credit). */
export function taxOnPnl(netPnl: number, taxRatePct: number, onlyProfits: boolean): number {
  if (onlyProfits && !(netPnl > 0)) return 0;
  return (taxRatePct / 100) * netPnl;
}

/**
 * The single exit price at which the net PnL (f′ after kickback) equals the goal G in quote currency:
 * long X = (G/q + entry·(1 + entryFee′)) / (1 − exitFee′), short X = (entry·(1 − entryFee′) − G/q) / (1 + exitFee′).
 * NaN when no positive price reaches G (a short cannot earn more than about its notional) or the inputs are out of range.
 */
export function requiredExitPrice(s: number, entry: number, quantity: number, goal: number, entryFeeNet: number, exitFeeNet: number): number {
  if (!(quantity > 0) || !(entry > 0) || !(exitFeeNet < 1)) return NaN;
  const price = s > 0 ? (goal / quantity + entry * (1 + entryFeeNet)) / (1 - exitFeeNet) : (entry * (1 - entryFeeNet) - goal / quantity) / (1 + exitFeeNet);
  return price > 0 ? price : NaN;
}

/** Everything ROI & PnL Pro needs to know about one trade. */
export interface RoiPnlInput {
  s: 1 | -1;
  entry: number;
  /** Exit (or current) price for the part not covered by legs. */
  exit: number;
  quantity: number;
  leverage: number;
  /** Maintenance margin rate of the isolated position (decimal). */
  mmr: number;
  legs: readonly ExitLeg[];
  entryFee: number;
  exitFee: number;
  kickbackPct: number;
  goalType: 'roi' | 'profit';
  goal: number;
  taxRatePct: number;
  taxOnlyProfits: boolean;
}

/** One row of the per-leg table. */
export interface LegRow {
  /** Weight after scaling (fraction of the quantity). */
  share: number;
  price: number;
  net: number;
}

/** Every output of ROI & PnL Pro. Money in quote currency, ratios as fractions. */
export interface RoiPnlResult {
  entryFeeNet: number;
  exitFeeNet: number;
  margin: number;
  /** Quantity-weighted average exit price (legs and remainder). */
  averageExit: number;
  grossPnl: number;
  fees: number;
  netPnl: number;
  roi: number;
  /** (averageExit − entry)/entry. */
  priceChangePct: number;
  tax: number;
  afterTaxPnl: number;
  /** Goal G in quote currency. */
  goalAmount: number;
  requiredExit: number;
  liquidationPrice: number;
  /** Share of the position closed by the liquidation. */
  liquidatedShare: number;
  legs: LegRow[];
  remainder: LegRow;
}

/** The whole ROI & PnL Pro calculation for one trade. */
export function roiPnlResult(input: RoiPnlInput): RoiPnlResult {
  const { s, entry, exit, quantity, leverage } = input;
  const entryFeeNet = feeAfterKickback(input.entryFee, input.kickbackPct);
  const exitFeeNet = feeAfterKickback(input.exitFee, input.kickbackPct);
  const { weights, remainder } = exitWeights(input.legs);
  const margin = initialMargin(entry, quantity, leverage);
  const liquidationPrice = isolatedLiquidationPrice(s, entry, quantity, margin, input.mmr);
  const parts = [
    ...input.legs.map((leg, i) => ({ share: weights[i] ?? 0, price: leg.price })),
    { share: remainder, price: exit },
  ].map((part) => ({ ...part, ...partResult(s, entry, part.price, quantity, part.share, entryFeeNet, exitFeeNet, margin, liquidationPrice) }));
  const rows = parts.map((part) => ({ share: part.share, price: part.price, net: part.gross - part.fees }));
  const legs = rows.slice(0, -1);
  const rest = rows[rows.length - 1]!;
  // The weights add up to 1, so the weighted average exit carries the whole position.
  const averageExit = parts.reduce((total, part) => total + part.share * part.price, 0);
  const grossPnl = parts.reduce((total, part) => total + part.gross, 0);
  const fees = parts.reduce((total, part) => total + part.fees, 0);
  const netPnl = grossPnl - fees;
  const liquidatedShare = parts.reduce((total, part) => total + (part.liquidated ? part.share : 0), 0);
  const tax = taxOnPnl(netPnl, input.taxRatePct, input.taxOnlyProfits);
  const goal = goalAmount(input.goalType, input.goal, entry, quantity, leverage);
  return {
    entryFeeNet,
    exitFeeNet,
    margin,
    averageExit,
    grossPnl,
    fees,
    netPnl,
    roi: netPnl / margin,
    priceChangePct: (averageExit - entry) / entry,
    tax,
    afterTaxPnl: netPnl - tax,
    goalAmount: goal,
    requiredExit: requiredExitPrice(s, entry, quantity, goal, entryFeeNet, exitFeeNet),
    liquidationPrice,
    liquidatedShare,
    legs,
    remainder: rest,
  };
}
