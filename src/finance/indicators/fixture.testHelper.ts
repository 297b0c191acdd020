/**
 * The shared sample series and reference values of the indicator tests (imported only by *.test.ts).
 * tests/fixtures/indicators/series.json: 600 hourly OHLC bars, a seeded random walk with 30 flat bars;
 * reference.json: every indicator on it, computed with pandas/numpy by scripts/reference/indicators.py.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { HighLowClose } from './validate';

const folder = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'indicators');

type Column = (number | null)[];
type Reference = Record<string, Column | Record<string, Column>>;

function read<T>(name: string): T {
  return JSON.parse(readFileSync(join(folder, name), 'utf8')) as T;
}

const toSeries = (column: Column): Float64Array => Float64Array.from(column, (value) => value ?? NaN);

const series = read<{ high: Column; low: Column; close: Column }>('series.json');
const reference = read<{ values: Reference }>('reference.json').values;

/** The sample bars as columns. */
export const sampleBars: HighLowClose = {
  high: toSeries(series.high),
  low: toSeries(series.low),
  close: toSeries(series.close),
};

/** The reference series `name` (e.g. 'rsi14') or its part (e.g. 'adx14', 'plusDi'); null is NaN. */
export function referenceSeries(name: string, part?: string): Float64Array {
  const entry = reference[name];
  const column = Array.isArray(entry) ? entry : part === undefined ? undefined : entry?.[part];
  if (!column) throw new Error(`no reference series ${name}${part ? `.${part}` : ''}`);
  return toSeries(column);
}

/**
 * `actual` matches `expected` value by value: NaN exactly where the reference is NaN (null), elsewhere
 * |a − e| ≤ 1e-9·|e| (relative; a reference 0 must be met exactly).
 */
export function expectMatchesReference(actual: Float64Array, expected: Float64Array, tolerance = 1e-9): void {
  expect(actual.length).toBe(expected.length);
  let defined = 0;
  expected.forEach((value, i) => {
    const got = actual[i] as number;
    if (Number.isNaN(value)) {
      expect(got, `index ${i} is NaN`).toBeNaN();
      return;
    }
    defined++;
    expect(Math.abs(got - value), `index ${i}: ${got} ≈ ${value}`).toBeLessThanOrEqual(tolerance * Math.abs(value));
  });
  expect(defined).toBeGreaterThan(0);
}

/** A Float64Array of the given numbers. */
export const f64 = (...values: number[]): Float64Array => Float64Array.from(values);

/** The values of a series as a plain list (NaN kept), for toEqual. */
export const list = (values: Float64Array): number[] => Array.from(values);
