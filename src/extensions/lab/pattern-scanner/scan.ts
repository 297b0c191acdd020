/**
 * The pattern scanner's computation: the lab's bars resampled to the chosen timeframe, every pattern's matches
 * on them and each pattern's hit rate over n bars. Pure, no DOM.
 */
import { findPattern, hitRate, PATTERNS, type HitRate, type Pattern } from '../../../finance/patterns';
import type { OhlcColumns, OhlcSeries } from '../../../market/ohlcSeries';
import { resampleOhlc, resampleProblem, TIMEFRAME_MS, type ResampleProblem, type Timeframe } from '../../../market/resample';

export interface PatternResult extends HitRate {
  /** Bar indices of the matches on the resampled bars. */
  indices: number[];
}

export type PatternScan =
  | { ok: true; bars: OhlcSeries; patterns: Record<Pattern, PatternResult> }
  | { ok: false; problem: ResampleProblem };

/** Scans `source` (bars of length `barMs`) on `timeframe` for every pattern, with hit rates over `horizon` bars. */
export function scanPatterns(source: OhlcColumns & { barMs: number }, timeframe: Timeframe, horizon: number): PatternScan {
  const problem = resampleProblem(source.barMs, timeframe);
  if (problem) return { ok: false, problem };
  const bars = resampleOhlc(source, TIMEFRAME_MS[timeframe]).series;
  const entries = PATTERNS.map((pattern) => {
    const indices = findPattern(bars, pattern);
    return [pattern, { indices, ...hitRate(bars.close, indices, horizon) }] as const;
  });
  return { ok: true, bars, patterns: Object.fromEntries(entries) as Record<Pattern, PatternResult> };
}
