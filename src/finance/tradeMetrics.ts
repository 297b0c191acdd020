/**
 * Performance metrics of a list of trades, shared by the BingX order analyzer and Performance Pro
 * (pure, no DOM). The definitions are the tools' contract and are stated on
 * both tool pages:
 *
 * - a trade's net = its PnL − |its fee|;
 * - `winRate` = trades with net > 0 / trades, `lossRate` = trades with net < 0 / trades (a net of
 *   exactly 0 is neither);
 * - `profitFactor` = Σ positive nets / |Σ negative nets| (Infinity when there is no loss but a profit);
 * - `avgNetPerTrade` = Σ nets / trades; `payoffRatio` = mean winning net / |mean losing net|;
 * - `expectancy` = winRate · mean win − lossRate · |mean loss|;
 * - `kellyPct` = winRate − (1 − winRate) / payoffRatio (theoretical Kelly, a fraction).
 *
 * A value that is not defined (no trades, no losing trade for the payoff ratio, …) is NaN; the UI
 * renders NaN as '—' with an empty `data-value`, Infinity (profit factor only) as '∞'.
 */
import { valueAt } from './valueAt';

export interface TradeStats {
  trades: number;
  wins: number;
  losses: number;
  winRate: number;
  lossRate: number;
  /** Σ of the positive nets. */
  grossProfit: number;
  /** |Σ of the negative nets| (≥ 0). */
  grossLoss: number;
  netTotal: number;
  profitFactor: number;
  avgNetPerTrade: number;
  /** Mean of the positive nets (NaN without a win). */
  meanWin: number;
  /** |mean of the negative nets| (NaN without a loss). */
  meanLoss: number;
  payoffRatio: number;
  expectancy: number;
  kellyPct: number;
}

/** A trade's net: its PnL − |its fee| (a fee is a cost whatever its sign in the export). */
export function tradeNet(pnl: number, fee: number): number {
  return pnl - Math.abs(fee);
}

/** The per-trade statistics over the trades' nets (PnL − |fee| each). */
export function tradeStats(nets: ArrayLike<number>): TradeStats {
  const trades = nets.length;
  let wins = 0;
  let losses = 0;
  let grossProfit = 0;
  let negativeSum = 0;
  let netTotal = 0;
  for (let i = 0; i < trades; i++) {
    const net = valueAt(nets, i);
    netTotal += net;
    if (net > 0) {
      wins++;
      grossProfit += net;
    } else if (net < 0) {
      losses++;
      negativeSum += net;
    }
  }
  const grossLoss = Math.abs(negativeSum);
  const winRate = trades > 0 ? wins / trades : NaN;
  const lossRate = trades > 0 ? losses / trades : NaN;
  const meanWin = wins > 0 ? grossProfit / wins : NaN;
  const meanLoss = losses > 0 ? grossLoss / losses : NaN;
  const payoffRatio = wins > 0 && losses > 0 ? meanWin / meanLoss : NaN;
  // Without a win or without a loss one side of the expectancy is 0 · (undefined mean): count it as 0.
  const expectancy = trades > 0 ? (wins > 0 ? winRate * meanWin : 0) - (losses > 0 ? lossRate * meanLoss : 0) : NaN;
  return {
    trades,
    wins,
    losses,
    winRate,
    lossRate,
    grossProfit,
    grossLoss,
    netTotal,
    profitFactor: profitFactorOf(grossProfit, grossLoss),
    avgNetPerTrade: trades > 0 ? netTotal / trades : NaN,
    meanWin,
    meanLoss,
    payoffRatio,
    expectancy,
    kellyPct: kellyFraction(winRate, payoffRatio),
  };
}

/** Σ profits / Σ |losses|: Infinity with profits and no loss, NaN with neither. */
export function profitFactorOf(grossProfit: number, grossLoss: number): number {
  if (grossLoss > 0) return grossProfit / grossLoss;
  return grossProfit > 0 ? Infinity : NaN;
}

/** Theoretical Kelly fraction winRate − (1 − winRate)/payoffRatio (NaN when either is undefined). */
export function kellyFraction(winRate: number, payoffRatio: number): number {
  if (!Number.isFinite(winRate) || !Number.isFinite(payoffRatio) || payoffRatio <= 0) return NaN;
  return winRate - (1 - winRate) / payoffRatio;
}

/** Equity after each step: `[initial, initial + d₀, initial + d₀ + d₁, …]` (length deltas + 1). */
export function equityCurve(initial: number, deltas: ArrayLike<number>): Float64Array {
  const equity = new Float64Array(deltas.length + 1);
  equity[0] = initial;
  for (let i = 0; i < deltas.length; i++) equity[i + 1] = valueAt(equity, i) + valueAt(deltas, i);
  return equity;
}

/**
 * Drawdown at each point of an equity path, (running peak − equity) / running peak, as a positive
 * fraction (0 at a new high). The running peak starts at the first value. A peak ≤ 0 (the account is
 * gone) counts as a drawdown of 1.
 */
export function drawdownCurve(equity: ArrayLike<number>): Float64Array {
  const drawdown = new Float64Array(equity.length);
  let peak = -Infinity;
  for (let i = 0; i < equity.length; i++) {
    const value = valueAt(equity, i);
    if (value > peak) peak = value;
    drawdown[i] = peak > 0 ? (peak - value) / peak : 1;
  }
  return drawdown;
}

/** The largest drawdown along an equity path (0 for an empty or never-falling path). */
export function maxDrawdown(equity: ArrayLike<number>): number {
  return largestDrawdown(drawdownCurve(equity));
}

/** The largest value of a drawdown curve (0 for an empty one). */
export function largestDrawdown(drawdown: ArrayLike<number>): number {
  let max = 0;
  for (let i = 0; i < drawdown.length; i++) if (valueAt(drawdown, i) > max) max = valueAt(drawdown, i);
  return max;
}
