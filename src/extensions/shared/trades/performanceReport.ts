import { coreKpis } from '../../../finance/coreKpis';
import { calendarPeriodNets, periodReturns, riskFreePerPeriod, utcDayIndex, type PeriodKind } from '../../../finance/periodReturns';
import { drawdownCurve, equityCurve, tradeNet, tradeStats } from '../../../finance/tradeMetrics';
import type { Trade } from './trade';
import { valueAt } from '../../../finance/valueAt';

/**
 * The performance report (pure): trade statistics from src/finance/tradeMetrics.ts (the
 * order analyzer's definitions), period returns and ratios from src/finance/periodReturns.ts.
 *
 * - Periods: each trade (`none`), each UTC calendar day (`daily`, P = 365) or ISO week (`weekly`,
 *   P = 52), empty periods included; r = period net / equity at the period's start.
 * - `none`: Sharpe and Sortino per trade, not annualised (P = 1) and with a risk-free rate of 0 per
 *   trade (a trade has no calendar length to scale a yearly rate to).
 * - Percent returns (when asked for and at least one trade has returnPct): r = returnPct / 100 of each
 *   trade that has one, periods = trades, P = 1, risk-free 0, whatever the aggregation.
 * - maxDrawdown over the trade-by-trade equity path from the initial capital; CAGR over the calendar
 *   days from the first trade's day to the last's, both included.
 */
export type Aggregation = 'none' | 'daily' | 'weekly';

export interface ReportSettings {
  initialCapital: number;
  aggregation: Aggregation;
  /** Yearly risk-free rate as a decimal (0.03 = 3 %). */
  riskFreeRate: number;
  /** Tax rate as a fraction (0.25 = 25 %). */
  taxRate: number;
  taxOnlyProfits: boolean;
  percentReturns: boolean;
}

export const METRIC_KEYS = [
  'trades',
  'netPnl',
  'grossProfit',
  'grossLoss',
  'winRate',
  'profitFactor',
  'payoffRatio',
  'expectancy',
  'avgNetPerTrade',
  'totalReturn',
  'maxDrawdown',
  'sharpe',
  'sortino',
  'cagr',
  'kellyPct',
  'avgR',
  'taxes',
  'netAfterTax',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];
export type Metrics = Record<MetricKey, number>;

/** What one return of the series stands for. */
export type ReturnBasis = 'trade' | 'day' | 'week' | 'percent';

export interface PerformanceReport {
  metrics: Metrics;
  basis: ReturnBasis;
  /** Periods per year used for annualising (1: not annualised). */
  periodsPerYear: number;
  /** Risk-free return per period subtracted in Sharpe and Sortino. */
  riskFreePerPeriod: number;
  /** Percent returns were asked for but no trade has a return %: the net-based returns are used. */
  percentUnavailable: boolean;
  /** The trades in time order (ties keep their input order). */
  trades: Trade[];
  /** Net of each trade, in time order. */
  nets: Float64Array;
  /** Equity before the first trade and after each (length trades + 1). */
  equity: Float64Array;
  /** Drawdown (fraction, ≥ 0) at each point of `equity`. */
  drawdown: Float64Array;
  /** Start time of each return's period (the trade's time for trades). */
  returnTimes: Float64Array;
  /** Net of each period (trade nets for trade and percent bases). */
  returnNets: Float64Array;
  /** The returns r (fractions) used for Sharpe, Sortino, the histogram and the Monte Carlo. */
  returns: Float64Array;
}

/** The trades sorted by time (stable); the same array when already in order. */
export function sortByTime(trades: readonly Trade[]): Trade[] {
  for (let i = 1; i < trades.length; i++) {
    if ((trades[i] as Trade).time < (trades[i - 1] as Trade).time) {
      return trades.map((trade, index) => ({ trade, index })).sort((a, b) => a.trade.time - b.trade.time || a.index - b.index).map(({ trade }) => trade);
    }
  }
  return trades as Trade[];
}

/** Taxes on a net result: rate · net, or 0 for a net ≤ 0 when only profits are taxed (negative = a tax credit). */
export function taxesOn(net: number, taxRate: number, onlyProfits: boolean): number {
  if (onlyProfits && !(net > 0)) return 0;
  return taxRate * net;
}

function finite(values: Float64Array): Float64Array {
  let all = true;
  for (const value of values) if (!Number.isFinite(value)) all = false;
  return all ? values : values.filter(Number.isFinite);
}

export function computeReport(input: readonly Trade[], settings: ReportSettings): PerformanceReport {
  const trades = sortByTime(input);
  const n = trades.length;
  const { initialCapital: initial } = settings;
  const nets = new Float64Array(n);
  const times = new Float64Array(n);
  let rSum = 0;
  let rCount = 0;
  let withPct = 0;
  for (let i = 0; i < n; i++) {
    const trade = trades[i] as Trade;
    nets[i] = tradeNet(trade.pnl, trade.fee);
    times[i] = trade.time;
    if (Number.isFinite(trade.rMultiple)) {
      rSum += trade.rMultiple;
      rCount++;
    }
    if (Number.isFinite(trade.returnPct)) withPct++;
  }
  const stats = tradeStats(nets);
  const equity = equityCurve(initial, nets);
  const drawdown = drawdownCurve(equity);

  const percentUnavailable = settings.percentReturns && withPct === 0;
  let basis: ReturnBasis;
  let returnTimes: Float64Array;
  let returnNets: Float64Array;
  let returns: Float64Array;
  let periodsPerYear = 1;
  let rfPerPeriod = 0;
  if (settings.percentReturns && !percentUnavailable) {
    basis = 'percent';
    returnTimes = times;
    returnNets = nets;
    returns = Float64Array.from(trades, (trade) => trade.returnPct / 100);
  } else if (settings.aggregation === 'none') {
    basis = 'trade';
    returnTimes = times;
    returnNets = nets;
    returns = periodReturns(initial, nets);
  } else {
    const kind: PeriodKind = settings.aggregation === 'daily' ? 'day' : 'isoWeek';
    basis = kind === 'day' ? 'day' : 'week';
    periodsPerYear = kind === 'day' ? 365 : 52;
    rfPerPeriod = riskFreePerPeriod(settings.riskFreeRate, periodsPerYear);
    const periods = calendarPeriodNets(
      trades.map((trade, i) => ({ time: trade.time, net: valueAt(nets, i) })),
      kind,
    );
    returnTimes = periods.starts;
    returnNets = periods.nets;
    returns = periodReturns(initial, periods.nets);
  }
  const usable = finite(returns);
  const netPnl = stats.netTotal;
  const finalEquity = initial + netPnl;
  const days = n > 0 ? utcDayIndex(valueAt(times, n - 1)) - utcDayIndex(valueAt(times, 0)) + 1 : 0;
  const taxes = n > 0 ? taxesOn(netPnl, settings.taxRate, settings.taxOnlyProfits) : NaN;

  const metrics: Metrics = {
    ...coreKpis({ stats, netPnl, initialCapital: initial, drawdown, finalEquity, days, returns: usable, riskFreePerPeriod: rfPerPeriod, periodsPerYear }),
    grossProfit: stats.grossProfit,
    grossLoss: stats.grossLoss,
    avgR: rCount > 0 ? rSum / rCount : NaN,
    taxes,
    netAfterTax: n > 0 ? netPnl - taxes : NaN,
  };
  return { metrics, basis, periodsPerYear, riskFreePerPeriod: rfPerPeriod, percentUnavailable, trades, nets, equity, drawdown, returnTimes, returnNets, returns };
}
