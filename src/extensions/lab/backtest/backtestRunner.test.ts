import { describe, expect, it } from 'vitest';
import { createOhlcSeries } from '../../../market/ohlcSeries';
import type { BacktestJob, BacktestRequest } from '../../../engine/backtest/backtestJob';
import { backtestRunner } from './backtestRunner';

function fakeWorker() {
  const sent: BacktestRequest[] = [];
  return { sent, worker: { postMessage: (message: BacktestRequest) => sent.push(message) } as unknown as Worker };
}

const bars = (close: number[]) =>
  createOhlcSeries({
    time: Float64Array.from(close.map((_, i) => i * 3_600_000)),
    open: Float64Array.from(close),
    high: Float64Array.from(close),
    low: Float64Array.from(close),
    close: Float64Array.from(close),
  });

const job = (series: BacktestJob['series'], entry: number): BacktestJob => ({ series, declaration: { id: 'x', rules: { long: `close > ${entry}` } }, params: {}, settings: {} });

describe('backtestRunner', () => {
  it('sends a worker the series once, and again only for other data or another worker', () => {
    const runner = backtestRunner({ debounceMs: 0 });
    const first = bars([100, 101, 102]);
    const { sent, worker } = fakeWorker();
    runner.post(worker, 1, job(first, 100));
    runner.post(worker, 2, job(first, 101));
    const other = bars([100, 99, 98]);
    runner.post(worker, 3, job(other, 101));
    expect(sent.map((request) => request.job.series)).toEqual([first, undefined, other]);
    expect(sent[1]!.job.declaration.rules).toEqual({ long: 'close > 101' });

    // A new worker (the busy one was terminated) has no series yet.
    const fresh = fakeWorker();
    runner.post(fresh.worker, 4, job(other, 102));
    expect(fresh.sent[0]!.job.series).toBe(other);
  });
});
