/**
 * What needs no CSV parser (so the page can use it without loading papaparse, which stays in the
 * workers): a file's format, and the ATR outcome of candles already parsed.
 */
import { averageTrueRange, type Candle } from '../../finance/atr';
import type { OhlcFormat } from './ohlcTable';

/** The file's format by its extension, else by its first character ('[' or '{' → JSON); null when neither fits. */
export function ohlcFormatOf(fileName: string, text?: string): OhlcFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.json')) return 'json';
  if (text === undefined || lower.includes('.')) return null;
  return ohlcFormatOfText(text);
}

/** JSON when the text starts with '[' or '{' (after a byte order mark and spaces), else CSV. */
export function ohlcFormatOfText(text: string): OhlcFormat {
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  return first === '[' || first === '{' ? 'json' : 'csv';
}

/** Why no ATR came out of a file. */
export type OhlcError = 'invalidJson' | 'missingColumns' | 'notEnoughRows' | 'notFinite' | 'badPeriod';

export type OhlcOutcome = { ok: true; rows: number; atr: number; candles: Candle[] } | { ok: false; error: OhlcError; rows: number };

/** The ATR of already parsed candles, as an outcome the add-on shows. */
export function atrOutcome(candles: Candle[], period: number): OhlcOutcome {
  const atr = averageTrueRange(candles, period);
  return atr.ok ? { ok: true, rows: atr.rows, atr: atr.atr, candles } : { ok: false, error: atr.reason, rows: atr.rows };
}

