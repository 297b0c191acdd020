/**
 * Web Worker of the lab's OHLC reader: decodes and parses a file off the main thread (a 50 MB file
 * takes seconds). Message in: {@link OhlcFileRequest}; out: a WorkerAnswer whose series' five buffers
 * are transferred, not copied.
 */
import type { WorkerAnswer } from '../../../ui/useWorkerJob';
import type { OhlcReadResult } from '../../../market/ohlc/ohlcParse';
import { runOhlcFileJob } from './ohlcFileJob';
import type { OhlcFileRequest } from './ohlcFileClient';
import { ohlcTransferables } from '../../../market/ohlcSeries';

// The worker's global scope, typed without pulling the WebWorker lib into the DOM project.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<OhlcFileRequest>) => void) | null;
  postMessage: (message: WorkerAnswer<OhlcReadResult>, transfer: Transferable[]) => void;
};

scope.onmessage = (event) => {
  const { id, job } = event.data;
  try {
    const result = runOhlcFileJob(job);
    scope.postMessage({ id, ok: true, result }, result.ok ? ohlcTransferables(result.series) : []);
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }, []);
  }
};
