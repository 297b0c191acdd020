import { useEffect, useRef, useState } from 'react';
import { runOrderMonteCarlo, type OrderMonteCarloJob, type OrderMonteCarloOutcome } from './report/monteCarloJob';
import type { OrderMonteCarloRequest, OrderMonteCarloResponse } from './monteCarlo.worker';

/** Wait this long after the last change before simulating again (typing "5000" runs once). */
export const MONTE_CARLO_DEBOUNCE_MS = 300;

export type OrderMonteCarloState =
  | { status: 'idle' }
  | { status: 'running'; last: OrderMonteCarloDone | undefined }
  | OrderMonteCarloDone
  | { status: 'error' };

export interface OrderMonteCarloDone {
  status: 'done';
  key: string;
  job: OrderMonteCarloJob;
  outcome: OrderMonteCarloOutcome;
}

function createWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./monteCarlo.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * Runs the bootstrap Monte Carlo of `job` (null: nothing to run) in a Web Worker: the first run at
 * once, later ones after {@link MONTE_CARLO_DEBOUNCE_MS} without changes. A newer job terminates a
 * worker that is still busy, so a stale answer is never shown. Without Worker (jsdom) it runs here.
 */
export function useOrderMonteCarlo(job: OrderMonteCarloJob | null): OrderMonteCarloState {
  const key = job ? JSON.stringify(job) : null;
  const [state, setState] = useState<OrderMonteCarloState & { key?: string }>({ status: 'idle' });
  const worker = useRef<{ instance: Worker; busy: boolean } | null>(null);
  const latest = useRef(0);
  const started = useRef(false);

  useEffect(() => {
    if (key === null) return undefined;
    const current = JSON.parse(key) as OrderMonteCarloJob;
    const timer = setTimeout(
      () => {
        started.current = true;
        const id = ++latest.current;
        const runHere = () => {
          try {
            setState({ status: 'done', key, job: current, outcome: runOrderMonteCarlo(current) });
          } catch {
            setState({ status: 'error', key });
          }
        };
        if (worker.current?.busy) {
          worker.current.instance.terminate();
          worker.current = null;
        }
        if (!worker.current) {
          const instance = createWorker();
          if (!instance) {
            runHere();
            return;
          }
          worker.current = { instance, busy: false };
        }
        const own = worker.current;
        own.instance.onmessage = (event: MessageEvent<OrderMonteCarloResponse>) => {
          own.busy = false;
          const answer = event.data;
          if (answer.id !== latest.current) return;
          setState(answer.ok ? { status: 'done', key, job: current, outcome: answer.outcome } : { status: 'error', key });
        };
        own.instance.onerror = () => {
          own.busy = false;
          if (id === latest.current) setState({ status: 'error', key });
        };
        own.busy = true;
        own.instance.postMessage({ id, job: current } satisfies OrderMonteCarloRequest);
      },
      started.current ? MONTE_CARLO_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [key]);

  useEffect(
    () => () => {
      worker.current?.instance.terminate();
      worker.current = null;
    },
    [],
  );

  if (key === null) return { status: 'idle' };
  if (state.key === key) return state.status === 'done' ? state : state.status === 'error' ? { status: 'error' } : { status: 'running', last: undefined };
  return { status: 'running', last: state.status === 'done' ? state : undefined };
}
