/**
 * Reading a visitor's OHLC file for the lab, as one job: bytes (or text) in, a series and its report
 * out. The same function runs in the lab's Web Worker (ohlcFile.worker.ts) and, where there is no
 * worker, on the page.
 */
import { ohlcFormatOf, ohlcFormatOfText } from '../../../market/ohlc/ohlcFormat';
import { MAX_OHLC_FILE_BYTES, emptyOhlcReport, readOhlcSeries, type OhlcReadOptions, type OhlcReadResult } from '../../../market/ohlc/ohlcParse';

export interface OhlcFileJob {
  /** The file's bytes (transferred to the worker) or its text. */
  source: ArrayBuffer | string;
  /** The file's name: its extension chooses CSV or JSON (else the first character does). */
  fileName?: string;
  options?: OhlcReadOptions;
}

/**
 * The text of a file's bytes: UTF-16 by its byte order mark; else UTF-8 (a BOM dropped); bytes that are
 * not valid UTF-8 are read as Windows-1252, the encoding of CSV files saved by Excel in Western Europe
 * (so 'Eröffnung' survives either way).
 */
export function decodeOhlcBytes(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (view[0] === 0xff && view[1] === 0xfe) return new TextDecoder('utf-16le').decode(view);
  if (view[0] === 0xfe && view[1] === 0xff) return new TextDecoder('utf-16be').decode(view);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(view);
  } catch {
    return new TextDecoder('windows-1252').decode(view);
  }
}

/** Runs the job: the size limit is checked before the bytes are decoded. */
export function runOhlcFileJob({ source, fileName, options = {} }: OhlcFileJob): OhlcReadResult {
  const sizeBytes = options.sizeBytes ?? (typeof source === 'string' ? source.length : source.byteLength);
  if (sizeBytes > MAX_OHLC_FILE_BYTES) return { ok: false, error: 'tooLarge', missing: [], report: emptyOhlcReport() };
  const text = typeof source === 'string' ? source : decodeOhlcBytes(source);
  const format = options.format ?? (fileName ? ohlcFormatOf(fileName, text) : null) ?? ohlcFormatOfText(text);
  return readOhlcSeries(text, { ...options, format, sizeBytes });
}
