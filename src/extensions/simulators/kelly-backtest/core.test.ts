import { describe, expect, it } from 'vitest';
import { kellyFraction, simulateKellyBacktest, strategyFractions } from './core';

describe('Kelly backtest', () => {
  it('bets f* = (p·(b + 1) − 1)/b, half and a quarter of it, and nothing without an edge', () => {
    expect(kellyFraction(0.55, 1)).toBeCloseTo(0.1, 12);
    expect(kellyFraction(0.4, 2)).toBeCloseTo(0.1, 12);
    expect(strategyFractions(0.55, 1, 2)).toEqual({ full: kellyFraction(0.55, 1), half: kellyFraction(0.55, 1) / 2, quarter: kellyFraction(0.55, 1) / 4, fixed: 0.02 });
    expect(strategyFractions(0.45, 1, 2).full).toBe(0);
  });

  it('with one run, the bankroll is the product of (1 + f·b) and (1 − f) over the wins and losses', () => {
    const params = { winProbability: 0.6, payoff: 1, bets: 50, runs: 1, fixedFractionPct: 5, bankroll: 1000, seed: 3 };
    const trace = simulateKellyBacktest(params);
    const f = 0.2;
    // The full-Kelly and fixed paths move together: each step is ×(1 + f) or ×(1 − f); recover the outcomes from full Kelly.
    for (let k = 1; k <= params.bets; k++) {
      const ratio = (trace.series.fullMedian?.[k] ?? NaN) / (trace.series.fullMedian?.[k - 1] ?? NaN);
      const win = Math.abs(ratio - (1 + f)) < 1e-12;
      expect(win || Math.abs(ratio - (1 - f)) < 1e-12).toBe(true);
      const fixedRatio = (trace.series.fixedMedian?.[k] ?? NaN) / (trace.series.fixedMedian?.[k - 1] ?? NaN);
      expect(fixedRatio).toBeCloseTo(win ? 1.05 : 0.95, 12);
    }
  });

  it('medians over many runs: full Kelly grows faster than quarter Kelly and suffers deeper drawdowns; reproducible by seed', () => {
    const params = { winProbability: 0.55, payoff: 1, bets: 1000, runs: 400, fixedFractionPct: 2, bankroll: 1000, seed: 11 };
    const a = simulateKellyBacktest(params);
    const b = simulateKellyBacktest(params);
    expect(a.series.fullMedian?.[1000]).toBe(b.series.fullMedian?.[1000]);
    expect(a.series.fullMedian?.[1000] ?? 0).toBeGreaterThan(a.series.quarterMedian?.[1000] ?? Infinity);
    expect(a.series.fullDrawdown?.[1000] ?? 0).toBeGreaterThan(a.series.quarterDrawdown?.[1000] ?? Infinity);
    // Expected log growth per bet at full Kelly: 0.55·ln 1.1 + 0.45·ln 0.9 ≈ 0.005008; the median follows e^{1000·g} ≈ 150×.
    const growth = Math.log((a.series.fullMedian?.[1000] ?? NaN) / 1000) / 1000;
    expect(growth).toBeGreaterThan(0.0035);
    expect(growth).toBeLessThan(0.0065);
  });
});
