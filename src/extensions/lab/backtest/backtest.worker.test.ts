import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerAnswer } from '../../../ui/useWorkerJob';
import { createOhlcSeries } from '../../../market/ohlcSeries';
import type { BacktestJobResult, BacktestRequest } from '../../../engine/backtest/backtestJob';

interface FakeScope {
  onmessage: ((event: { data: BacktestRequest }) => void) | null;
  postMessage: (message: WorkerAnswer<BacktestJobResult>, transfer: Transferable[]) => void;
}

const posted: { message: WorkerAnswer<BacktestJobResult>; transfer: Transferable[] }[] = [];
const scope: FakeScope = { onmessage: null, postMessage: (message, transfer) => posted.push({ message, transfer }) };
const globals = globalThis as unknown as { self?: unknown };
const previousSelf = globals.self;

beforeAll(async () => {
  globals.self = scope;
  await import('./backtest.worker');
});

afterAll(() => {
  globals.self = previousSelf;
});

const series = createOhlcSeries({
  time: Float64Array.from([0, 1, 2, 3].map((i) => i * 3_600_000)),
  open: Float64Array.from([100, 100, 102, 104]),
  high: Float64Array.from([100, 101, 103, 105]),
  low: Float64Array.from([100, 99, 101, 103]),
  close: Float64Array.from([100, 101, 103, 104]),
});

describe('backtest.worker', () => {
  it('answers a request with the result and transfers its series', () => {
    scope.onmessage?.({ data: { id: 7, job: { series, declaration: { id: 'x', rules: { long: 'close > 100.5' } }, params: {}, settings: {} } } });
    const { message, transfer } = posted.pop() as (typeof posted)[number];
    expect(message.id).toBe(7);
    if (!message.ok) throw new Error(message.error);
    expect(message.result.trades).toHaveLength(1);
    expect(transfer).toContain(message.result.equity.buffer);
    expect(transfer).toContain(message.result.position.buffer);
    expect(message.result.ms).toBeGreaterThanOrEqual(0);
  });

  it('answers an error as a message', () => {
    scope.onmessage?.({ data: { id: 8, job: { series, declaration: { id: 'x', rules: { long: 'close > 1' } }, variant: 'nope', params: {}, settings: {} } } });
    expect(posted.pop()?.message).toEqual({ id: 8, ok: false, error: 'unknown variant "nope" of backtest "x"' });
  });

  it('runs a request without a series on the series it was sent last', () => {
    const declaration = { id: 'x', rules: { long: 'close > 100.5' } };
    scope.onmessage?.({ data: { id: 9, job: { series, declaration, params: {}, settings: {} } } });
    const withSeries = posted.pop()!.message;
    scope.onmessage?.({ data: { id: 10, job: { declaration, params: {}, settings: {} } } });
    const without = posted.pop()!.message;
    if (!withSeries.ok || !without.ok) throw new Error('a run failed');
    expect(without.id).toBe(10);
    expect(without.result.equity).toEqual(withSeries.result.equity);
    expect(without.result.trades).toEqual(withSeries.result.trades);
  });
});
