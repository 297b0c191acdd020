import { cagr, sharpeRatio, sortinoRatio } from './periodReturns';
import { largestDrawdown, type TradeStats } from './tradeMetrics';

/** The KPIs the order analyzer and Performance Pro share, with one definition. */
export interface CoreKpis {
  trades: number;
  netPnl: number;
  winRate: number;
  profitFactor: number;
  payoffRatio: number;
  expectancy: number;
  avgNetPerTrade: number;
  /** netPnl / initial capital (NaN without capital). */
  totalReturn: number;
  /** max (peak − equity) / peak along the equity path (NaN for the start alone: no trade or order). */
  maxDrawdown: number;
  sharpe: number;
  sortino: number;
  /** (final equity / initial)^(365 / days) − 1. */
  cagr: number;
  kellyPct: number;
}

export interface CoreKpiInputs {
  /** tradeStats of the trades' nets. */
  stats: TradeStats;
  netPnl: number;
  initialCapital: number;
  /** Drawdown along the equity path [initial, after each step…] (drawdownCurve). */
  drawdown: ArrayLike<number>;
  finalEquity: number;
  /** Calendar days from the first trade's (or order's) UTC day to the last's, both included. */
  days: number;
  /** The period returns for Sharpe and Sortino, their risk-free return per period and periods per year. */
  returns: ArrayLike<number>;
  riskFreePerPeriod: number;
  periodsPerYear: number;
}

/** The shared KPIs from the trade statistics, the equity path and the period returns. */
export function coreKpis({ stats, netPnl, initialCapital, drawdown, finalEquity, days, returns, riskFreePerPeriod, periodsPerYear }: CoreKpiInputs): CoreKpis {
  return {
    trades: stats.trades,
    netPnl,
    winRate: stats.winRate,
    profitFactor: stats.profitFactor,
    payoffRatio: stats.payoffRatio,
    expectancy: stats.expectancy,
    avgNetPerTrade: stats.avgNetPerTrade,
    totalReturn: initialCapital > 0 ? netPnl / initialCapital : NaN,
    maxDrawdown: drawdown.length > 1 ? largestDrawdown(drawdown) : NaN,
    sharpe: sharpeRatio(returns, riskFreePerPeriod, periodsPerYear),
    sortino: sortinoRatio(returns, riskFreePerPeriod, periodsPerYear),
    // cagr is NaN for 0 days, i.e. without trades (orders).
    cagr: cagr(initialCapital, finalEquity, days),
    kellyPct: stats.kellyPct,
  };
}
