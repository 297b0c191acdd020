import { useWorkerJob, type WorkerJobRunner, type WorkerJobState } from '../../../../ui/useWorkerJob';
import { jobSteps, runMonteCarloJob, WORKER_THRESHOLD_STEPS, type MonteCarloJob, type MonteCarloOutcome } from './monteCarloJob';
import type { MonteCarloRequest } from './pnlMonteCarlo.worker';

/** Wait this long after the last change before simulating again, so typing "20000" runs once, not five times. */
export const DEBOUNCE_MS = 300;

export type MonteCarloState = WorkerJobState<MonteCarloJob, MonteCarloOutcome>;

function createWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./pnlMonteCarlo.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** Jobs above {@link WORKER_THRESHOLD_STEPS} path steps run in the worker; smaller ones take a few milliseconds here. */
const RUNNER: WorkerJobRunner<MonteCarloJob, MonteCarloOutcome> = {
  createWorker,
  post: (worker, id, job) => worker.postMessage({ id, job } satisfies MonteCarloRequest),
  runHere: runMonteCarloJob,
  runsHere: (job) => jobSteps(job) <= WORKER_THRESHOLD_STEPS,
  debounceMs: DEBOUNCE_MS,
};

/**
 * Runs the Monte Carlo for `job` (null: nothing to run) through the shared worker-job hook: debounced,
 * in a Web Worker when large, never showing a stale answer. The job's JSON is its identity.
 */
export function useMonteCarlo(job: MonteCarloJob | null): MonteCarloState {
  return useWorkerJob(job && JSON.stringify(job), job, RUNNER);
}
