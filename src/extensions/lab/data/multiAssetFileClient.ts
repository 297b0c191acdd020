/**
 * The page's side of the multi-asset reader: sends a wide file's bytes to a one-off Web Worker
 * (multiAssetFile.worker.ts; bytes transferred) and resolves with the series it sends back. Where there
 * is no Worker (jsdom) the job runs on the page, loaded on demand so the CSV parser stays out of the
 * page's first load.
 */
import type { WorkerAnswer } from '../../../ui/useWorkerJob';
import { emptyWideReport, MAX_WIDE_FILE_BYTES, type WideReadResult } from './multiAssetSeries';
import { multiAssetSample, multiAssetSampleUrl } from './multiAssetSamples';
import type { WideFileJob } from './wideFileJob';

export interface WideFileRequest {
  id: number;
  job: WideFileJob;
}

/** What reading gives: the reader's result, or `readFailed` when the file, the fetch or the worker failed. */
export type WideFileResult = WideReadResult | { ok: false; error: 'readFailed'; report: ReturnType<typeof emptyWideReport> };

const readFailed = (): WideFileResult => ({ ok: false, error: 'readFailed', report: emptyWideReport() });

function createWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./multiAssetFile.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** Reads the bytes in a one-off worker (or on the page where there is none). */
export async function readWideBytes(bytes: ArrayBuffer, fileName?: string, sizeBytes?: number): Promise<WideFileResult> {
  const job: WideFileJob = { source: bytes, ...(fileName === undefined ? {} : { fileName }), ...(sizeBytes === undefined ? {} : { sizeBytes }) };
  const worker = createWorker();
  if (!worker) {
    try {
      const { runWideFileJob } = await import('./wideFileJob');
      return runWideFileJob(job);
    } catch {
      return readFailed();
    }
  }
  return new Promise((resolve) => {
    const finish = (result: WideFileResult) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<WorkerAnswer<WideReadResult>>) => finish(event.data.ok ? event.data.result : readFailed());
    worker.onerror = () => finish(readFailed());
    const request: WideFileRequest = { id: 1, job };
    worker.postMessage(request, [bytes]);
  });
}

/** Reads a wide file the visitor chose; a file over 50 MB is refused before it is read. */
export async function readWideFile(file: Blob & { name?: string }): Promise<WideFileResult> {
  if (file.size > MAX_WIDE_FILE_BYTES) return { ok: false, error: 'tooLarge', report: emptyWideReport() };
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return readFailed();
  }
  return readWideBytes(bytes, file.name, file.size);
}

/** Fetches a multi-asset sample from the site (only when it is chosen) and reads it like a file. */
export async function readMultiAssetSample(id: string): Promise<WideFileResult> {
  const sample = multiAssetSample(id);
  if (!sample) return readFailed();
  let bytes: ArrayBuffer;
  try {
    const response = await fetch(multiAssetSampleUrl(sample));
    if (!response.ok) return readFailed();
    bytes = await response.arrayBuffer();
  } catch {
    return readFailed();
  }
  return readWideBytes(bytes, sample.file);
}
