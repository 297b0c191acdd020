/**
 * The "real daily closes" sources of the portfolio tools: per exchange of the site's catalog, the daily
 * candles of its markets (up to the tools' asset limit) as one multi-asset series of closes.
 */
import { interpolate, type Lang } from '../../../engine/localize';
import { exchangeName, type MarketCatalog, type MarketDataset, type MarketOrigin } from '../../shared/marketData/marketCatalog';
import { loadMarketCandles } from '../../shared/marketData/marketDataClient';
import { alignCloses } from '../data/alignCloses';
import { MAX_ASSETS, MIN_WIDE_ROWS, type MultiAssetSeries } from '../data/multiAssetSeries';
import { barTimeText } from '../labTime';
import { MULTI_ASSET_TEXTS } from './texts';

const REAL_DAILY = /^real:([a-z0-9]{1,30}):1d$/;

/** The choice value of an exchange's daily closes: `real:<exchange>:1d`. */
export const realDailyValue = (exchange: string) => `real:${exchange}:1d`;

/** Whether a choice names an exchange's daily closes (the catalog says whether it has them). */
export const isRealDailyValue = (value: string) => REAL_DAILY.test(value);

/** The daily datasets of the exchange a choice names (at most the tools' asset limit; none below two). */
export function dailyDatasets(catalog: MarketCatalog, value: string): MarketDataset[] {
  const exchange = REAL_DAILY.exec(value)?.[1];
  const daily = catalog.datasets.filter((dataset) => dataset.exchange === exchange && dataset.timeframe === '1d').slice(0, MAX_ASSETS);
  return daily.length >= 2 ? daily : [];
}

const latest = (datasets: readonly MarketDataset[]) => datasets.reduce((last, dataset) => (dataset.updatedAt > last ? dataset.updatedAt : last), '');

/** One option per exchange with daily candles of two markets or more, grouped under the exchange. */
export function realDailyOptions(catalog: MarketCatalog): { value: string; label: Record<Lang, string>; group: string }[] {
  return [...new Set(catalog.datasets.map((dataset) => dataset.exchange))].flatMap((exchange) => {
    const value = realDailyValue(exchange);
    const datasets = dailyDatasets(catalog, value);
    if (datasets.length === 0) return [];
    const name = exchangeName(catalog, exchange);
    const label = (lang: Lang) => interpolate(MULTI_ASSET_TEXTS[lang].real.option, { markets: datasets.map((dataset) => dataset.market).join(', '), exchange: name, asOf: barTimeText(Date.parse(latest(datasets)), lang) });
    return [{ value, label: { en: label('en'), de: label('de') }, group: name }];
  });
}

/** Where the daily closes come from, for the line under the data. */
export function realDailySource(catalog: MarketCatalog, value: string, count: number, lang: Lang): string {
  const datasets = dailyDatasets(catalog, value);
  const exchange = datasets[0]?.exchange ?? '';
  return interpolate(MULTI_ASSET_TEXTS[lang].real.source, { exchange: exchangeName(catalog, exchange), count: String(count), asOf: barTimeText(Date.parse(latest(datasets)), lang) });
}

export type RealDailyResult = { ok: true; series: MultiAssetSeries } | { ok: false; reason: 'missing' | 'failed' };

// Each exchange's closes are loaded once per page view.
const loads = new Map<string, Promise<RealDailyResult>>();

/** The daily closes a choice names, loaded from the catalog's origin. */
export function loadRealDailyCloses(origin: MarketOrigin, catalog: MarketCatalog, value: string): Promise<RealDailyResult> {
  const datasets = dailyDatasets(catalog, value);
  if (datasets.length === 0) return Promise.resolve({ ok: false, reason: 'missing' });
  const key = `${origin}:${value}`;
  let loading = loads.get(key);
  if (!loading) {
    loading = Promise.all(datasets.map((dataset) => loadMarketCandles(origin, dataset))).then((results): RealDailyResult => {
      const markets = results.flatMap((result, i) => (result.ok ? [{ name: datasets[i]?.market ?? '', time: result.value.time, close: result.value.close }] : []));
      const series = markets.length === results.length ? alignCloses(markets, MIN_WIDE_ROWS) : null;
      return series ? { ok: true, series } : { ok: false, reason: 'failed' };
    });
    void loading.then((result) => {
      if (!result.ok) loads.delete(key);
    });
    loads.set(key, loading);
  }
  return loading;
}
