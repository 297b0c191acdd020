/**
 * A backtest as a job of the lab's worker (backtest.worker.ts): the same function runs in the worker
 * and, where there is no worker, on the page.
 */
import type { BacktestDeclaration } from './declaration';
import type { ParamValues } from './params';
import { selectVariant } from './variants';
import type { OhlcSeries } from '../../market/ohlcSeries';
import type { BacktestKpis } from './kpis';
import { runBacktest, type BacktestResult } from './runBacktest';
import { withoutCosts, type BacktestSettings } from './settings';

export interface BacktestJob {
  series: OhlcSeries;
  declaration: BacktestDeclaration;
  /** A variant of the declaration (undefined: its base). */
  variant?: string;
  params: ParamValues;
  /** The account and its costs. */
  settings: BacktestSettings;
  /** Run without fees, slippage and funding (the settings' costs left out). */
  costsOff?: boolean;
  /** Also run the other way (with costs when they are off, without when on) and report both KPIs. */
  compareCosts?: boolean;
}

export interface BacktestJobResult extends BacktestResult {
  /** Time of the run itself (ms): inside the worker when it ran there. */
  ms: number;
  /** With `compareCosts`: the KPIs of the run with the settings' costs and of the run without them. */
  costComparison?: { withCosts: BacktestKpis; withoutCosts: BacktestKpis };
}

/**
 * What the page posts to the worker. The series is left out when this worker already has it (the last
 * series it was sent): copying 100,000 bars into the worker took the page about 30 ms per run.
 */
export interface BacktestRequest {
  id: number;
  job: Omit<BacktestJob, 'series'> & { series?: OhlcSeries };
}

export function runBacktestJob(job: BacktestJob): BacktestJobResult {
  const started = performance.now();
  const declaration = selectVariant(job.declaration, job.variant);
  const costFree = withoutCosts(job.settings);
  const result = runBacktest(job.series, declaration, job.params, job.costsOff ? costFree : job.settings);
  if (!job.compareCosts) return { ...result, ms: performance.now() - started };
  const other = runBacktest(job.series, declaration, job.params, job.costsOff ? job.settings : costFree).kpis;
  const costComparison = job.costsOff ? { withCosts: other, withoutCosts: result.kpis } : { withCosts: result.kpis, withoutCosts: other };
  return { ...result, costComparison, ms: performance.now() - started };
}

/** The buffers of a result's series (equity, drawdown, buy-and-hold, position, indicators), to transfer. */
export function backtestTransferList(result: BacktestResult): ArrayBuffer[] {
  const arrays = [result.equity, result.drawdown, result.buyAndHold, result.position, ...Object.values(result.indicators)];
  // An indicator output may be shared by two names; a buffer can be transferred once.
  return [...new Set(arrays.map((array) => array.buffer as ArrayBuffer))];
}
