/**
 * The KPIs of a backtest run, through the shared definitions of src/finance (tradeStats, drawdown,
 * Sharpe, Sortino, CAGR in coreKpis) plus what only a bar-by-bar run has:
 *
 * - `maxDrawdown` on the bar-close equity (a fraction);
 * - `sharpe` / `sortino` of the per-bar returns equity[t] / equity[t−1] − 1, annualised with
 *   √(bars per year), bars per year = 365 days / barMs; `cagr` over the calendar days of the series;
 * - `exposure` = bars in a position / bars; `avgBarsInTrade` = mean bars a trade was held;
 * - `buyAndHoldReturn` = last close / first close − 1.
 * Ratios are fractions; undefined values are NaN (no trades: win rate, profit factor, …).
 */
import { coreKpis, type CoreKpis } from '../../finance/coreKpis';
import { periodReturns, utcDayIndex } from '../../finance/periodReturns';
import { drawdownCurve, tradeStats } from '../../finance/tradeMetrics';
import { valueAt } from '../../finance/valueAt';

const YEAR_MS = 365 * 86_400_000;

export interface BacktestKpis extends CoreKpis {
  exposure: number;
  avgBarsInTrade: number;
  buyAndHoldReturn: number;
  finalEquity: number;
}

export interface BacktestKpiInputs {
  trades: readonly { pnl: number; bars: number }[];
  equity: Float64Array;
  time: Float64Array;
  close: Float64Array;
  barMs: number;
  initialCapital: number;
}

export function backtestKpis({ trades, equity, time, close, barMs, initialCapital }: BacktestKpiInputs): { kpis: BacktestKpis; drawdown: Float64Array } {
  const n = equity.length;
  const stats = tradeStats(trades.map((trade) => trade.pnl));
  const drawdown = drawdownCurve(equity);
  const finalEquity = n > 0 ? valueAt(equity, n - 1) : initialCapital;
  const steps = new Float64Array(Math.max(0, n - 1));
  for (let t = 1; t < n; t++) steps[t - 1] = valueAt(equity, t) - valueAt(equity, t - 1);
  const returns = periodReturns(n > 0 ? valueAt(equity, 0) : initialCapital, steps);
  const days = n > 0 ? utcDayIndex(valueAt(time, n - 1)) - utcDayIndex(valueAt(time, 0)) + 1 : 0;
  const core = coreKpis({
    stats,
    netPnl: finalEquity - initialCapital,
    initialCapital,
    drawdown,
    finalEquity,
    days,
    returns,
    riskFreePerPeriod: 0,
    periodsPerYear: barMs > 0 ? YEAR_MS / barMs : NaN,
  });
  let barsHeld = 0;
  for (const trade of trades) barsHeld += trade.bars;
  return {
    kpis: {
      ...core,
      exposure: n > 0 ? barsHeld / n : NaN,
      avgBarsInTrade: trades.length > 0 ? barsHeld / trades.length : NaN,
      buyAndHoldReturn: n > 0 ? valueAt(close, n - 1) / valueAt(close, 0) - 1 : NaN,
      finalEquity,
    },
    drawdown,
  };
}
