/**
 * Web Worker of the bespoke modules' Monte Carlo (order analyzer, Performance Pro): the seeded
 * bootstrap of src/finance/bootstrapMonteCarlo.ts off the main thread. Message in:
 * {@link BootstrapRequest}; out: a WorkerAnswer with the fan as transferred buffers and the time the
 * simulation took inside the worker.
 */
import { runBootstrapJob, type BootstrapJobResult, type BootstrapRequest } from './bootstrapJob';
import type { WorkerAnswer } from '../../ui/useWorkerJob';

// The worker's global scope, typed without pulling the WebWorker lib into the DOM project.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BootstrapRequest>) => void) | null;
  postMessage: (message: WorkerAnswer<BootstrapJobResult>, transfer: Transferable[]) => void;
};

scope.onmessage = (event) => {
  const { id, options } = event.data;
  try {
    const result = runBootstrapJob(options);
    scope.postMessage({ id, ok: true, result }, result.fan.map((band) => band.buffer));
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }, []);
  }
};
