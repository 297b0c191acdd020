import { describe, expect, it } from 'vitest';
import { MOMENTUM_MIN_BARS, momentumCall, momentumSeries, type MomentumReading } from './momentumSignal';

/** Hand-made readings, one per branch of the rules (the expected calls follow from the stated rules). */
const bull: MomentumReading = { rsi: 55, roc: 0.01, macdHist: 2, close: 101, ema: 100 };
const bear: MomentumReading = { rsi: 45, roc: -0.01, macdHist: -2, close: 99, ema: 100 };

describe('momentumCall', () => {
  it('buys when all four readings are bullish: strong, very strong with RSI ≥ 60', () => {
    expect(momentumCall(bull)).toEqual({ signal: 'buy', strength: 'strong', bullish: 4, bearish: 0 });
    expect(momentumCall({ ...bull, rsi: 60 })).toMatchObject({ signal: 'buy', strength: 'very-strong' });
    expect(momentumCall({ ...bull, rsi: 59.99 })).toMatchObject({ signal: 'buy', strength: 'strong' });
  });

  it('buys with three of four bullish readings at moderate strength', () => {
    expect(momentumCall({ ...bull, macdHist: -1 })).toEqual({ signal: 'buy', strength: 'moderate', bullish: 3, bearish: 1 });
    // Three bullish and one exactly at its level still buys; RSI ≥ 60 does not lift three of four.
    expect(momentumCall({ ...bull, rsi: 65, roc: 0 })).toEqual({ signal: 'buy', strength: 'moderate', bullish: 3, bearish: 0 });
  });

  it('sells with three or four bearish readings: moderate, strong, very strong with RSI ≤ 40', () => {
    expect(momentumCall({ ...bear, close: 101 })).toEqual({ signal: 'sell', strength: 'moderate', bullish: 1, bearish: 3 });
    expect(momentumCall(bear)).toEqual({ signal: 'sell', strength: 'strong', bullish: 0, bearish: 4 });
    expect(momentumCall({ ...bear, rsi: 40 })).toMatchObject({ signal: 'sell', strength: 'very-strong' });
  });

  it('exits at RSI 70 / 30 whatever the other readings say: very strong at 80 / 20', () => {
    expect(momentumCall({ ...bull, rsi: 70 })).toEqual({ signal: 'exit', strength: 'strong', bullish: 4, bearish: 0 });
    expect(momentumCall({ ...bull, rsi: 69.99 })).toMatchObject({ signal: 'buy', strength: 'very-strong' });
    expect(momentumCall({ ...bear, rsi: 30 })).toMatchObject({ signal: 'exit', strength: 'strong' });
    expect(momentumCall({ ...bear, rsi: 30.01 })).toMatchObject({ signal: 'sell', strength: 'very-strong' });
    expect(momentumCall({ ...bull, rsi: 80 })).toMatchObject({ signal: 'exit', strength: 'very-strong' });
    expect(momentumCall({ ...bear, rsi: 20 })).toMatchObject({ signal: 'exit', strength: 'very-strong' });
  });

  it('holds/waits, weak, when the readings disagree or sit at their levels', () => {
    expect(momentumCall({ ...bull, macdHist: -1, close: 99 })).toEqual({ signal: 'hold', strength: 'weak', bullish: 2, bearish: 2 });
    expect(momentumCall({ rsi: 50, roc: 0, macdHist: 0, close: 100, ema: 100 })).toEqual({ signal: 'hold', strength: 'weak', bullish: 0, bearish: 0 });
  });

  it('gives no call while a reading is undefined', () => {
    expect(momentumCall({ ...bull, macdHist: NaN })).toBeNull();
    expect(momentumCall({ ...bull, rsi: Infinity })).toBeNull();
  });
});

describe('momentumSeries', () => {
  it('starts calling once the MACD signal line is defined, and reads a steady rise as overbought', () => {
    const close = Float64Array.from({ length: 60 }, (_, t) => 100 + t);
    const result = momentumSeries(close);
    expect(MOMENTUM_MIN_BARS).toBe(34);
    expect(result.calls[MOMENTUM_MIN_BARS - 2]).toBeNull();
    // Only gains: RSI 100, so the rule exit (very strong) comes before buy.
    expect(result.calls[MOMENTUM_MIN_BARS - 1]).toMatchObject({ signal: 'exit', strength: 'very-strong' });
    // EMA 20 of a straight line lags it by 9.5 bars: close 159 against 149.5.
    expect(result.emaDistPct[59]).toBeCloseTo((159 / 149.5 - 1) * 100, 10);
    expect(result.roc[59]).toBeCloseTo(159 / 149 - 1, 12);
  });

  it('reads a zig-zag that drifts down as a sell', () => {
    // Down 2, up 1 repeated: RSI = 100 − 100 / (1 + 1/2) ≈ 33.3 in the steady state, above the exit level.
    const close = Float64Array.from({ length: 120 }, (_, t) => 500 - Math.floor(t / 2) * 1 - (t % 2) * 2);
    const last = momentumSeries(close).calls[119];
    expect(last?.signal).toBe('sell');
  });
});
