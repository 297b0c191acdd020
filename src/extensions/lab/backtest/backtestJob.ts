/**
 * A backtest as a job of the lab's worker (backtest.worker.ts): the same function runs in the worker
 * and, where there is no worker, on the page.
 */
import type { BacktestDeclaration } from '../../../engine/backtest/declaration';
import type { ParamValues } from '../../../engine/backtest/params';
import { selectVariant } from '../../../engine/backtest/variants';
import type { OhlcSeries } from '../data/ohlcSeries';
import { runBacktest, type BacktestResult } from './runBacktest';
import type { BacktestSettings } from './settings';

export interface BacktestJob {
  series: OhlcSeries;
  declaration: BacktestDeclaration;
  /** A variant of the declaration (undefined: its base). */
  variant?: string;
  params: ParamValues;
  settings: BacktestSettings;
}

export interface BacktestJobResult extends BacktestResult {
  /** Time of the run itself (ms): inside the worker when it ran there. */
  ms: number;
}

/** What the page posts to the worker. */
export interface BacktestRequest {
  id: number;
  job: BacktestJob;
}

export function runBacktestJob(job: BacktestJob): BacktestJobResult {
  const started = performance.now();
  const result = runBacktest(job.series, selectVariant(job.declaration, job.variant), job.params, job.settings);
  return { ...result, ms: performance.now() - started };
}

/** The buffers of a result's series (equity, drawdown, buy-and-hold, position, indicators), to transfer. */
export function backtestTransferList(result: BacktestResult): ArrayBuffer[] {
  const arrays = [result.equity, result.drawdown, result.buyAndHold, result.position, ...Object.values(result.indicators)];
  // An indicator output may be shared by two names; a buffer can be transferred once.
  return [...new Set(arrays.map((array) => array.buffer as ArrayBuffer))];
}
