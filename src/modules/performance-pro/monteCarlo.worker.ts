/**
 * Web Worker of Performance Pro's Monte Carlo: the seeded bootstrap of the period returns
 * (src/finance/bootstrapMonteCarlo.ts) off the main thread; the fan comes back as transferred buffers
 * with the time the simulation took inside the worker.
 */
import { bootstrapMonteCarlo } from '../../finance/bootstrapMonteCarlo';

export interface McRequest {
  id: number;
  returns: Float64Array;
  iterations: number;
  length: number;
  startEquity: number;
  ruinEquity: number;
  seed: number;
}

export type McResponse =
  | { id: number; ok: true; fan: Float64Array[]; ruinProbability: number; probBelowStart: number; ms: number }
  | { id: number; ok: false; error: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<McRequest>) => void) | null;
  postMessage: (message: McResponse, transfer: Transferable[]) => void;
};

scope.onmessage = (event) => {
  const { id, returns, iterations, length, startEquity, ruinEquity, seed } = event.data;
  try {
    const started = performance.now();
    const result = bootstrapMonteCarlo({ returns, trials: iterations, horizon: length, startEquity, ruinEquity, seed });
    const ms = performance.now() - started;
    scope.postMessage({ id, ok: true, fan: result.fan, ruinProbability: result.ruinProbability, probBelowStart: result.probBelowStart, ms }, result.fan.map((band) => band.buffer));
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }, []);
  }
};
