/**
 * The returns a portfolio tool works on: the simple bar returns of each asset over the last `window`
 * returns of the data, and the factor that annualises per-bar statistics (bars per 365-day year of
 * round-the-clock trading, from the median bar length).
 */
import { simpleReturns } from '../../../finance/portfolio/statistics';
import type { MultiAssetSeries } from '../data/multiAssetSeries';

export const MIN_RETURNS = 20;
const MS_PER_YEAR = 365 * 24 * 60 * 60_000;

export interface WindowedReturns {
  /** One array of returns per asset. */
  returns: Float64Array[];
  /** Index in the series of the first price of the window. */
  start: number;
  barsPerYear: number;
}

export function windowedReturns(series: MultiAssetSeries, window: number): WindowedReturns {
  const n = series.time.length;
  const start = Math.max(0, n - 1 - window);
  return {
    returns: series.close.map((close) => simpleReturns(close.subarray(start))),
    start,
    barsPerYear: Number.isFinite(series.barMs) && series.barMs > 0 ? MS_PER_YEAR / series.barMs : 365,
  };
}

/** True when an asset's price does not move over the window (its variance is 0). */
export function hasFlatAsset(returns: readonly Float64Array[]): boolean {
  return returns.some((r) => r.every((value) => value === (r[0] ?? 0)));
}
