import Papa from 'papaparse';
import { averageTrueRange, type Candle } from '../../../finance/atr';

/**
 * Reading OHLC candles from the text of a CSV or JSON file and computing their ATR
 * (src/finance/atr.ts). Pure and synchronous: the add-on runs it in a Web Worker (ohlc.worker.ts);
 * tests call it directly.
 * - CSV: a header row; columns open, high, low, close in any order and case; other columns (time,
 *   volume, …) are ignored; the delimiter is detected (comma, semicolon, tab).
 * - JSON: an array of objects with the fields open, high, low, close (any case), numbers or numeric text.
 * Cells are read as text and never evaluated; a missing or non-numeric value makes the ATR non-finite.
 */

export type OhlcFormat = 'csv' | 'json';

/** Why no ATR came out of a file. */
export type OhlcError = 'invalidJson' | 'missingColumns' | 'notEnoughRows' | 'notFinite' | 'badPeriod';

export type OhlcOutcome = { ok: true; rows: number; atr: number; candles: Candle[] } | { ok: false; error: OhlcError; rows: number };

const REQUIRED = ['open', 'high', 'low', 'close'] as const;

/** The file's format by its extension, else by its first character ('[' or '{' → JSON); null when neither fits. */
export function ohlcFormatOf(fileName: string, text?: string): OhlcFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.json')) return 'json';
  if (text === undefined || lower.includes('.')) return null;
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  return first === '[' || first === '{' ? 'json' : 'csv';
}

/** A cell as a number: numbers as they are, numeric text parsed, anything else (blank too) NaN. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return NaN;
  return Number(value.trim());
}

function candleOf(record: Readonly<Record<string, unknown>>): Candle {
  return { high: toNumber(record.high), low: toNumber(record.low), close: toNumber(record.close) };
}

/** The object's fields with lower-case, trimmed names (so "High" and " close" are found). */
function lowerKeys(value: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key.trim().toLowerCase()] = field;
  return out;
}

type Parsed = { ok: true; candles: Candle[] } | { ok: false; error: 'invalidJson' | 'missingColumns' };

function parseCsv(text: string): Parsed {
  const result = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    dynamicTyping: false,
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fields = result.meta.fields ?? [];
  if (!REQUIRED.every((name) => fields.includes(name))) return { ok: false, error: 'missingColumns' };
  return { ok: true, candles: result.data.map(candleOf) };
}

function parseJson(text: string): Parsed {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'invalidJson' };
  }
  if (!Array.isArray(data)) return { ok: false, error: 'missingColumns' };
  const records: Record<string, unknown>[] = [];
  for (const item of data as unknown[]) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { ok: false, error: 'missingColumns' };
    const record = lowerKeys(item);
    if (!REQUIRED.every((name) => name in record)) return { ok: false, error: 'missingColumns' };
    records.push(record);
  }
  return { ok: true, candles: records.map(candleOf) };
}

/** The candles of a CSV or JSON text. */
export function parseOhlc(text: string, format: OhlcFormat): Parsed {
  const clean = text.replace(/^\uFEFF/, '');
  return format === 'csv' ? parseCsv(clean) : parseJson(clean);
}

/** The ATR of already parsed candles, as an outcome the add-on shows. */
export function atrOutcome(candles: Candle[], period: number): OhlcOutcome {
  const atr = averageTrueRange(candles, period);
  return atr.ok ? { ok: true, rows: atr.rows, atr: atr.atr, candles } : { ok: false, error: atr.reason, rows: atr.rows };
}

/** Parses the text and computes the ATR over `period`. */
export function analyzeOhlc(text: string, format: OhlcFormat, period: number): OhlcOutcome {
  const parsed = parseOhlc(text, format);
  return parsed.ok ? atrOutcome(parsed.candles, period) : { ok: false, error: parsed.error, rows: 0 };
}
