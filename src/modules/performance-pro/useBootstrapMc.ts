import { useEffect, useRef, useState } from 'react';
import type { McRequest, McResponse } from './monteCarlo.worker';

export interface McJob {
  returns: Float64Array;
  iterations: number;
  length: number;
  startEquity: number;
  ruinEquity: number;
  seed: number;
}

export interface McDone {
  status: 'done';
  job: McJob;
  fan: Float64Array[];
  ruinProbability: number;
  probBelowStart: number;
  /** Time of the simulation inside the worker (ms). */
  ms: number;
  /** From the request to the answer on the page (ms), worker start included on the first run. */
  wallMs: number;
}

export type McState = { status: 'idle' } | { status: 'running'; last: McDone | null } | McDone | { status: 'error'; message: string };

/** Wait this long after a change before simulating again (typing "10000" runs once). */
export const MC_DEBOUNCE_MS = 300;

/**
 * Runs the bootstrap Monte Carlo for `job` (null: off) in a Web Worker kept for the page. A newer job
 * terminates a busy worker, so stale answers are never shown; the first run starts at once.
 */
function sameJob(a: McJob, b: McJob): boolean {
  return a.returns === b.returns && a.iterations === b.iterations && a.length === b.length && a.startEquity === b.startEquity && a.ruinEquity === b.ruinEquity && a.seed === b.seed;
}

type Settled = McDone | { status: 'error'; job: McJob; message: string };

export function useBootstrapMc(job: McJob | null): McState {
  // Only settled runs are state (set in the worker's callbacks); idle and running are derived.
  const [settled, setSettled] = useState<Settled | null>(null);
  const [lastDone, setLastDone] = useState<McDone | null>(null);
  const worker = useRef<{ instance: Worker; busy: boolean } | null>(null);
  const latest = useRef(0);
  const started = useRef(false);
  const { returns, iterations, length, startEquity, ruinEquity, seed } = job ?? {};

  useEffect(() => {
    const id = ++latest.current;
    if (returns === undefined || iterations === undefined || length === undefined || startEquity === undefined || ruinEquity === undefined || seed === undefined) return undefined;
    const current: McJob = { returns, iterations, length, startEquity, ruinEquity, seed };
    const timer = setTimeout(
      () => {
        started.current = true;
        if (typeof Worker === 'undefined') {
          setSettled({ status: 'error', job: current, message: 'no Worker' });
          return;
        }
        if (worker.current?.busy) {
          worker.current.instance.terminate();
          worker.current = null;
        }
        worker.current ??= { instance: new Worker(new URL('./monteCarlo.worker.ts', import.meta.url), { type: 'module' }), busy: false };
        const own = worker.current;
        const sent = performance.now();
        own.instance.onmessage = (event: MessageEvent<McResponse>) => {
          own.busy = false;
          const answer = event.data;
          if (answer.id !== latest.current) return;
          if (answer.ok) {
            const done: McDone = { status: 'done', job: current, fan: answer.fan, ruinProbability: answer.ruinProbability, probBelowStart: answer.probBelowStart, ms: answer.ms, wallMs: performance.now() - sent };
            setSettled(done);
            setLastDone(done);
          } else setSettled({ status: 'error', job: current, message: answer.error });
        };
        own.instance.onerror = () => {
          own.busy = false;
          if (id === latest.current) setSettled({ status: 'error', job: current, message: 'worker failed' });
        };
        own.busy = true;
        const request: McRequest = { id, returns: current.returns.slice(), iterations, length, startEquity, ruinEquity, seed };
        own.instance.postMessage(request, [request.returns.buffer]);
      },
      started.current ? MC_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [returns, iterations, length, startEquity, ruinEquity, seed]);

  useEffect(
    () => () => {
      worker.current?.instance.terminate();
      worker.current = null;
    },
    [],
  );

  if (!job) return { status: 'idle' };
  if (settled && sameJob(settled.job, job)) return settled.status === 'done' ? settled : { status: 'error', message: settled.message };
  return { status: 'running', last: lastDone };
}
