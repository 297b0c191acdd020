/**
 * Stops and take-profits in ticks, optional rule parameters (empty = off) and the run without costs, on
 * small hand-made bar series. Expected numbers are worked out in each test from the rules in
 * runBacktest.ts: a tick level lies at entry fill ± ticks · tickSize; a bar whose range reaches it exits at
 * the level exactly; a bar that opens beyond it exits at its open; with stop and take-profit in one bar
 * the stop counts.
 */
import { describe, expect, it } from 'vitest';
import type { BacktestDeclaration } from './declaration';
import { createOhlcSeries, type OhlcSeries } from '../../market/ohlcSeries';
import { runBacktestJob } from './backtestJob';
import { runBacktest, type BacktestTrade } from './runBacktest';
import { withoutCosts } from './settings';

const MINUTE = 60_000;
const START = Date.UTC(2024, 5, 1);

type Bar = [open: number, high: number, low: number, close: number];

function bars(rows: Bar[]): OhlcSeries {
  return createOhlcSeries({
    time: Float64Array.from(rows, (_, i) => START + i * MINUTE),
    open: Float64Array.from(rows, (row) => row[0]),
    high: Float64Array.from(rows, (row) => row[1]),
    low: Float64Array.from(rows, (row) => row[2]),
    close: Float64Array.from(rows, (row) => row[3]),
  });
}

const flat = (p: number): Bar => [p, p, p, p];

/** Long when the close crosses above 100.5 (bar 1), so the entry fills at bar 2's open; stop and target in ticks. */
const TICK_DECLARATION: BacktestDeclaration = {
  id: 'ticks',
  rules: { long: 'crossAbove(close, 100.5)' },
  params: [
    { id: 'targetTicks', label: { en: 'Target', de: 'Ziel' }, default: 10, min: 0, max: 100 },
    { id: 'stopTicks', label: { en: 'Stop', de: 'Stop' }, default: 5, min: 0, max: 100, optional: true },
    { id: 'tickSize', label: { en: 'Tick', de: 'Tick' }, default: 0.5, min: 0.01, max: 10 },
  ],
  stop: { ticks: 'stopTicks', tickSize: 'tickSize' },
  takeProfit: { ticks: 'targetTicks', tickSize: 'tickSize' },
};

function only(trades: BacktestTrade[]): BacktestTrade {
  expect(trades).toHaveLength(1);
  return trades[0] as BacktestTrade;
}

describe('runBacktest: stops and take-profits in ticks', () => {
  it('takes profit at entry + ticks · tickSize when a bar reaches it', () => {
    // Entry at bar 2's open 102; target 102 + 10 · 0.5 = 107, stop 102 − 5 · 0.5 = 99.5.
    const series = bars([flat(100), [100, 101, 99, 101], [102, 104, 101, 103], [103, 107.5, 102, 107], flat(107)]);
    const trade = only(runBacktest(series, TICK_DECLARATION, {}, withoutCosts({})).trades);
    expect(trade).toMatchObject({ reason: 'takeProfit', entryIndex: 2, exitIndex: 3, entryPrice: 102, exitPrice: 107 });
    expect(trade.pnl).toBeCloseTo((10_000 / 102) * 5, 9);
  });

  it('stops at entry − ticks · tickSize, and the stop counts when both lie in one bar', () => {
    const series = bars([flat(100), [100, 101, 99, 101], [102, 104, 101, 103], [103, 108, 99, 104], flat(104)]);
    const trade = only(runBacktest(series, TICK_DECLARATION, {}, withoutCosts({})).trades);
    expect(trade).toMatchObject({ reason: 'stop', exitIndex: 3, exitPrice: 99.5 });
  });

  it('a bar that opens below the stop exits at its open; the parameters change the distances', () => {
    const series = bars([flat(100), [100, 101, 99, 101], [102, 103, 101.5, 102], [98, 99, 97, 98], flat(98)]);
    expect(only(runBacktest(series, TICK_DECLARATION, {}, withoutCosts({})).trades)).toMatchObject({ reason: 'stop', exitIndex: 3, exitPrice: 98 });
    // Stop of 2 ticks of 0.25: 102 − 0.5 = 101.5, reached by bar 2's low (the fill bar).
    expect(only(runBacktest(series, TICK_DECLARATION, { stopTicks: 2, tickSize: 0.25 }, withoutCosts({})).trades)).toMatchObject({ reason: 'stop', exitIndex: 2, exitPrice: 101.5 });
  });

  it('mirrors the levels for a short', () => {
    const declaration: BacktestDeclaration = { ...TICK_DECLARATION, rules: { short: 'crossBelow(close, 99.5)' }, side: 'short' };
    // Short at bar 2's open 98: target 98 − 5 = 93, stop 98 + 2.5 = 100.5.
    const series = bars([flat(100), [100, 100, 99, 99], [98, 99, 97, 97], [97, 97.5, 92.5, 93], flat(93)]);
    expect(only(runBacktest(series, declaration, {}, withoutCosts({})).trades)).toMatchObject({ side: 'short', reason: 'takeProfit', exitPrice: 93 });
  });

  it('an empty optional stop parameter means no stop', () => {
    const series = bars([flat(100), [100, 101, 99, 101], [102, 104, 101, 103], [103, 104, 90, 95], flat(95)]);
    const trade = only(runBacktest(series, TICK_DECLARATION, { stopTicks: NaN }, withoutCosts({})).trades);
    expect(trade).toMatchObject({ reason: 'end', exitPrice: 95 });
    expect(runBacktest(series, TICK_DECLARATION, { stopTicks: NaN }, withoutCosts({})).params.stopTicks).toBeNaN();
  });
});

describe('optional rule parameters', () => {
  const declaration: BacktestDeclaration = {
    id: 'filter',
    rules: { long: 'crossAbove(close, 100.5) and (not isSet(minClose) or close > minClose)' },
    params: [{ id: 'minClose', label: { en: 'Minimum close', de: 'Mindest-Schlusskurs' }, min: 0, max: 1000, optional: true }],
  };
  const series = bars([flat(100), [100, 101, 99, 101], flat(102), flat(103)]);

  it('empty (no default, or NaN given) switches the filter off', () => {
    expect(runBacktest(series, declaration, {}, withoutCosts({})).trades).toHaveLength(1);
    expect(runBacktest(series, declaration, { minClose: NaN }, withoutCosts({})).trades).toHaveLength(1);
  });

  it('a value applies the filter', () => {
    expect(runBacktest(series, declaration, { minClose: 100 }, withoutCosts({})).trades).toHaveLength(1);
    expect(runBacktest(series, declaration, { minClose: 101 }, withoutCosts({})).trades).toHaveLength(0);
  });
});

describe('costs on and off', () => {
  const declaration: BacktestDeclaration = { id: 'costs', rules: { long: 'crossAbove(close, 100.5)', exitLong: 'close > 104' } };
  const series = bars([flat(100), [100, 101, 99, 101], [102, 103, 101, 103], [104, 106, 103, 105], [106, 107, 105, 106], flat(106)]);
  const settings = { feeBps: 10, slippageBps: 10, fundingPer8h: 0.01 };

  it('withoutCosts keeps the account and drops fees, slippage and funding (a funding history too)', () => {
    expect(withoutCosts({ ...settings, sizePct: 50, leverage: 2 })).toEqual({ sizePct: 50, leverage: 2, feeBps: 0, slippageBps: 0, fundingPer8h: 0, fundingHistory: null });
  });

  it('the job reports both KPIs; the costs off toggle shows the run without costs', () => {
    const job = { series, declaration, params: {}, settings, compareCosts: true };
    const on = runBacktestJob(job);
    const off = runBacktestJob({ ...job, costsOff: true });
    // Without costs: buy at 102, sell at 106 with the whole 10,000.
    const gross = (10_000 / 102) * 4;
    expect(on.costComparison?.withoutCosts.netPnl).toBeCloseTo(gross, 9);
    expect(off.kpis.netPnl).toBeCloseTo(gross, 9);
    expect(off.costComparison).toEqual(on.costComparison);
    // With costs: fills 102 · 1.001 and 106 · 0.999, fees 0.1 % of both notionals.
    const entry = 102 * 1.001;
    const exit = 106 * 0.999;
    const quantity = 10_000 / entry;
    expect(on.kpis.netPnl).toBeCloseTo(quantity * (exit - entry) - 0.001 * quantity * (entry + exit), 9);
    expect(on.costComparison?.withCosts.netPnl).toBeCloseTo(on.kpis.netPnl, 12);
    expect(runBacktestJob({ ...job, compareCosts: false }).costComparison).toBeUndefined();
  });
});
