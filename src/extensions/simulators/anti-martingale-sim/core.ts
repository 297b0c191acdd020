/**
 * Anti-martingale progression simulator (pure): seeded win/loss outcomes (bet k wins when u_k < p, u_k
 * from mulberry32(seed)) played with the anti-martingale of src/finance/progression.ts and, on the same
 * outcomes, with a martingale for comparison. A win pays stake × payout, a loss costs the stake; the
 * bankroll is not a limit here (a negative bankroll shows how far each system would have gone).
 */
import { mulberry32 } from '../../../finance/monteCarlo';
import { antiMartingaleRun, martingaleRun, resetModeOf } from '../../../finance/progression';
import type { ParamValues, SimulationTrace } from '../kit/simulation';

/** Columns of a row of the bets table: step, outcome (1 win, 0 loss), anti-martingale stake, its bankroll, martingale stake, its bankroll. */
export const BET_STRIDE = 6;

/** The seeded outcomes: 1 (win) when u < p. */
export function seededOutcomes(count: number, winProbability: number, seed: number): number[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => (random() < winProbability ? 1 : 0));
}

function bankrollPath(bankroll: number, cumulativePnl: readonly number[]): Float64Array {
  const path = new Float64Array(cumulativePnl.length + 1);
  path[0] = bankroll;
  cumulativePnl.forEach((pnl, k) => (path[k + 1] = bankroll + pnl));
  return path;
}

/** Running maximum drawdown (fraction of the running peak) of a bankroll path. */
function drawdownPath(path: Float64Array): Float64Array {
  const drawdown = new Float64Array(path.length);
  let peak = -Infinity;
  let worst = 0;
  path.forEach((value, k) => {
    peak = Math.max(peak, value);
    if (peak > 0) worst = Math.max(worst, (peak - value) / peak);
    drawdown[k] = worst;
  });
  return drawdown;
}

function runningMax(values: readonly number[]): Float64Array {
  const result = new Float64Array(values.length + 1);
  values.forEach((value, k) => (result[k + 1] = Math.max(result[k] ?? 0, value)));
  return result;
}

export function runAntiMartingaleSim(params: ParamValues): SimulationTrace {
  const n = Number(params.bets);
  const bankroll = Number(params.bankroll);
  const base = Number(params.base);
  const payout = Number(params.payout);
  // The win probability is typed in percent.
  const outcomes = seededOutcomes(n, Number(params.winProbability) / 100, Number(params.seed));
  const anti = antiMartingaleRun(outcomes, base, Number(params.multiplier), resetModeOf(params.resetMode), (bankroll * Number(params.resetProfitPct)) / 100, payout);
  const martingale = martingaleRun(outcomes, base, Number(params.martingaleMultiplier), payout);
  const amBankroll = bankrollPath(bankroll, anti.cumulativePnl);
  const mgBankroll = bankrollPath(bankroll, martingale.cumulativePnl);
  const bets: number[] = [];
  outcomes.forEach((outcome, k) => bets.push(k + 1, outcome, anti.stakes[k] ?? NaN, amBankroll[k + 1] ?? NaN, martingale.stakes[k] ?? NaN, mgBankroll[k + 1] ?? NaN));
  const wins = new Float64Array(n + 1);
  outcomes.forEach((outcome, k) => (wins[k + 1] = (wins[k] ?? 0) + outcome));
  return {
    steps: n,
    series: {
      amBankroll,
      mgBankroll,
      amDrawdown: drawdownPath(amBankroll),
      mgDrawdown: drawdownPath(mgBankroll),
      amLargestStake: runningMax(anti.stakes.slice(0, n)),
      mgLargestStake: runningMax(martingale.stakes.slice(0, n)),
      wins,
    },
    events: { bets: { stride: BET_STRIDE, data: Float64Array.from(bets) } },
  };
}
