/**
 * The exchange history this site keeps (its server calls the exchanges; the visitor's browser talks
 * only to this site): the catalog of datasets from the site's API, else from the snapshot files a
 * static host serves, else none. The data of a dataset comes from the same place as its catalog.
 */

/** A candle dataset of the catalog (times ISO 8601 UTC). */
export interface MarketDataset {
  id: string;
  exchange: string;
  market: string;
  timeframe: string;
  from: string;
  to: string;
  bars: number;
  updatedAt: string;
}

/** A market's funding history in the catalog. */
export interface MarketFundingEntry {
  exchange: string;
  market: string;
  from: string;
  to: string;
  records: number;
  updatedAt: string;
}

export interface MarketExchange {
  id: string;
  name: string;
  /** The exchange's terms for its market data. */
  terms?: string;
}

export interface MarketCatalog {
  /** When the catalog was written (the snapshot's as-of time on a static host). */
  asOf: string;
  exchanges: MarketExchange[];
  datasets: MarketDataset[];
  funding: MarketFundingEntry[];
}

/** Where the catalog (and so the data) came from: the site's API or the snapshot files. */
export type MarketOrigin = 'api' | 'snapshot';

export type MarketCatalogState = { status: 'ready'; origin: MarketOrigin; catalog: MarketCatalog } | { status: 'unavailable' };

/** The places asked for the catalog, in order. */
export const MARKET_CATALOG_URLS: readonly { origin: MarketOrigin; url: string }[] = [
  { origin: 'api', url: '/api/market/catalog' },
  { origin: 'snapshot', url: '/market/catalog.json' },
];

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function readDataset(value: unknown): MarketDataset | null {
  const entry = value as Partial<MarketDataset> | null;
  if (!entry || !text(entry.exchange) || !text(entry.market) || !text(entry.timeframe) || !text(entry.from) || !text(entry.to) || !text(entry.updatedAt) || typeof entry.bars !== 'number') return null;
  return { id: `${entry.exchange}:${entry.market}:${entry.timeframe}`, exchange: entry.exchange, market: entry.market, timeframe: entry.timeframe, from: entry.from, to: entry.to, bars: entry.bars, updatedAt: entry.updatedAt };
}

function readFunding(value: unknown): MarketFundingEntry | null {
  const entry = value as Partial<MarketFundingEntry> | null;
  if (!entry || !text(entry.exchange) || !text(entry.market) || !text(entry.from) || !text(entry.to) || !text(entry.updatedAt) || typeof entry.records !== 'number') return null;
  return { exchange: entry.exchange, market: entry.market, from: entry.from, to: entry.to, records: entry.records, updatedAt: entry.updatedAt };
}

function readExchange(value: unknown): MarketExchange | null {
  const entry = value as Partial<MarketExchange> | null;
  if (!entry || !text(entry.id) || !text(entry.name)) return null;
  return { id: entry.id, name: entry.name, ...(text(entry.terms) ? { terms: entry.terms } : {}) };
}

const present = <T>(value: T | null): value is T => value !== null;

/** The catalog in an answer, keeping the entries that have every field; null when it lists no dataset. */
export function readMarketCatalog(value: unknown): MarketCatalog | null {
  const body = value as Partial<Record<keyof MarketCatalog, unknown>> | null;
  if (!body || typeof body !== 'object') return null;
  const datasets = list(body.datasets).map(readDataset).filter(present);
  if (datasets.length === 0) return null;
  return {
    asOf: text(body.asOf) ? body.asOf : datasets.reduce((latest, dataset) => (dataset.updatedAt > latest ? dataset.updatedAt : latest), ''),
    exchanges: list(body.exchanges).map(readExchange).filter(present),
    datasets,
    funding: list(body.funding).map(readFunding).filter(present),
  };
}

/**
 * The catalog from the first place that has one ({@link MARKET_CATALOG_URLS}): an answer that fails,
 * is not JSON (a static host's page for an unknown path) or lists no dataset moves on to the next.
 */
export async function loadMarketCatalog(fetcher: typeof fetch): Promise<MarketCatalogState> {
  for (const { origin, url } of MARKET_CATALOG_URLS) {
    try {
      const response = await fetcher(url, { headers: { accept: 'application/json' } });
      if (!response.ok) continue;
      const catalog = readMarketCatalog(await response.json());
      if (catalog) return { status: 'ready', origin, catalog };
    } catch {
      // Unreachable, or not JSON: ask the next place.
    }
  }
  return { status: 'unavailable' };
}

let loaded: Promise<MarketCatalogState> | null = null;

/** The catalog, asked for once per page view. */
export function marketCatalogOnce(): Promise<MarketCatalogState> {
  loaded ??= loadMarketCatalog((input, init) => fetch(input, init));
  return loaded;
}

/** Asks again at the next use, as a new page view would (tests that serve another catalog). */
export function forgetMarketCatalog(): void {
  loaded = null;
}

const REAL_PREFIX = 'real:';

/** The value of a real dataset in a dataset choice: `real:<exchange>:<market>:<timeframe>`. */
export function realDatasetValue(dataset: Pick<MarketDataset, 'exchange' | 'market' | 'timeframe'>): string {
  return `${REAL_PREFIX}${dataset.exchange}:${dataset.market}:${dataset.timeframe}`;
}

const REAL_VALUE = /^real:([a-z0-9]{1,30}):([A-Z0-9]{2,10}):(\d{1,3}[mhdw])$/;

/** Whether a dataset choice names a real dataset (well-formed; the catalog says whether it exists). */
export function isRealDatasetValue(value: string): boolean {
  return REAL_VALUE.test(value);
}

/** The catalog's dataset a choice names, or undefined. */
export function findRealDataset(catalog: MarketCatalog, value: string): MarketDataset | undefined {
  const match = REAL_VALUE.exec(value);
  if (!match) return undefined;
  const [, exchange, market, timeframe] = match;
  return catalog.datasets.find((dataset) => dataset.exchange === exchange && dataset.market === market && dataset.timeframe === timeframe);
}

/** Where a dataset's candles are: the API's whole stored range, or the snapshot's file. */
export function candlesUrl(origin: MarketOrigin, dataset: Pick<MarketDataset, 'exchange' | 'market' | 'timeframe'>): string {
  const { exchange, market, timeframe } = dataset;
  return origin === 'api'
    ? `/api/market/ohlcv?${new URLSearchParams({ exchange, market, timeframe }).toString()}`
    : `/market/ohlcv/${encodeURIComponent(exchange)}/${encodeURIComponent(market)}/${encodeURIComponent(timeframe)}.json`;
}

/** Where a market's funding history is. */
export function fundingUrl(origin: MarketOrigin, key: { exchange: string; market: string }): string {
  const { exchange, market } = key;
  return origin === 'api' ? `/api/market/funding?${new URLSearchParams({ exchange, market }).toString()}` : `/market/funding/${encodeURIComponent(exchange)}/${encodeURIComponent(market)}.json`;
}

/** The funding history the catalog lists for a market, or undefined. */
export function fundingEntry(catalog: MarketCatalog, key: { exchange: string; market: string }): MarketFundingEntry | undefined {
  return catalog.funding.find((entry) => entry.exchange === key.exchange && entry.market === key.market);
}

/** The exchange's display name (its id when the catalog does not name it). */
export function exchangeName(catalog: MarketCatalog, id: string): string {
  return catalog.exchanges.find((exchange) => exchange.id === id)?.name ?? id;
}
