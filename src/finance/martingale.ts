/**
 * Equity-path helpers of the "Positive and negative sequences" calculator on /strategies/martingale
 * (specs/calculators/win-loss-sequence.yaml).
 *
 * A sequence is a list of outcomes, 1 = win and 0 = loss (the letters W/G and L/V of the sequence
 * input). With fixed amounts, a win adds `gainPerUp` and a loss subtracts `lossPerDown`, so the
 * equity after bet i is `start + gainPerUp · wins(0…i) − lossPerDown · losses(0…i)`: the spec says
 * that with `sumFirst`. What a formula cannot say is a running extreme over the path — the deepest
 * fall from a peak and the lowest balance — which these two functions compute in one pass.
 *
 * Expected values of the tests: scripts/reference/martingale.py (Python, float64).
 */
import { valueAt } from './valueAt';

function outcomesOf(outcomes: unknown, name: string): readonly number[] {
  if (!Array.isArray(outcomes)) throw new Error(`${name} needs a list of outcomes (1 = win, 0 = loss)`);
  return outcomes as readonly number[];
}

/** The change of the balance for one outcome: +gain for 1, −loss for 0, NaN for anything else. */
function step(outcome: number, gainPerUp: number, lossPerDown: number): number {
  if (outcome === 1) return gainPerUp;
  if (outcome === 0) return -lossPerDown;
  return NaN;
}

/**
 * The largest fall of the equity from a previous peak (the start counts as the first peak), in the
 * quote currency: 0 when the path never falls below an earlier high. NaN for an outcome that is
 * neither 1 nor 0 or a non-finite amount.
 *
 * Example: WWLWLLW with +150 / −100 from 1,000 → path 1,150, 1,300, 1,200, 1,350, 1,250, 1,150,
 * 1,300; the deepest fall is 1,350 → 1,150 = 200.
 */
export function sequenceMaxDrawdown(outcomes: unknown, gainPerUp: number, lossPerDown: number): number {
  const list = outcomesOf(outcomes, 'sequenceMaxDrawdown(outcomes, gainPerUp, lossPerDown)');
  if (!Number.isFinite(gainPerUp) || !Number.isFinite(lossPerDown)) return NaN;
  let equity = 0;
  let peak = 0;
  let deepest = 0;
  for (let i = 0; i < list.length; i++) {
    equity += step(valueAt(list, i), gainPerUp, lossPerDown);
    if (Number.isNaN(equity)) return NaN;
    if (equity > peak) peak = equity;
    if (peak - equity > deepest) deepest = peak - equity;
  }
  return deepest;
}

/**
 * The lowest balance along the path, the start included (so it is never above `start`). A value
 * ≤ 0 means the account would have been empty at that point. NaN for an outcome that is neither 1
 * nor 0 or a non-finite amount.
 */
export function sequenceLowestEquity(outcomes: unknown, start: number, gainPerUp: number, lossPerDown: number): number {
  const list = outcomesOf(outcomes, 'sequenceLowestEquity(outcomes, start, gainPerUp, lossPerDown)');
  if (!Number.isFinite(start) || !Number.isFinite(gainPerUp) || !Number.isFinite(lossPerDown)) return NaN;
  let equity = start;
  let lowest = start;
  for (let i = 0; i < list.length; i++) {
    equity += step(valueAt(list, i), gainPerUp, lossPerDown);
    if (Number.isNaN(equity)) return NaN;
    if (equity < lowest) lowest = equity;
  }
  return lowest;
}

/** Formula helpers of this file, registered in the formula instance (src/engine/mathInstance.ts). */
export const martingaleFormulaHelpers = {
  sequenceMaxDrawdown,
  sequenceLowestEquity,
};
