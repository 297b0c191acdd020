/**
 * Web Worker of the `pnl-monte-carlo` add-on: runs one Monte Carlo job off the main thread, so typing
 * stays smooth while 10,000 paths × 365 days are simulated. Message in: {@link MonteCarloRequest};
 * message out: a {@link WorkerAnswer} (the shared worker-job protocol) with the percentile bands as
 * transferred buffers.
 */
import type { WorkerAnswer } from '../../../../ui/useWorkerJob';
import { runMonteCarloJob, type MonteCarloJob, type MonteCarloOutcome } from './monteCarloJob';

export interface MonteCarloRequest {
  id: number;
  job: MonteCarloJob;
}


// The worker's global scope, typed without pulling the WebWorker lib into the DOM project.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MonteCarloRequest>) => void) | null;
  postMessage: (message: WorkerAnswer<MonteCarloOutcome>, transfer: Transferable[]) => void;
};

scope.onmessage = (event) => {
  const { id, job } = event.data;
  try {
    const result = runMonteCarloJob(job);
    scope.postMessage({ id, ok: true, result }, result.bands.map((band) => band.buffer));
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }, []);
  }
};
