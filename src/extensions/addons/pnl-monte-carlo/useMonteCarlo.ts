import { useWorkerJob, type WorkerJobRunner, type WorkerJobState } from '../../../ui/useWorkerJob';
import { jobSteps, runMonteCarloJob, WORKER_THRESHOLD_STEPS, type MonteCarloJob, type MonteCarloOutcome } from './monteCarloJob';
import type { MonteCarloRequest } from './pnlMonteCarlo.worker';

export type MonteCarloState = WorkerJobState<MonteCarloJob, MonteCarloOutcome>;

/**
 * Jobs above {@link WORKER_THRESHOLD_STEPS} path steps run in a Web Worker; small ones — and every job
 * where there is no Worker (jsdom, very old browsers) — run on the page in a few milliseconds. Typing
 * "20000" runs once, not five times (300 ms debounce).
 */
const RUNNER: WorkerJobRunner<MonteCarloJob, MonteCarloOutcome> = {
  createWorker() {
    if (typeof Worker === 'undefined') return null;
    try {
      return new Worker(new URL('./pnlMonteCarlo.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return null;
    }
  },
  post: (worker, id, job) => worker.postMessage({ id, job } satisfies MonteCarloRequest),
  runHere: runMonteCarloJob,
  runsHere: (job) => jobSteps(job) <= WORKER_THRESHOLD_STEPS,
  debounceMs: 300,
};

/** Runs the Monte Carlo for `job` (null: nothing to run) through the shared worker-job hook. */
export function useMonteCarlo(job: MonteCarloJob | null): MonteCarloState {
  // The job's JSON is its identity: equal inputs give equal keys.
  return useWorkerJob(job && JSON.stringify(job), job, RUNNER);
}
