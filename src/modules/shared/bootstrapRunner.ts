import type { BootstrapOptions } from '../../finance/bootstrapMonteCarlo';
import { runBootstrapJob, type BootstrapJobResult, type BootstrapRequest } from './bootstrapJob';
import type { WorkerJobRunner } from '../../ui/useWorkerJob';

function createBootstrapWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./bootstrap.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * A useWorkerJob runner for a module's Monte Carlo job: `toOptions` turns the job into the bootstrap's
 * options; the shared worker runs it. Typed-array returns are copied and transferred (the page keeps
 * its own). `settings` adds the module's debounce and choices (runHere: run on the page where there is
 * no worker).
 */
export function bootstrapRunner<J>(
  toOptions: (job: J) => BootstrapOptions,
  settings: Pick<WorkerJobRunner<J, BootstrapJobResult>, 'debounceMs' | 'dropAnswersOnChange' | 'lastSurvivesError'> & { runHere: boolean },
): WorkerJobRunner<J, BootstrapJobResult> {
  const { runHere, ...rest } = settings;
  return {
    ...rest,
    createWorker: createBootstrapWorker,
    post(worker, id, job) {
      const options = toOptions(job);
      if (options.returns instanceof Float64Array) {
        const returns = options.returns.slice();
        worker.postMessage({ id, options: { ...options, returns } } satisfies BootstrapRequest, [returns.buffer]);
      } else worker.postMessage({ id, options } satisfies BootstrapRequest);
    },
    runHere: runHere ? (job) => runBootstrapJob(toOptions(job)) : undefined,
  };
}
