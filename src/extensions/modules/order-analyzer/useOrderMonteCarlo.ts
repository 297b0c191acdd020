import { useMemo } from 'react';
import { bootstrapRunner } from '../../shared/bootstrapRunner';
import { useWorkerJob } from '../../../ui/useWorkerJob';
import type { OrderReport } from './core/report/analyzeOrders';
import { orderBootstrapOptions, type OrderMonteCarloJob } from './core/report/monteCarloJob';

/** In the shared worker; on the page where there is no Worker (jsdom). Typing "5000" runs once (300 ms debounce). */
const RUNNER = bootstrapRunner(orderBootstrapOptions, { debounceMs: 300, runHere: true });

/**
 * The report's bootstrap Monte Carlo: `trials` paths of `horizon` days, each day's return drawn from
 * the observed daily returns, compounded from the current equity — in a Web Worker, debounced. Null job
 * when there is no day with a defined return. Read by the Monte Carlo panel (its figures) and the
 * equity chart (its fan after the last day).
 */
export function useOrderMonteCarlo(report: OrderReport, trials: number, horizon: number, seed: number) {
  const job = useMemo<OrderMonteCarloJob | null>(() => {
    const returns = Array.from(report.daily.returns).filter(Number.isFinite);
    if (returns.length === 0 || !(report.finalEquity > 0)) return null;
    return { returns, trials, horizon, startEquity: report.finalEquity, seed };
  }, [report, trials, horizon, seed]);
  // The job's JSON is its identity: equal inputs give equal keys.
  const state = useWorkerJob(job && JSON.stringify(job), job, RUNNER);
  const done = state.status === 'done' ? state : state.status === 'running' ? state.last : undefined;
  return { job, state, done, busy: state.status === 'running' };
}

export type OrderMonteCarlo = ReturnType<typeof useOrderMonteCarlo>;
