import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ColumnMapping } from './headerMatching';
import type { MappedTrades } from './mapTrades';
import type { ImportSummary } from './tradeImport';
import type { ImportRequest, ImportResponse } from './tradeImport.worker';

export type ImportError = Extract<ImportResponse, { ok: false }>['error'];

export type ImportState =
  | { status: 'idle' }
  | { status: 'loading'; source: string }
  | { status: 'done'; source: string; summary: ImportSummary; mapping: ColumnMapping; mapped: MappedTrades; ms: number }
  | { status: 'error'; source: string; error: ImportError };

/** A request without its id (Omit over each member of the union). */
type ImportJob = ImportRequest extends infer R ? (R extends ImportRequest ? Omit<R, 'id'> : never) : never;

function createWorker(): Worker {
  return new Worker(new URL('./tradeImport.worker.ts', import.meta.url), { type: 'module' });
}

/** Sends one request to a worker and waits for its answer (the worker answers requests in order). */
function ask(worker: Worker, request: ImportRequest): Promise<ImportResponse> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent<ImportResponse>) => {
      if (event.data.id !== request.id) return;
      worker.removeEventListener('message', onMessage);
      resolve(event.data);
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', () => resolve({ id: request.id, ok: false, error: 'readFailed' }), { once: true });
    worker.postMessage(request);
  });
}

/** Parses a trade file once in a fresh worker (the manual list's "import trade list"). */
export async function readTradesOnce(source: Blob | string, format: 'csv' | 'json'): Promise<ImportResponse> {
  const worker = createWorker();
  try {
    return await ask(worker, { id: 1, kind: 'parse', source, format });
  } finally {
    worker.terminate();
  }
}

/**
 * The upload/paste import: one Web Worker per page that parses the file or text and keeps the table,
 * so a changed mapping is re-read there. A newer request makes older answers stale (dropped).
 */
export function useTradeImport() {
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  // The last successful import (for the summary of a re-mapping and the source name); set in callbacks only.
  const lastDone = useRef<Extract<ImportState, { status: 'done' }> | null>(null);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const run = useCallback(async (source: string, request: ImportJob) => {
    const id = ++latest.current;
    worker.current ??= createWorker();
    setState({ status: 'loading', source });
    const response = await ask(worker.current, { ...request, id } as ImportRequest);
    if (id !== latest.current) return;
    if (!response.ok) {
      if (request.kind === 'parse') lastDone.current = null;
      setState({ status: 'error', source, error: response.error });
      return;
    }
    const summary = response.summary ?? lastDone.current?.summary;
    if (!summary) {
      setState({ status: 'error', source, error: 'noTable' });
      return;
    }
    const done = { status: 'done', source, summary, mapping: response.mapping, mapped: response.mapped, ms: response.ms } as const;
    lastDone.current = done;
    // A transition: React renders the report (KPIs, tables, chart data for 50,000 trades) in slices
    // that yield to the browser instead of one long task, and commits it all at once.
    startTransition(() => setState(done));
  }, []);

  const importSource = useCallback((source: Blob | string, format: 'csv' | 'json', name: string) => run(name, { kind: 'parse', source, format }), [run]);
  const remap = useCallback(
    (mapping: ColumnMapping) => {
      const done = lastDone.current;
      if (done) void run(done.source, { kind: 'map', mapping });
    },
    [run],
  );
  const fail = useCallback((source: string, error: ImportError) => {
    latest.current++;
    setState({ status: 'error', source, error });
  }, []);

  return { state, importSource, remap, fail };
}
