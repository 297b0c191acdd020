/**
 * Reading a visitor's wide multi-asset file as one job: bytes (or text) in, a series and its report out.
 * The same function runs in the multi-asset worker (multiAssetFile.worker.ts) and, where there is no
 * worker, on the page. The bytes are decoded like the OHLC reader's (UTF-8, UTF-16 by BOM, else Windows-1252).
 */
import { ohlcFormatOf } from '../../../market/ohlc/ohlcFormat';
import { decodeOhlcBytes } from './ohlcFileJob';
import type { WideReadResult } from './multiAssetSeries';
import { readWideSeries } from './wideRead';

export interface WideFileJob {
  source: ArrayBuffer | string;
  fileName?: string;
  sizeBytes?: number;
}

export function runWideFileJob({ source, fileName, sizeBytes }: WideFileJob): WideReadResult {
  const size = sizeBytes ?? (typeof source === 'string' ? source.length : source.byteLength);
  const text = typeof source === 'string' ? source : decodeOhlcBytes(source);
  const format = fileName ? ohlcFormatOf(fileName, text) : null;
  return readWideSeries(text, { sizeBytes: size, ...(format ? { format } : {}) });
}
