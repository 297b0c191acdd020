import type { WorkerJobRunner } from '../../../ui/useWorkerJob';
import type { OhlcSeries } from '../../../market/ohlcSeries';
import { runBacktestJob, type BacktestJob, type BacktestJobResult, type BacktestRequest } from '../../../engine/backtest/backtestJob';

function createBacktestWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./backtest.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * A useWorkerJob runner for backtests: the lab's worker runs the job; the series is copied by the
 * structured clone (the page keeps its own) once per worker, and left out of later jobs on the same
 * series; the result's series come back transferred. Jobs of at most `runHereBars` bars (default 0: none)
 * and every job where there is no Worker run on the page.
 */
export function backtestRunner(settings: { debounceMs: number; runHereBars?: number }): WorkerJobRunner<BacktestJob, BacktestJobResult> {
  const runHereBars = settings.runHereBars ?? 0;
  const seriesSent = new WeakMap<Worker, OhlcSeries>();
  return {
    debounceMs: settings.debounceMs,
    createWorker: createBacktestWorker,
    post(worker, id, job) {
      const { series, ...rest } = job;
      const request: BacktestRequest = seriesSent.get(worker) === series ? { id, job: rest } : { id, job };
      seriesSent.set(worker, series);
      worker.postMessage(request);
    },
    runHere: runBacktestJob,
    runsHere: (job) => job.series.close.length <= runHereBars,
  };
}
