import { useEffect, useRef, useState } from 'react';
import { jobSteps, runMonteCarloJob, WORKER_THRESHOLD_STEPS, type MonteCarloJob, type MonteCarloOutcome } from './monteCarloJob';
import type { MonteCarloRequest, MonteCarloResponse } from './pnlMonteCarlo.worker';

/** Wait this long after the last change before simulating again, so typing "20000" runs once, not five times. */
export const DEBOUNCE_MS = 300;

export type MonteCarloState =
  | { status: 'idle' }
  | { status: 'running'; key: string; last: Finished | undefined }
  | Finished
  | { status: 'error'; key: string };

type Finished = { status: 'done'; key: string; job: MonteCarloJob; outcome: MonteCarloOutcome };

function createWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./pnlMonteCarlo.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * Runs the Monte Carlo for `job` (null: nothing to run) and returns its state. The first run starts at
 * once, later ones after {@link DEBOUNCE_MS} without changes. Jobs above {@link WORKER_THRESHOLD_STEPS}
 * path steps run in a Web Worker; a newer job terminates a worker that is still busy, so answers never
 * pile up and a stale answer is never shown. Small jobs — and every job where there is no Worker
 * (jsdom, very old browsers) — run synchronously; they take a few milliseconds.
 */
export function useMonteCarlo(job: MonteCarloJob | null): MonteCarloState {
  // The job's JSON is its identity: equal inputs give equal keys, and the effect parses it back.
  const key = job ? JSON.stringify(job) : null;
  const [state, setState] = useState<MonteCarloState>({ status: 'idle' });
  const worker = useRef<{ instance: Worker; busy: boolean } | null>(null);
  const latestRequest = useRef(0);
  const started = useRef(false);

  useEffect(() => {
    if (key === null) return undefined;
    const current = JSON.parse(key) as MonteCarloJob;
    const timer = setTimeout(
      () => {
        started.current = true;
        const id = ++latestRequest.current;
        setState((previous) => ({ status: 'running', key, last: previous.status === 'done' ? previous : previous.status === 'running' ? previous.last : undefined }));
        const runHere = () => {
          try {
            setState({ status: 'done', key, job: current, outcome: runMonteCarloJob(current) });
          } catch {
            setState({ status: 'error', key });
          }
        };
        if (jobSteps(current) <= WORKER_THRESHOLD_STEPS) {
          runHere();
          return;
        }
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
        own.instance.onmessage = (event: MessageEvent<MonteCarloResponse>) => {
          own.busy = false;
          const answer = event.data;
          if (answer.id !== latestRequest.current) return;
          setState(answer.ok ? { status: 'done', key, job: current, outcome: answer.outcome } : { status: 'error', key });
        };
        own.instance.onerror = () => {
          own.busy = false;
          if (id === latestRequest.current) setState({ status: 'error', key });
        };
        own.busy = true;
        own.instance.postMessage({ id, job: current } satisfies MonteCarloRequest);
      },
      started.current ? DEBOUNCE_MS : 0,
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
  // Inputs changed and the new run has not started yet (debounce): report it as running.
  if (state.status === 'idle') return { status: 'running', key, last: undefined };
  if (state.key !== key) return { status: 'running', key, last: state.status === 'done' ? state : state.status === 'running' ? state.last : undefined };
  return state;
}
