/**
 * Stop and take-profit of a backtest run: the prices they are fixed at when a position opens, and how a
 * bar reaches them (runBacktest.ts states the rules).
 */
import { valueAt } from '../../finance/valueAt';
import type { OhlcSeries } from '../../market/ohlcSeries';
import type { IndicatorBindings } from './indicatorBinding';
import type { AtrLevel, ExitLevel, ResolvedSettings } from './settings';

/** A run's stop and take-profit levels and, for an ATR level, the ATR series it is measured by. */
export interface ExitLevels {
  stop: ExitLevel;
  takeProfit: ExitLevel;
  stopAtr: Float64Array | undefined;
  takeProfitAtr: Float64Array | undefined;
}

function atrSeries(level: AtrLevel | undefined, series: OhlcSeries, bindings: IndicatorBindings): Float64Array | undefined {
  if (!level) return undefined;
  return bindings.atr({ series, source: series.close }, { period: level.period }).value;
}

/** The run's levels, with the ATR series of its ATR levels computed over `series`. */
export function exitLevels(config: Pick<ResolvedSettings, 'stop' | 'takeProfit'>, series: OhlcSeries, bindings: IndicatorBindings): ExitLevels {
  return {
    stop: config.stop,
    takeProfit: config.takeProfit,
    stopAtr: atrSeries(config.stop.atr, series, bindings),
    takeProfitAtr: atrSeries(config.takeProfit.atr, series, bindings),
  };
}

/**
 * The price of `level` from the entry price, against (direction −1, a stop) or with (+1, a take-profit)
 * a position of `side`; NaN without a level. With several parts (percent, ATR, distance), the one nearer
 * to the entry counts.
 */
export function levelPrice(level: ExitLevel, entry: number, side: 1 | -1, direction: 1 | -1, atrAtSignal: number): number {
  const toward = side * direction;
  const candidates = [
    level.pct === undefined ? NaN : entry * (1 + (toward * level.pct) / 100),
    level.atr === undefined ? NaN : entry + toward * level.atr.multiple * atrAtSignal,
    level.distance === undefined ? NaN : entry + toward * level.distance,
  ];
  let price = NaN;
  for (const candidate of candidates) {
    if (candidate === candidate && (price !== price || Math.abs(candidate - entry) < Math.abs(price - entry))) price = candidate;
  }
  return price;
}

/** The ATR of the signal bar, the one before the fill bar `t` (NaN without an ATR series or signal bar). */
function atrAtSignal(atr: Float64Array | undefined, t: number): number {
  return atr && t > 0 ? valueAt(atr, t - 1) : NaN;
}

/** The stop and take-profit prices of a position of `side` filled at `entryPrice` on bar `t`. */
export function entryLevels(levels: ExitLevels, entryPrice: number, side: 1 | -1, t: number): { stop: number; target: number } {
  return {
    stop: levelPrice(levels.stop, entryPrice, side, -1, atrAtSignal(levels.stopAtr, t)),
    target: levelPrice(levels.takeProfit, entryPrice, side, 1, atrAtSignal(levels.takeProfitAtr, t)),
  };
}

/** A position as the level check sees it. */
export interface LeveledPosition {
  side: 1 | -1;
  entryIndex: number;
  stop: number;
  target: number;
}

/** An exit a bar's prices give: where it fills, why, and whether the bar counts as held. */
export interface LevelExit {
  price: number;
  reason: 'stop' | 'takeProfit';
  heldThisBar: boolean;
}

/** Whether `price` is at or beyond `level` against the position (where its stop sits). */
function atOrAgainst(side: 1 | -1, price: number, level: number): boolean {
  return side === 1 ? price <= level : price >= level;
}

/** Whether `price` is at or beyond `level` with the position (where its take-profit sits). */
function atOrWith(side: 1 | -1, price: number, level: number): boolean {
  return side === 1 ? price >= level : price <= level;
}

/**
 * The stop or take-profit exit on bar `t` (open o, high h, low l), or null. A bar that opens beyond a
 * level exits at its open with slippage `slip` (not the fill bar, whose open is the entry); otherwise a
 * bar whose range reaches a level exits at the level exactly. The stop counts before the take-profit.
 */
export function levelExit(position: LeveledPosition, t: number, o: number, h: number, l: number, slip: number): LevelExit | null {
  const { side, stop, target } = position;
  if (position.entryIndex !== t) {
    const atOpen = o * (1 - side * slip);
    if (atOrAgainst(side, o, stop)) return { price: atOpen, reason: 'stop', heldThisBar: false };
    if (atOrWith(side, o, target)) return { price: atOpen, reason: 'takeProfit', heldThisBar: false };
  }
  // The bar's extreme against the position reaches the stop, the one with it the take-profit.
  if (atOrAgainst(side, side === 1 ? l : h, stop)) return { price: stop, reason: 'stop', heldThisBar: true };
  if (atOrWith(side, side === 1 ? h : l, target)) return { price: target, reason: 'takeProfit', heldThisBar: true };
  return null;
}
