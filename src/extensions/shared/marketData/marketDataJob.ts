/**
 * Loading one file of exchange data from this site as a job: fetch, parse the JSON and check every value.
 * The same function runs in the market-data worker (marketData.worker.ts), so 35,000 bars are parsed
 * off the main thread, and on the page where there is no worker.
 */
import { candleSeriesFromColumns, fundingHistoryFromColumns, type FundingColumns, type MarketColumnsResult } from '../../../market/marketColumns';
import type { OhlcSeries } from '../../../market/ohlcSeries';

export type MarketDataJob = { kind: 'candles'; url: string } | { kind: 'funding'; url: string };

export type MarketDataResult = MarketColumnsResult<OhlcSeries> | MarketColumnsResult<FundingColumns>;

export async function runMarketDataJob(job: MarketDataJob, fetcher: typeof fetch): Promise<MarketDataResult> {
  let body: unknown;
  try {
    const response = await fetcher(job.url, { headers: { accept: 'application/json' } });
    if (!response.ok) return { ok: false, reason: `status ${response.status}` };
    body = await response.json();
  } catch {
    return { ok: false, reason: 'unreachable or not JSON' };
  }
  return job.kind === 'candles' ? candleSeriesFromColumns(body) : fundingHistoryFromColumns(body);
}

/** The buffers of a result, to transfer out of the worker. */
export function marketDataTransferables(result: MarketDataResult): ArrayBuffer[] {
  if (!result.ok) return [];
  const value = result.value;
  const arrays = 'rate' in value ? [value.time, value.rate] : [value.time, value.open, value.high, value.low, value.close];
  return arrays.map((array) => array.buffer as ArrayBuffer);
}
