import { orderBuffers, type ColumnMapping, type LoadProgress, type LoadResult, type OrderColumns } from '../core/orderData';
import { convertLoadedGrid, parseOrderWorkbook } from '../core/parse/parseOrderWorkbook';
import type { Grid } from '../core/parse/readGrid';
import { checkFileMeta } from '../core/parse/sniff';
import { SAMPLE_FILE_NAMES } from '../core/sample/sampleExport';
import { sampleWorkbook } from '../core/sample/sampleWorkbook';
import type { Lang } from '../../../../engine/localize';

/**
 * Web Worker of the order analyzer: reads a BingX order export with SheetJS and converts it to order
 * columns off the main thread (a 22 MB workbook takes seconds to read). Stateful: it keeps the grid of
 * the last file that was read successfully, so a hand-made column mapping re-converts it without
 * reading the workbook again. The handler is a plain function (createOrderFileHandler) so tests run it
 * without a Worker; the bottom of the file wires it to the worker's global scope.
 */

export type OrderFileRequest =
  /** `file` is the picked File (posting a Blob copies nothing) or, from tests, the bytes. */
  | { id: number; kind: 'load'; file: Blob | ArrayBuffer; fileName: string }
  | { id: number; kind: 'remap'; mapping: ColumnMapping }
  /** The generated sample export of the language: written here and read like an uploaded file. */
  | { id: number; kind: 'sample'; lang: Lang };

export type OrderFileResponse = { id: number; kind: 'progress'; progress: LoadProgress } | { id: number; kind: 'result'; result: LoadResult };

export type PostResponse = (message: OrderFileResponse, transfer: Transferable[]) => void;

/** The buffers of the result's typed arrays: moved to the main thread instead of copied. */
export function transferList(orders: OrderColumns): ArrayBuffer[] {
  return orderBuffers(orders);
}

interface Kept {
  grid: Grid;
  fileName: string;
  readMs: number;
  /** Sequence number of the load that produced it: a slower earlier load never replaces a later one. */
  seq: number;
}

/**
 * The worker's message handler with its state. Never throws and always answers a request with exactly
 * one 'result' message (after any 'progress' messages): every failure is a LoadResult with ok: false.
 * A load that fails leaves the kept workbook as it was, so remap still works on the previous file.
 */
export function createOrderFileHandler(post: PostResponse): (request: OrderFileRequest) => Promise<void> {
  let kept: Kept | null = null;
  let loads = 0;

  const answer = (id: number, result: LoadResult) => {
    post({ id, kind: 'result', result }, result.ok ? transferList(result.orders) : []);
  };

  const load = async (id: number, file: Blob | ArrayBuffer, fileName: string): Promise<LoadResult> => {
    const seq = ++loads;
    const size = file instanceof ArrayBuffer ? file.byteLength : file.size;
    const refused = checkFileMeta(fileName, size);
    if (refused !== null) return { ok: false, error: refused, fileName };
    // 'reading' goes out before the bytes are fetched and again from the parser before SheetJS: send it once.
    let lastPhase: LoadProgress['phase'] | null = null;
    const progress = (p: LoadProgress) => {
      if (p.phase === lastPhase && p.fraction === undefined) return;
      lastPhase = p.phase;
      post({ id, kind: 'progress', progress: p }, []);
    };
    progress({ phase: 'reading' });
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(file instanceof ArrayBuffer ? file : await file.arrayBuffer());
    } catch {
      // The file vanished or changed on disk since it was picked.
      return { ok: false, error: 'readFailed', fileName };
    }
    return parseOrderWorkbook(bytes, fileName, undefined, progress, (grid, readMs) => {
      if (kept === null || seq > kept.seq) kept = { grid, fileName, readMs, seq };
    });
  };

  return async (request) => {
    let result: LoadResult;
    try {
      if (request.kind === 'load') result = await load(request.id, request.file, request.fileName);
      else if (request.kind === 'sample') result = await load(request.id, sampleWorkbook(request.lang).buffer as ArrayBuffer, SAMPLE_FILE_NAMES[request.lang]);
      else if (kept === null) result = { ok: false, error: 'emptyWorkbook', fileName: '' };
      else {
        const progress = (p: LoadProgress) => post({ id: request.id, kind: 'progress', progress: p }, []);
        result = convertLoadedGrid(kept.grid, kept.fileName, kept.readMs, request.mapping, progress);
      }
    } catch {
      result = { ok: false, error: 'readFailed', fileName: request.kind === 'load' ? request.fileName : request.kind === 'sample' ? SAMPLE_FILE_NAMES[request.lang] : (kept?.fileName ?? '') };
    }
    answer(request.id, result);
  };
}

/** The part of the worker's global scope used here (the project's types are the DOM's, not the worker's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<OrderFileRequest>) => void) | null;
  postMessage(message: OrderFileResponse, transfer: Transferable[]): void;
  importScripts?: unknown;
}

// Only a worker's global scope has importScripts (a module worker too): importing this file in a test
// or on the main thread must not take over `onmessage`.
const scope = globalThis as unknown as WorkerScope;
if (typeof scope.importScripts === 'function') {
  const handle = createOrderFileHandler((message, transfer) => scope.postMessage(message, transfer));
  scope.onmessage = (event) => void handle(event.data);
}
