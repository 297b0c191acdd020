import type { ColumnMapping, LoadProgress, LoadResult } from '../core/orderData';
import type { OrderFileRequest, OrderFileResponse } from './orderFile.worker';
import { checkFileMeta } from '../core/parse/sniff';
import { SAMPLE_FILE_NAMES } from '../core/sample/sampleExport';
import type { Lang } from '../../../../engine/localize';

/**
 * The main thread's side of the order file reader. The workbook is never parsed here: the File goes to
 * a Web Worker (a separate same-origin file in the build — the CSP allows `worker-src 'self'`, no
 * blob: workers), which answers with order columns whose typed arrays are transferred, not copied.
 */
export interface OrderFileSession {
  /** Reads a file in the worker; on failure the session keeps the previous workbook (for remap). */
  load(file: File, onProgress?: (progress: LoadProgress) => void): Promise<LoadResult>;
  /** Has the worker write the sample export of `lang` and read it like a file (same result, same kept workbook). */
  loadSample(lang: Lang, onProgress?: (progress: LoadProgress) => void): Promise<LoadResult>;
  /** Re-converts the last successfully read workbook with a hand-made column mapping. */
  remap(mapping: ColumnMapping): Promise<LoadResult>;
  dispose(): void;
}

interface Pending {
  resolve: (result: LoadResult) => void;
  onProgress: ((progress: LoadProgress) => void) | undefined;
  fileName: string;
}

/**
 * A reader session with its own worker, started on the first load (a page that never gets a file
 * never downloads SheetJS). Every promise resolves — a worker that crashes (out of memory on a huge
 * file, a failed script load) answers 'readFailed' — and calls after dispose() start a fresh worker,
 * so a component remounted by React's StrictMode keeps working.
 */
export function createOrderFileSession(): OrderFileSession {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  /** Name of the file whose workbook the worker keeps (for results of a remap that fails outright). */
  let keptName = '';

  const failAll = () => {
    for (const [id, entry] of pending) {
      pending.delete(id);
      entry.resolve({ ok: false, error: 'readFailed', fileName: entry.fileName });
    }
  };

  const stop = () => {
    worker?.terminate();
    worker = null;
    keptName = '';
  };

  const start = (): Worker => {
    if (worker) return worker;
    const created = new Worker(new URL('./orderFile.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<OrderFileResponse>) => {
      const message = event.data;
      const entry = pending.get(message.id);
      if (!entry) return;
      if (message.kind === 'progress') {
        entry.onProgress?.(message.progress);
        return;
      }
      pending.delete(message.id);
      if (message.result.ok) keptName = message.result.fileName;
      entry.resolve(message.result);
    };
    const crash = () => {
      // The worker and the workbook it kept are gone; the next call starts a new one.
      if (worker === created) stop();
      else created.terminate();
      failAll();
    };
    created.onerror = (event) => {
      event.preventDefault();
      crash();
    };
    created.onmessageerror = crash;
    worker = created;
    return created;
  };

  const send = (request: OrderFileRequest, entry: Pending) =>
    new Promise<LoadResult>((resolve) => {
      pending.set(request.id, { ...entry, resolve });
      try {
        start().postMessage(request);
      } catch {
        pending.delete(request.id);
        resolve({ ok: false, error: 'readFailed', fileName: entry.fileName });
      }
    });

  return {
    load(file, onProgress) {
      // Size and extension are known without reading a byte: a 60 MB file or a PDF is refused at once.
      const refused = checkFileMeta(file.name, file.size);
      if (refused !== null) return Promise.resolve({ ok: false, error: refused, fileName: file.name });
      const id = nextId++;
      return send({ id, kind: 'load', file, fileName: file.name }, { resolve: () => {}, onProgress, fileName: file.name });
    },
    loadSample(lang, onProgress) {
      const id = nextId++;
      return send({ id, kind: 'sample', lang }, { resolve: () => {}, onProgress, fileName: SAMPLE_FILE_NAMES[lang] });
    },
    remap(mapping) {
      if (worker === null) return Promise.resolve({ ok: false, error: 'emptyWorkbook', fileName: '' });
      const id = nextId++;
      return send({ id, kind: 'remap', mapping }, { resolve: () => {}, onProgress: undefined, fileName: keptName });
    },
    dispose() {
      stop();
      failAll();
    },
  };
}
