/**
 * Signals and gauges read at the last bar, and a stop parameter of 0 that switches the stop off.
 * Expected values are worked out by hand from the bars in each test.
 */
import { describe, expect, it } from 'vitest';
import { checkBacktestDeclaration } from './checkDeclaration';
import type { BacktestDeclaration } from './declaration';
import { createOhlcSeries } from '../../market/ohlcSeries';
import { runBacktest } from './runBacktest';
import { withoutCosts } from './settings';

const closes = [10, 11, 12, 13, 12, 11, 14];
const series = createOhlcSeries({
  time: Float64Array.from(closes, (_, i) => Date.UTC(2024, 0, 1) + i * 3_600_000),
  open: Float64Array.from(closes),
  high: Float64Array.from(closes, (c) => c + 1),
  low: Float64Array.from(closes, (c) => c - 1),
  close: Float64Array.from(closes),
});

const label = { en: 'x', de: 'x' };
const declaration: BacktestDeclaration = {
  id: 'readings',
  indicators: [{ id: 'fast', kind: 'sma', params: { period: 2 } }, { id: 'slow', kind: 'sma', params: { period: 3 } }],
  params: [{ id: 'level', label, default: 12, min: 0, max: 100 }],
  rules: { long: 'crossAbove(fast, slow)', exitLong: 'crossBelow(fast, slow)' },
  signals: [
    // SMA2 at the last two bars: 11.5, 12.5; SMA3: 12, 12.333…: fast crosses above slow at the last bar.
    { id: 'cross', label, rule: 'crossAbove(fast, slow)', rank: 1 },
    { id: 'above', label, rule: 'close > level' },
    { id: 'below', label, rule: 'close < prev(close, 1)' },
  ],
  gauges: [{ id: 'strength', label, expr: 'close > 13 ? 3 : close > 12 ? 2 : 1', levels: [label, label, label] }],
};

describe('signals and gauges at the last bar', () => {
  it('reads each signal as 1 or 0 and each gauge as its number at the last bar', () => {
    const result = runBacktest(series, declaration, {}, withoutCosts({}));
    expect(result.latest.signals).toEqual({ cross: 1, above: 1, below: 0 });
    expect(result.latest.gauges).toEqual({ strength: 3 });
  });

  it('a signal that reads an undefined value is unknown (NaN), not false', () => {
    const short = createOhlcSeries({ time: series.time.slice(0, 2), open: series.open.slice(0, 2), high: series.high.slice(0, 2), low: series.low.slice(0, 2), close: series.close.slice(0, 2) });
    expect(runBacktest(short, declaration, {}, withoutCosts({})).latest.signals.cross).toBeNaN();
  });

  it('validate refuses unknown names, a signal that is no condition and duplicate ids', () => {
    const wrong: BacktestDeclaration = {
      ...declaration,
      signals: [{ id: 'cross', label, rule: 'crossAbove(fats, slow)' }, { id: 'cross', label, rule: 'close - level' }],
      gauges: [{ id: 'g', label, expr: 'slwo + 1', levels: [label, label] }],
    };
    const messages = checkBacktestDeclaration(wrong).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^signals\.0\.rule: .*"fats".*did you mean "fast"/),
        'signals.1.id: duplicate signal or gauge id "cross"',
        expect.stringMatching(/^signals\.1\.rule: /),
        expect.stringMatching(/^gauges\.0\.expr: .*"slwo"/),
      ]),
    );
  });
});

describe('a stop parameter of 0', () => {
  it('switches the declaration’s stop off', () => {
    const withStop: BacktestDeclaration = { ...declaration, params: [...(declaration.params ?? []), { id: 'atrStop', label, default: 1, min: 0, max: 5 }], stop: { atrMultiple: 'atrStop', atrPeriod: 2 } };
    const off = runBacktest(series, withStop, { atrStop: 0 }, withoutCosts({}));
    expect(off.settings.stop).toEqual({ pct: undefined, atr: undefined });
    const on = runBacktest(series, withStop, { atrStop: 1.5 }, withoutCosts({}));
    expect(on.settings.stop.atr).toEqual({ multiple: 1.5, period: 2 });
  });
});
