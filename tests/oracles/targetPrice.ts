/**
 * TEST ORACLE: an independent reference implementation that only tests call. The calculator spec is
 * canonical (reviewers diff formulas there); this oracle recomputes it another way so the tests can
 * catch a wrong expression.
 *
 * Target prices of a linear (USDS-M) futures position: the exit price at which the net PnL
 * (after fees, and for the Pro version also slippage, half spread and funding) equals a goal.
 * Prices and money in quote currency, quantity in units of the base asset, rates as decimals
 * (0.002 = 0.2 %), ROI goals in percent of the initial margin. Side s = +1 long, −1 short.
 *
 * The calculator specs `specs/calculators/target-price*.yaml` write the same formulas as
 * mathjs expressions; `targetPrice.test.ts` checks both against each other and proves the
 * invariants (net PnL at the target = goal, break-even = goal 0, long/short symmetry).
 */

/** How the goal is given: ROI in percent of the margin, profit in quote currency, or a multiple of the risk to the stop. */
export type TargetGoalType = 'roi' | 'profit' | 'r';

/** Initial margin entry·quantity/leverage, in quote currency. */
export function initialMargin(entry: number, quantity: number, leverage: number): number {
  return (entry * quantity) / leverage;
}

/**
 * The goal G as a net profit in quote currency:
 * roi → goal/100 · entry·quantity/leverage; profit → goal; r → goal · quantity · |entry − stop|.
 * NaN for `r` without a stop (NaN stop). The stop's side is not checked here (see the spec's validation).
 */
export function goalAmount(goalType: TargetGoalType, goal: number, entry: number, quantity: number, leverage: number, stop = NaN): number {
  switch (goalType) {
    case 'roi':
      return (goal / 100) * initialMargin(entry, quantity, leverage);
    case 'profit':
      return goal;
    case 'r':
      return goal * quantity * Math.abs(entry - stop);
  }
}

/**
 * Net PnL of the simple Target Price model when exiting at `exit` (quote currency):
 * s·(exit − entry)·quantity − half·entry·quantity − half·exit·quantity with half = feeRate/2
 * (the round-trip fee rate split evenly between entry and exit).
 */
export function netPnlWithRoundTripFee(s: number, entry: number, exit: number, quantity: number, feeRate: number): number {
  const half = feeRate / 2;
  return s * (exit - entry) * quantity - half * entry * quantity - half * exit * quantity;
}

/**
 * Target price for a net goal G (quote currency) and a round-trip fee rate:
 * long  = (G/quantity + entry·(1 + half)) / (1 − half),
 * short = (entry·(1 − half) − G/quantity) / (1 + half), half = feeRate/2.
 * Returns a price in quote currency; NaN when no positive price reaches the goal (for example a
 * short whose goal exceeds entry·quantity·(1 − half)) or the inputs are out of range.
 */
export function targetPrice(s: number, entry: number, quantity: number, goal: number, feeRate: number): number {
  const half = feeRate / 2;
  if (!(quantity > 0) || !(entry > 0) || !(half >= 0 && half < 1)) return NaN;
  const price = s > 0 ? (goal / quantity + entry * (1 + half)) / (1 - half) : (entry * (1 - half) - goal / quantity) / (1 + half);
  return price > 0 ? price : NaN;
}

/** Every output of the Target Price calculator. */
export interface TargetPriceResult {
  /** Initial margin, quote currency. */
  margin: number;
  /** Exit price that makes the net PnL equal the goal, quote currency (NaN: unreachable). */
  targetPrice: number;
  /** (targetPrice − entry)/entry, a fraction. */
  movePct: number;
  /** s·(targetPrice − entry)·quantity, quote currency. */
  grossPnl: number;
  /** half·entry·quantity + half·targetPrice·quantity, quote currency. */
  fees: number;
  /** The goal G (= grossPnl − fees), quote currency. */
  netPnl: number;
  /** netPnl/margin, a fraction. */
  roi: number;
}

/** The whole Target Price calculation for one position (goal type roi or profit). */
export function targetPriceResult(
  s: number,
  entry: number,
  quantity: number,
  leverage: number,
  goalType: 'roi' | 'profit',
  goal: number,
  feeRate: number,
): TargetPriceResult {
  const margin = initialMargin(entry, quantity, leverage);
  const g = goalAmount(goalType, goal, entry, quantity, leverage);
  const price = targetPrice(s, entry, quantity, g, feeRate);
  const half = feeRate / 2;
  const ok = Number.isFinite(price);
  return {
    margin,
    targetPrice: price,
    movePct: (price - entry) / entry,
    grossPnl: s * (price - entry) * quantity,
    fees: half * entry * quantity + half * price * quantity,
    netPnl: ok ? g : NaN,
    roi: ok ? g / margin : NaN,
  };
}

/** Trading costs of the Pro model: fee rates per side, slippage and half spread per fill (decimals), funding rate per 8 h and hours held. */
export interface TradingCosts {
  entryFee: number;
  exitFee: number;
  slippage: number;
  halfSpread: number;
  fundingRate: number;
  hours: number;
}

/** Effective entry E′ = entry·(1 + s·c) with c = slippage + halfSpread: a long fills higher, a short lower. */
export function effectiveEntryPrice(s: number, entry: number, costs: Pick<TradingCosts, 'slippage' | 'halfSpread'>): number {
  return entry * (1 + s * (costs.slippage + costs.halfSpread));
}

/**
 * Funding F = s·entry·quantity·fundingRate·hours/8 in quote currency (paid every
 * 8 hours on the notional): positive is a cost (a long with a positive rate), negative an income.
 */
export function fundingPayment(s: number, entry: number, quantity: number, fundingRate: number, hours: number): number {
  return (s * entry * quantity * fundingRate * hours) / 8;
}

/**
 * Net PnL of the Pro model when the market exit price is `exit` (quote currency): the exit fills at
 * X′ = exit·(1 − s·c), the entry at E′; net = s·(X′ − E′)·quantity − entryFee·E′·quantity
 * − exitFee·X′·quantity − F.
 */
export function netPnlPro(s: number, entry: number, exit: number, quantity: number, costs: TradingCosts): number {
  const c = costs.slippage + costs.halfSpread;
  const e = effectiveEntryPrice(s, entry, costs);
  const x = exit * (1 - s * c);
  const funding = fundingPayment(s, entry, quantity, costs.fundingRate, costs.hours);
  return s * (x - e) * quantity - costs.entryFee * e * quantity - costs.exitFee * x * quantity - funding;
}

/**
 * Effective exit X′ (the fill price, quote currency) at which the Pro net PnL equals the goal G:
 * long  X′ = (G + E′·quantity·(1 + entryFee) + F) / (quantity·(1 − exitFee)),
 * short X′ = (E′·quantity·(1 − entryFee) − F − G) / (quantity·(1 + exitFee)).
 * NaN when X′ ≤ 0 (unreachable) or the quantity is not positive.
 */
export function effectiveExitPrice(s: number, entry: number, quantity: number, goal: number, costs: TradingCosts): number {
  if (!(quantity > 0)) return NaN;
  const e = effectiveEntryPrice(s, entry, costs);
  const funding = fundingPayment(s, entry, quantity, costs.fundingRate, costs.hours);
  const x =
    s > 0
      ? (goal + e * quantity * (1 + costs.entryFee) + funding) / (quantity * (1 - costs.exitFee))
      : (e * quantity * (1 - costs.entryFee) - funding - goal) / (quantity * (1 + costs.exitFee));
  return x > 0 ? x : NaN;
}

/** Target (market) price of the Pro model: X′/(1 − c) for a long, X′/(1 + c) for a short. Quote currency; NaN when unreachable. */
export function targetPricePro(s: number, entry: number, quantity: number, goal: number, costs: TradingCosts): number {
  const c = costs.slippage + costs.halfSpread;
  return effectiveExitPrice(s, entry, quantity, goal, costs) / (1 - s * c);
}

/** Every output of the Target Price Pro calculator. Money in quote currency, ratios as fractions. */
export interface TargetPriceProResult {
  margin: number;
  targetPrice: number;
  effectiveEntry: number;
  effectiveExit: number;
  /** entryFee·E′·quantity + exitFee·X′·quantity. */
  fees: number;
  /** F: positive = paid, negative = received. */
  funding: number;
  /** The goal G. */
  netPnl: number;
  roi: number;
  /** G / (quantity·|entry − stop|); NaN without a stop or with a stop on the profit side. */
  rMultiple: number;
  /** Target price for G = 0. */
  breakEvenPrice: number;
  movePct: number;
}

/** The whole Target Price Pro calculation. `stop` is NaN when none is given. */
export function targetPriceProResult(
  s: number,
  entry: number,
  quantity: number,
  leverage: number,
  goalType: TargetGoalType,
  goal: number,
  stop: number,
  costs: TradingCosts,
): TargetPriceProResult {
  const g = goalAmount(goalType, goal, entry, quantity, leverage, stop);
  const margin = initialMargin(entry, quantity, leverage);
  const x = effectiveExitPrice(s, entry, quantity, g, costs);
  const e = effectiveEntryPrice(s, entry, costs);
  const price = targetPricePro(s, entry, quantity, g, costs);
  const ok = Number.isFinite(price);
  return {
    margin,
    targetPrice: price,
    effectiveEntry: e,
    effectiveExit: x,
    fees: costs.entryFee * e * quantity + costs.exitFee * x * quantity,
    funding: fundingPayment(s, entry, quantity, costs.fundingRate, costs.hours),
    netPnl: ok ? g : NaN,
    roi: ok ? g / margin : NaN,
    rMultiple: ok && s * (entry - stop) > 0 ? g / (quantity * Math.abs(entry - stop)) : NaN,
    breakEvenPrice: targetPricePro(s, entry, quantity, 0, costs),
    movePct: (price - entry) / entry,
  };
}
