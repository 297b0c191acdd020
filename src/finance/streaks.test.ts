import { describe, expect, it } from 'vitest';
import { MAX_STREAK_TRADES, streakProbability } from './streaks';

// Expected values: scripts/reference/streaks.py (exact fractions and another recursion than the Markov chain).
describe('probability of a losing streak', () => {
  it.each([
    [100, 10, 2 / 3, 0.4353101730335517],
    [100, 10, 3 / 5, 0.204909874998172],
    [100, 10, 1 / 2, 0.04413722864042169],
    [100, 5, 2 / 3, 0.9974545252821557],
    [250, 8, 11 / 20, 0.6135192074244035],
    [10, 10, 1 / 2, 0.0009765625],
    [9, 10, 1 / 2, 0],
    [50, 1, 1 / 10, 0.9948462247926799],
  ])('%i trades, a run of %i, loss probability %f → %f', (trades, run, q, expected) => {
    expect(streakProbability(trades, run, q)).toBeCloseTo(expected, 13);
  });

  it('is 0 without losses and 1 when every trade loses and there are enough of them', () => {
    expect(streakProbability(100, 3, 0)).toBe(0);
    expect(streakProbability(100, 3, 1)).toBe(1);
    expect(streakProbability(0, 1, 0.5)).toBe(0);
  });

  it('refuses inputs outside the definition (NaN, not a number that looks valid)', () => {
    for (const [trades, run, q] of [[10.5, 3, 0.5], [10, 0, 0.5], [-1, 3, 0.5], [10, 3, 1.2], [10, 3, NaN], [MAX_STREAK_TRADES + 1, 3, 0.5]] as const) {
      expect(streakProbability(trades, run, q)).toBeNaN();
    }
  });
});
