// @ts-check
import { FUNDING_SERIES } from './timeframes.mjs';

/** @param {number} t */
const iso = (t) => new Date(t).toISOString();

/**
 * The catalog of the stored exchange data (the API's `/api/market/catalog` and the snapshot's
 * `market/catalog.json`): every candle dataset and funding history of the markets list with its range
 * (open times, ISO 8601 UTC), bar count, the ranges still missing and the time of its last update, and the
 * exchanges as sources to name.
 * @param {import('./marketStore.mjs').MarketStore} store
 * @param {import('./marketsList.mjs').MarketsList} list
 * @param {Date} now
 */
export async function marketCatalog(store, list, now) {
  const exchanges = new Set(list.exchanges.map((exchange) => exchange.id));
  const markets = new Set(list.markets);
  const timeframes = new Set(list.timeframes.map((timeframe) => timeframe.id));
  const listed = (await store.allSeries()).filter((series) => exchanges.has(series.exchange) && markets.has(series.market));
  const common = (/** @type {import('./marketStore.mjs').StoredSeries} */ series) => ({
    from: iso(series.firstT),
    to: iso(series.lastT),
    gaps: series.gaps.map((gap) => ({ from: iso(gap.from), to: iso(gap.to) })),
    updatedAt: series.updatedAt,
  });
  return {
    asOf: now.toISOString(),
    exchanges: list.exchanges.map(({ id, name, terms }) => ({ id, name, terms })),
    datasets: listed
      .filter((series) => timeframes.has(series.series))
      .map((series) => {
        const { from, to, gaps, updatedAt } = common(series);
        return { id: `${series.exchange}:${series.market}:${series.series}`, exchange: series.exchange, market: series.market, timeframe: series.series, from, to, bars: series.rows, gaps, updatedAt };
      }),
    funding: listed
      .filter((series) => series.series === FUNDING_SERIES && list.funding)
      .map((series) => {
        const { from, to, gaps, updatedAt } = common(series);
        return { id: `${series.exchange}:${series.market}:${FUNDING_SERIES}`, exchange: series.exchange, market: series.market, from, to, records: series.rows, gaps, updatedAt };
      }),
  };
}
