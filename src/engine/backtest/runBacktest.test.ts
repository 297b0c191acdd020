/**
 * The run's semantics on small hand-made bar series. Every expected number is worked out from the rule
 * it tests (stated in runBacktest.ts) in the test itself: fill = open · (1 ± slippage), quantity =
 * equity · size · leverage / fill, fee = rate · quantity · fill, P&L = side · quantity · (exit − entry)
 * − fees − funding.
 */
import { describe, expect, it } from 'vitest';
import type { BacktestDeclaration } from './declaration';
import { createOhlcSeries, type OhlcSeries } from '../../market/ohlcSeries';
import type { IndicatorBindings } from './indicatorBinding';
import { INDICATOR_BINDINGS } from './indicatorKinds';
import { runBacktest, type BacktestTrade } from './runBacktest';
import { withoutCosts, type BacktestSettings } from './settings';

const HOUR = 3_600_000;
const START = Date.UTC(2024, 0, 1, 0);

type Bar = [open: number, high: number, low: number, close: number];

/** Bars from [open, high, low, close], one per `step` from `start`. */
function bars(rows: Bar[], start = START, step = HOUR): OhlcSeries {
  return createOhlcSeries({
    time: Float64Array.from(rows, (_, i) => start + i * step),
    open: Float64Array.from(rows, (row) => row[0]),
    high: Float64Array.from(rows, (row) => row[1]),
    low: Float64Array.from(rows, (row) => row[2]),
    close: Float64Array.from(rows, (row) => row[3]),
  });
}

/** A flat bar at price p. */
const flat = (p: number): Bar => [p, p, p, p];

function declaration(rules: BacktestDeclaration['rules'], extra: Partial<BacktestDeclaration> = {}): BacktestDeclaration {
  return { id: 'test', rules, ...extra };
}

/** A run without costs unless the test sets them (the lab's defaults charge fees, slippage and funding). */
function run(series: OhlcSeries, decl: BacktestDeclaration, settings: BacktestSettings = {}, bindings?: IndicatorBindings) {
  return runBacktest(series, decl, {}, { ...withoutCosts({}), ...settings }, bindings);
}

function only(trades: BacktestTrade[]): BacktestTrade {
  expect(trades).toHaveLength(1);
  return trades[0] as BacktestTrade;
}

describe('runBacktest: fills and fees', () => {
  it('enters at the next open with slippage, pays fees on both fills, exits at the next open', () => {
    const series = bars([flat(100), [100, 101, 99, 101], [102, 103, 101, 103], [104, 106, 103, 105], [106, 107, 105, 106], flat(106)]);
    const result = run(series, declaration({ long: 'crossAbove(close, 100.5)', exitLong: 'close > 104' }), { feeBps: 10, slippageBps: 10 });
    const trade = only(result.trades);
    // Signal at bar 1's close → buy at bar 2's open 102 · (1 + 0.001).
    const entry = 102 * 1.001;
    const quantity = 10_000 / entry;
    const entryFee = 0.001 * quantity * entry; // = 10
    // Exit signal at bar 3's close → sell at bar 4's open 106 · (1 − 0.001).
    const exit = 106 * 0.999;
    const exitFee = 0.001 * quantity * exit;
    expect(trade).toMatchObject({ side: 'long', entryIndex: 2, exitIndex: 4, entryTime: START + 2 * HOUR, exitTime: START + 4 * HOUR, reason: 'signal', bars: 2, funding: 0 });
    expect(trade.entryPrice).toBeCloseTo(entry, 12);
    expect(trade.exitPrice).toBeCloseTo(exit, 12);
    expect(trade.quantity).toBeCloseTo(quantity, 12);
    expect(entryFee).toBeCloseTo(10, 12);
    expect(trade.fees).toBeCloseTo(entryFee + exitFee, 10);
    expect(trade.pnl).toBeCloseTo(quantity * (exit - entry) - entryFee - exitFee, 10);
    // Equity at each close: cash after the entry fee plus the open P&L.
    const expected = [10_000, 10_000, 9990 + quantity * (103 - entry), 9990 + quantity * (105 - entry), 10_000 + trade.pnl, 10_000 + trade.pnl];
    expected.forEach((value, t) => expect(result.equity[t]).toBeCloseTo(value, 9));
    expect(Array.from(result.position)).toEqual([0, 0, 1, 1, 0, 0]);
    expect(result.kpis.netPnl).toBeCloseTo(trade.pnl, 9);
    expect(result.kpis.trades).toBe(1);
    expect(result.kpis.exposure).toBeCloseTo(2 / 6, 12);
    expect(result.kpis.buyAndHoldReturn).toBeCloseTo(106 / 100 - 1, 12);
    expect(Array.from(result.buyAndHold)).toEqual([10_000, 10_100, 10_300, 10_500, 10_600, 10_600]);
  });

  it('sizes by sizePct and leverage of the equity before the entry fill', () => {
    const series = bars([flat(100), [100, 101, 99, 101], [100, 100, 100, 100], flat(110)]);
    const result = run(series, declaration({ long: 'crossAbove(close, 100.5)' }), { sizePct: 50, leverage: 3, feeBps: 4 });
    const trade = only(result.trades);
    const quantity = (10_000 * 0.5 * 3) / 100; // 150
    expect(trade.quantity).toBeCloseTo(quantity, 12);
    // Closed at the last close 110 (end): 150 · 10 minus fees 0.0004 · (150 · 100 + 150 · 110).
    expect(trade).toMatchObject({ reason: 'end', exitIndex: 3, exitPrice: 110, bars: 2 });
    expect(trade.fees).toBeCloseTo(0.0004 * (15_000 + 16_500), 10);
    expect(trade.pnl).toBeCloseTo(1500 - 12.6, 10);
    expect(result.kpis.totalReturn).toBeCloseTo((1500 - 12.6) / 10_000, 12);
    expect(result.equity[3]).toBeCloseTo(10_000 + 1500 - 12.6, 9);
  });

  it('closes a position still open after the last bar at the last close, with a fee and no slippage', () => {
    const series = bars([flat(100), [100, 101, 99, 101], [102, 103, 101, 103], [104, 105, 103, 104.5]]);
    const result = run(series, declaration({ long: 'crossAbove(close, 100.5)' }), { feeBps: 10, slippageBps: 10 });
    const trade = only(result.trades);
    const entry = 102 * 1.001;
    const quantity = 10_000 / entry;
    expect(trade).toMatchObject({ reason: 'end', exitIndex: 3, exitPrice: 104.5, exitTime: START + 3 * HOUR, bars: 2 });
    expect(trade.pnl).toBeCloseTo(quantity * (104.5 - entry) - 10 - 0.001 * quantity * 104.5, 9);
    expect(result.equity[3]).toBeCloseTo(10_000 + trade.pnl, 9);
  });

  it('runs on an empty and a one-bar series', () => {
    const empty = run(bars([]), declaration({ long: 'true' }));
    expect(empty.trades).toEqual([]);
    expect(empty.equity).toHaveLength(0);
    const one = run(bars([flat(5)]), declaration({ long: 'true' }));
    expect(one.trades).toEqual([]);
    expect(Array.from(one.equity)).toEqual([10_000]);
    expect(one.kpis.buyAndHoldReturn).toBe(0);
  });

  it('refuses settings out of range', () => {
    expect(() => run(bars([flat(5)]), declaration({ long: 'true' }), { leverage: 0 })).toThrow('leverage must be a number > 0, not 0');
    expect(() => run(bars([flat(5)]), declaration({ long: 'true' }), { stopPct: -2 })).toThrow('stop percent must be a number > 0, not -2');
  });

  it('does not act on a signal at the last bar', () => {
    const series = bars([flat(100), flat(100), [100, 101, 99, 101]]);
    expect(run(series, declaration({ long: 'crossAbove(close, 100.5)' })).trades).toEqual([]);
  });
});

describe('runBacktest: stops and take-profits', () => {
  // Signal at bar 1's close, long entry at bar 2's open 100; 5 % stop = 95, 5 % target = 105. Later
  // closes stay above 100.5 or never cross it again, so each run has one trade.
  const entryBars: Bar[] = [flat(99), [99, 101, 99, 101], [100, 101, 99, 101]];
  const long = declaration({ long: 'crossAbove(close, 100.5)' });

  it('a bar that opens beyond the stop exits at its open, with slippage', () => {
    const result = run(bars([...entryBars, [90, 92, 88, 91], flat(91)]), long, { stopPct: 5, slippageBps: 10 });
    const trade = only(result.trades);
    expect(trade.entryPrice).toBeCloseTo(100 * 1.001, 12);
    expect(trade).toMatchObject({ reason: 'stop', exitIndex: 3, bars: 1 });
    expect(trade.exitPrice).toBeCloseTo(90 * 0.999, 12);
  });

  it('a bar whose range reaches the stop exits at the stop exactly', () => {
    const trade = only(run(bars([...entryBars, [99, 100, 94, 97], flat(97)]), long, { stopPct: 5, slippageBps: 10 }).trades);
    expect(trade).toMatchObject({ reason: 'stop', exitIndex: 3, bars: 2 });
    expect(trade.exitPrice).toBeCloseTo(100 * 1.001 * 0.95, 12);
  });

  it('the stop is checked on the fill bar too (its range, not its open)', () => {
    const trade = only(run(bars([...entryBars.slice(0, 2), [100, 101, 94, 96], flat(96)]), long, { stopPct: 5 }).trades);
    expect(trade).toMatchObject({ reason: 'stop', entryIndex: 2, exitIndex: 2, exitPrice: 95, bars: 1 });
  });

  it('a bar reaching both stop and take-profit counts the stop', () => {
    const trade = only(run(bars([...entryBars, [100, 106, 94, 100], flat(100)]), long, { stopPct: 5, takeProfitPct: 5 }).trades);
    expect(trade).toMatchObject({ reason: 'stop', exitPrice: 95, exitIndex: 3 });
  });

  it('take-profit: touched in the range at the level, gapped through at the open with slippage', () => {
    const touched = only(run(bars([...entryBars, [101, 106, 100, 103], flat(103)]), long, { takeProfitPct: 5 }).trades);
    expect(touched).toMatchObject({ reason: 'takeProfit', exitPrice: 105, exitIndex: 3 });
    const gapped = only(run(bars([...entryBars, [108, 109, 107, 108], flat(108)]), long, { takeProfitPct: 5, slippageBps: 10 }).trades);
    expect(gapped).toMatchObject({ reason: 'takeProfit', exitIndex: 3, bars: 1 });
    expect(gapped.exitPrice).toBeCloseTo(108 * 0.999, 12);
  });

  it('short: the stop lies above, the target below', () => {
    const short = declaration({ short: 'crossBelow(close, 99.5)' }, { side: 'short' });
    const down: Bar[] = [flat(100), [100, 100, 99, 99], [100, 101, 99, 99]];
    const gap = only(run(bars([...down, [110, 111, 109, 110], flat(110)]), short, { stopPct: 5, slippageBps: 10 }).trades);
    expect(gap.entryPrice).toBeCloseTo(100 * 0.999, 12);
    expect(gap).toMatchObject({ side: 'short', reason: 'stop', exitIndex: 3 });
    expect(gap.exitPrice).toBeCloseTo(110 * 1.001, 12);
    expect(gap.pnl).toBeCloseTo(-gap.quantity * (110 * 1.001 - 100 * 0.999), 9);
    const target = only(run(bars([...down, [99, 100, 94, 96], flat(96)]), short, { takeProfitPct: 5 }).trades);
    expect(target).toMatchObject({ reason: 'takeProfit', exitPrice: 95 });
    expect(target.pnl).toBeCloseTo(target.quantity * 5, 9);
  });

  it('an ATR stop lies multiple × ATR at the signal bar from the entry; the declaration’s stop applies unless the settings give one', () => {
    const atr = Float64Array.from([NaN, 2, 2, 2, 2]);
    const bindings: IndicatorBindings = { ...INDICATOR_BINDINGS, atr: () => ({ value: atr }) };
    const withAtr = declaration({ long: 'crossAbove(close, 100.5)' }, { stop: { atrMultiple: 1.5, atrPeriod: 14 } });
    // Stop 100 − 1.5 · 2 = 97, reached by bar 3's low 96.
    const series = bars([...entryBars, [99, 100, 96, 98], flat(98)]);
    expect(only(run(series, withAtr, {}, bindings).trades)).toMatchObject({ reason: 'stop', exitPrice: 97 });
    // Settings replace it: null removes the stop, stopPct sets another.
    expect(only(run(series, withAtr, { stopPct: null }, bindings).trades)).toMatchObject({ reason: 'end' });
    expect(only(run(series, withAtr, { stopPct: 3.5 }, bindings).trades)).toMatchObject({ reason: 'stop', exitPrice: 96.5 });
    // Both a percent and an ATR stop: the one nearer to the entry (97 against 95).
    expect(only(run(series, withAtr, { stopPct: 5, atrStop: { multiple: 1.5, period: 14 } }, bindings).trades)).toMatchObject({ exitPrice: 97 });
  });
});

describe('runBacktest: sides and reversals', () => {
  const cross = declaration(
    { long: 'crossAbove(close, 100)', exitLong: 'crossBelow(close, 100)', short: 'crossBelow(close, 100)', exitShort: 'crossAbove(close, 100)' },
    { side: 'both' },
  );
  // close: 99, 101 (long signal), 102, 99 (exit long + short signal), 98, 101 (exit short + long signal), 102, 103
  const series = bars([flat(99), flat(101), flat(102), flat(99), [97, 98, 97, 98], flat(101), flat(102), flat(103)]);

  it('side both: an exit together with the opposite entry closes and opens at the same next open', () => {
    const result = run(series, cross, { slippageBps: 10, feeBps: 5 });
    expect(result.trades.map((trade) => [trade.side, trade.entryIndex, trade.exitIndex, trade.reason])).toEqual([
      ['long', 2, 4, 'signal'],
      ['short', 4, 6, 'signal'],
      ['long', 6, 7, 'end'],
    ]);
    const [first, second] = result.trades as [BacktestTrade, BacktestTrade];
    // Both fills at bar 4's open 97 are sells: 97 · (1 − 0.001).
    expect(first.exitPrice).toBeCloseTo(97 * 0.999, 12);
    expect(second.entryPrice).toBeCloseTo(97 * 0.999, 12);
    // The short is sized on the equity after the long's exit.
    expect(second.quantity).toBeCloseTo((10_000 + first.pnl) / (97 * 0.999), 9);
  });

  it('side long takes only long entries and ignores the short rule; side short the reverse', () => {
    expect(run(series, cross, { side: 'long' }).trades.map((t) => [t.side, t.entryIndex, t.exitIndex])).toEqual([
      ['long', 2, 4],
      ['long', 6, 7],
    ]);
    expect(run(series, cross, { side: 'short' }).trades.map((t) => [t.side, t.entryIndex, t.exitIndex])).toEqual([['short', 4, 6]]);
  });

  it('side both: the opposite entry alone also reverses; both entries at once on a flat bar open nothing', () => {
    const entriesOnly = declaration({ long: 'crossAbove(close, 100)', short: 'crossBelow(close, 100)' }, { side: 'both' });
    expect(run(series, entriesOnly).trades.map((t) => [t.side, t.entryIndex, t.exitIndex])).toEqual([
      ['long', 2, 4],
      ['short', 4, 6],
      ['long', 6, 7],
    ]);
    expect(run(series, declaration({ long: 'close > 0', short: 'close > 0' }, { side: 'both' })).trades).toEqual([]);
  });

  it('an exit and a same-side entry on one bar only exit', () => {
    const decl = declaration({ long: 'close > 100', exitLong: 'close > 101.5' });
    // Long from bar 2; bar 2 closes at 102 (exit and entry both true) → exit at bar 3, re-enter at bar 4.
    const result = run(bars([flat(99), flat(101), flat(102), flat(101), flat(101), flat(101)]), decl);
    expect(result.trades.map((t) => [t.entryIndex, t.exitIndex, t.reason])).toEqual([
      [2, 3, 'signal'],
      [4, 5, 'end'],
    ]);
  });
});

describe('runBacktest: funding', () => {
  it('pays rate × quantity × close at the close of each bar whose span to the next bar holds an 8-hour boundary', () => {
    // Hourly bars from 05:00 UTC; long from bar 1 (06:00) to the end (17:00).
    const start = Date.UTC(2024, 0, 1, 5);
    const rows: Bar[] = Array.from({ length: 13 }, (_, i) => flat(100 + i));
    const decl = declaration({ long: 'close > 99.5' });
    const result = run(bars(rows, start), decl, { fundingPer8h: 0.01 });
    const trade = only(result.trades);
    const quantity = 10_000 / 101;
    // 08:00 lies in (07:00, 08:00]: paid at bar 2's close 102; 16:00 at bar 10's close 110.
    const funding = 0.0001 * quantity * (102 + 110);
    expect(trade.funding).toBeCloseTo(funding, 12);
    expect(trade.pnl).toBeCloseTo(quantity * (112 - 101) - funding, 9);
    expect(result.equity[1]).toBeCloseTo(10_000, 9);
    expect(result.equity[2]).toBeCloseTo(10_000 + quantity * 1 - 0.0001 * quantity * 102, 9);
    // A short receives a positive rate.
    const short = only(run(bars(rows, start), declaration({ short: 'close > 99.5' }, { side: 'short' }), { fundingPer8h: 0.01 }).trades);
    expect(short.funding).toBeCloseTo(-funding, 12);
  });

  it('daily bars pay three boundaries per bar; none before the entry', () => {
    const day = 24 * HOUR;
    const result = run(bars([flat(100), flat(100), flat(100), flat(100)], START, day), declaration({ long: 'close > 99' }), { fundingPer8h: -0.01 });
    const trade = only(result.trades);
    // Long from day 1's open (00:00) to day 3's close: days 1, 2 and 3 each cross 08:00, 16:00, 24:00.
    expect(trade.funding).toBeCloseTo(-0.0001 * 100 * 9 * 100, 10);
    expect(trade.pnl).toBeCloseTo(9, 10);
  });
});

describe('runBacktest: indicators', () => {
  it('NaN warm-up fires nothing, also under not', () => {
    const warm = Float64Array.from([NaN, NaN, NaN, 100, 100, 100]);
    const bindings: IndicatorBindings = { ...INDICATOR_BINDINGS, sma: () => ({ value: warm }) };
    const decl = declaration({ long: 'not (close > s)' }, { indicators: [{ id: 's', kind: 'sma', params: { period: 3 } }] });
    const result = run(bars([flat(99), flat(99), flat(99), flat(99), flat(99), flat(99)]), decl, {}, bindings);
    // First defined at bar 3 → entry at bar 4.
    expect(only(result.trades).entryIndex).toBe(4);
    expect(result.indicators.s).toBe(warm);
  });

  it('passes parameter values (defaults, clamped) to the indicators', () => {
    let seen: unknown;
    const bindings: IndicatorBindings = {
      ...INDICATOR_BINDINGS,
      bollinger: (input, params) => {
        seen = params;
        const n = input.source.length;
        const filled = () => new Float64Array(n).fill(1);
        return { upper: filled(), middle: filled(), lower: filled(), percentB: filled(), bandwidth: filled() };
      },
    };
    const decl = declaration(
      { long: 'close > bb.upper' },
      {
        indicators: [{ id: 'bb', kind: 'bollinger', params: { period: 'period' } }],
        params: [{ id: 'period', label: { en: 'P', de: 'P' }, default: 20, min: 5, max: 50, integer: true }],
      },
    );
    const result = runBacktest(bars([flat(1), flat(2), flat(3)]), decl, { period: 70 }, withoutCosts({}), bindings);
    expect(seen).toEqual({ period: 50, k: 2 });
    expect(result.params).toEqual({ period: 50 });
  });

  it('refuses a rule that does not compile', () => {
    expect(() => run(bars([flat(1), flat(1)]), declaration({ long: 'clos > 1' }))).toThrow('rules.long: unknown symbol "clos" (did you mean "close"?)');
  });
});

describe('runBacktest: KPIs', () => {
  it('win rate, profit factor and drawdown through the shared trade metrics', () => {
    // Two long trades: +10 per unit then −5 per unit.
    const decl = declaration({ long: 'crossAbove(close, 100.5)', exitLong: 'close > 105 or close < 96' });
    const series = bars([flat(100), flat(101), flat(100), flat(110), flat(110), flat(100), flat(101), flat(100), flat(95), flat(95)]);
    const result = run(series, decl);
    expect(result.trades.map((t) => [t.entryIndex, t.exitIndex])).toEqual([
      [2, 4],
      [7, 9],
    ]);
    const [a, b] = result.trades as [BacktestTrade, BacktestTrade];
    expect(a.pnl).toBeCloseTo(1000, 9);
    expect(b.pnl).toBeCloseTo((11_000 / 100) * -5, 9);
    expect(result.kpis.winRate).toBe(0.5);
    expect(result.kpis.profitFactor).toBeCloseTo(1000 / 550, 12);
    expect(result.kpis.maxDrawdown).toBeCloseTo(550 / 11_000, 12);
    expect(result.kpis.avgBarsInTrade).toBe(2);
    expect(Number.isFinite(result.kpis.sharpe)).toBe(true);
  });
});
