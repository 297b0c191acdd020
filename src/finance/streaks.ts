/**
 * Losing streaks of independent trades: the probability that `trades` trades, each lost with probability q,
 * contain at least one run of `run` or more losses in a row.
 *
 * A Markov chain over the length of the current losing run (0 … run − 1) plus an absorbing state "a run of
 * `run` has happened": each trade moves the run length up by one with probability q (into the absorbing state
 * from run − 1) or back to 0 with probability 1 − q. The answer is the absorbing state's probability after
 * `trades` steps. Expected values: scripts/reference/streaks.py (exact fractions, another recursion).
 */

/** Most trades the chain is run for (a formula input stays fast). */
export const MAX_STREAK_TRADES = 100_000;

/** P(at least one run of ≥ `run` losses within `trades` trades); NaN for inputs outside the definition. */
export function streakProbability(trades: number, run: number, lossProbability: number): number {
  if (!Number.isInteger(trades) || !Number.isInteger(run) || trades < 0 || run < 1 || trades > MAX_STREAK_TRADES) return NaN;
  if (!(lossProbability >= 0 && lossProbability <= 1)) return NaN;
  const q = lossProbability;
  let states = new Float64Array(run);
  states[0] = 1;
  let absorbed = 0;
  for (let t = 0; t < trades; t++) {
    const next = new Float64Array(run);
    let reset = 0;
    for (let k = 0; k < run; k++) {
      const mass = states[k] as number;
      reset += mass * (1 - q);
      if (k + 1 < run) next[k + 1] = mass * q;
      else absorbed += mass * q;
    }
    next[0] = reset;
    states = next;
  }
  return absorbed;
}

export const streakFormulaHelpers = { streakProbability };
