import { describe, expect, it } from 'vitest';
import { runBootstrapJob } from '../../../../shared/bootstrapJob';
import { orderBootstrapOptions, type OrderMonteCarloJob } from './monteCarloJob';

function runOrderMonteCarlo(job: OrderMonteCarloJob) {
  const { fan, probBelowStart } = runBootstrapJob(orderBootstrapOptions(job));
  return { bands: fan, probBelowStart };
}

describe('order analyzer Monte Carlo job', () => {
  const job = { returns: [0.01, -0.02, 0.005, 0.03, -0.01], trials: 500, horizon: 30, startEquity: 1000, seed: 7 };

  it('is reproducible with a seed and starts every band at the current equity', () => {
    const a = runOrderMonteCarlo(job);
    const b = runOrderMonteCarlo(job);
    expect(a.bands).toHaveLength(3);
    expect(Array.from(a.bands[1]!)).toEqual(Array.from(b.bands[1]!));
    expect(a.probBelowStart).toBe(b.probBelowStart);
    for (const band of a.bands) {
      expect(band).toHaveLength(31);
      expect(band[0]).toBe(1000);
    }
    const last = (band: Float64Array) => band[band.length - 1] as number;
    expect(last(a.bands[0]!)).toBeLessThanOrEqual(last(a.bands[1]!));
    expect(last(a.bands[1]!)).toBeLessThanOrEqual(last(a.bands[2]!));
    expect(a.probBelowStart).toBeGreaterThanOrEqual(0);
    expect(a.probBelowStart).toBeLessThanOrEqual(1);
    expect(runOrderMonteCarlo({ ...job, seed: 8 }).bands[1]).not.toEqual(a.bands[1]);
  });

  it('only gains: never below the start', () => {
    const outcome = runOrderMonteCarlo({ ...job, returns: [0.01, 0.02] });
    expect(outcome.probBelowStart).toBe(0);
  });
});
