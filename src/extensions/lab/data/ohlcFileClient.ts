/**
 * The page's side of the lab's OHLC reader: sends a file's bytes to a fresh Web Worker
 * (ohlcFile.worker.ts; the bytes are transferred, not copied) and resolves with the series it sends back
 * (its buffers transferred too). Where there is no Worker (jsdom, very old browsers) the same job runs
 * on the page. The worker is a separate same-origin file in the build (the CSP allows
 * `worker-src 'self'`, no blob: workers).
 */
import type { WorkerAnswer } from '../../../ui/useWorkerJob';
import { MAX_OHLC_FILE_BYTES, emptyOhlcReport, type OhlcReadOptions, type OhlcReadReport, type OhlcReadResult } from '../../../market/ohlc/ohlcParse';
import { runOhlcFileJob, type OhlcFileJob } from './ohlcFileJob';
import { labSample, labSampleUrl } from './samples';

/** A message to the worker. */
export interface OhlcFileRequest {
  id: number;
  job: OhlcFileJob;
}

/**
 * What reading a file gives: the reader's result, or `readFailed` when the file or the worker failed
 * (the file could not be read, the sample could not be fetched, the worker crashed).
 */
export type OhlcFileResult = OhlcReadResult | { ok: false; error: 'readFailed'; missing: []; report: OhlcReadReport };

const readFailed = (): OhlcFileResult => ({ ok: false, error: 'readFailed', missing: [], report: emptyOhlcReport() });

/** A new worker, or null where there is none. */
export function createOhlcFileWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./ohlcFile.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** Posts job `id`, transferring the bytes of the job (they are unusable on the page afterwards). */
export function postOhlcFileJob(worker: Worker, id: number, job: OhlcFileJob): void {
  const request: OhlcFileRequest = { id, job };
  worker.postMessage(request, typeof job.source === 'string' ? [] : [job.source]);
}

const abortError = () => new DOMException('The read was aborted.', 'AbortError');

/**
 * Reads the bytes in a one-off worker (ended when it answers). `signal` ends the worker and rejects with
 * an AbortError, e.g. when the visitor picks another file meanwhile.
 */
export function readOhlcBytes(bytes: ArrayBuffer, fileName?: string, options: OhlcReadOptions = {}, signal?: AbortSignal): Promise<OhlcFileResult> {
  if (signal?.aborted) return Promise.reject(abortError());
  const job: OhlcFileJob = { source: bytes, options, ...(fileName === undefined ? {} : { fileName }) };
  const worker = createOhlcFileWorker();
  if (!worker) {
    try {
      return Promise.resolve(runOhlcFileJob(job));
    } catch {
      return Promise.resolve(readFailed());
    }
  }
  return new Promise((resolve, reject) => {
    const finish = (result: OhlcFileResult) => {
      signal?.removeEventListener('abort', abort);
      worker.terminate();
      resolve(result);
    };
    const abort = () => {
      worker.terminate();
      reject(abortError());
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<WorkerAnswer<OhlcReadResult>>) => finish(event.data.ok ? event.data.result : readFailed());
    worker.onerror = () => finish(readFailed());
    postOhlcFileJob(worker, 1, job);
  });
}

/** Reads a file the visitor chose; a file over the limit is refused before it is read. */
export async function readOhlcFile(file: Blob & { name?: string }, options: OhlcReadOptions = {}, signal?: AbortSignal): Promise<OhlcFileResult> {
  if (file.size > MAX_OHLC_FILE_BYTES) return { ok: false, error: 'tooLarge', missing: [], report: emptyOhlcReport() };
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return readFailed();
  }
  return readOhlcBytes(bytes, file.name, { ...options, sizeBytes: file.size }, signal);
}

/** Fetches a sample dataset from the site and reads it like a file. */
export async function readLabSample(id: string, signal?: AbortSignal): Promise<OhlcFileResult> {
  const sample = labSample(id);
  if (!sample) return readFailed();
  let bytes: ArrayBuffer;
  try {
    const response = await fetch(labSampleUrl(sample), signal ? { signal } : {});
    if (!response.ok) return readFailed();
    bytes = await response.arrayBuffer();
  } catch (error) {
    if (signal?.aborted) throw error;
    return readFailed();
  }
  return readOhlcBytes(bytes, sample.file, {}, signal);
}
