/**
 * Candlestick and swing patterns on OHLC bars, each an exact rule on bar i and the bars before it (never after
 * it: a match at bar i is known at the close of bar i). Pure, no DOM.
 *
 * Terms for bar i: green when close > open, red when close < open; body = |close − open|;
 * upper shadow = high − max(open, close); lower shadow = min(open, close) − low.
 * A swing low at bar j: its low is strictly below the lows of the SWING_SPAN bars before and after it; a swing
 * high likewise with highs. It is confirmed (known) at bar j + SWING_SPAN.
 */
import { valueAt } from './valueAt';

export interface PatternBars {
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
}

export const PATTERNS = ['bullishEngulfing', 'bearishEngulfing', 'hammer', 'shootingStar', 'insideBar', 'doubleBottom', 'doubleTop', 'uptrend'] as const;
export type Pattern = (typeof PATTERNS)[number];

/** Bars on each side a swing high or low must beat. */
export const SWING_SPAN = 2;
/** Two bottoms (tops) of a double bottom (top) lie within this share of each other: |L₂ − L₁| ≤ 1.5 % · L₁. */
export const DOUBLE_TOLERANCE = 0.015;
/** The two bottoms (tops) are at least this many bars apart. */
export const DOUBLE_MIN_GAP = 5;

/** True when `value` is one of the patterns. */
export function isPattern(value: unknown): value is Pattern {
  return typeof value === 'string' && (PATTERNS as readonly string[]).includes(value);
}

const green = (b: PatternBars, i: number) => valueAt(b.close, i) > valueAt(b.open, i);
const red = (b: PatternBars, i: number) => valueAt(b.close, i) < valueAt(b.open, i);
const body = (b: PatternBars, i: number) => Math.abs(valueAt(b.close, i) - valueAt(b.open, i));
const upperShadow = (b: PatternBars, i: number) => valueAt(b.high, i) - Math.max(valueAt(b.open, i), valueAt(b.close, i));
const lowerShadow = (b: PatternBars, i: number) => Math.min(valueAt(b.open, i), valueAt(b.close, i)) - valueAt(b.low, i);

/** Bullish engulfing at i: bar i − 1 red, bar i green, open_i ≤ close_{i−1} and close_i ≥ open_{i−1}. */
export function isBullishEngulfing(b: PatternBars, i: number): boolean {
  return i >= 1 && red(b, i - 1) && green(b, i) && valueAt(b.open, i) <= valueAt(b.close, i - 1) && valueAt(b.close, i) >= valueAt(b.open, i - 1);
}

/** Bearish engulfing at i: bar i − 1 green, bar i red, open_i ≥ close_{i−1} and close_i ≤ open_{i−1}. */
export function isBearishEngulfing(b: PatternBars, i: number): boolean {
  return i >= 1 && green(b, i - 1) && red(b, i) && valueAt(b.open, i) >= valueAt(b.close, i - 1) && valueAt(b.close, i) <= valueAt(b.open, i - 1);
}

/** Hammer at i: body > 0, lower shadow ≥ 2 × body and upper shadow ≤ body (either colour). */
export function isHammer(b: PatternBars, i: number): boolean {
  const size = body(b, i);
  return size > 0 && lowerShadow(b, i) >= 2 * size && upperShadow(b, i) <= size;
}

/** Shooting star at i: body > 0, upper shadow ≥ 2 × body and lower shadow ≤ body (either colour). */
export function isShootingStar(b: PatternBars, i: number): boolean {
  const size = body(b, i);
  return size > 0 && upperShadow(b, i) >= 2 * size && lowerShadow(b, i) <= size;
}

/** Inside bar at i: high_i < high_{i−1} and low_i > low_{i−1}. */
export function isInsideBar(b: PatternBars, i: number): boolean {
  return i >= 1 && valueAt(b.high, i) < valueAt(b.high, i - 1) && valueAt(b.low, i) > valueAt(b.low, i - 1);
}

/** Whether bar j is a swing low (`side` = 'low') or swing high ('high'): strictly beyond the SWING_SPAN bars on each side. */
export function isSwing(b: PatternBars, j: number, side: 'low' | 'high'): boolean {
  const n = b.close.length;
  if (j < SWING_SPAN || j + SWING_SPAN >= n) return false;
  const values = side === 'low' ? b.low : b.high;
  const v = valueAt(values, j);
  for (let t = 1; t <= SWING_SPAN; t++) {
    const before = valueAt(values, j - t);
    const after = valueAt(values, j + t);
    if (side === 'low' ? !(v < before && v < after) : !(v > before && v > after)) return false;
  }
  return true;
}

/** For each bar i, the swing points (bar indices) of one side confirmed by bar i, in order. */
function confirmedSwings(b: PatternBars, side: 'low' | 'high'): number[][] {
  const n = b.close.length;
  const out: number[][] = [];
  const known: number[] = [];
  for (let i = 0; i < n; i++) {
    const j = i - SWING_SPAN;
    if (j >= 0 && isSwing(b, j, side)) known.push(j);
    out.push(known.slice(-2));
  }
  return out;
}

/**
 * Double bottom (side 'low') or double top ('high') matches. Double bottom at bar i: the last two swing lows
 * confirmed by bar i, at a < b, are at least DOUBLE_MIN_GAP bars apart and within DOUBLE_TOLERANCE of each other
 * (|low_b − low_a| ≤ 1.5 % · low_a); the neckline is the highest high of bars a … b; no low after b up to i
 * is below low_b; and bar i is the first close above the neckline after b. The double top mirrors it with swing
 * highs, the lowest low of bars a … b as the neckline and the first close below it.
 */
function doubles(b: PatternBars, side: 'low' | 'high'): number[] {
  const n = b.close.length;
  const down = side === 'low';
  const levels = down ? b.low : b.high;
  const swings: number[] = [];
  for (let j = 0; j < n; j++) if (isSwing(b, j, side)) swings.push(j);
  const matches: number[] = [];
  for (let p = 1; p < swings.length; p++) {
    const a = valueAt(swings, p - 1);
    const s = valueAt(swings, p);
    const first = valueAt(levels, a);
    const second = valueAt(levels, s);
    if (s - a < DOUBLE_MIN_GAP || Math.abs(second - first) > DOUBLE_TOLERANCE * first) continue;
    let neck = down ? -Infinity : Infinity;
    for (let k = a; k <= s; k++) neck = down ? Math.max(neck, valueAt(b.high, k)) : Math.min(neck, valueAt(b.low, k));
    // The pair (a, s) is the last one known from bar s + SWING_SPAN until the next swing is confirmed.
    const known = s + SWING_SPAN;
    const last = p + 1 < swings.length ? valueAt(swings, p + 1) + SWING_SPAN - 1 : n - 1;
    for (let k = s + 1; k <= last; k++) {
      if (down ? valueAt(b.low, k) < second : valueAt(b.high, k) > second) break;
      const close = valueAt(b.close, k);
      if (down ? close > neck : close < neck) {
        if (k >= known) matches.push(k);
        break;
      }
    }
  }
  return matches;
}

/**
 * Higher-high/higher-low uptrend: bar i is where the uptrend starts — with the swing points confirmed by bar i,
 * the last swing high is above the one before it AND the last swing low is above the one before it, while at
 * bar i − 1 this was not yet so.
 */
function uptrendStarts(b: PatternBars): number[] {
  const n = b.close.length;
  const highs = confirmedSwings(b, 'high');
  const lows = confirmedSwings(b, 'low');
  const rising = (pairs: number[][], values: ArrayLike<number>, i: number) => {
    const pair = pairs[i] ?? [];
    return pair.length === 2 && valueAt(values, valueAt(pair, 1)) > valueAt(values, valueAt(pair, 0));
  };
  const up = (i: number) => rising(highs, b.high, i) && rising(lows, b.low, i);
  const matches: number[] = [];
  for (let i = 1; i < n; i++) if (up(i) && !up(i - 1)) matches.push(i);
  return matches;
}

const SINGLE: Partial<Record<Pattern, (b: PatternBars, i: number) => boolean>> = {
  bullishEngulfing: isBullishEngulfing,
  bearishEngulfing: isBearishEngulfing,
  hammer: isHammer,
  shootingStar: isShootingStar,
  insideBar: isInsideBar,
};

/** The bar indices (ascending) where `pattern` matches. */
export function findPattern(bars: PatternBars, pattern: Pattern): number[] {
  if (pattern === 'doubleBottom') return doubles(bars, 'low');
  if (pattern === 'doubleTop') return doubles(bars, 'high');
  if (pattern === 'uptrend') return uptrendStarts(bars);
  const test = SINGLE[pattern];
  const matches: number[] = [];
  if (!test) return matches;
  for (let i = 0; i < bars.close.length; i++) if (test(bars, i)) matches.push(i);
  return matches;
}

export interface HitRate {
  /** Matches with a bar n bars later in the data. */
  evaluated: number;
  /** Of those, the ones whose close n bars later is above the signal bar's close. */
  hits: number;
  /** hits ÷ evaluated; NaN when nothing could be evaluated. */
  rate: number;
}

/**
 * Hit rate of matches at `indices` with horizon n: the share of matches whose close n bars later is strictly
 * above the close of the signal bar. Matches less than n bars before the end are left out. n is a whole number ≥ 1.
 */
export function hitRate(close: ArrayLike<number>, indices: readonly number[], n: number): HitRate {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('the horizon n must be a whole number of bars, at least 1');
  let evaluated = 0;
  let hits = 0;
  for (const i of indices) {
    if (i + n >= close.length) continue;
    evaluated++;
    if (valueAt(close, i + n) > valueAt(close, i)) hits++;
  }
  return { evaluated, hits, rate: evaluated > 0 ? hits / evaluated : NaN };
}
