/**
 * TEST ORACLE: an independent reference implementation that only tests call. The calculator spec is
 * canonical (reviewers diff formulas there); this oracle recomputes it another way so the tests can
 * catch a wrong expression.
 *
 * Position & Margin Pro: the size of a linear (USDS-M) futures position from the risk
 * you accept at your stop, or from a quantity you type, with every cost a real fill has, the margin,
 * the exchange's isolated liquidation price with maintenance-margin tiers, and a Kelly hint.
 *
 * Prices and money are in quote currency (USDT), units in the base asset (BTC), rates are decimals
 * (0.0005 = 0.05 %) except `riskPct` (percent of the account). Side s = +1 long, −1 short.
 *
 * The calculator spec `specs/calculators/position-margin-pro.yaml` writes the same formulas as
 * mathjs expressions; `positionMargin.test.ts` proves the formulas by hand-computed numbers and
 * invariants, and checks the spec (its examples and random inputs) against these functions.
 */
import { exchangeLiquidationPrice } from '../../src/finance/liquidation';
import { floorToStep } from '../../src/finance/rounding';
import { liqTier, tierCumOf, tierMmrOf } from '../../src/finance/tierResolution';
import { tiersError, type MaintenanceTier } from '../../src/finance/tiers';

/** How the size is chosen: from the risk at the stop, or a quantity typed directly. */
export type SizeMode = 'risk' | 'direct';

/** How the exchange counts the size: plain units of the base asset, linear contracts worth `contractValue` quote each, or contracts of `contractMultiplier` base units each. */
export type QuantityMode = 'units' | 'linear' | 'multiplier';

/** Everything the calculator takes. `take` is NaN when no take-profit is set. */
export interface PositionMarginInput {
  s: 1 | -1;
  entry: number;
  stop: number;
  take: number;
  account: number;
  riskPct: number;
  sizeMode: SizeMode;
  quantity: number;
  leverage: number;
  entryFee: number;
  exitFee: number;
  halfSpread: number;
  entrySlippage: number;
  exitSlippage: number;
  /** Funding rate per 8 hours (decimal). */
  fundingRate: number;
  hours: number;
  /** w in P_f = entry·(1 − w) + take·w: where between entry and take the funding is charged on average. */
  fundingPriceWeight: number;
  winRate: number;
  rewardRisk: number;
  quantityMode: QuantityMode;
  contractValue: number;
  contractMultiplier: number;
  lotSize: number;
  minNotional: number;
  tiers: readonly MaintenanceTier[];
}

/**
 * Effective entry E′ = entry·(1 + s·(halfSpread + entrySlippage)): a market entry crosses half the
 * spread and slips, so a long fills higher and a short lower.
 */
export function effectiveEntryPrice(s: number, entry: number, halfSpread: number, entrySlippage: number): number {
  return entry * (1 + s * (halfSpread + entrySlippage));
}

/**
 * Effective exit fill for an exit order at `price` (the stop S′ or the take T′):
 * price·(1 − s·(halfSpread + exitSlippage)) — a long sells lower, a short buys back higher.
 */
export function effectiveExitPrice(s: number, price: number, halfSpread: number, exitSlippage: number): number {
  return price * (1 - s * (halfSpread + exitSlippage));
}

/**
 * Loss per unit when the stop fills: u = s·(E′ − S′) + entryFee·E′ + exitFee·S′ (quote per unit).
 * Positive for a stop on the loss side and costs ≥ 0.
 */
export function lossPerUnit(s: number, effectiveEntry: number, effectiveStop: number, entryFee: number, exitFee: number): number {
  return s * (effectiveEntry - effectiveStop) + entryFee * effectiveEntry + exitFee * effectiveStop;
}

/** The money you accept to lose in risk mode: account·riskPct/100. */
export function riskBudget(account: number, riskPct: number): number {
  return (account * riskPct) / 100;
}

/** Risk mode before rounding: riskBudget / u, so that units·u equals the budget. */
export function unitsForRisk(account: number, riskPct: number, lossPerUnitAtStop: number): number {
  return riskBudget(account, riskPct) / lossPerUnitAtStop;
}

/**
 * Units before the contract conversion, rounded down to the lot size:
 * risk mode floorTo(account·riskPct/100 / u, lotSize), direct mode floorTo(quantity, lotSize).
 * A lot size ≤ 0 means no rounding. floorToStep treats a quotient within 1e-9 (relative) of a whole
 * number as that number (so 0.3 with lot 0.1 stays 0.3 despite binary floating point).
 */
export function lotUnits(sizeMode: SizeMode, account: number, riskPct: number, lossPerUnitAtStop: number, quantity: number, lotSize: number): number {
  const raw = sizeMode === 'risk' ? unitsForRisk(account, riskPct, lossPerUnitAtStop) : quantity;
  return floorToStep(raw, lotSize);
}

/** Contracts and the units they hold. `contracts` is NaN in units mode (no contracts to count). */
export interface ContractSize {
  contracts: number;
  units: number;
}

/**
 * Whole contracts for `units`:
 * linear → contracts = floor(units·entry/contractValue), units = contracts·contractValue/entry;
 * multiplier → contracts = floor(units/contractMultiplier), units = contracts·contractMultiplier;
 * units → units unchanged, contracts NaN (shown blank: the position is not counted in contracts).
 * The floor forgives binary rounding errors like floorToStep (3000/100 never becomes 29).
 */
export function contractSize(mode: QuantityMode, units: number, entry: number, contractValue: number, contractMultiplier: number): ContractSize {
  switch (mode) {
    case 'linear': {
      const contracts = floorToStep((units * entry) / contractValue, 1);
      return { contracts, units: (contracts * contractValue) / entry };
    }
    case 'multiplier': {
      const contracts = floorToStep(units / contractMultiplier, 1);
      return { contracts, units: contracts * contractMultiplier };
    }
    case 'units':
      return { contracts: NaN, units };
  }
}

/**
 * Net profit when the take fills: units·(s·(T′ − E′) − entryFee·E′ − exitFee·T′), quote currency.
 * NaN without a take (NaN T′). Funding is not included (see {@link fundingCost}).
 */
export function profitAtTake(s: number, units: number, effectiveEntry: number, effectiveTake: number, entryFee: number, exitFee: number): number {
  return units * (s * (effectiveTake - effectiveEntry) - entryFee * effectiveEntry - exitFee * effectiveTake);
}

/**
 * Fees of the round trip: entryFee·E′·units + exitFee·X·units, where the exit fill X is T′ when a
 * take is set (the plan's exit) and S′ otherwise (the stop is then the only planned exit).
 */
export function tradeFees(units: number, effectiveEntry: number, effectiveExit: number, entryFee: number, exitFee: number): number {
  return entryFee * effectiveEntry * units + exitFee * effectiveExit * units;
}

/** Funding price P_f = entry·(1 − w) + take·w; the entry when no take is set (NaN take). */
export function fundingPrice(entry: number, take: number, weight: number): number {
  return Number.isNaN(take) ? entry : entry * (1 - weight) + take * weight;
}

/**
 * Funding over the holding time: s·units·P_f·fundingRate·hours/8 (paid every 8 h on
 * the notional). Positive = paid (a long with a positive rate), negative = received.
 */
export function fundingCost(s: number, units: number, priceForFunding: number, fundingRate: number, hours: number): number {
  return (s * units * priceForFunding * fundingRate * hours) / 8;
}

/**
 * Kelly fraction f* = p − (1 − p)/b for win rate p and reward/risk b (the binomial
 * f* = (p(b + 1) − 1)/b, rearranged): the share of the account to risk per trade that maximises
 * long-run growth if p and b are exactly right. ≤ 0 means no edge.
 */
export function kellyFraction(winRate: number, rewardRisk: number): number {
  return winRate - (1 - winRate) / rewardRisk;
}

/** True when the stop lies at or beyond the liquidation price (the position is liquidated before the stop triggers). False without a liquidation price. */
export function stopBeyondLiquidation(s: number, stop: number, liquidationPrice: number): boolean {
  return !Number.isNaN(liquidationPrice) && s * (stop - liquidationPrice) <= 0;
}

/** A stop closer to the liquidation price than this share of the entry gets a warning: a wick or the gap between mark and last price can liquidate first. */
export const STOP_LIQUIDATION_WARN_SHARE = 0.01;

/** The calculator's status: danger (stop at/beyond liquidation), warn (within 1 % of the entry of it), ok. */
export function stopStatus(s: number, stop: number, entry: number, liquidationPrice: number): 'danger' | 'warn' | 'ok' {
  if (stopBeyondLiquidation(s, stop, liquidationPrice)) return 'danger';
  if (!Number.isNaN(liquidationPrice) && Math.abs(stop - liquidationPrice) < STOP_LIQUIDATION_WARN_SHARE * entry) return 'warn';
  return 'ok';
}

/** Every output of the calculator. NaN = not computable (shown '—'). */
export interface PositionMarginResult {
  /** Position size in base units after lot and contract rounding. */
  units: number;
  /** Whole contracts (NaN in units mode). */
  contracts: number;
  /** units·entry. */
  notional: number;
  /** notional/leverage. */
  initialMargin: number;
  /** Risk mode: the budget account·riskPct/100. Direct mode: the actual loss at the stop, −lossAtStop. */
  riskAmount: number;
  /** −units·u; with the stop at or past the liquidation price −(initial margin + entry fee), the stop never triggers. */
  lossAtStop: number;
  profitAtTake: number;
  /** profitAtTake/|lossAtStop|. */
  rewardRiskNet: number;
  fees: number;
  fundingCost: number;
  /** Isolated, wallet balance = initial margin, mmr and maintenance amount of the tier of the notional at the liquidation price (`liqTier`); NaN when there is none. */
  liquidationPrice: number;
  /** 1 when the stop is at or beyond the liquidation price, else 0. */
  stopBeyondLiquidation: number;
  kellyFraction: number;
  /** Intermediate values, for explanations and tests. */
  effectiveEntry: number;
  effectiveStop: number;
  effectiveTake: number;
  lossPerUnit: number;
  /** Units before lot rounding (risk budget / u, or the quantity). */
  rawUnits: number;
  /** Units after lot rounding, before contract rounding. */
  lotUnits: number;
}

/** The whole calculation for valid inputs (see {@link positionMarginProblems} for what is valid). */
export function positionMargin(input: PositionMarginInput): PositionMarginResult {
  const { s, entry, stop, take } = input;
  const effectiveEntry = effectiveEntryPrice(s, entry, input.halfSpread, input.entrySlippage);
  const effectiveStop = effectiveExitPrice(s, stop, input.halfSpread, input.exitSlippage);
  const effectiveTake = effectiveExitPrice(s, take, input.halfSpread, input.exitSlippage);
  const u = lossPerUnit(s, effectiveEntry, effectiveStop, input.entryFee, input.exitFee);
  const rawUnits = input.sizeMode === 'risk' ? unitsForRisk(input.account, input.riskPct, u) : input.quantity;
  const rounded = lotUnits(input.sizeMode, input.account, input.riskPct, u, input.quantity, input.lotSize);
  const { contracts, units } = contractSize(input.quantityMode, rounded, entry, input.contractValue, input.contractMultiplier);
  const notional = units * entry;
  const initialMargin = notional / input.leverage;
  const profit = profitAtTake(s, units, effectiveEntry, effectiveTake, input.entryFee, input.exitFee);
  const tier = liqTier(input.tiers, s, units, entry, initialMargin, 0);
  const liquidationPrice = Number.isNaN(tier)
    ? NaN
    : exchangeLiquidationPrice(s, units, entry, initialMargin, tierMmrOf(input.tiers, tier), tierCumOf(input.tiers, tier));
  const liquidatedFirst = stopBeyondLiquidation(s, stop, liquidationPrice);
  const lossAtStop = liquidatedFirst ? -(initialMargin + input.entryFee * effectiveEntry * units) : -units * u;
  return {
    units,
    contracts,
    notional,
    initialMargin,
    riskAmount: input.sizeMode === 'risk' ? riskBudget(input.account, input.riskPct) : -lossAtStop,
    lossAtStop,
    profitAtTake: profit,
    rewardRiskNet: profit / Math.abs(lossAtStop),
    fees: tradeFees(units, effectiveEntry, Number.isNaN(take) ? effectiveStop : effectiveTake, input.entryFee, input.exitFee),
    fundingCost: fundingCost(s, units, fundingPrice(entry, take, input.fundingPriceWeight), input.fundingRate, input.hours),
    liquidationPrice,
    stopBeyondLiquidation: liquidatedFirst ? 1 : 0,
    kellyFraction: kellyFraction(input.winRate, input.rewardRisk),
    effectiveEntry,
    effectiveStop,
    effectiveTake,
    lossPerUnit: u,
    rawUnits,
    lotUnits: rounded,
  };
}

/**
 * The validation rules of the spec, in its order (the index is the spec's `validate` index):
 * a problem's name says which input is wrong.
 */
export const POSITION_MARGIN_PROBLEMS = [
  'position', // entry, stop, leverage or account ≤ 0, or the stop on the profit side of the entry
  'riskPct', // risk mode: outside (0, 100]
  'quantity', // direct mode: ≤ 0
  'costs', // a fee or slippage outside [0, 1), half spread < 0, or a side's spread + slippage ≥ 1
  'take', // a take ≤ 0 or not on the profit side (checked when the stop is on the loss side)
  'fundingPriceWeight', // outside [0, 1]
  'winRate', // outside [0, 1]
  'rewardRisk', // ≤ 0
  'hours', // < 0
  'lotSizeOrMinNotional', // < 0
  'contractValue', // linear mode: ≤ 0
  'contractMultiplier', // multiplier mode: ≤ 0
  'tiersEmpty',
  'tiersBlank',
  'tiersNotIncreasing',
  'tiersMmr',
  'zeroUnits', // the lot rounding leaves 0 units
  'zeroContracts', // the contract rounding leaves 0 contracts
  'minNotional', // the notional is below the exchange's minimum
] as const;

export type PositionMarginProblem = (typeof POSITION_MARGIN_PROBLEMS)[number];

function outside(value: number, low: number, high: number): boolean {
  return !(value >= low && value <= high);
}

/** Every problem of the inputs, in the spec's order; empty when the result is valid. */
export function positionMarginProblems(input: PositionMarginInput): PositionMarginProblem[] {
  const problems: PositionMarginProblem[] = [];
  const { s, entry, stop, take } = input;
  if (!(entry > 0 && stop > 0 && input.leverage > 0 && input.account > 0 && s * (entry - stop) > 0)) problems.push('position');
  if (input.sizeMode === 'risk' && !(input.riskPct > 0 && input.riskPct <= 100)) problems.push('riskPct');
  if (input.sizeMode === 'direct' && !(input.quantity > 0)) problems.push('quantity');
  const rate = (value: number) => value >= 0 && value < 1;
  const costsOk =
    rate(input.entryFee) && rate(input.exitFee) && input.halfSpread >= 0 && input.entrySlippage >= 0 && input.exitSlippage >= 0 &&
    input.halfSpread + input.entrySlippage < 1 && input.halfSpread + input.exitSlippage < 1;
  if (!costsOk) problems.push('costs');
  // The take is checked once the stop sets the direction: a default take that follows a wrong stop is not the user's mistake.
  if (!Number.isNaN(take) && s * (entry - stop) > 0 && !(take > 0 && s * (take - entry) > 0)) problems.push('take');
  if (outside(input.fundingPriceWeight, 0, 1)) problems.push('fundingPriceWeight');
  if (outside(input.winRate, 0, 1)) problems.push('winRate');
  if (!(input.rewardRisk > 0)) problems.push('rewardRisk');
  if (!(input.hours >= 0)) problems.push('hours');
  if (!(input.lotSize >= 0 && input.minNotional >= 0)) problems.push('lotSizeOrMinNotional');
  if (input.quantityMode === 'linear' && !(input.contractValue > 0)) problems.push('contractValue');
  if (input.quantityMode === 'multiplier' && !(input.contractMultiplier > 0)) problems.push('contractMultiplier');
  const tierProblem = tiersError(input.tiers);
  if (tierProblem === 1) problems.push('tiersEmpty');
  if (tierProblem === 2) problems.push('tiersBlank');
  if (tierProblem === 3) problems.push('tiersNotIncreasing');
  if (tierProblem === 4) problems.push('tiersMmr');
  // The size checks need a valid table for the liquidation price only, so they run on any table.
  const e = effectiveEntryPrice(s, entry, input.halfSpread, input.entrySlippage);
  const u = lossPerUnit(s, e, effectiveExitPrice(s, stop, input.halfSpread, input.exitSlippage), input.entryFee, input.exitFee);
  const rawUnits = input.sizeMode === 'risk' ? unitsForRisk(input.account, input.riskPct, u) : input.quantity;
  const rounded = floorToStep(rawUnits, input.lotSize);
  if (rawUnits > 0 && rounded === 0) problems.push('zeroUnits');
  const { contracts, units } = contractSize(input.quantityMode, rounded, entry, input.contractValue, input.contractMultiplier);
  if (input.quantityMode !== 'units' && rounded > 0 && contracts === 0) problems.push('zeroContracts');
  if (units > 0 && units * entry < input.minNotional) problems.push('minNotional');
  return problems;
}
