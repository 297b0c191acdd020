import { bootstrapMonteCarlo } from '../../../finance/bootstrapMonteCarlo';

/** One bootstrap Monte Carlo run of the analyzer (issue 5 §4). */
export interface OrderMonteCarloJob {
  /** The observed daily returns (finite values only). */
  returns: number[];
  trials: number;
  horizon: number;
  /** The current (final) equity: where every path starts. */
  startEquity: number;
  seed: number;
}

export interface OrderMonteCarloOutcome {
  /** P5, P50, P95 of the equity after t days, t = 0…horizon. */
  bands: [Float64Array, Float64Array, Float64Array];
  /** Share of paths that end below the start equity. */
  probBelowStart: number;
}

/** Runs the job (pure; the worker calls this, and so do the tests). */
export function runOrderMonteCarlo(job: OrderMonteCarloJob): OrderMonteCarloOutcome {
  const result = bootstrapMonteCarlo({ returns: job.returns, trials: job.trials, horizon: job.horizon, startEquity: job.startEquity, seed: job.seed, quantiles: [0.05, 0.5, 0.95] });
  const [p5, p50, p95] = result.fan;
  if (!p5 || !p50 || !p95) throw new Error('missing percentile band');
  return { bands: [p5, p50, p95], probBelowStart: result.probBelowStart };
}
