import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../finance/monteCarlo';
import { eventRows } from '../kit/simulation';
import { simulateStreak } from './core';

describe('streak simulator (martingale on seeded coin flips)', () => {
  const params = { winProbability: 0.5, bets: 2000, base: 10, multiplier: 2, bankroll: 5000, seed: 7 };

  it('doubles after each loss, returns to the base after a win and pays even money', () => {
    const trace = simulateStreak(params);
    const bets = eventRows(trace.events.bets, params.bets);
    let stake = params.base;
    let bankroll = params.bankroll;
    for (const [, outcome, placed, after] of bets) {
      expect(placed).toBe(stake);
      bankroll += outcome === 1 ? stake : -stake;
      expect(after).toBe(bankroll);
      stake = outcome === 1 ? params.base : stake * 2;
    }
  });

  it('follows the seeded draws: a win when u < p', () => {
    const trace = simulateStreak({ ...params, bets: 20 });
    const random = mulberry32(7);
    const outcomes = eventRows(trace.events.bets, 20).map(([, outcome]) => outcome);
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => (random() < 0.5 ? 1 : 0)));
  });

  it('busts when the bankroll cannot pay the next stake and then stops betting', () => {
    // With p = 0 every bet loses: stakes 10, 20, 40, 80 cost 150 of 200; the next stake 160 > 50 busts.
    const trace = simulateStreak({ ...params, winProbability: 0, bets: 10, bankroll: 200 });
    expect(eventRows(trace.events.bets, 10)).toHaveLength(4);
    expect(trace.series.busted?.[4]).toBe(1);
    expect(trace.series.busted?.[3]).toBe(0);
    expect(trace.series.bankroll?.[10]).toBe(50);
    expect(trace.series.longestLosingRun?.[10]).toBe(4);
    expect(trace.series.maxStake?.[10]).toBe(80);
  });
});
