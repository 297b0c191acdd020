import { describe, expect, it } from 'vitest';
import { createOhlcSeries } from '../../../market/ohlcSeries';
import { scanPatterns } from './scan';

const HOUR = 3_600_000;
const T0 = Date.UTC(2024, 0, 1);

/** Hourly bars as [open, high, low, close]. */
function hourly(rows: [number, number, number, number][]) {
  return createOhlcSeries({
    time: Float64Array.from(rows.map((_, i) => T0 + i * HOUR)),
    open: Float64Array.from(rows.map((r) => r[0])),
    high: Float64Array.from(rows.map((r) => r[1])),
    low: Float64Array.from(rows.map((r) => r[2])),
    close: Float64Array.from(rows.map((r) => r[3])),
  });
}

describe('scanPatterns', () => {
  it('finds matches on the resampled bars and their hit rate', () => {
    // Four hours → one 4-hour bar each: red (10 → 9), then green engulfing (9 → 10.5), then 11, then 10.
    const rows: [number, number, number, number][] = [];
    const fourHour: [number, number, number, number][] = [[10, 10.2, 8.8, 9], [9, 10.6, 8.9, 10.5], [10.5, 11.2, 10.4, 11], [11, 11.1, 9.8, 10]];
    for (const [o, h, l, c] of fourHour) rows.push([o, h, l, o], [o, h, l, o], [o, h, l, o], [o, h, l, c]);
    const scan = scanPatterns(hourly(rows), '4h', 1);
    if (!scan.ok) throw new Error('expected a scan');
    expect(scan.bars.time.length).toBe(4);
    expect(Array.from(scan.bars.close)).toEqual([9, 10.5, 11, 10]);
    expect(scan.patterns.bullishEngulfing).toEqual({ indices: [1], evaluated: 1, hits: 1, rate: 1 });
    const two = scanPatterns(hourly(rows), '4h', 2);
    expect(two.ok && two.patterns.bullishEngulfing.rate).toBe(0);
    const three = scanPatterns(hourly(rows), '4h', 3);
    expect(three.ok && three.patterns.bullishEngulfing.evaluated).toBe(0);
  });

  it('refuses a timeframe shorter than the bars', () => {
    const daily = createOhlcSeries({ time: Float64Array.from([T0, T0 + 24 * HOUR]), open: Float64Array.from([1, 1]), high: Float64Array.from([2, 2]), low: Float64Array.from([0.5, 0.5]), close: Float64Array.from([1, 1]) });
    expect(scanPatterns(daily, '1h', 5)).toEqual({ ok: false, problem: 'barsLonger' });
    expect(scanPatterns(daily, '1d', 5).ok).toBe(true);
  });
});

describe('scanPatterns against the independent numpy reference (scripts/reference/patterns.py)', async () => {
  const { readFileSync } = await import('node:fs');
  const reference = JSON.parse(readFileSync('tests/fixtures/patterns/reference.json', 'utf8')) as Record<string, { bars: number; patterns: Record<string, { matches: number; first: number | null; evaluated: number; hits: number; rate: number | null }> }>;
  const lines = readFileSync('public/lab/synthetic-btc-1h.csv', 'utf8').trim().split('\n').slice(1);
  const column = (k: number) => Float64Array.from(lines.map((line) => Number(line.split(',')[k])));
  const sample = createOhlcSeries({ time: column(0), open: column(1), high: column(2), low: column(3), close: column(4) });

  // The visitor's German CSV as the lab reads it (bad rows left out, sorted, the first of equal times kept).
  const { runOhlcFileJob } = await import('../data/ohlcFileJob');
  const read = runOhlcFileJob({ source: readFileSync('tests/fixtures/samples/ohlc-de.csv', 'utf8'), fileName: 'ohlc-de.csv' });
  if (!read.ok) throw new Error('the German CSV is not read');
  const series = { sample, german: read.series };

  it.each([
    ['sample-1h-to-4h-n5', 'sample', '4h', 5],
    ['sample-1h-to-1d-n3', 'sample', '1d', 3],
    ['german-csv-to-4h-n2', 'german', '4h', 2],
  ] as const)('%s: bars, matches, first match and hit rate of the candlestick patterns', (key, data, timeframe, n) => {
    const expected = reference[key];
    const scan = scanPatterns(series[data], timeframe, n);
    if (!scan.ok || !expected) throw new Error('expected a scan and a reference');
    expect(scan.bars.time.length).toBe(expected.bars);
    for (const [pattern, want] of Object.entries(expected.patterns)) {
      const got = scan.patterns[pattern as keyof typeof scan.patterns];
      expect({ matches: got.indices.length, first: got.indices.length ? scan.bars.time[got.indices[0] ?? 0] : null, evaluated: got.evaluated, hits: got.hits }, pattern).toEqual({ matches: want.matches, first: want.first, evaluated: want.evaluated, hits: want.hits });
      if (want.rate === null) expect(got.rate).toBeNaN();
      else expect(got.rate).toBeCloseTo(want.rate, 12);
    }
  });
});
