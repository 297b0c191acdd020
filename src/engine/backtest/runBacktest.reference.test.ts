/**
 * runBacktest against an independent implementation of the same semantics: the numbers come from
 * scripts/reference/backtestReference.py (numpy/pandas: rolling-window indicators, vectorised signals, its own
 * trade loop and KPIs), which generated the series and wrote tests/fixtures/backtest/backtestReference.json.
 * One scenario charges a market's funding history (its own times and rates, an interval change included).
 */
import { describe, expect, it } from 'vitest';
import type { BacktestDeclaration } from './declaration';
import { createOhlcSeries } from '../../market/ohlcSeries';
import reference from '../../../tests/fixtures/backtest/backtestReference.json';
import { runBacktest } from './runBacktest';
import type { BacktestSettings } from './settings';

const series = createOhlcSeries({
  time: Float64Array.from(reference.series.time),
  open: Float64Array.from(reference.series.open),
  high: Float64Array.from(reference.series.high),
  low: Float64Array.from(reference.series.low),
  close: Float64Array.from(reference.series.close),
});

/** Relative closeness for values that went through long sums. */
function close(actual: number, expected: number, relative = 1e-9): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(expected)));
}

/** A scenario's settings, with its market funding history (charged instead of the constant rate) when it has one. */
function scenarioSettings(scenario: (typeof reference.scenarios)[number]): BacktestSettings {
  const history = 'fundingHistory' in scenario ? scenario.fundingHistory : undefined;
  const settings = scenario.settings as BacktestSettings;
  return history ? { ...settings, fundingHistory: { time: Float64Array.from(history.time), rate: Float64Array.from(history.rate) } } : settings;
}

describe.each(reference.scenarios)('runBacktest = the reference: $name', (scenario) => {
  const result = runBacktest(series, scenario.declaration as BacktestDeclaration, {}, scenarioSettings(scenario));


  it('makes the same trades', () => {
    expect(result.trades.length).toBe(scenario.trades.length);
    result.trades.forEach((trade, i) => {
      const expected = scenario.trades[i] as (typeof scenario.trades)[number];
      expect([trade.side, trade.entryIndex, trade.exitIndex, trade.reason, trade.bars]).toEqual([expected.side, expected.entryIndex, expected.exitIndex, expected.reason, expected.bars]);
      close(trade.entryPrice, expected.entryPrice);
      close(trade.exitPrice, expected.exitPrice);
      close(trade.quantity, expected.quantity);
      close(trade.fees, expected.fees);
      close(trade.funding, expected.funding);
      close(trade.pnl, expected.pnl);
    });
  });

  it('has the same bar-close equity', () => {
    for (const [index, value] of Object.entries(scenario.equityAt)) close(result.equity[Number(index)] as number, value);
  });

  it('has the same KPIs', () => {
    const { kpis } = scenario;
    expect(result.kpis.trades).toBe(kpis.trades);
    close(result.kpis.netPnl, kpis.netPnl);
    close(result.kpis.winRate, kpis.winRate as number);
    close(result.kpis.profitFactor, kpis.profitFactor as number);
    close(result.kpis.maxDrawdown, kpis.maxDrawdown);
    close(result.kpis.exposure, kpis.exposure);
    close(result.kpis.buyAndHoldReturn, kpis.buyAndHoldReturn);
    close(result.kpis.sharpe, kpis.sharpe, 1e-7);
    close(result.kpis.avgBarsInTrade, kpis.avgBarsInTrade as number);
  });
});

describe('runBacktest with a funding history = the reference', () => {
  const scenario = reference.scenarios.find((candidate) => 'fundingDifference' in candidate) as (typeof reference.scenarios)[number] & { fundingDifference: number };

  it('differs from the run without funding by the funding difference of the reference', () => {
    const declaration = scenario.declaration as BacktestDeclaration;
    const withHistory = runBacktest(series, declaration, {}, scenarioSettings(scenario));
    const withoutFunding = runBacktest(series, declaration, {}, { ...(scenario.settings as BacktestSettings), fundingPer8h: 0 });
    close(withoutFunding.kpis.netPnl - withHistory.kpis.netPnl, scenario.fundingDifference);
  });
});
