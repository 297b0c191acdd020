/**
 * From the evaluated ROI & PnL Pro calculator to a Monte Carlo job and back (pure, no React):
 * which symbols of `result.scope` the add-on reads, how it validates the Monte Carlo inputs, and
 * how the final net PnL of a path is written as a linear payoff of the final price.
 *
 * Symbols read (roi-pnl-pro.yaml): `entry`, `s` (+1 long, −1 short), `quantity`, `margin`,
 * `entryFeeNet` and `exitFeeNet` (fees after kickback), `mcLiqPrice` and `mcMmr` (liquidation
 * price of the isolated position and the maintenance rate behind it), and the inputs `mcSamples`,
 * `mcDays`, `mcDailyVolPct`, `mcDailyDriftPct`, `mcSeed`.
 */
import { simulatePricePaths, type LinearPayoff, type PriceBarrier } from '../../../finance/monteCarlo';
import { valueAt } from '../../../finance/valueAt';

/** Largest number of paths the add-on simulates. */
export const MAX_SAMPLES = 20000;
/** Largest number of days. */
export const MAX_DAYS = 1000;
/** Largest daily volatility in percent. */
export const MAX_VOL_PCT = 100;
/** Largest absolute daily drift in percent. */
export const MAX_DRIFT_PCT = 10;
/** Largest seed (unsigned 32 bit). */
export const MAX_SEED = 4294967295;
/** Above this many path steps (samples · days) the simulation runs in a Web Worker: it could take more than a frame. */
export const WORKER_THRESHOLD_STEPS = 20000;

/** Everything one simulation needs; plain data, so it can be posted to a worker. */
export interface MonteCarloJob {
  entry: number;
  samples: number;
  days: number;
  /** μ as a decimal per day. */
  drift: number;
  /** σ as a decimal per day. */
  vol: number;
  seed: number;
  /** Net PnL of a path as intercept + slope · final price. */
  payoff: LinearPayoff;
  /** The liquidation price to watch (absent when there is none). */
  barrier?: PriceBarrier;
}

/** The numbers the add-on shows for one job. */
export interface MonteCarloOutcome {
  p5: number;
  p50: number;
  p95: number;
  /** Fraction of the paths whose daily close touched the liquidation price (0…1). */
  liquidatedShare: number;
  /** P5, P50, P95 of the net PnL on each day 0…days. */
  bands: [Float64Array, Float64Array, Float64Array];
}

/** Which Monte Carlo input is out of range (the add-on words the message). */
export type MonteCarloProblem = 'samples' | 'days' | 'vol' | 'drift' | 'seed';

function numberOf(scope: Readonly<Record<string, unknown>>, name: string): number {
  const value = scope[name];
  return typeof value === 'number' ? value : NaN;
}

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** The Monte Carlo inputs of the scope that are missing or out of range, in input order. */
export function monteCarloProblems(scope: Readonly<Record<string, unknown>>): MonteCarloProblem[] {
  const problems: MonteCarloProblem[] = [];
  if (!isWhole(numberOf(scope, 'mcSamples'), 1, MAX_SAMPLES)) problems.push('samples');
  const vol = numberOf(scope, 'mcDailyVolPct');
  if (!(vol >= 0 && vol <= MAX_VOL_PCT)) problems.push('vol');
  const drift = numberOf(scope, 'mcDailyDriftPct');
  if (!(Math.abs(drift) <= MAX_DRIFT_PCT)) problems.push('drift');
  if (!isWhole(numberOf(scope, 'mcDays'), 1, MAX_DAYS)) problems.push('days');
  if (!isWhole(numberOf(scope, 'mcSeed'), 0, MAX_SEED)) problems.push('seed');
  return problems;
}

/**
 * Net PnL of the whole position exiting at price P, as intercept + slope·P:
 * s·(P − entry)·q − entryFee′·entry·q − exitFee′·P·q = −entry·q·(s + entryFee′) + q·(s − exitFee′)·P.
 */
export function netPnlPayoff(s: number, entry: number, quantity: number, entryFeeNet: number, exitFeeNet: number): LinearPayoff {
  return { intercept: -entry * quantity * (s + entryFeeNet), slope: quantity * (s - exitFeeNet) };
}

/** The job for the evaluated calculator, or null when the calculator's own inputs are not usable (then it shows its message). */
export function monteCarloJob(scope: Readonly<Record<string, unknown>>): MonteCarloJob | null {
  const entry = numberOf(scope, 'entry');
  const s = numberOf(scope, 's');
  const quantity = numberOf(scope, 'quantity');
  const entryFeeNet = numberOf(scope, 'entryFeeNet');
  const exitFeeNet = numberOf(scope, 'exitFeeNet');
  if (!(entry > 0) || !(quantity > 0) || (s !== 1 && s !== -1) || !Number.isFinite(entryFeeNet) || !Number.isFinite(exitFeeNet)) return null;
  if (monteCarloProblems(scope).length > 0) return null;
  const liquidation = numberOf(scope, 'mcLiqPrice');
  return {
    entry,
    samples: numberOf(scope, 'mcSamples'),
    days: numberOf(scope, 'mcDays'),
    drift: numberOf(scope, 'mcDailyDriftPct') / 100,
    vol: numberOf(scope, 'mcDailyVolPct') / 100,
    seed: numberOf(scope, 'mcSeed'),
    payoff: netPnlPayoff(s, entry, quantity, entryFeeNet, exitFeeNet),
    ...(liquidation > 0 ? { barrier: { level: liquidation, direction: s === 1 ? 'below' : 'above' } as PriceBarrier } : {}),
  };
}

/** Path steps of a job: what the run time grows with. */
export function jobSteps(job: MonteCarloJob): number {
  return job.samples * job.days;
}

/** Runs a job here and now (in the worker, or on the main thread for small jobs and in tests). */
export function runMonteCarloJob(job: MonteCarloJob): MonteCarloOutcome {
  const result = simulatePricePaths({
    start: job.entry,
    days: job.days,
    samples: job.samples,
    drift: job.drift,
    vol: job.vol,
    seed: job.seed,
    payoff: job.payoff,
    quantiles: [0.05, 0.5, 0.95],
    ...(job.barrier ? { barrier: job.barrier } : {}),
  });
  const [p5, p50, p95] = result.bands as [Float64Array, Float64Array, Float64Array];
  return {
    p5: valueAt(p5, job.days),
    p50: valueAt(p50, job.days),
    p95: valueAt(p95, job.days),
    liquidatedShare: result.barrierHits / job.samples,
    bands: [p5, p50, p95],
  };
}
