/**
 * The page's side of the market-data client: candles and funding of a catalog dataset, fetched from this
 * site and parsed in a one-off Web Worker (the page receives the columns transferred, so no main-thread
 * task grows with the bar count); where there is no Worker the same job runs on the page.
 */
import type { WorkerAnswer } from '../../../ui/useWorkerJob';
import type { FundingColumns, MarketColumnsResult } from '../../../market/marketColumns';
import type { OhlcSeries } from '../../../market/ohlcSeries';
import { candlesUrl, fundingUrl, type MarketDataset, type MarketOrigin } from './marketCatalog';
import { runMarketDataJob, type MarketDataJob, type MarketDataResult } from './marketDataJob';

export interface MarketDataRequest {
  id: number;
  job: MarketDataJob;
}

function createMarketDataWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./marketData.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

function runJob(job: MarketDataJob): Promise<MarketDataResult> {
  const worker = createMarketDataWorker();
  if (!worker) return runMarketDataJob(job, (input, init) => fetch(input, init));
  return new Promise((resolve) => {
    const finish = (result: MarketDataResult) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<WorkerAnswer<MarketDataResult>>) => finish(event.data.ok ? event.data.result : { ok: false, reason: event.data.error });
    worker.onerror = () => finish({ ok: false, reason: 'the worker failed' });
    const request: MarketDataRequest = { id: 1, job };
    worker.postMessage(request);
  });
}

/** A dataset's candles as a series. */
export function loadMarketCandles(origin: MarketOrigin, dataset: Pick<MarketDataset, 'exchange' | 'market' | 'timeframe'>): Promise<MarketColumnsResult<OhlcSeries>> {
  return runJob({ kind: 'candles', url: candlesUrl(origin, dataset) }) as Promise<MarketColumnsResult<OhlcSeries>>;
}

/** A market's funding history. */
export function loadMarketFunding(origin: MarketOrigin, key: { exchange: string; market: string }): Promise<MarketColumnsResult<FundingColumns>> {
  return runJob({ kind: 'funding', url: fundingUrl(origin, key) }) as Promise<MarketColumnsResult<FundingColumns>>;
}
