import { bootstrapMonteCarlo, type BootstrapOptions } from '../../finance/bootstrapMonteCarlo';

/**
 * The bootstrap Monte Carlo as a job of the shared worker (bootstrap.worker.ts), for the order
 * analyzer and Performance Pro: the same function runs in the worker and, where there is no worker,
 * on the page.
 */
export interface BootstrapJobResult {
  /** fan[q][t]: quantile q of the equity after t periods (see bootstrapMonteCarlo). */
  fan: Float64Array[];
  probBelowStart: number;
  ruinProbability: number;
  /** Time of the simulation itself (ms): inside the worker when it ran there. */
  ms: number;
}

export interface BootstrapRequest {
  id: number;
  options: BootstrapOptions;
}

export function runBootstrapJob(options: BootstrapOptions): BootstrapJobResult {
  const started = performance.now();
  const result = bootstrapMonteCarlo(options);
  const ms = performance.now() - started;
  return { fan: result.fan, probBelowStart: result.probBelowStart, ruinProbability: result.ruinProbability, ms };
}
