/**
 * The account of a backtest run: its cash, the one open position and the closed trades, changed by the
 * run's fills, fees and funding (runBacktest.ts states the rules).
 */
import { valueAt } from '../../finance/valueAt';
import { fundingRateSum, type FundingHistory } from '../../market/fundingHistory';
import { entryLevels, levelExit, type ExitLevels, type LeveledPosition } from './exitLevels';
import type { ResolvedSettings } from './settings';

export type ExitReason = 'signal' | 'stop' | 'takeProfit' | 'end';

export interface BacktestTrade {
  side: 'long' | 'short';
  entryTime: number;
  entryPrice: number;
  exitTime: number;
  exitPrice: number;
  quantity: number;
  /** Both fills' fees. */
  fees: number;
  /** Funding paid (negative: received). */
  funding: number;
  /** side · quantity · (exit − entry) − fees − funding. */
  pnl: number;
  reason: ExitReason;
  entryIndex: number;
  exitIndex: number;
  /** Bars during which the position was held. */
  bars: number;
}

export interface OpenPosition extends LeveledPosition {
  quantity: number;
  entryPrice: number;
  entryFee: number;
  funding: number;
}

/** A run's costs and sizing as factors of a price or a notional. */
export interface RunRates {
  /** Slippage of a fill at an open, as a fraction of the price. */
  slip: number;
  /** Fee per fill, as a fraction of its notional. */
  feeRate: number;
  /** Funding per 8-hour boundary, as a fraction of the held notional (when there is no history). */
  fundingRate: number;
  /** The market's funding history: each funding time's own rate replaces `fundingRate`. */
  fundingHistory: FundingHistory | null;
  /** Entry notional per unit of equity: sizePct/100 × leverage. */
  sizeFactor: number;
}

export function runRates(config: ResolvedSettings, fundingHistory: FundingHistory | null = null): RunRates {
  return {
    slip: config.slippageBps / 10_000,
    feeRate: config.feeBps / 10_000,
    fundingRate: config.fundingPer8h / 100,
    fundingHistory,
    sizeFactor: (config.sizePct / 100) * config.leverage,
  };
}

const FUNDING_PERIOD_MS = 8 * 3_600_000;

/** How many funding times (00:00, 08:00, 16:00 UTC) fall in (start, end]. */
export function fundingBoundaries(start: number, end: number): number {
  return Math.floor(end / FUNDING_PERIOD_MS) - Math.floor(start / FUNDING_PERIOD_MS);
}

/** Orders decided at a bar's close, filled at the next bar's open. */
export interface PendingOrders {
  /** Close the open position. */
  exit: boolean;
  /** Open a position of this side (0: none). */
  entry: 0 | 1 | -1;
}

export const NO_ORDERS: PendingOrders = { exit: false, entry: 0 };

export class Account {
  cash: number;
  held: OpenPosition | null = null;
  readonly trades: BacktestTrade[] = [];

  /** `time` is the series' bar open times (a trade's entry and exit times). */
  constructor(
    initialCapital: number,
    private readonly rates: RunRates,
    private readonly levels: ExitLevels,
    private readonly time: Float64Array,
  ) {
    this.cash = initialCapital;
  }

  /** The open position's side, 0 when flat. */
  side(): 1 | -1 | 0 {
    return this.held ? this.held.side : 0;
  }

  /**
   * Opens a position of `side` at bar t's open price `open` (with slippage), sized from the cash, paying
   * the fee; its stop and take-profit are fixed now. Nothing while the cash is ≤ 0.
   */
  enter(t: number, side: 1 | -1, open: number): void {
    if (!(this.cash > 0)) return;
    const { slip, sizeFactor, feeRate } = this.rates;
    const price = open * (1 + side * slip);
    const quantity = (this.cash * sizeFactor) / price;
    const entryFee = feeRate * quantity * price;
    this.cash -= entryFee;
    this.held = { side, quantity, entryPrice: price, entryIndex: t, entryFee, funding: 0, ...entryLevels(this.levels, price, side, t) };
  }

  /** Closes the open position on bar t at `price`, paying the fee; `heldThisBar` counts bar t as held. */
  exit(t: number, price: number, reason: ExitReason, heldThisBar: boolean): void {
    const p = this.held as OpenPosition;
    const exitFee = this.rates.feeRate * p.quantity * price;
    const gross = p.side * p.quantity * (price - p.entryPrice);
    this.cash += gross - exitFee;
    const fees = p.entryFee + exitFee;
    this.trades.push({
      side: p.side === 1 ? 'long' : 'short',
      entryTime: valueAt(this.time, p.entryIndex),
      entryPrice: p.entryPrice,
      exitTime: valueAt(this.time, t),
      exitPrice: price,
      quantity: p.quantity,
      fees,
      funding: p.funding,
      pnl: gross - fees - p.funding,
      reason,
      entryIndex: p.entryIndex,
      exitIndex: t,
      bars: t - p.entryIndex + (heldThisBar ? 1 : 0),
    });
    this.held = null;
  }

  /** Fills the orders of the previous close at bar t's open: the exit (with slippage) first, then the entry. */
  fillAtOpen(t: number, orders: PendingOrders, open: number): void {
    if (orders.exit && this.held) this.exit(t, open * (1 - this.held.side * this.rates.slip), 'signal', false);
    if (orders.entry !== 0 && !this.held) this.enter(t, orders.entry, open);
  }

  /** Exits at the stop or take-profit when bar t (open, high, low) reaches one. */
  exitAtLevels(t: number, open: number, high: number, low: number): void {
    if (!this.held) return;
    const hit = levelExit(this.held, t, open, high, low, this.rates.slip);
    if (hit) this.exit(t, hit.price, hit.reason, hit.heldThisBar);
  }

  /**
   * A position held at a bar's close pays funding for every funding time in (start, end] on its
   * notional at `close`: longs pay a positive rate, shorts receive it. With a funding history the
   * funding times are the history's, each at its own rate; without, every 8-hour boundary at the
   * constant rate.
   */
  payFunding(start: number, end: number, close: number): void {
    const p = this.held;
    if (!p) return;
    const { fundingHistory, fundingRate } = this.rates;
    const rateSum = fundingHistory ? fundingRateSum(fundingHistory, start, end) : fundingRate === 0 ? 0 : fundingBoundaries(start, end) * fundingRate;
    if (rateSum === 0) return;
    const amount = rateSum * p.quantity * close * p.side;
    this.cash -= amount;
    p.funding += amount;
  }

  /** The account value with the open position marked at `close`. */
  equityAt(close: number): number {
    const p = this.held;
    return p ? this.cash + p.side * p.quantity * (close - p.entryPrice) : this.cash;
  }
}
