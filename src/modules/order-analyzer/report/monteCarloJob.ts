import type { BootstrapOptions } from '../../../finance/bootstrapMonteCarlo';

/** One bootstrap Monte Carlo run of the analyzer. */
export interface OrderMonteCarloJob {
  /** The observed daily returns (finite values only). */
  returns: number[];
  trials: number;
  horizon: number;
  /** The current (final) equity: where every path starts. */
  startEquity: number;
  seed: number;
}

/** The bootstrap of the job: P5, P50, P95 of the equity after t days (t = 0…horizon), no ruin level. */
export function orderBootstrapOptions(job: OrderMonteCarloJob): BootstrapOptions {
  return { returns: job.returns, trials: job.trials, horizon: job.horizon, startEquity: job.startEquity, seed: job.seed, quantiles: [0.05, 0.5, 0.95] };
}
