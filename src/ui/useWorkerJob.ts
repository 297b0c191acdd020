import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';

/** What a job's worker posts back for request `id`. */
export type WorkerAnswer<R> = { id: number; ok: true; result: R } | { id: number; ok: false; error: string };

export interface WorkerJobDone<J, R> {
  status: 'done';
  key: string;
  job: J;
  result: R;
  /** From the request to the answer on the page (ms), worker start included on the first run. */
  wallMs: number;
}

export type WorkerJobState<J, R> =
  | { status: 'idle' }
  /** `last`: the last successful result, to keep showing meanwhile (also after a failed run). */
  | { status: 'running'; key: string; last: WorkerJobDone<J, R> | undefined }
  | WorkerJobDone<J, R>
  | { status: 'error'; key: string; job: J; message: string };

export interface WorkerJobRunner<J, R> {
  /** A new worker, or null where there is none (jsdom, very old browsers, a worker that fails to start). */
  createWorker: () => Worker | null;
  /** Sends `job` as request `id`; the worker answers with a {@link WorkerAnswer}. */
  post: (worker: Worker, id: number, job: J) => void;
  /** Runs a job on the page: the small ones (see runsHere) and every one where there is no worker. Without it, no worker is an error. */
  runHere?: (job: J) => R;
  /** True for a job small enough to run on the page (a few milliseconds). */
  runsHere?: (job: J) => boolean;
  /** Wait after a change before running again, so typing "10000" runs once, not five times. */
  debounceMs: number;
}

type Settled<J, R> = WorkerJobDone<J, R> | { status: 'error'; key: string; job: J; message: string };

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs `job` (identified by `key`; null: nothing to run) and returns its state. The first run starts
 * at once, later ones after `debounceMs` without changes. Jobs run in a Web Worker kept for the page;
 * a newer job terminates a worker that is still busy, so answers never pile up and a stale answer is
 * never shown as current: a running job's answer is forgotten as soon as the job changes. Small jobs,
 * and every job where there is no Worker, run here (runHere). While a job runs, `last` is the last
 * successful result. Equal keys are the same job: the job of a key is read when its run starts.
 */
export function useWorkerJob<J, R>(key: string | null, job: J | null, runner: WorkerJobRunner<J, R>): WorkerJobState<J, R> {
  // Only settled runs are state (set when a run ends); idle and running are derived from the key.
  const [settled, setSettled] = useState<Settled<J, R> | null>(null);
  const [lastDone, setLastDone] = useState<WorkerJobDone<J, R> | undefined>(undefined);
  const worker = useRef<{ instance: Worker; busy: boolean } | null>(null);
  const latest = useRef(0);
  const started = useRef(false);
  const currentJob = useEffectEvent(() => job);

  const run = useEffectEvent((key: string, current: J, id: number) => {
    started.current = true;
    let sent = performance.now();
    const finish = (result: R) => {
      const done: WorkerJobDone<J, R> = { status: 'done', key, job: current, result, wallMs: performance.now() - sent };
      // A transition: React renders a large result in slices of a few milliseconds, each a task of its own,
      // instead of one long task that would keep the page from answering input meanwhile.
      startTransition(() => {
        setSettled(done);
        setLastDone(done);
      });
    };
    const fail = (message: string) => setSettled({ status: 'error', key, job: current, message });
    const runHere = () => {
      if (!runner.runHere) {
        fail('no Worker');
        return;
      }
      try {
        finish(runner.runHere(current));
      } catch (error) {
        fail(errorMessage(error));
      }
    };
    if (runner.runHere && runner.runsHere?.(current)) {
      runHere();
      return;
    }
    if (worker.current?.busy) {
      worker.current.instance.terminate();
      worker.current = null;
    }
    if (!worker.current) {
      const instance = runner.createWorker();
      if (!instance) {
        runHere();
        return;
      }
      worker.current = { instance, busy: false };
    }
    const own = worker.current;
    own.instance.onmessage = (event: MessageEvent<WorkerAnswer<R>>) => {
      own.busy = false;
      const answer = event.data;
      if (answer.id !== latest.current) return;
      if (answer.ok) finish(answer.result);
      else fail(answer.error);
    };
    own.instance.onerror = () => {
      own.busy = false;
      if (id === latest.current) fail('worker failed');
    };
    own.busy = true;
    sent = performance.now();
    runner.post(own.instance, id, current);
  });

  useEffect(() => {
    const id = ++latest.current;
    if (key === null) return undefined;
    const current = currentJob();
    if (current === null) return undefined;
    const timer = setTimeout(() => run(key, current, id), started.current ? runner.debounceMs : 0);
    return () => clearTimeout(timer);
  }, [key, runner.debounceMs]);

  useEffect(
    () => () => {
      worker.current?.instance.terminate();
      worker.current = null;
    },
    [],
  );

  if (key === null) return { status: 'idle' };
  if (settled?.key === key) return settled;
  return { status: 'running', key, last: lastDone };
}
