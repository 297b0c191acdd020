/**
 * The trend-following backtest of specs/strategies/trend-following.yaml with its optional rule parameters:
 * an empty `adxMin` takes every crossover (the same trades as the rule without the filter), a value takes only
 * entries with ADX(14) above it at the signal bar; an empty `atrStop` has no stop, a value puts the stop
 * atrStop × ATR(14) of the signal bar away from the entry fill price. Run on a seeded random walk.
 */
import { describe, expect, it } from 'vitest';
import type { BacktestDeclaration } from './declaration';
import { INDICATOR_BINDINGS } from './indicatorKinds';
import { randomWalk } from './randomWalk.testHelper';
import { runBacktest } from './runBacktest';
import { withoutCosts } from './settings';
import { strategyBacktest } from './strategyBacktest.testHelper';

const declaration = strategyBacktest('trend-following.yaml');
const series = randomWalk(4_000);
const periods = { fast: 10, slow: 40 };

describe('trend-following backtest: optional ADX filter and ATR stop', () => {
  it('empty adxMin and atrStop: the plain crossover without a stop', () => {
    const plain: BacktestDeclaration = { ...declaration, rules: { long: 'crossAbove(smaFast, smaSlow)', exitLong: 'crossBelow(smaFast, smaSlow)', short: 'crossBelow(smaFast, smaSlow)', exitShort: 'crossAbove(smaFast, smaSlow)' }, stop: undefined };
    const empty = runBacktest(series, declaration, { ...periods, adxMin: NaN, atrStop: NaN }, withoutCosts({ side: 'both' }));
    const expected = runBacktest(series, plain, periods, withoutCosts({ side: 'both' }));
    expect(empty.trades.length).toBeGreaterThan(5);
    expect(empty.trades).toEqual(expected.trades);
    expect(empty.trades.some((trade) => trade.reason === 'stop')).toBe(false);
    // Left out entirely (no default): also empty.
    expect(runBacktest(series, declaration, periods, withoutCosts({ side: 'both' })).trades).toEqual(expected.trades);
  });

  it('adxMin filters entries by ADX(14) at the signal bar', () => {
    const all = runBacktest(series, declaration, periods, withoutCosts({})).trades;
    const filtered = runBacktest(series, declaration, { ...periods, adxMin: 25 }, withoutCosts({}));
    const adx = filtered.indicators['adx.adx'] as Float64Array;
    expect(filtered.trades.length).toBeGreaterThan(0);
    expect(filtered.trades.length).toBeLessThan(all.length);
    for (const trade of filtered.trades) expect(adx[trade.entryIndex - 1]).toBeGreaterThan(25);
  });

  it('atrStop puts the stop atrStop × ATR(14) of the signal bar below a long entry fill', () => {
    const result = runBacktest(series, declaration, { ...periods, atrStop: 1.5 }, withoutCosts({}));
    const atr = INDICATOR_BINDINGS.atr({ series, source: series.close }, { period: 14 }).value;
    const atLevel = result.trades.filter((trade) => trade.reason === 'stop' && trade.exitPrice !== series.open[trade.exitIndex]);
    expect(atLevel.length).toBeGreaterThan(0);
    for (const trade of atLevel) expect(trade.exitPrice).toBeCloseTo(trade.entryPrice - 1.5 * (atr[trade.entryIndex - 1] as number), 9);
  });
});
