/**
 * Dollar-cost averaging against a lump sum on one price series.
 *
 * DCA buys `amount` (quote currency, fee included) at the open of the first bar at or after each
 * scheduled time: the first bar's time, then every `intervalDays` days, while a scheduled time lies
 * within the data. The lump sum invests the same total (buys × amount) at the first bar's open. A buy
 * of A with a fee of f % gets A·(1 − f/100)/open units. Values are marked at each bar's close.
 *
 * Per plan: the final value at the last close, the amount invested (fees included), the average cost
 * per unit (invested / units, so fees raise it), the total return (final / invested − 1), the maximum
 * drawdown of the return multiple value/invested from its running peak (for the lump sum the price's
 * own drawdown; contributions do not count as gains), the worst loss on the money put in
 * (min of value/invested − 1) and the time under water (the share of bars from the first buy with a
 * value below the amount invested so far).
 */

export interface DcaSeries {
  time: ArrayLike<number>;
  open: ArrayLike<number>;
  close: ArrayLike<number>;
}

export interface DcaSettings {
  /** Quote currency per buy, fee included. */
  amount: number;
  intervalDays: number;
  /** Fee per buy in percent of the amount. */
  feePct: number;
}

export interface PlanResult {
  buys: number;
  invested: number;
  fees: number;
  units: number;
  finalValue: number;
  averageCost: number;
  totalReturn: number;
  maxDrawdown: number;
  worstLoss: number;
  timeUnderWater: number;
  /** Value and amount invested at each bar's close. */
  value: Float64Array;
  investedPath: Float64Array;
}

export interface DcaComparison {
  dca: PlanResult;
  lumpSum: PlanResult;
  /** Bar index of each DCA buy. */
  buyBars: number[];
}

const DAY_MS = 86_400_000;

/** The bar of each scheduled buy: the first bar at or after start + k·interval (a bar may buy more than once). */
export function dcaBuyBars(time: ArrayLike<number>, intervalDays: number): number[] {
  const n = time.length;
  const first = time[0];
  const last = time[n - 1];
  if (n === 0 || first === undefined || last === undefined || !(intervalDays > 0)) return [];
  const bars: number[] = [];
  let bar = 0;
  for (let k = 0; ; k += 1) {
    const due = first + k * intervalDays * DAY_MS;
    if (due > last) break;
    while (bar < n && (time[bar] ?? Infinity) < due) bar += 1;
    bars.push(bar);
  }
  return bars;
}

function runPlan(series: DcaSeries, buys: readonly { bar: number; amount: number }[], feePct: number): PlanResult {
  const n = series.close.length;
  const value = new Float64Array(n);
  const investedPath = new Float64Array(n);
  const feeShare = feePct / 100;
  let units = 0;
  let invested = 0;
  let fees = 0;
  let next = 0;
  let peak = -Infinity;
  let maxDrawdown = 0;
  let worstLoss = 0;
  let underWater = 0;
  let held = 0;
  for (let t = 0; t < n; t += 1) {
    for (; next < buys.length && buys[next]?.bar === t; next += 1) {
      const amount = buys[next]?.amount ?? 0;
      units += (amount * (1 - feeShare)) / (series.open[t] ?? NaN);
      invested += amount;
      fees += amount * feeShare;
    }
    value[t] = units * (series.close[t] ?? NaN);
    investedPath[t] = invested;
    if (invested > 0) {
      held += 1;
      const multiple = (value[t] ?? 0) / invested;
      peak = Math.max(peak, multiple);
      maxDrawdown = Math.max(maxDrawdown, 1 - multiple / peak);
      worstLoss = Math.min(worstLoss, multiple - 1);
      if ((value[t] ?? 0) < invested) underWater += 1;
    }
  }
  const finalValue = value[n - 1] ?? NaN;
  return {
    buys: buys.length,
    invested,
    fees,
    units,
    finalValue,
    averageCost: invested / units,
    totalReturn: finalValue / invested - 1,
    maxDrawdown,
    worstLoss,
    timeUnderWater: held > 0 ? underWater / held : NaN,
    value,
    investedPath,
  };
}

/** DCA and the lump sum of the same total on one series (see the module comment for every definition). */
export function compareDcaWithLumpSum(series: DcaSeries, settings: DcaSettings): DcaComparison {
  const buyBars = dcaBuyBars(series.time, settings.intervalDays);
  const dca = runPlan(series, buyBars.map((bar) => ({ bar, amount: settings.amount })), settings.feePct);
  const lumpSum = runPlan(series, buyBars.length > 0 ? [{ bar: 0, amount: settings.amount * buyBars.length }] : [], settings.feePct);
  return { dca, lumpSum, buyBars };
}
