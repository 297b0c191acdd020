/**
 * Web Worker of the order analyzer's Monte Carlo: bootstraps the daily returns off the main thread.
 * Message in: {@link OrderMonteCarloRequest}; out: {@link OrderMonteCarloResponse} with the bands
 * as transferred buffers.
 */
import { runOrderMonteCarlo, type OrderMonteCarloJob, type OrderMonteCarloOutcome } from './report/monteCarloJob';

export interface OrderMonteCarloRequest {
  id: number;
  job: OrderMonteCarloJob;
}

export type OrderMonteCarloResponse = { id: number; ok: true; outcome: OrderMonteCarloOutcome } | { id: number; ok: false; error: string };

// The worker's global scope, typed without pulling the WebWorker lib into the DOM project.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<OrderMonteCarloRequest>) => void) | null;
  postMessage: (message: OrderMonteCarloResponse, transfer: Transferable[]) => void;
};

scope.onmessage = (event) => {
  const { id, job } = event.data;
  try {
    const outcome = runOrderMonteCarlo(job);
    scope.postMessage({ id, ok: true, outcome }, outcome.bands.map((band) => band.buffer));
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }, []);
  }
};
