import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { averageTrueRange, trueRanges, type Candle } from './atr';

// A copy of ../shared/fixtures/ohlc-btc-1h.csv, so a clone tests on its own; Wilder's ATR of it from
// scripts/reference/atr_wilder.py (exact fractions, checked against pandas' ewm with α = 1/N).
const fixtures = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'samples');

/** The 200 hourly candles of the shared fixture (time, open, high, low, close), read without the app's parser. */
function fixtureCandles(): Candle[] {
  const [header, ...lines] = readFileSync(join(fixtures, 'ohlc-btc-1h.csv'), 'utf8').trim().split(/\r?\n/);
  const columns = (header ?? '').split(',');
  const at = (name: string) => columns.indexOf(name);
  return lines.map((line) => {
    const cells = line.split(',').map(Number);
    return { high: cells[at('high')] as number, low: cells[at('low')] as number, close: cells[at('close')] as number };
  });
}

const expected = JSON.parse(readFileSync(join(fixtures, 'atr-wilder.expected.json'), 'utf8')) as { atr14: number; atr20: number; rows: number };

describe('trueRanges', () => {
  it('uses high − low for the first candle and the previous close afterwards', () => {
    const candles: Candle[] = [
      { high: 105, low: 100, close: 102 },
      { high: 104, low: 101, close: 103 }, // inside: 3
      { high: 110, low: 106, close: 109 }, // gap up: |110 − 103| = 7
      { high: 100, low: 95, close: 96 }, // gap down: |95 − 109| = 14
    ];
    expect(trueRanges(candles)).toEqual([5, 3, 7, 14]);
  });
});

describe('averageTrueRange', () => {
  it('reproduces Wilder’s ATR(14) and ATR(20) of the BTC fixture', () => {
    const candles = fixtureCandles();
    expect(candles).toHaveLength(expected.rows);
    const atr14 = averageTrueRange(candles, 14);
    const atr20 = averageTrueRange(candles, 20);
    expect(atr14).toEqual({ ok: true, atr: expect.any(Number), rows: 200 });
    if (!atr14.ok || !atr20.ok) throw new Error('no ATR');
    expect(Math.abs(atr14.atr - expected.atr14)).toBeLessThanOrEqual(1e-9 * expected.atr14);
    expect(Math.abs(atr20.atr - expected.atr20)).toBeLessThanOrEqual(1e-9 * expected.atr20);
  });

  it('seeds with the mean of the first N true ranges and smooths the rest with Wilder’s α = 1/N', () => {
    const candles: Candle[] = [
      { high: 12, low: 10, close: 11 }, // 2
      { high: 13, low: 11, close: 12 }, // 2
      { high: 14, low: 11, close: 13 }, // 3
      { high: 19, low: 13, close: 18 }, // 6
    ];
    // Seed (2 + 2 + 3)/3, then 1/3 of the way to 6: 7/3 + (6 − 7/3)/3 = 32/9 (an EMA with 2/(N + 1) would give 25/6).
    const result = averageTrueRange(candles, 3);
    expect(result.ok && result.atr).toBeCloseTo(32 / 9, 12);
  });

  it('needs at least N + 1 candles', () => {
    const candles = fixtureCandles();
    expect(averageTrueRange(candles.slice(0, 14), 14)).toEqual({ ok: false, reason: 'notEnoughRows', rows: 14 });
    expect(averageTrueRange(candles.slice(0, 15), 14).ok).toBe(true);
    expect(averageTrueRange([], 1)).toEqual({ ok: false, reason: 'notEnoughRows', rows: 0 });
  });

  it('fails instead of returning NaN or Infinity', () => {
    const candles = fixtureCandles().slice(0, 30);
    candles[20] = { high: NaN, low: 1, close: 1 };
    expect(averageTrueRange(candles, 14)).toEqual({ ok: false, reason: 'notFinite', rows: 30 });
    candles[20] = { high: Infinity, low: 1, close: 1 };
    expect(averageTrueRange(candles, 14)).toEqual({ ok: false, reason: 'notFinite', rows: 30 });
  });

  it('refuses a period that is not a whole number ≥ 1', () => {
    const candles = fixtureCandles();
    for (const period of [0, -3, 2.5, NaN]) expect(averageTrueRange(candles, period)).toMatchObject({ ok: false, reason: 'badPeriod' });
  });
});
