/**
 * Helpers shared by the finance property tests (imported only by *.test.ts files).
 */
import { expect } from 'vitest';
import { mulberry32, type RandomSource } from './monteCarlo';

/** A seeded generator, so that every property test is reproducible. */
export function random(seed: number): RandomSource {
  return mulberry32(seed);
}

/** Relative closeness: |a − b| ≤ tol · max(1, |a|, |b|). */
export function expectNear(actual: number, expected: number, tol = 1e-9): void {
  expect(Number.isFinite(actual), `${actual} is finite`).toBe(true);
  const scale = Math.max(1, Math.abs(actual), Math.abs(expected));
  expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(tol * scale);
}

/** Percentile by full sort and linear interpolation (numpy's default), as the reference. */
export function sortedPercentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const lower = Math.floor(h);
  const low = sorted[lower] as number;
  return lower + 1 < sorted.length ? low + (h - lower) * ((sorted[lower + 1] as number) - low) : low;
}
