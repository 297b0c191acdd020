/**
 * Web Worker of the market-data client: fetches one file of exchange data from this site and parses it
 * (message in: {@link MarketDataRequest}; out: a WorkerAnswer whose columns are transferred, not copied).
 */
import type { WorkerAnswer } from '../../../ui/useWorkerJob';
import { marketDataTransferables, runMarketDataJob, type MarketDataResult } from './marketDataJob';
import type { MarketDataRequest } from './marketDataClient';

// The worker's global scope, typed without pulling the WebWorker lib into the DOM project.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MarketDataRequest>) => void) | null;
  postMessage: (message: WorkerAnswer<MarketDataResult>, transfer: Transferable[]) => void;
};

scope.onmessage = (event) => {
  const { id, job } = event.data;
  runMarketDataJob(job, (input, init) => fetch(input, init)).then(
    (result) => scope.postMessage({ id, ok: true, result }, marketDataTransferables(result)),
    (error: unknown) => scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }, []),
  );
};
