/**
 * Web Worker of the lab's multi-asset reader: decodes and parses a wide file off the main thread.
 * Message in: {@link WideFileRequest}; out: a WorkerAnswer whose series' buffers are transferred.
 */
import type { WorkerAnswer } from '../../../ui/useWorkerJob';
import type { WideFileRequest } from './multiAssetFileClient';
import { multiAssetTransferables, type WideReadResult } from './multiAssetSeries';
import { runWideFileJob } from './wideFileJob';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WideFileRequest>) => void) | null;
  postMessage: (message: WorkerAnswer<WideReadResult>, transfer: Transferable[]) => void;
};

scope.onmessage = (event) => {
  const { id, job } = event.data;
  try {
    const result = runWideFileJob(job);
    scope.postMessage({ id, ok: true, result }, result.ok ? multiAssetTransferables(result.series) : []);
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }, []);
  }
};
