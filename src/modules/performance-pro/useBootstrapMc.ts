import type { BootstrapJobResult } from '../shared/bootstrapJob';
import { bootstrapRunner } from '../shared/bootstrapRunner';
import { useWorkerJob, type WorkerJobState } from '../../ui/useWorkerJob';

export interface McJob {
  returns: Float64Array;
  iterations: number;
  length: number;
  startEquity: number;
  ruinEquity: number;
  seed: number;
}

export type McState = WorkerJobState<McJob, BootstrapJobResult>;

/** Wait this long after a change before simulating again (typing "10000" runs once). */
const MC_DEBOUNCE_MS = 300;

/**
 * Always in the shared worker (no Worker is an error); an answer counts only while its job is still
 * the current one, and while a new run is pending the last successful fan stays shown.
 */
const RUNNER = bootstrapRunner<McJob>(
  ({ returns, iterations, length, startEquity, ruinEquity, seed }) => ({ returns, trials: iterations, horizon: length, startEquity, ruinEquity, seed }),
  { debounceMs: MC_DEBOUNCE_MS, runHere: false, dropAnswersOnChange: true, lastSurvivesError: true },
);

// The returns are compared by identity (the report's array), so they get a number for the key.
const returnIds = new WeakMap<Float64Array, number>();
let nextReturnId = 0;
function returnsId(returns: Float64Array): number {
  let id = returnIds.get(returns);
  if (id === undefined) {
    id = ++nextReturnId;
    returnIds.set(returns, id);
  }
  return id;
}

/**
 * Runs the bootstrap Monte Carlo for `job` (null: off) in the shared Web Worker kept for the page. A
 * newer job terminates a busy worker, so stale answers are never shown; the first run starts at once.
 */
export function useBootstrapMc(job: McJob | null): McState {
  const key = job ? [returnsId(job.returns), job.iterations, job.length, job.startEquity, job.ruinEquity, job.seed].join('|') : null;
  return useWorkerJob(key, job, RUNNER);
}
