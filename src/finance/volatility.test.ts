import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { barsPerYear, ESTIMATOR_KEYS, varianceEstimates, volatilityEstimates } from './volatility';

// Expected values from numpy (scripts/reference/volatility.py), an independent implementation of the same
// estimators on a seeded series of 4-hour bars with small gaps between close and open.
const reference = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../tests/fixtures/volatility/reference.json'), 'utf8')) as {
  barMs: number;
  series: { open: number[]; high: number[]; low: number[]; close: number[] };
  cases: ({ window: number; end: number } & Record<(typeof ESTIMATOR_KEYS)[number], number>)[];
};

describe('volatility estimators', () => {
  it.each(reference.cases.map((c) => [`${c.window} bars ending at bar ${c.end}`, c] as const))('match numpy: %s', (_name, c) => {
    const result = volatilityEstimates(reference.series, c.window, reference.barMs, c.end);
    for (const key of ESTIMATOR_KEYS) expect(Math.abs(result[key] / c[key] - 1), key).toBeLessThan(1e-12);
  });

  it('annualises by the bar length over 365 days', () => {
    expect(barsPerYear(86_400_000)).toBe(365);
    expect(barsPerYear(3_600_000)).toBe(8760);
    expect(barsPerYear(0)).toBeNaN();
  });

  it('works a hand example of two bars with a known range and no gaps', () => {
    // Bars: previous close 100; (O 100, H 110, L 100, C 110) and (O 110, H 110, L 99, C 99).
    const bars = { open: [100, 100, 110], high: [100, 110, 110], low: [100, 100, 99], close: [100, 110, 99] };
    const v = varianceEstimates(bars, 2);
    const up = Math.log(1.1);
    const down = Math.log(0.9);
    const mean = (up + down) / 2;
    expect(v.closeToClose).toBeCloseTo((up - mean) ** 2 + (down - mean) ** 2, 14);
    const range1 = Math.log(1.1);
    const range2 = Math.log(110 / 99);
    expect(v.parkinson).toBeCloseTo((range1 ** 2 + range2 ** 2) / (4 * Math.log(2) * 2), 14);
    expect(v.garmanKlass).toBeCloseTo((0.5 * range1 ** 2 - (2 * Math.log(2) - 1) * up ** 2 + 0.5 * range2 ** 2 - (2 * Math.log(2) - 1) * down ** 2) / 2, 14);
    // Each bar runs straight from the open to one extreme and closes there: the Rogers–Satchell term is 0,
    // no gaps, so Yang–Zhang is k times the open-to-close variance.
    const k = 0.34 / (1.34 + 3);
    expect(v.yangZhang).toBeCloseTo(k * ((up - mean) ** 2 + (down - mean) ** 2), 14);
  });

  it('gives NaN when the window does not fit the data or is below two bars', () => {
    const { series } = reference;
    expect(varianceEstimates(series, 300).closeToClose).toBeNaN(); // needs the close before the window
    expect(varianceEstimates(series, 1).parkinson).toBeNaN();
    expect(varianceEstimates(series, 2.5).yangZhang).toBeNaN();
  });

  it('reads only the window and the close before it: data after the window does not change the value', () => {
    const { series } = reference;
    const cut = { open: series.open.slice(0, 151), high: series.high.slice(0, 151), low: series.low.slice(0, 151), close: series.close.slice(0, 151) };
    const full = volatilityEstimates(series, 30, reference.barMs, 150);
    const short = volatilityEstimates(cut, 30, reference.barMs);
    for (const key of ESTIMATOR_KEYS) expect(short[key]).toBe(full[key]);
  });
});
