/**
 * Web Worker of the backtest lab: runs one backtest off the main thread. Message in:
 * {@link BacktestRequest} (series unless unchanged, declaration, variant, parameter values, settings); out: a
 * WorkerAnswer (src/ui/useWorkerJob.ts) with the result, its series buffers transferred, not copied.
 */
import type { WorkerAnswer } from '../../../ui/useWorkerJob';
import type { OhlcSeries } from '../../../market/ohlcSeries';
import { backtestTransferList, runBacktestJob, type BacktestJobResult, type BacktestRequest } from '../../../engine/backtest/backtestJob';

// The worker's global scope, typed without pulling the WebWorker lib into the DOM project.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BacktestRequest>) => void) | null;
  postMessage: (message: WorkerAnswer<BacktestJobResult>, transfer: Transferable[]) => void;
};

/** The series of the last request that carried one: later requests on the same data leave it out. */
let series: OhlcSeries | undefined;

scope.onmessage = (event) => {
  const { id, job } = event.data;
  try {
    series = job.series ?? series;
    if (!series) throw new Error('no series sent to the worker');
    const result = runBacktestJob({ ...job, series });
    scope.postMessage({ id, ok: true, result }, backtestTransferList(result));
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) }, []);
  }
};
