/**
 * Position sizing of Size Tool Pro:
 * how many units to buy or sell so that a move from the entry to the stop loses exactly the amount you
 * chose to risk, and what that position needs in leverage, margin, fees and funding.
 * Money in USD (the quote currency), prices in quote per unit, percentages where a name ends in `Pct`
 * (1 = 1 %), fee rates as decimals (0.0005 = 0.05 %). Side s = +1 long, −1 short.
 *
 * The calculator spec `specs/calculators/size-pro.yaml` writes the same formulas as mathjs expressions;
 * `sizing.test.ts` checks both against each other and proves the invariants (units · stop distance =
 * risk amount; minimum leverage · allocation = notional).
 */

/** How the amount at risk is chosen. */
export type RiskMode = 'fixed' | 'atr' | 'kelly';

/**
 * The simplified Kelly fraction f* = p − (1 − p)/rewardRisk: the share of the account a bet with win
 * probability p (0–1) and payoff rewardRisk (win/loss) should risk. f* ≤ 0 means the edge is not
 * positive: Kelly says do not trade. NaN when rewardRisk is not positive.
 */
export function kellyFraction(winRate: number, rewardRisk: number): number {
  if (!(rewardRisk > 0)) return NaN;
  return winRate - (1 - winRate) / rewardRisk;
}

/** The ATR stop: entry − s·atrValue·atrMultiplier (below the entry for a long, above it for a short). */
export function atrStopPrice(s: number, entry: number, atrValue: number, atrMultiplier: number): number {
  return entry - s * atrValue * atrMultiplier;
}

/** True when the stop lies on the loss side of the entry (below for a long, above for a short) and above 0. */
export function stopBeyondEntry(s: number, entry: number, stop: number): boolean {
  return s * (entry - stop) > 0 && stop > 0;
}

/**
 * Net PnL of `units` from `entry` to `exit` after a taker fee on both fills:
 * s·(exit − entry)·units − takerFee·units·(entry + exit). Funding is not included (see fundingCost).
 */
export function netPnlAfterTakerFees(s: number, entry: number, exit: number, units: number, takerFee: number): number {
  return s * (exit - entry) * units - takerFee * units * (entry + exit);
}

/**
 * Funding over the holding time, paid (+) or received (−): s · notional · fundingPct/100 · hours/8, with
 * s = +1 for a long and −1 for a short (fundingPct per 8 hours, in percent). A positive rate is a cost for
 * a long and income for a short.
 */
export function fundingCost(s: number, notional: number, fundingPct: number, hours: number): number {
  return (((s * notional * fundingPct) / 100) * hours) / 8;
}

/** Everything Size Tool Pro takes (the ids of the calculator's inputs). */
export interface SizingInputs {
  account: number;
  allocationPct: number;
  riskMode: RiskMode;
  riskPct: number;
  atrValue: number;
  atrMultiplier: number;
  winRate: number;
  rewardRisk: number;
  kellyFraction: number;
  side: 'long' | 'short';
  entry: number;
  /** Used in fixed and kelly mode; the atr mode computes its own stop. */
  stop: number;
  /** Optional take-profit price; NaN when not set. */
  take: number;
  maxLeverage: number;
  fundingPct: number;
  hours: number;
  takerFee: number;
}

/** Every output of Size Tool Pro (the ids of the calculator's outputs). */
export interface SizingResult {
  /** The loss at the stop before fees, USD. */
  riskAmount: number;
  /** The stop used: the input (fixed, kelly) or entry − s·ATR·multiplier (atr). */
  stopPrice: number;
  /** Position size in units of the asset: riskAmount / |entry − stopPrice|. */
  units: number;
  /** units · entry, USD. */
  notional: number;
  /** Capital allocated to the position C = account · allocationPct/100, USD. */
  allocated: number;
  /** notional / C: the leverage needed so that the allocated capital carries the position. */
  minLeverage: number;
  /** notional / maxLeverage, USD. */
  initialMargin: number;
  /** Taker fee on the entry and on the exit (at the take, or at the stop without a take), USD. */
  fees: number;
  /** s · notional · fundingPct/100 · hours/8, USD: paid (+) or received (−). */
  fundingCost: number;
  /** Net PnL at the take after taker fees on both fills (NaN without a take), USD. */
  pnlAtTake: number;
  /** Net PnL at the stop after taker fees on both fills (= −riskAmount − fees at the stop), USD. */
  pnlAtStop: number;
  /** Kelly f* = p − (1 − p)/rewardRisk (may be negative). */
  kellyF: number;
}

/**
 * The whole Size Tool Pro calculation, valid inputs assumed (the spec's validate rules
 * refuse the others). fixed and atr: riskAmount = account·riskPct/100; kelly: account·max(0, f*)·kellyFraction.
 */
export function sizePosition(input: SizingInputs): SizingResult {
  const s = input.side === 'long' ? 1 : -1;
  const allocated = (input.account * input.allocationPct) / 100;
  const kellyF = kellyFraction(input.winRate, input.rewardRisk);
  const stopPrice = input.riskMode === 'atr' ? atrStopPrice(s, input.entry, input.atrValue, input.atrMultiplier) : input.stop;
  const riskAmount =
    input.riskMode === 'kelly' ? input.account * Math.max(0, kellyF) * input.kellyFraction : (input.account * input.riskPct) / 100;
  const units = riskAmount / Math.abs(input.entry - stopPrice);
  const notional = units * input.entry;
  const exit = Number.isNaN(input.take) ? stopPrice : input.take;
  return {
    riskAmount,
    stopPrice,
    units,
    notional,
    allocated,
    minLeverage: notional / allocated,
    initialMargin: notional / input.maxLeverage,
    fees: input.takerFee * units * (input.entry + exit),
    fundingCost: fundingCost(s, notional, input.fundingPct, input.hours),
    pnlAtTake: Number.isNaN(input.take) ? NaN : netPnlAfterTakerFees(s, input.entry, input.take, units, input.takerFee),
    pnlAtStop: netPnlAfterTakerFees(s, input.entry, stopPrice, units, input.takerFee),
    kellyF,
  };
}
