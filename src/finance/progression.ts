import { valueAt } from './valueAt';

/**
 * Stake progressions over a sequence of bet outcomes (1 = win, 0 = loss), for /strategies/anti-martingale.
 *
 * A win pays `stake × payout` (the net win per unit staked: 1 = even money), a loss costs the stake.
 *
 * **Anti-martingale** (raise after wins, reset after losses). The first stake is the base. After a win the
 * next stake is `stake × m`. After a loss the reset mode decides:
 * - mode 1, "after one loss": the next stake is the base;
 * - mode 2, "after two losses": after the first loss the stake is kept, after the second loss in a row it
 *   goes back to the base (the count of losses starts again after a reset or a win);
 * - mode 3, "profit": the next stake is the base after any loss, and also after a win once the profit of the
 *   current run (the P&L since the last return to the base) has reached `profitTarget` (an amount, e.g. 3 %
 *   of the bankroll); a new run then starts.
 * A **reset** is counted when the stake goes back to the base from a higher stake (a grown progression ends),
 * including the decision after the last bet.
 *
 * **Martingale** (the comparison): the first stake is the base; after a loss the next stake is `stake × m`
 * (m = 2: doubling), after a win it is the base again.
 *
 * Stakes are multiplied step by step (not base · m^k), exactly as a trader would raise them.
 * The expected values of the tests come from scripts/reference/progression.py.
 */

export type ResetMode = 1 | 2 | 3;

/** A reset mode from a formula: 1 | 2 | 3 or the calculator's option values 'oneLoss' | 'twoLosses' | 'profit'. */
export function resetModeOf(value: unknown): ResetMode {
  if (value === 1 || value === 'oneLoss') return 1;
  if (value === 2 || value === 'twoLosses') return 2;
  if (value === 3 || value === 'profit') return 3;
  throw new Error(`unknown reset mode ${JSON.stringify(value)} (1 | 2 | 3, "oneLoss" | "twoLosses" | "profit")`);
}

export interface ProgressionRun {
  /** The stake of every bet, plus one more: the stake the rules set for the bet after the sequence (length n + 1). */
  stakes: number[];
  /** Profit or loss of each bet (length n). */
  pnl: number[];
  /** Cumulative profit or loss after each bet (length n). */
  cumulativePnl: number[];
  /** Sum of the n stakes placed. */
  totalStaked: number;
  /** Largest of the n stakes placed (NaN for an empty sequence). */
  largestStake: number;
  /** Lowest cumulative P&L, the start (0) included: lowest equity = bankroll + lowestPnl. */
  lowestPnl: number;
}

export interface AntiMartingaleRun extends ProgressionRun {
  /** How often the stake went back to the base from a higher stake. */
  resets: number;
}

function outcomesOf(value: unknown): readonly number[] {
  if (!Array.isArray(value)) throw new Error('the outcomes must be a list of 1 (win) and 0 (loss)');
  for (const item of value as unknown[]) {
    if (item !== 0 && item !== 1) throw new Error('the outcomes must be a list of 1 (win) and 0 (loss)');
  }
  return value as number[];
}

function checkNumbers(values: Record<string, number>): void {
  for (const [name, v] of Object.entries(values)) {
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`${name} must be a finite number`);
  }
}

function summarize(stakes: number[], pnl: number[]): ProgressionRun {
  const cumulativePnl: number[] = [];
  let cumulative = 0;
  let totalStaked = 0;
  let largestStake = NaN;
  let lowestPnl = 0;
  for (let k = 0; k < pnl.length; k++) {
    cumulative += valueAt(pnl, k);
    cumulativePnl.push(cumulative);
    lowestPnl = Math.min(lowestPnl, cumulative);
    const stake = valueAt(stakes, k);
    totalStaked += stake;
    largestStake = k === 0 ? stake : Math.max(largestStake, stake);
  }
  return { stakes, pnl, cumulativePnl, totalStaked, largestStake, lowestPnl };
}

/** The anti-martingale progression over `outcomes` (see the file comment for the rules). */
export function antiMartingaleRun(
  outcomes: readonly number[],
  base: number,
  multiplier: number,
  resetMode: ResetMode,
  profitTarget: number,
  payout: number,
): AntiMartingaleRun {
  checkNumbers({ base, multiplier, payout });
  if (resetMode === 3) checkNumbers({ profitTarget });
  const stakes: number[] = [];
  const pnl: number[] = [];
  let stake = base;
  let runProfit = 0;
  let lossesInRow = 0;
  let resets = 0;
  for (const outcome of outcomes) {
    stakes.push(stake);
    let next: number;
    if (outcome === 1) {
      const won = stake * payout;
      pnl.push(won);
      runProfit += won;
      lossesInRow = 0;
      if (resetMode === 3 && runProfit >= profitTarget) {
        next = base;
        runProfit = 0;
      } else {
        next = stake * multiplier;
      }
    } else {
      pnl.push(-stake);
      runProfit = 0;
      lossesInRow += 1;
      if (resetMode === 2 && lossesInRow < 2) {
        next = stake;
      } else {
        next = base;
        lossesInRow = 0;
      }
    }
    if (next === base && stake !== base) resets += 1;
    stake = next;
  }
  stakes.push(stake);
  return { ...summarize(stakes, pnl), resets };
}

/** The martingale progression over `outcomes`: stake × m after a loss, the base after a win. */
export function martingaleRun(outcomes: readonly number[], base: number, multiplier: number, payout: number): ProgressionRun {
  checkNumbers({ base, multiplier, payout });
  const stakes: number[] = [];
  const pnl: number[] = [];
  let stake = base;
  for (const outcome of outcomes) {
    stakes.push(stake);
    if (outcome === 1) {
      pnl.push(stake * payout);
      stake = base;
    } else {
      pnl.push(-stake);
      stake = stake * multiplier;
    }
  }
  stakes.push(stake);
  return summarize(stakes, pnl);
}

/** Stake of bet i (1-based); i = n + 1 is the stake the rules set for the bet after the sequence; NaN otherwise. */
function stakeAt(run: ProgressionRun, i: number): number {
  return Number.isInteger(i) && i >= 1 && i <= run.stakes.length ? valueAt(run.stakes, i - 1) : NaN;
}

/** Cumulative P&L after the first i bets (0 for i = 0); NaN outside 0 … n. */
function pnlAfter(run: ProgressionRun, i: number): number {
  if (!Number.isInteger(i) || i < 0 || i > run.cumulativePnl.length) return NaN;
  return i === 0 ? 0 : valueAt(run.cumulativePnl, i - 1);
}

/** A whole-run statistic; `resets` is given for the anti-martingale only. */
function statOf(run: ProgressionRun, what: unknown, name: string, resets?: number): number {
  if (what === 'staked') return run.totalStaked;
  if (what === 'largest') return run.largestStake;
  if (what === 'lowest') return run.lowestPnl;
  if (what === 'resets' && resets !== undefined) return resets;
  const known = resets === undefined ? '"staked" | "largest" | "lowest"' : '"staked" | "largest" | "lowest" | "resets"';
  throw new Error(`${name}: unknown statistic ${JSON.stringify(what)} (${known})`);
}

function antiRun(seq: unknown, base: number, m: number, mode: unknown, target: number, payout: number): AntiMartingaleRun {
  return antiMartingaleRun(outcomesOf(seq), base, m, resetModeOf(mode), target, payout);
}

/**
 * Formula helpers (registered in the formula instance):
 * - `amStake(seq, i, base, m, resetMode, profitTarget, payout)`: anti-martingale stake of bet i (1-based;
 *   i = n + 1 is the next stake after the sequence); NaN outside 1 … n + 1.
 * - `amPnl(seq, i, base, m, resetMode, profitTarget, payout)`: cumulative P&L after the first i bets
 *   (0 for i = 0); equity = bankroll + amPnl.
 * - `amStat(seq, what, base, m, resetMode, profitTarget, payout)` over the whole sequence: what = "staked"
 *   (total staked), "largest" (largest stake), "lowest" (lowest cumulative P&L, the start's 0 included;
 *   lowest equity = bankroll + it) or "resets" (number of resets).
 * - `mgStake(seq, i, base, m)`, `mgPnl(seq, i, base, m, payout)`, `mgStat(seq, what, base, m, payout)`
 *   (what = "staked" | "largest" | "lowest"): the same for the martingale.
 * `seq` is a list of 1 (win) and 0 (loss), e.g. a sequence input; `resetMode` is 1 | 2 | 3 or
 * "oneLoss" | "twoLosses" | "profit"; `profitTarget` is an amount (used in mode 3 only).
 */
export const progressionFormulaHelpers = {
  amStake: (seq: unknown, i: number, base: number, m: number, mode: unknown, target: number, payout: number): number =>
    stakeAt(antiRun(seq, base, m, mode, target, payout), i),
  amPnl: (seq: unknown, i: number, base: number, m: number, mode: unknown, target: number, payout: number): number =>
    pnlAfter(antiRun(seq, base, m, mode, target, payout), i),
  amStat: (seq: unknown, what: unknown, base: number, m: number, mode: unknown, target: number, payout: number): number => {
    const run = antiRun(seq, base, m, mode, target, payout);
    return statOf(run, what, 'amStat', run.resets);
  },
  mgStake: (seq: unknown, i: number, base: number, m: number): number => stakeAt(martingaleRun(outcomesOf(seq), base, m, 0), i),
  mgPnl: (seq: unknown, i: number, base: number, m: number, payout: number): number =>
    pnlAfter(martingaleRun(outcomesOf(seq), base, m, payout), i),
  mgStat: (seq: unknown, what: unknown, base: number, m: number, payout: number): number =>
    statOf(martingaleRun(outcomesOf(seq), base, m, payout), what, 'mgStat'),
};
