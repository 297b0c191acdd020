/**
 * Close prices of several assets on one time axis (the lab's multi-asset data), and what the reader of
 * a wide file reports (the reader itself, wideRead.ts, runs in a worker).
 */

export interface MultiAssetSeries {
  /** Unix ms, ascending. */
  time: Float64Array;
  /** Asset names, in column order. */
  assets: string[];
  /** One close series per asset, each as long as time. */
  close: Float64Array[];
  /** Median bar length in ms (NaN below 2 rows). */
  barMs: number;
}

/** Largest wide file read: 50 MiB, as for OHLC files. */
export const MAX_WIDE_FILE_BYTES = 50 * 1024 * 1024;

/** Most assets a wide file may hold (the optimisers solve exactly up to this many). */
export const MAX_ASSETS = 8;
/** Fewest valid rows a wide file must give. */
export const MIN_WIDE_ROWS = 30;
/** Bad rows listed in the report (all are counted). */
export const MAX_LISTED_WIDE_BAD_ROWS = 20;

export type WideReadError = 'tooLarge' | 'empty' | 'invalidJson' | 'unsupportedJson' | 'tooFewAssets' | 'tooManyAssets' | 'notEnoughRows' | 'tooManyBadRows';
export type WideBadRowReason = 'missingValue' | 'notANumber' | 'notPositive' | 'badTime';

export interface WideReadReport {
  rows: number;
  badRows: { row: number; reason: WideBadRowReason; column: string }[];
  badRowCount: number;
  duplicates: number;
  sorted: boolean;
}

export type WideReadResult = { ok: true; series: MultiAssetSeries; report: WideReadReport } | { ok: false; error: WideReadError; report: WideReadReport };

export function emptyWideReport(): WideReadReport {
  return { rows: 0, badRows: [], badRowCount: 0, duplicates: 0, sorted: false };
}

/** The Float64Array buffers of a series, to transfer between a worker and the page. */
export function multiAssetTransferables(series: MultiAssetSeries): ArrayBuffer[] {
  return [series.time.buffer as ArrayBuffer, ...series.close.map((column) => column.buffer as ArrayBuffer)];
}

