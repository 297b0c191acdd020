import { describe, expect, it } from 'vitest';
import { legNetPnl } from '../../../../tests/oracles/roiPnl';
import { jobSteps, MAX_SAMPLES, monteCarloJob, monteCarloProblems, netPnlPayoff, runMonteCarloJob } from './monteCarloJob';

/** The symbols the add-on reads, as roi-pnl-pro.yaml evaluates them for its defaults (long). */
const SCOPE = {
  entry: 60000,
  s: 1,
  quantity: 0.5,
  margin: 3000,
  entryFeeNet: 0.0005,
  exitFeeNet: 0.0005,
  mcLiqPrice: 54271.35678391959,
  mcMmr: 0.005,
  mcSamples: 2000,
  mcDays: 30,
  mcDailyVolPct: 3,
  mcDailyDriftPct: 0,
  mcSeed: 42,
};

describe('netPnlPayoff', () => {
  it('is the net PnL of the whole position exiting at P, for long and short', () => {
    for (const s of [1, -1]) {
      const payoff = netPnlPayoff(s, 60000, 0.5, 0.0004, 0.0002);
      for (const price of [30000, 59999.5, 60000, 71234.5]) {
        expect(payoff.intercept + payoff.slope * price).toBeCloseTo(legNetPnl(s, 60000, price, 0.5, 1, 0.0004, 0.0002), 8);
      }
    }
  });
});

describe('monteCarloJob', () => {
  it('turns the scope into a job: percent inputs as decimals, the liquidation price as the barrier on the loss side', () => {
    const job = monteCarloJob(SCOPE);
    expect(job).toMatchObject({ entry: 60000, samples: 2000, days: 30, drift: 0, vol: 0.03, seed: 42, barrier: { level: SCOPE.mcLiqPrice, direction: 'below' } });
    expect(monteCarloJob({ ...SCOPE, s: -1, mcLiqPrice: 65000 })?.barrier).toEqual({ level: 65000, direction: 'above' });
    expect(monteCarloJob({ ...SCOPE, mcLiqPrice: NaN })?.barrier).toBeUndefined();
    expect(jobSteps(job!)).toBe(60000);
  });

  it('names each Monte Carlo input that is missing or out of range, and then gives no job', () => {
    expect(monteCarloProblems(SCOPE)).toEqual([]);
    const bad = { ...SCOPE, mcSamples: MAX_SAMPLES + 1, mcDailyVolPct: -1, mcDailyDriftPct: 11, mcDays: 2.5, mcSeed: -1 };
    expect(monteCarloProblems(bad)).toEqual(['samples', 'vol', 'drift', 'days', 'seed']);
    expect(monteCarloProblems({ ...SCOPE, mcSamples: NaN, mcDays: 0 })).toEqual(['samples', 'days']);
    expect(monteCarloJob(bad)).toBeNull();
    expect(monteCarloJob({ ...SCOPE, entry: 0 })).toBeNull();
  });

  it('runs to percentiles of the final net PnL and the liquidated share', () => {
    const job = monteCarloJob({ ...SCOPE, mcSamples: 500, mcDays: 60 })!;
    const outcome = runMonteCarloJob(job);
    expect(outcome.bands.map((band) => band.length)).toEqual([61, 61, 61]);
    expect(outcome.p5).toBeLessThan(outcome.p50);
    expect(outcome.p50).toBeLessThan(outcome.p95);
    expect(outcome.liquidatedShare).toBeGreaterThan(0);
    expect(outcome.liquidatedShare).toBeLessThan(1);
    expect(outcome.liquidatedShare * 500).toBe(Math.round(outcome.liquidatedShare * 500));
    // Day 0 is the entry: the net PnL is minus the fees of opening and closing at the entry.
    expect(outcome.bands[1][0]).toBeCloseTo(-30, 9);
    // The same seed again gives the same numbers.
    const again = runMonteCarloJob(job);
    expect([again.p5, again.p50, again.p95, again.liquidatedShare]).toEqual([outcome.p5, outcome.p50, outcome.p95, outcome.liquidatedShare]);
  });

  it('for a short the bad case is a rising price: P5 of the PnL mirrors P95 of the price', () => {
    const long = runMonteCarloJob(monteCarloJob({ ...SCOPE, mcLiqPrice: NaN, entryFeeNet: 0, exitFeeNet: 0 })!);
    const short = runMonteCarloJob(monteCarloJob({ ...SCOPE, s: -1, mcLiqPrice: NaN, entryFeeNet: 0, exitFeeNet: 0 })!);
    // Without fees the short's PnL is exactly minus the long's on every path.
    expect(short.p5).toBeCloseTo(-long.p95, 6);
    expect(short.p50).toBeCloseTo(-long.p50, 6);
    expect(short.p95).toBeCloseTo(-long.p5, 6);
    expect(short.liquidatedShare).toBe(0);
  });
});
