/**
 * Web Worker of the trade import (Performance Pro, the swing tracker): reads the file (or pasted text), parses it (papaparse for
 * CSV, JSON.parse for JSON), maps the columns and reads the trades off the main thread. It keeps the
 * last table, so a changed column mapping is re-read here without parsing the file again.
 */
import type { ColumnMapping } from './headerMatching';
import { mapTrades, type MappedTrades } from './mapTrades';
import { importTradeText, type ImportSummary } from './tradeImport';
import type { TableError, TradeTable } from './tradeTable';

export type ImportRequest =
  | { id: number; kind: 'parse'; source: Blob | string; format: 'csv' | 'json' }
  | { id: number; kind: 'map'; mapping: ColumnMapping };

export type ImportResponse =
  | { id: number; ok: true; summary: ImportSummary | null; mapping: ColumnMapping; mapped: MappedTrades; ms: number }
  | { id: number; ok: false; error: TableError | 'readFailed' | 'noTable' };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ImportRequest>) => void) | null;
  postMessage: (message: ImportResponse) => void;
};

let table: TradeTable | null = null;

async function answer(request: ImportRequest): Promise<ImportResponse> {
  const started = performance.now();
  if (request.kind === 'map') {
    if (!table) return { id: request.id, ok: false, error: 'noTable' };
    return { id: request.id, ok: true, summary: null, mapping: request.mapping, mapped: mapTrades(table, request.mapping), ms: performance.now() - started };
  }
  let text: string;
  try {
    text = typeof request.source === 'string' ? request.source : await request.source.text();
  } catch {
    return { id: request.id, ok: false, error: 'readFailed' };
  }
  const outcome = importTradeText(text, request.format);
  if (!outcome.ok) return { id: request.id, ok: false, error: outcome.error };
  table = outcome.table ?? null;
  return { id: request.id, ok: true, summary: outcome.summary, mapping: outcome.mapping, mapped: outcome.mapped, ms: performance.now() - started };
}

scope.onmessage = (event) => {
  void answer(event.data).then(
    (response) => scope.postMessage(response),
    () => scope.postMessage({ id: event.data.id, ok: false, error: 'readFailed' }),
  );
};
