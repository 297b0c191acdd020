import { describe, expect, it } from 'vitest';
import { antiMartingaleRun, martingaleRun } from '../../../finance/progression';
import { eventRows } from '../kit/simulation';
import { runAntiMartingaleSim, seededOutcomes } from './core';

describe('anti-martingale simulator', () => {
  const params = { winProbability: 50, payout: 1, bets: 300, base: 10, multiplier: 1.5, resetMode: 'oneLoss', resetProfitPct: 3, martingaleMultiplier: 2, bankroll: 1000, seed: 9 };

  it('plays both systems on the same seeded outcomes with the progression rules of src/finance/progression.ts', () => {
    const trace = runAntiMartingaleSim(params);
    const outcomes = seededOutcomes(300, 0.5, 9);
    const anti = antiMartingaleRun(outcomes, 10, 1.5, 1, 30, 1);
    const martingale = martingaleRun(outcomes, 10, 2, 1);
    const bets = eventRows(trace.events.bets, 300);
    expect(bets.map(([, outcome]) => outcome)).toEqual(outcomes);
    expect(trace.series.amBankroll?.[300]).toBeCloseTo(1000 + (anti.cumulativePnl[299] ?? NaN), 9);
    expect(trace.series.mgBankroll?.[300]).toBeCloseTo(1000 + (martingale.cumulativePnl[299] ?? NaN), 9);
    expect(trace.series.amLargestStake?.[300]).toBe(anti.largestStake);
    expect(trace.series.mgLargestStake?.[300]).toBe(martingale.largestStake);
  });

  it('tracks the running max drawdown from the peak and is reproducible by seed', () => {
    const trace = runAntiMartingaleSim(params);
    const path = trace.series.amBankroll ?? new Float64Array();
    let peak = -Infinity;
    let worst = 0;
    path.forEach((value, k) => {
      peak = Math.max(peak, value);
      worst = Math.max(worst, (peak - value) / peak);
      expect(trace.series.amDrawdown?.[k]).toBeCloseTo(worst, 12);
    });
    expect(Array.from(runAntiMartingaleSim(params).series.mgBankroll ?? [])).toEqual(Array.from(trace.series.mgBankroll ?? []));
  });
});
