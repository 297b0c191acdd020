/**
 * Rebalancing a portfolio back to target weights, with a threshold band and a proportional fee on
 * every amount traded.
 *
 * Trades now ({@link rebalanceTrades}): with V the value held, a leg whose weight h_i/V is off its
 * target by more than the band (in weight points) is brought to its target t_i·V' of the value after
 * fees V' = V − fee·Σ|trade|; the cash this frees or needs is taken from or given to the legs inside
 * the band in proportion to their targets (when every leg is off, this is a full rebalance; when the legs
 * inside cannot absorb the cash without a negative holding, every leg is rebalanced). V' is found by
 * fixed-point iteration (the fee makes it depend on the trades).
 *
 * Backtest ({@link rebalancingBacktest}): a portfolio starting at the targets, rebalanced fully to the
 * targets either every k bars (calendar) or whenever any weight leaves its band (threshold), and never
 * (buy and hold), on the same prices; fees as above.
 */

export interface RebalanceResult {
  /** Amount bought (+) or sold (−) per leg, in the holdings' currency. */
  trades: number[];
  /** Holdings after the trades. */
  after: number[];
  /** Weights before and after. */
  weightsBefore: number[];
  weightsAfter: number[];
  /** Legs outside the band. */
  outside: boolean[];
  fees: number;
  turnover: number;
}

/** Trades to bring the legs outside the band back to target (see the header); null for bad inputs. */
export function rebalanceTrades(holdings: readonly number[], targets: readonly number[], band: number, feeRate: number): RebalanceResult | null {
  const n = holdings.length;
  const value = holdings.reduce((a, b) => a + b, 0);
  const targetSum = targets.reduce((a, b) => a + b, 0);
  if (n === 0 || targets.length !== n || !(value > 0) || holdings.some((h) => !(h >= 0)) || targets.some((t) => !(t >= 0)) || Math.abs(targetSum - 1) > 1e-9 || !(band >= 0) || !(feeRate >= 0 && feeRate < 1)) return null;
  const weightsBefore = holdings.map((h) => h / value);
  const offBand = weightsBefore.map((w, i) => Math.abs(w - (targets[i] as number)) > band + 1e-12);
  const partial = tradeLegs(holdings, targets, offBand, value, feeRate);
  // When the legs inside the band cannot absorb the cash (a holding would turn negative), every leg is rebalanced.
  const outside = partial.every((x) => x >= -1e-9) ? offBand : holdings.map(() => true);
  const after = outside === offBand ? partial : tradeLegs(holdings, targets, outside, value, feeRate);
  const fees = feeRate * after.reduce((sum, x, i) => sum + Math.abs(x - (holdings[i] as number)), 0);
  const trades = after.map((x, i) => x - (holdings[i] as number));
  const total = after.reduce((a, b) => a + b, 0);
  return { trades, after, weightsBefore, weightsAfter: after.map((x) => x / total), outside, fees, turnover: trades.reduce((sum, x) => sum + Math.abs(x), 0) };
}

/** Holdings after trading the `outside` legs to target and sharing the cash among the others (fee fixed point). */
function tradeLegs(holdings: readonly number[], targets: readonly number[], outside: readonly boolean[], value: number, feeRate: number): number[] {
  const n = holdings.length;
  const insideTarget = targets.reduce((sum, t, i) => sum + (outside[i] ? 0 : t), 0);
  let after = [...holdings];
  let fees = 0;
  for (let k = 0; k < 100; k++) {
    const net = value - fees;
    const next = holdings.map((h, i) => (outside[i] ? (targets[i] as number) * net : h));
    const cash = net - next.reduce((a, b) => a + b, 0);
    // The legs inside the band share the cash by target (by value when their targets are all 0).
    const insideValue = holdings.reduce((sum, h, i) => sum + (outside[i] ? 0 : h), 0);
    for (let i = 0; i < n; i++) {
      if (outside[i]) continue;
      const share = insideTarget > 0 ? (targets[i] as number) / insideTarget : insideValue > 0 ? (holdings[i] as number) / insideValue : 0;
      next[i] = (next[i] as number) + cash * share;
    }
    const newFees = feeRate * next.reduce((sum, x, i) => sum + Math.abs(x - (holdings[i] as number)), 0);
    after = next;
    if (Math.abs(newFees - fees) < 1e-12 * (1 + value)) {
      fees = newFees;
      break;
    }
    fees = newFees;
  }
  return after;
}

/** Holdings after a full rebalance of value V to the targets with fee rate f: t_i·V' with V' = V − f·Σ|t_i·V' − h_i|. */
export function fullRebalance(holdings: readonly number[], targets: readonly number[], feeRate: number): { after: number[]; fees: number } {
  const value = holdings.reduce((a, b) => a + b, 0);
  let net = value;
  let fees = 0;
  for (let k = 0; k < 100; k++) {
    const newFees = feeRate * holdings.reduce((sum, h, i) => sum + Math.abs((targets[i] as number) * net - h), 0);
    const done = Math.abs(newFees - fees) < 1e-12 * (1 + value);
    fees = newFees;
    net = value - fees;
    if (done) break;
  }
  return { after: targets.map((t) => t * net), fees };
}

export type RebalancePolicy = { kind: 'none' } | { kind: 'calendar'; everyBars: number } | { kind: 'threshold'; band: number };

export interface RebalanceBacktest {
  /** Portfolio value at each bar. */
  value: Float64Array;
  rebalances: number;
  fees: number;
  finalValue: number;
  totalReturn: number;
  /** Largest fall from a running peak, as a positive fraction. */
  maxDrawdown: number;
  /** Standard deviation of the bar returns, annualised by √(barsPerYear). */
  volatility: number;
}

/**
 * Runs a rebalancing policy on the price series (one array per asset, same length): the portfolio is
 * bought at the targets at bar 0 (fees on the purchase), the holdings drift with the prices, and the
 * policy rebalances fully at the close of a bar (calendar: bars k, 2k, …; threshold: when any weight
 * is off its target by more than the band).
 */
export function rebalancingBacktest(prices: readonly ArrayLike<number>[], targets: readonly number[], policy: RebalancePolicy, options: { initial: number; feeRate: number; barsPerYear: number }): RebalanceBacktest {
  const n = prices[0]?.length ?? 0;
  const value = new Float64Array(n);
  const start = options.initial * (1 - options.feeRate);
  let holdings = targets.map((t) => t * start);
  let fees = options.initial * options.feeRate;
  let rebalances = 0;
  let peak = -Infinity;
  let maxDrawdown = 0;
  if (n > 0) value[0] = start;
  peak = start;
  for (let t = 1; t < n; t++) {
    holdings = holdings.map((h, i) => h * ((prices[i]?.[t] as number) / (prices[i]?.[t - 1] as number)));
    let total = holdings.reduce((a, b) => a + b, 0);
    const due =
      policy.kind === 'calendar' ? t % policy.everyBars === 0
      : policy.kind === 'threshold' ? holdings.some((h, i) => Math.abs(h / total - (targets[i] as number)) > policy.band)
      : false;
    if (due && t < n - 1) {
      const done = fullRebalance(holdings, targets, options.feeRate);
      holdings = done.after;
      fees += done.fees;
      rebalances++;
      total = holdings.reduce((a, b) => a + b, 0);
    }
    value[t] = total;
    peak = Math.max(peak, total);
    maxDrawdown = Math.max(maxDrawdown, 1 - total / peak);
  }
  let sum = 0;
  let sumSq = 0;
  for (let t = 1; t < n; t++) {
    const r = (value[t] as number) / (value[t - 1] as number) - 1;
    sum += r;
    sumSq += r * r;
  }
  const m = n - 1;
  const variance = m > 1 ? (sumSq - (sum * sum) / m) / (m - 1) : NaN;
  const finalValue = n > 0 ? (value[n - 1] as number) : NaN;
  return { value, rebalances, fees, finalValue, totalReturn: finalValue / options.initial - 1, maxDrawdown, volatility: Math.sqrt(variance * options.barsPerYear) };
}
