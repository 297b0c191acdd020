/**
 * Several markets' candles as one multi-asset series: the closes at the open times every market has (a
 * day one market lacks, such as before its listing or in an exchange outage, is left out for all).
 */
import type { MultiAssetSeries } from './multiAssetSeries';
import { medianTimeStep } from '../../../market/ohlcSeries';

export interface NamedCloses {
  name: string;
  time: Float64Array;
  close: Float64Array;
}

/** The closes of `markets` on their common times (ascending); null with fewer than two markets or `minRows` common times. */
export function alignCloses(markets: readonly NamedCloses[], minRows: number): MultiAssetSeries | null {
  if (markets.length < 2) return null;
  const counts = new Map<number, number>();
  for (const market of markets) for (const t of market.time) counts.set(t, (counts.get(t) ?? 0) + 1);
  const common = Float64Array.from([...counts].filter(([, count]) => count === markets.length).map(([t]) => t)).sort();
  if (common.length < minRows) return null;
  const close = markets.map((market) => {
    const at = new Map<number, number>();
    market.time.forEach((t, i) => at.set(t, market.close[i] as number));
    return Float64Array.from(common, (t) => at.get(t) as number);
  });
  return { time: common, assets: markets.map((market) => market.name), close, barMs: medianTimeStep(common) };
}
