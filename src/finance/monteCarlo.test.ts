import { describe, expect, it } from 'vitest';
import { fillStandardNormal, mulberry32, percentiles, percentilesInPlace, simulatePricePaths, type PricePathOptions } from './monteCarlo';
import { sortedPercentile } from './testSupport.testHelper';

const OPTIONS: PricePathOptions = { start: 60000, days: 30, samples: 2000, drift: 0, vol: 0.03, seed: 42 };

/** The model written out plainly (one path update at a time), to check the simulation against. */
function replayPaths({ start, days, samples, drift, vol, seed }: PricePathOptions): { finals: number[]; lows: number[]; highs: number[] } {
  const random = mulberry32(seed);
  const shocks = new Float64Array(samples);
  const finals = Array.from({ length: samples }, () => start);
  const lows = [...finals];
  const highs = [...finals];
  for (let day = 0; day < days; day++) {
    fillStandardNormal(shocks, random);
    for (let i = 0; i < samples; i++) {
      finals[i] = (finals[i] as number) * Math.exp(drift - (vol * vol) / 2 + vol * (shocks[i] as number));
      lows[i] = Math.min(lows[i] as number, finals[i] as number);
      highs[i] = Math.max(highs[i] as number, finals[i] as number);
    }
  }
  return { finals, lows, highs };
}

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
  });
  it('matches the reference implementation’s first values for seed 1 and stays in [0, 1)', () => {
    // First outputs of mulberry32 for seed 1 (checked with an independent Python port), as uint32 / 2^32.
    const random = mulberry32(1);
    expect(random()).toBeCloseTo(0.6270739405881613, 15);
    expect(random()).toBeCloseTo(0.002735721180215478, 15);
    const more = mulberry32(7);
    let outside = 0;
    for (let i = 0; i < 100000; i++) {
      const u = more();
      if (!(u >= 0 && u < 1)) outside++;
    }
    expect(outside).toBe(0);
  });
  it('is roughly uniform: mean ≈ 1/2, variance ≈ 1/12 over 100,000 draws', () => {
    const random = mulberry32(5);
    let sum = 0;
    let squares = 0;
    const n = 100000;
    for (let i = 0; i < n; i++) {
      const u = random();
      sum += u;
      squares += u * u;
    }
    const mean = sum / n;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.005);
    expect(Math.abs(squares / n - mean * mean - 1 / 12)).toBeLessThan(0.002);
  });
});

describe('fillStandardNormal (Box–Muller)', () => {
  it('has mean ≈ 0 and variance ≈ 1 over 200,000 draws, odd lengths filled too', () => {
    const values = fillStandardNormal(new Float64Array(200001), mulberry32(9));
    let sum = 0;
    let squares = 0;
    for (const z of values) {
      sum += z;
      squares += z * z;
    }
    const mean = sum / values.length;
    // Standard error of the mean is 1/√200,001 ≈ 0.0022; of the variance ≈ √2/√200,001 ≈ 0.0032.
    expect(Math.abs(mean)).toBeLessThan(0.01);
    expect(Math.abs(squares / values.length - mean * mean - 1)).toBeLessThan(0.015);
    expect(Number.isFinite(values[200000] as number)).toBe(true);
  });
});

describe('percentiles (linear interpolation, numpy default)', () => {
  it('on a known array', () => {
    // numpy.percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [5, 50, 95]) → [1.45, 5.5, 9.55]
    const ten = [10, 3, 7, 1, 9, 2, 8, 4, 6, 5];
    const [p5, p50, p95] = percentiles(ten, [0.05, 0.5, 0.95]);
    expect(p5).toBeCloseTo(1.45, 12);
    expect(p50).toBeCloseTo(5.5, 12);
    expect(p95).toBeCloseTo(9.55, 12);
    expect(percentiles(ten, [0, 1])).toEqual([1, 10]);
    // numpy.percentile([15, 20, 35, 40, 50], [25, 40]) → [20, 29]
    expect(percentiles([15, 20, 35, 40, 50], [0.25, 0.4])).toEqual([20, 29]);
    expect(percentiles([7], [0.05, 0.95])).toEqual([7, 7]);
  });
  it('returns them in the order asked, leaves the input alone and gives NaN for nothing to rank', () => {
    const values = [5, 1, 4, 2, 3];
    expect(percentiles(values, [0.95, 0.05, 0.5])).toEqual([4.8, 1.2, 3]);
    expect(values).toEqual([5, 1, 4, 2, 3]);
    expect(percentiles([], [0.5])[0]).toBeNaN();
    expect(percentiles([1, 2], [1.5])[0]).toBeNaN();
  });
  it('agrees with a full sort on random data with ties', () => {
    const random = mulberry32(3);
    for (let round = 0; round < 200; round++) {
      const n = 1 + Math.floor(random() * 300);
      const values = Array.from({ length: n }, () => Math.round(random() * 50) / 5);
      const ps = [0.01, 0.05, 0.25, 0.5, 0.5, 0.75, 0.95, 1];
      const got = percentilesInPlace(Float64Array.from(values), ps);
      ps.forEach((p, i) => expect(got[i]).toBeCloseTo(sortedPercentile(values, p), 12));
    }
  });
});

describe('simulatePricePaths', () => {
  it('is deterministic per seed, and another seed gives other numbers', () => {
    const a = simulatePricePaths(OPTIONS);
    const b = simulatePricePaths(OPTIONS);
    const c = simulatePricePaths({ ...OPTIONS, seed: 43 });
    expect(Array.from(a.finalValues)).toEqual(Array.from(b.finalValues));
    expect(a.bands.map((band) => Array.from(band))).toEqual(b.bands.map((band) => Array.from(band)));
    expect(Array.from(c.finalValues)).not.toEqual(Array.from(a.finalValues));
    expect(c.bands[1]?.[30]).not.toBe(a.bands[1]?.[30]);
  });

  it('with σ = 0 and μ = 0 every path ends at the start price', () => {
    const result = simulatePricePaths({ ...OPTIONS, vol: 0, drift: 0, samples: 500, days: 365 });
    for (const value of result.finalValues) expect(value).toBe(60000);
    for (const band of result.bands) expect(Array.from(band).every((value) => value === 60000)).toBe(true);
  });

  it('with σ = 0 the price grows exactly at e^{μt}', () => {
    const result = simulatePricePaths({ ...OPTIONS, vol: 0, drift: 0.001, samples: 3, days: 100 });
    for (const value of result.finalValues) expect(value).toBeCloseTo(60000 * Math.exp(0.1), 6);
  });

  it('mean log return ≈ (μ − σ²/2)·days and its spread ≈ σ·√days over 20,000 paths', () => {
    const drift = 0.002;
    const vol = 0.04;
    const days = 50;
    const samples = 20000;
    const result = simulatePricePaths({ start: 100, days, samples, drift, vol, seed: 2024 });
    let sum = 0;
    let squares = 0;
    for (const price of result.finalValues) {
      const r = Math.log(price / 100);
      sum += r;
      squares += r * r;
    }
    const mean = sum / samples;
    const sd = Math.sqrt(squares / samples - mean * mean);
    const expectedMean = (drift - (vol * vol) / 2) * days; // 0.06
    const expectedSd = vol * Math.sqrt(days); // ≈ 0.283
    // Four standard errors: 4 · 0.283 / √20,000 ≈ 0.008.
    expect(Math.abs(mean - expectedMean)).toBeLessThan((4 * expectedSd) / Math.sqrt(samples));
    expect(Math.abs(sd - expectedSd) / expectedSd).toBeLessThan(0.03);
  });

  it('reports quantiles per day of a linear payoff that match the final values', () => {
    // A short's net PnL: −(P − 60,000)·0.5 − fees, decreasing in the price.
    const payoff = { intercept: 60000 * 0.5 - 15, slope: -0.5 - 0.00025 };
    const result = simulatePricePaths({ ...OPTIONS, payoff });
    expect(result.bands).toHaveLength(3);
    expect(result.bands[0]?.length).toBe(31);
    expect(result.bands[1]?.[0]).toBeCloseTo(payoff.intercept + payoff.slope * 60000, 9);
    const finals = Array.from(result.finalValues);
    expect(result.bands[0]?.[30]).toBeCloseTo(sortedPercentile(finals, 0.05), 9);
    expect(result.bands[1]?.[30]).toBeCloseTo(sortedPercentile(finals, 0.5), 9);
    expect(result.bands[2]?.[30]).toBeCloseTo(sortedPercentile(finals, 0.95), 9);
    for (let day = 0; day <= 30; day++) {
      expect(result.bands[0]?.[day]).toBeLessThanOrEqual(result.bands[1]?.[day] as number);
      expect(result.bands[1]?.[day]).toBeLessThanOrEqual(result.bands[2]?.[day] as number);
    }
  });

  it('counts paths whose daily close touches the barrier, and a path only once', () => {
    // A barrier at the start counts every path; one far away none.
    expect(simulatePricePaths({ ...OPTIONS, barrier: { level: 60000, direction: 'below' } }).barrierHits).toBe(2000);
    expect(simulatePricePaths({ ...OPTIONS, barrier: { level: 1, direction: 'below' } }).barrierHits).toBe(0);
    const near = simulatePricePaths({ ...OPTIONS, days: 60, barrier: { level: 54000, direction: 'below' } });
    const above = simulatePricePaths({ ...OPTIONS, days: 60, barrier: { level: 66000, direction: 'above' } });
    // Reference: replay the same draws path by path and look at each path's lowest and highest close.
    const replay = replayPaths({ ...OPTIONS, days: 60 });
    expect(Array.from(near.finalValues)).toEqual(replay.finals);
    expect(near.barrierHits).toBe(replay.lows.filter((low) => low <= 54000).length);
    expect(above.barrierHits).toBe(replay.highs.filter((high) => high >= 66000).length);
    expect(near.barrierHits).toBeGreaterThan(0);
    expect(near.barrierHits).toBeLessThan(2000);
    // Touching the barrier is at least as likely as ending beyond it.
    expect(near.barrierHits).toBeGreaterThan(replay.finals.filter((price) => price <= 54000).length);
  });

  it('refuses options outside their domain', () => {
    expect(() => simulatePricePaths({ ...OPTIONS, samples: 0 })).toThrow(RangeError);
    expect(() => simulatePricePaths({ ...OPTIONS, days: 1.5 })).toThrow(RangeError);
    expect(() => simulatePricePaths({ ...OPTIONS, vol: -0.01 })).toThrow(RangeError);
    expect(() => simulatePricePaths({ ...OPTIONS, start: 0 })).toThrow(RangeError);
    expect(() => simulatePricePaths({ ...OPTIONS, drift: NaN })).toThrow(RangeError);
  });
});
