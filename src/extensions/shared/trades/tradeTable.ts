import Papa from 'papaparse';
import { detectDecimalComma } from './parseTradeNumber';

/**
 * The raw table of an imported trade file, before mapping: headers and cells as read (text, or
 * numbers and text from JSON). Cells are never evaluated or rendered as HTML.
 */
export type Cell = string | number | null;

export interface TradeTable {
  format: 'csv' | 'json';
  headers: string[];
  rows: Cell[][];
  /** CSV separator found (`,`, `;` or tab); '' for JSON. */
  delimiter: string;
  /** Decimals are written with a comma (detected from the cells). */
  decimalComma: boolean;
}

export type TableError = 'invalidJson' | 'notAnArray' | 'noRows' | 'noHeader';

export type TableOutcome = { ok: true; table: TradeTable } | { ok: false; error: TableError };

/** Cells looked at to detect the decimal comma. */
const SAMPLE_ROWS = 500;

function sampleCells(rows: readonly Cell[][]): Cell[] {
  return rows.slice(0, SAMPLE_ROWS).flat();
}

/** A CSV text (header row first; separator `,` `;` or tab detected; quotes as in RFC 4180). */
export function parseCsvTable(text: string): TableOutcome {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: 'greedy',
    dynamicTyping: false,
    delimitersToGuess: [',', ';', '\t'],
  });
  const [head, ...rows] = result.data;
  if (!head || head.every((cell) => cell.trim() === '')) return { ok: false, error: 'noHeader' };
  if (rows.length === 0) return { ok: false, error: 'noRows' };
  return {
    ok: true,
    table: { format: 'csv', headers: head.map((cell) => cell.trim()), rows, delimiter: result.meta.delimiter, decimalComma: detectDecimalComma(sampleCells(rows)) },
  };
}

function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string' || typeof item === 'number').join(', ');
  return null;
}

/** A JSON text holding an array of objects (or `{ "trades": [...] }`); headers are the union of their keys in first-seen order. */
export function parseJsonTable(text: string): TableOutcome {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: 'invalidJson' };
  }
  if (data !== null && typeof data === 'object' && !Array.isArray(data) && Array.isArray((data as { trades?: unknown }).trades)) {
    data = (data as { trades: unknown[] }).trades;
  }
  if (!Array.isArray(data)) return { ok: false, error: 'notAnArray' };
  if (data.length === 0) return { ok: false, error: 'noRows' };
  const index = new Map<string, number>();
  const objects: Record<string, unknown>[] = [];
  for (const item of data as unknown[]) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return { ok: false, error: 'notAnArray' };
    objects.push(item as Record<string, unknown>);
    for (const key of Object.keys(item)) if (!index.has(key)) index.set(key, index.size);
  }
  const headers = [...index.keys()];
  const rows = objects.map((object) => headers.map((key) => cellOf(Object.hasOwn(object, key) ? object[key] : null)));
  return { ok: true, table: { format: 'json', headers, rows, delimiter: '', decimalComma: detectDecimalComma(sampleCells(rows)) } };
}

/** Parses by format. */
export function parseTradeTable(text: string, format: 'csv' | 'json'): TableOutcome {
  return format === 'csv' ? parseCsvTable(text) : parseJsonTable(text);
}
