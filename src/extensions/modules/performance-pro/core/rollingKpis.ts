import { valueAt } from '../../../../finance/valueAt';

/**
 * Rolling KPIs over the last `window` units (trades, or calendar periods with daily/weekly
 * aggregation): win rate = units with a net > 0 / units in the window (an empty period
 * counts as not winning), profit factor = Σ positive nets / |Σ negative nets| (Infinity without a
 * loss), Sharpe = (mean(r) − rf) / sd(r) · √P over the finite returns in the window (sample sd).
 * O(n) with running sums.
 */
export interface RollingKpis {
  /** Index of the last unit of each window (window − 1 … n − 1). */
  end: Int32Array;
  winRate: Float64Array;
  profitFactor: Float64Array;
  sharpe: Float64Array;
}

export function rollingKpis(nets: ArrayLike<number>, returns: ArrayLike<number>, window: number, riskFree = 0, periodsPerYear = 1): RollingKpis {
  const n = nets.length;
  const count = window >= 1 && n >= window ? n - window + 1 : 0;
  const out: RollingKpis = { end: new Int32Array(count), winRate: new Float64Array(count), profitFactor: new Float64Array(count), sharpe: new Float64Array(count) };
  let wins = 0;
  let gain = 0;
  let loss = 0;
  let sum = 0;
  let squares = 0;
  let finite = 0;
  const scale = Math.sqrt(periodsPerYear);
  const add = (i: number, sign: 1 | -1) => {
    const net = valueAt(nets, i);
    if (net > 0) {
      wins += sign;
      gain += sign * net;
    } else if (net < 0) loss -= sign * net;
    const r = valueAt(returns, i);
    if (Number.isFinite(r)) {
      sum += sign * r;
      squares += sign * r * r;
      finite += sign;
    }
  };
  for (let i = 0; i < n; i++) {
    add(i, 1);
    if (i >= window) add(i - window, -1);
    if (i < window - 1) continue;
    const k = i - window + 1;
    out.end[k] = i;
    out.winRate[k] = wins / window;
    // Running sums can leave a tiny negative rest: clamp.
    const lossAbs = loss > 1e-12 ? loss : 0;
    out.profitFactor[k] = lossAbs > 0 ? gain / lossAbs : gain > 1e-12 ? Infinity : NaN;
    if (finite >= 2) {
      const m = sum / finite;
      const variance = Math.max(0, (squares - finite * m * m) / (finite - 1));
      const sd = Math.sqrt(variance);
      out.sharpe[k] = sd > 1e-15 ? ((m - riskFree) / sd) * scale : NaN;
    } else out.sharpe[k] = NaN;
  }
  return out;
}
