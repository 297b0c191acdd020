/**
 * Kelly backtest (pure): `runs` seeded sequences of `bets` binary bets (win with probability p, a win
 * pays b per unit staked, a loss costs the stake), each played with four fixed fractions of the
 * current bankroll: full Kelly f* = (p·(b + 1) − 1)/b, half and quarter Kelly, and a fixed fraction.
 * All four see the same outcomes in a run. Kelly fractions below 0 (no edge) bet nothing.
 * Per step, the series are the medians over the runs of the bankroll and of the maximum drawdown so far.
 * Outcomes: u from mulberry32(seed), drawn bet by bet and within a bet run by run; a win when u < p.
 */
import { mulberry32, percentilesInPlace } from '../../../finance/monteCarlo';
import type { ParamValues, SimulationTrace } from '../kit/simulation';

export const STRATEGIES = ['full', 'half', 'quarter', 'fixed'] as const;
export type Strategy = (typeof STRATEGIES)[number];

export function kellyFraction(p: number, b: number): number {
  return (p * (b + 1) - 1) / b;
}

/** The fraction of the bankroll each strategy bets. */
export function strategyFractions(p: number, b: number, fixedFractionPct: number): Record<Strategy, number> {
  const full = Math.max(0, kellyFraction(p, b));
  return { full, half: full / 2, quarter: full / 4, fixed: fixedFractionPct / 100 };
}

export interface KellyBacktestParams {
  winProbability: number;
  payoff: number;
  bets: number;
  runs: number;
  fixedFractionPct: number;
  bankroll: number;
  seed: number;
}

export function simulateKellyBacktest(p: KellyBacktestParams): SimulationTrace {
  const { bets, runs } = p;
  const fractions = strategyFractions(p.winProbability, p.payoff, p.fixedFractionPct);
  const series: Record<string, Float64Array> = {};
  const bankrolls = {} as Record<Strategy, Float64Array>;
  const peaks = {} as Record<Strategy, Float64Array>;
  const drawdowns = {} as Record<Strategy, Float64Array>;
  for (const strategy of STRATEGIES) {
    bankrolls[strategy] = new Float64Array(runs).fill(p.bankroll);
    peaks[strategy] = new Float64Array(runs).fill(p.bankroll);
    drawdowns[strategy] = new Float64Array(runs);
    series[`${strategy}Median`] = new Float64Array(bets + 1).fill(p.bankroll, 0, 1);
    series[`${strategy}Drawdown`] = new Float64Array(bets + 1);
  }
  const random = mulberry32(p.seed);
  const wins = new Uint8Array(runs);
  const scratch = new Float64Array(runs);
  const median = new Float64Array(1);
  const medianOf = (values: Float64Array) => {
    scratch.set(values);
    return percentilesInPlace(scratch, [0.5], median)[0] ?? NaN;
  };
  for (let k = 1; k <= bets; k++) {
    for (let r = 0; r < runs; r++) wins[r] = random() < p.winProbability ? 1 : 0;
    for (const strategy of STRATEGIES) {
      const f = fractions[strategy];
      const bankroll = bankrolls[strategy];
      const peak = peaks[strategy];
      const drawdown = drawdowns[strategy];
      for (let r = 0; r < runs; r++) {
        const before = bankroll[r] as number;
        const after = wins[r] ? before * (1 + f * p.payoff) : before * (1 - f);
        bankroll[r] = after;
        if (after > (peak[r] as number)) peak[r] = after;
        const fall = 1 - after / (peak[r] as number);
        if (fall > (drawdown[r] as number)) drawdown[r] = fall;
      }
      (series[`${strategy}Median`] as Float64Array)[k] = medianOf(bankroll);
      (series[`${strategy}Drawdown`] as Float64Array)[k] = medianOf(drawdown);
    }
  }
  return { steps: bets, series, events: {} };
}

export function kellyBacktestParams(params: ParamValues): KellyBacktestParams {
  return {
    winProbability: Number(params.winProbability) / 100, // typed in percent
    payoff: Number(params.payoff),
    bets: Number(params.bets),
    runs: Number(params.runs),
    fixedFractionPct: Number(params.fixedFractionPct),
    bankroll: Number(params.bankroll),
    seed: Number(params.seed),
  };
}

export function runKellyBacktest(params: ParamValues): SimulationTrace {
  return simulateKellyBacktest(kellyBacktestParams(params));
}
