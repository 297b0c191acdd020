/**
 * Streak Simulator (pure): a martingale on seeded coin flips. Bet k wins when u_k < p, u_k from
 * mulberry32(seed) (src/finance/monteCarlo.ts), so a seed gives the same bets everywhere. The first
 * stake is `base`; after a loss the next stake is stake × multiplier, after a win it is `base` again; a
 * win pays the stake (even money), a loss costs it. When the bankroll cannot cover the next stake the
 * system is broken: the run is busted and no further bet is placed (the remaining steps keep the bankroll).
 */
import { mulberry32 } from '../../../finance/monteCarlo';
import type { ParamValues, SimulationTrace } from '../kit/simulation';

/** Columns of a row of the bets table: step, outcome (1 win, 0 loss), stake, bankroll after the bet. */
export const BET_STRIDE = 4;

export interface StreakParams {
  winProbability: number;
  bets: number;
  base: number;
  multiplier: number;
  bankroll: number;
  seed: number;
}

export function simulateStreak(p: StreakParams): SimulationTrace {
  const n = p.bets;
  const series = {
    bankroll: new Float64Array(n + 1),
    stake: new Float64Array(n + 1),
    maxStake: new Float64Array(n + 1),
    losingRun: new Float64Array(n + 1),
    longestLosingRun: new Float64Array(n + 1),
    busted: new Float64Array(n + 1),
  };
  const bets: number[] = [];
  const random = mulberry32(p.seed);
  let bankroll = p.bankroll;
  let stake = p.base;
  let maxStake = 0;
  let run = 0;
  let longest = 0;
  let busted = bankroll < stake ? 1 : 0;
  series.bankroll[0] = bankroll;
  series.stake[0] = stake;
  series.busted[0] = busted;
  for (let k = 1; k <= n; k++) {
    // One draw per step whether or not a bet is placed, so the outcomes do not depend on busting.
    const win = random() < p.winProbability;
    if (!busted) {
      maxStake = Math.max(maxStake, stake);
      bankroll += win ? stake : -stake;
      run = win ? 0 : run + 1;
      longest = Math.max(longest, run);
      bets.push(k, win ? 1 : 0, stake, bankroll);
      stake = win ? p.base : stake * p.multiplier;
      if (bankroll < stake) busted = 1;
    }
    series.bankroll[k] = bankroll;
    series.stake[k] = stake;
    series.maxStake[k] = maxStake;
    series.losingRun[k] = run;
    series.longestLosingRun[k] = longest;
    series.busted[k] = busted;
  }
  return { steps: n, series, events: { bets: { stride: BET_STRIDE, data: Float64Array.from(bets) } } };
}

export function runStreak(params: ParamValues): SimulationTrace {
  return simulateStreak({
    winProbability: Number(params.winProbability) / 100, // typed in percent
    bets: Number(params.bets),
    base: Number(params.base),
    multiplier: Number(params.multiplier),
    bankroll: Number(params.bankroll),
    seed: Number(params.seed),
  });
}
