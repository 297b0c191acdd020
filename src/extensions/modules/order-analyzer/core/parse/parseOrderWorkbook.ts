/**
 * The order file reader's pure entry point: bytes of a BingX order-history export → LoadResult.
 * Runs in the worker (orderFile.worker.ts) and in Node tests alike; never throws — every failure is
 * `{ ok: false, error }` so the page can always show a message.
 */

import type { ColumnMapping, LoadProgress, LoadResult } from '../orderData';
import { convertGrid } from './convertGrid';
import { readGrid, type Grid } from './readGrid';
import { sniffExcel } from './sniff';

/**
 * Converts an already read grid (a remap: the worker keeps the grid of the last good file) with the
 * timings of the original read.
 */
export function convertLoadedGrid(
  grid: Grid,
  fileName: string,
  readMs: number,
  mapping?: Partial<ColumnMapping>,
  onProgress?: (progress: LoadProgress) => void,
): LoadResult {
  try {
    const converted = convertGrid(grid, mapping, onProgress);
    if (!converted.ok) return { ok: false, error: converted.error, fileName };
    const { convertMs, ...rest } = converted;
    return { ...rest, fileName, timings: { readMs, convertMs } };
  } catch {
    // A defect in the converter must not leave the page waiting: report the file as unreadable.
    return { ok: false, error: 'readFailed', fileName };
  }
}

/**
 * Reads the workbook and converts it: sniffing (size, extension, ZIP/OLE content), SheetJS read,
 * header detection, conversion. `onProgress` gets 'reading' before SheetJS starts, 'parsing' while
 * the header is located and 'converting' with a fraction about every 10 % of the rows.
 * `grid` (when given) receives the read grid, so the caller can keep it for a remap.
 */
export function parseOrderWorkbook(
  bytes: Uint8Array,
  fileName: string,
  mapping?: ColumnMapping | Partial<ColumnMapping>,
  onProgress?: (progress: LoadProgress) => void,
  keep?: (grid: Grid, readMs: number) => void,
): LoadResult {
  const sniffed = sniffExcel(bytes, fileName);
  if (!sniffed.ok) return { ok: false, error: sniffed.error, fileName };
  onProgress?.({ phase: 'reading' });
  const started = performance.now();
  const read = readGrid(bytes);
  const readMs = performance.now() - started;
  if (!read.ok) return { ok: false, error: read.error, fileName };
  onProgress?.({ phase: 'parsing' });
  const result = convertLoadedGrid(read.grid, fileName, readMs, mapping, onProgress);
  if (result.ok) keep?.(read.grid, readMs);
  return result;
}
