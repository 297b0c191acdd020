import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDcaWithLumpSum, dcaBuyBars, type DcaSettings, type PlanResult } from './dca';

const DAY = 86_400_000;

interface ReferenceCase {
  settings: DcaSettings;
  buyBars: number[];
  dca: Record<string, number>;
  lumpSum: Record<string, number>;
}

// Expected values from numpy (scripts/reference/dca.py), an independent implementation of the same rules.
const reference = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../tests/fixtures/dca/reference.json'), 'utf8')) as {
  series: { time: number[]; open: number[]; close: number[] };
  cases: ReferenceCase[];
};

const KEYS = ['buys', 'invested', 'fees', 'units', 'finalValue', 'averageCost', 'totalReturn', 'maxDrawdown', 'worstLoss', 'timeUnderWater'] as const;

function expectPlan(actual: PlanResult, expected: Record<string, number>) {
  for (const key of KEYS) expect(actual[key], key).toBeCloseTo(expected[key] ?? NaN, 9);
}

describe('DCA against a lump sum', () => {
  it.each(reference.cases.map((c) => [`${c.settings.amount} every ${c.settings.intervalDays} d, fee ${c.settings.feePct} %`, c] as const))('matches the numpy reference: %s', (_name, c) => {
    const result = compareDcaWithLumpSum(reference.series, c.settings);
    expect(result.buyBars).toEqual(c.buyBars);
    expectPlan(result.dca, c.dca);
    expectPlan(result.lumpSum, c.lumpSum);
  });

  it('buys at the first bar at or after each scheduled time, while the time lies within the data', () => {
    // Bars every 2 days with a missing bar: day 0, 2, 4, 8, 10.
    const time = [0, 2, 4, 8, 10].map((d) => d * DAY);
    expect(dcaBuyBars(time, 3)).toEqual([0, 2, 3, 4]); // due 0, 3, 6, 9 → bars at 0, 4, 8, 10
    expect(dcaBuyBars(time, 11)).toEqual([0]);
    expect(dcaBuyBars(time, 0)).toEqual([]);
  });

  it('works a hand example: two buys, the fee, the average cost, the drawdown and the time under water', () => {
    const series = { time: [0, 1, 2].map((d) => d * DAY), open: [100, 50, 80], close: [100, 50, 80] };
    const { dca, lumpSum } = compareDcaWithLumpSum(series, { amount: 100, intervalDays: 1, feePct: 1 });
    // DCA: 100 at 100 → 0.99 units; 100 at 50 → 1.98 units; 100 at 80 → 1.2375 units.
    expect(dca.units).toBeCloseTo(0.99 + 1.98 + 1.2375, 12);
    expect(dca.averageCost).toBeCloseTo(300 / 4.2075, 12);
    expect(dca.finalValue).toBeCloseTo(4.2075 * 80, 12);
    // value/invested: 0.99, (2.97·50)/200 = 0.7425, 1.122 → drawdown 1 − 0.7425/0.99 = 0.25.
    expect(dca.maxDrawdown).toBeCloseTo(0.25, 12);
    expect(dca.worstLoss).toBeCloseTo(-0.2575, 12);
    expect(dca.timeUnderWater).toBeCloseTo(2 / 3, 12);
    // Lump sum: 300 at 100 → 2.97 units, the price's own drawdown of 50 %.
    expect(lumpSum.finalValue).toBeCloseTo(2.97 * 80, 12);
    expect(lumpSum.maxDrawdown).toBeCloseTo(0.5, 12);
    expect(lumpSum.timeUnderWater).toBe(1);
  });
});
