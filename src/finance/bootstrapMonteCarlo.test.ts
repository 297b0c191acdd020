import { describe, expect, it } from 'vitest';
import { bootstrapMonteCarlo, MAX_BOOTSTRAP_CELLS, type BootstrapOptions } from './bootstrapMonteCarlo';
import { mulberry32 } from './monteCarlo';
import { expectNear, random, sortedPercentile } from './testSupport.testHelper';

/** The model written out plainly: trial by trial, period by period, one draw each. */
function replay(options: BootstrapOptions): { paths: number[][]; ruined: number } {
  const pool = Array.from(options.returns).filter(Number.isFinite);
  const rnd = mulberry32(options.seed);
  const paths: number[][] = [];
  let ruined = 0;
  for (let trial = 0; trial < options.trials; trial++) {
    let equity = options.startEquity;
    const path = [equity];
    let hit = options.ruinEquity !== undefined && equity <= options.ruinEquity;
    for (let t = 0; t < options.horizon; t++) {
      equity = Math.max(0, equity * (1 + (pool[Math.floor(rnd() * pool.length)] as number)));
      if (options.ruinEquity !== undefined && equity <= options.ruinEquity) hit = true;
      path.push(equity);
    }
    if (hit) ruined++;
    paths.push(path);
  }
  return { paths, ruined };
}

describe('bootstrapMonteCarlo: hand-computed paths', () => {
  it('a constant pool gives one exact path at every quantile: [0.01] → 1000 · 1.01^t', () => {
    const result = bootstrapMonteCarlo({ returns: [0.01], trials: 50, horizon: 5, startEquity: 1000, seed: 3 });
    expect(result.quantiles).toEqual([0.05, 0.5, 0.95]);
    expect(result.fan.length).toBe(3);
    // The model compounds period by period: 1000, 1010, 1020.1, 1030.301, 1040.60401, 1051.0100501
    const expected = [1000];
    for (let t = 1; t <= 5; t++) expected.push((expected[t - 1] as number) * 1.01);
    for (const series of result.fan) {
      expect(series.length).toBe(6);
      expect(Array.from(series)).toEqual(expected);
      series.forEach((value, t) => expectNear(value, 1000 * 1.01 ** t, 1e-12));
    }
    expectNear(result.fan[1]?.[5] as number, 1051.0100501, 1e-12);
    expect(result.probBelowStart).toBe(0);
    expect(result.ruinProbability).toBeNaN(); // no ruin level given
    expect(result.trials).toBe(50);
    expect(result.horizon).toBe(5);
  });

  it('a constant loss: [−0.1] from 1000 → 900 → 810 → 729; ruin at 800 is reached at t = 3, not at t = 2', () => {
    const three = bootstrapMonteCarlo({ returns: [-0.1], trials: 20, horizon: 3, startEquity: 1000, seed: 1, ruinEquity: 800 });
    for (const series of three.fan) {
      expect(series[0]).toBe(1000);
      expectNear(series[1] as number, 900, 1e-12);
      expectNear(series[2] as number, 810, 1e-12);
      expectNear(series[3] as number, 729, 1e-12);
    }
    expect(three.ruinProbability).toBe(1);
    expect(three.probBelowStart).toBe(1);
    const two = bootstrapMonteCarlo({ returns: [-0.1], trials: 20, horizon: 2, startEquity: 1000, seed: 1, ruinEquity: 800 });
    expect(two.ruinProbability).toBe(0); // 810 > 800
    expect(two.probBelowStart).toBe(1);
  });

  it('seed 1, two draws: u₁ ≈ 0.6271 → index 1, u₂ ≈ 0.0027 → index 0 (pool of two)', () => {
    // mulberry32(1) starts 0.6270739405881613, 0.002735721180215478 (see monteCarlo.test.ts):
    // ⌊0.627 · 2⌋ = 1, ⌊0.0027 · 2⌋ = 0.
    const pool = [0.05, -0.6];
    // Two trials, one period: trial 0 draws −0.6 → 400, trial 1 draws +0.05 → 1050.
    const two = bootstrapMonteCarlo({ returns: pool, trials: 2, horizon: 1, startEquity: 1000, seed: 1, ruinEquity: 500 });
    // Sorted [400, 1050], h = p: P5 = 400 + 0.05 · 650 = 432.5, P50 = 725, P95 = 400 + 0.95 · 650 = 1017.5
    expectNear(two.fan[0]?.[1] as number, 432.5, 1e-12);
    expectNear(two.fan[1]?.[1] as number, 725, 1e-12);
    expectNear(two.fan[2]?.[1] as number, 1017.5, 1e-12);
    expect(two.probBelowStart).toBe(0.5); // 400 < 1000, 1050 is not
    expect(two.ruinProbability).toBe(0.5); // 400 ≤ 500
    // One trial, two periods: 1000 · 0.4 = 400, then · 1.05 = 420 — it ends below the start, ruined on the way.
    const one = bootstrapMonteCarlo({ returns: pool, trials: 1, horizon: 2, startEquity: 1000, seed: 1, ruinEquity: 500 });
    for (const series of one.fan) {
      expectNear(series[1] as number, 400, 1e-12);
      expectNear(series[2] as number, 420, 1e-12);
    }
    expect(one.probBelowStart).toBe(1);
    expect(one.ruinProbability).toBe(1);
  });

  it('ruin counts a touch on the way even when the path recovers; ending exactly at the start is not below it', () => {
    // Pool [3, −0.75] (exact binary fractions), seed 1: index 1 then 0 → 1000 · 0.25 = 250, · 4 = 1000.
    const result = bootstrapMonteCarlo({ returns: [3, -0.75], trials: 1, horizon: 2, startEquity: 1000, seed: 1, ruinEquity: 500 });
    expect(Array.from(result.fan[1] as Float64Array)).toEqual([1000, 250, 1000]);
    expect(result.ruinProbability).toBe(1);
    expect(result.probBelowStart).toBe(0);
  });

  it('a return below −100 % ends the path at 0 (never negative, never −0)', () => {
    const result = bootstrapMonteCarlo({ returns: [-1.5], trials: 3, horizon: 3, startEquity: 1000, seed: 9, ruinEquity: 0 });
    for (const series of result.fan) {
      expect(Array.from(series)).toEqual([1000, 0, 0, 0]);
      for (let t = 1; t <= 3; t++) expect(Object.is(series[t], 0)).toBe(true);
    }
    expect(result.ruinProbability).toBe(1);
    expect(result.probBelowStart).toBe(1);
  });

  it('a start at or below the ruin level is ruined at t = 0', () => {
    const result = bootstrapMonteCarlo({ returns: [0.5], trials: 4, horizon: 2, startEquity: 1000, seed: 2, ruinEquity: 1000 });
    expect(result.ruinProbability).toBe(1);
    expect(result.probBelowStart).toBe(0);
  });

  it('non-finite returns are ignored: [0.02, NaN, ∞, −∞] behaves like [0.02]', () => {
    const noisy = bootstrapMonteCarlo({ returns: [0.02, NaN, Infinity, -Infinity], trials: 10, horizon: 3, startEquity: 100, seed: 5 });
    const clean = bootstrapMonteCarlo({ returns: [0.02], trials: 10, horizon: 3, startEquity: 100, seed: 5 });
    expect(noisy).toEqual(clean);
    expectNear(noisy.fan[1]?.[3] as number, 100 * 1.02 ** 3, 1e-12); // 106.1208
  });

  it('a NaN ruin level is no level (NaN probability, not 0 %)', () => {
    const result = bootstrapMonteCarlo({ returns: [-0.5], trials: 5, horizon: 2, startEquity: 100, seed: 1, ruinEquity: NaN });
    expect(result.ruinProbability).toBeNaN();
  });

  it('custom quantiles [0, 1] give the lowest and highest path', () => {
    const options: BootstrapOptions = { returns: [0.1, -0.05, 0.02], trials: 30, horizon: 4, startEquity: 100, seed: 12, quantiles: [0, 1] };
    const result = bootstrapMonteCarlo(options);
    const { paths } = replay(options);
    for (let t = 0; t <= 4; t++) {
      const column = paths.map((path) => path[t] as number);
      expect(result.fan[0]?.[t]).toBe(Math.min(...column));
      expect(result.fan[1]?.[t]).toBe(Math.max(...column));
    }
  });
});

describe('bootstrapMonteCarlo: seeded runs', () => {
  const pool = [0.03, -0.02, 0.01, -0.08, 0.05, 0, 0.015, -0.4];
  const options: BootstrapOptions = { returns: pool, trials: 400, horizon: 30, startEquity: 10000, seed: 42, ruinEquity: 6000 };

  it('the same seed gives an identical result, another seed a different one', () => {
    const a = bootstrapMonteCarlo(options);
    const b = bootstrapMonteCarlo({ ...options });
    expect(b).toEqual(a);
    const c = bootstrapMonteCarlo({ ...options, seed: 43 });
    expect(c.fan).not.toEqual(a.fan);
  });

  it('matches the model written out: every quantile, probBelowStart and the ruin probability', () => {
    const result = bootstrapMonteCarlo(options);
    const { paths, ruined } = replay(options);
    for (let t = 0; t <= options.horizon; t++) {
      const column = paths.map((path) => path[t] as number);
      result.quantiles.forEach((p, q) => expectNear(result.fan[q]?.[t] as number, sortedPercentile(column, p), 1e-12));
    }
    const below = paths.filter((path) => (path[options.horizon] as number) < options.startEquity).length;
    expect(result.probBelowStart).toBe(below / options.trials);
    expect(result.ruinProbability).toBe(ruined / options.trials);
    // The pool holds a −40 % period: some paths must touch 6,000 (0.6 of the start), but not all.
    expect(result.ruinProbability).toBeGreaterThan(0);
    expect(result.ruinProbability).toBeLessThan(1);
  });

  it('fan[·][0] = start and P5 ≤ P50 ≤ P95 at every period (several seeds)', () => {
    const rnd = random(4);
    for (let run = 0; run < 10; run++) {
      const returns = Array.from({ length: 1 + Math.floor(rnd() * 20) }, () => (rnd() - 0.5) * 0.2);
      const result = bootstrapMonteCarlo({ returns, trials: 200, horizon: 20, startEquity: 5000, seed: Math.floor(rnd() * 2 ** 32) });
      const [p5, p50, p95] = result.fan as [Float64Array, Float64Array, Float64Array];
      for (const series of result.fan) expect(series[0]).toBe(5000);
      for (let t = 0; t <= 20; t++) {
        expect(p5[t] as number).toBeLessThanOrEqual(p50[t] as number);
        expect(p50[t] as number).toBeLessThanOrEqual(p95[t] as number);
      }
      expect(result.probBelowStart).toBeGreaterThanOrEqual(0);
      expect(result.probBelowStart).toBeLessThanOrEqual(1);
    }
  });

  it('does not change the caller’s returns', () => {
    const returns = Float64Array.from(pool);
    bootstrapMonteCarlo({ ...options, returns });
    expect(Array.from(returns)).toEqual(pool);
  });
});

describe('bootstrapMonteCarlo: input validation', () => {
  const base: BootstrapOptions = { returns: [0.01, -0.01], trials: 10, horizon: 5, startEquity: 1000, seed: 1 };
  it.each([
    ['trials 0', { trials: 0 }],
    ['trials 1.5', { trials: 1.5 }],
    ['trials NaN', { trials: NaN }],
    ['horizon 0', { horizon: 0 }],
    ['horizon 2.5', { horizon: 2.5 }],
    ['horizon −1', { horizon: -1 }],
    ['too many cells', { trials: MAX_BOOTSTRAP_CELLS / 10 + 1, horizon: 10 }],
    ['no returns', { returns: [] }],
    ['only non-finite returns', { returns: [NaN, Infinity] }],
    ['start 0', { startEquity: 0 }],
    ['negative start', { startEquity: -100 }],
    ['NaN start', { startEquity: NaN }],
    ['infinite start', { startEquity: Infinity }],
  ] as const)('throws a RangeError for %s', (_name, patch) => {
    expect(() => bootstrapMonteCarlo({ ...base, ...patch })).toThrow(RangeError);
  });

  it('the smallest shape (1 trial × 1 period) works', () => {
    expect(bootstrapMonteCarlo({ ...base, trials: 1, horizon: 1 }).fan[0]?.length).toBe(2);
  });
});
