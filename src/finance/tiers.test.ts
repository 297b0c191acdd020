import { describe, expect, it } from 'vitest';
import {
  assertTiers,
  maintenanceAmounts,
  selectTier,
  tierCap,
  tierCum,
  tierMmr,
  tierNumber,
  tiersError,
  tiersErrorRow,
  TIERS_EMPTY,
  TIERS_MMR_RANGE,
  TIERS_NOT_A_NUMBER,
  TIERS_NOT_INCREASING,
  TIERS_OK,
  type MaintenanceTier,
} from './tiers';

// Binance BTCUSDT brackets announced 2021-03-18 (first four tiers); published maintenance amounts 0, 50, 1300, 16300.
const btc: MaintenanceTier[] = [
  { notionalUpTo: 50_000, mmr: 0.004 },
  { notionalUpTo: 250_000, mmr: 0.005 },
  { notionalUpTo: 1_000_000, mmr: 0.01 },
  { notionalUpTo: 10_000_000, mmr: 0.025 },
];

describe('maintenanceAmounts', () => {
  it('follows cum_i = cum_(i-1) + notionalUpTo_(i-1) * (mmr_i - mmr_(i-1))', () => {
    const cums = maintenanceAmounts(btc);
    expect(cums[0]).toBe(0);
    expect(cums[1]).toBeCloseTo(50, 9);
    expect(cums[2]).toBeCloseTo(1300, 9);
    expect(cums[3]).toBeCloseTo(16300, 9);
  });
  it('makes the maintenance margin continuous at tier borders', () => {
    const cums = maintenanceAmounts(btc);
    for (let i = 1; i < btc.length; i++) {
      const border = btc[i - 1]!.notionalUpTo;
      const below = border * btc[i - 1]!.mmr - cums[i - 1]!;
      const above = border * btc[i]!.mmr - cums[i]!;
      expect(above).toBeCloseTo(below, 6);
    }
  });
});

describe('selectTier', () => {
  it('picks the first tier with notional <= notionalUpTo (inclusive edge)', () => {
    expect(selectTier(btc, 0).index).toBe(0);
    expect(selectTier(btc, 50_000).index).toBe(0);
    expect(selectTier(btc, 50_000.01).index).toBe(1);
    expect(tierMmr(btc, 30_000)).toBe(0.004);
    expect(tierMmr(btc, 300_000)).toBe(0.01);
    expect(tierCum(btc, 300_000)).toBeCloseTo(1300, 9);
    expect(tierNumber(btc, 300_000)).toBe(3);
  });
  it('uses the absolute notional (a short passes a negative one)', () => {
    expect(tierMmr(btc, -300_000)).toBe(0.01);
  });
  it('returns the last tier beyond the last edge, flagged', () => {
    const selected = selectTier(btc, 20_000_000);
    expect(selected.index).toBe(3);
    expect(selected.beyondLast).toBe(true);
    expect(selectTier(btc, 1).beyondLast).toBe(false);
    expect(tierCap(btc)).toBe(10_000_000);
  });
  it('refuses malformed tier lists', () => {
    expect(() => assertTiers([])).toThrow(/non-empty/);
    expect(() => assertTiers('x')).toThrow(/non-empty/);
    expect(() => assertTiers([{ notionalUpTo: 10 }])).toThrow(/tier 1/);
    expect(() => assertTiers([{ notionalUpTo: 10, mmr: 0.01 }, { notionalUpTo: 5, mmr: 0.02 }])).toThrow(/increase/);
  });
});

describe('tiersError / tiersErrorRow', () => {
  it('returns 0 for a valid table, data or group rows (extra fields are ignored)', () => {
    expect(tiersError(btc)).toBe(TIERS_OK);
    expect(tiersErrorRow(btc)).toBe(0);
    expect(tiersError([{ notionalUpTo: 1000, mmr: 0, extra: 5 }])).toBe(0);
  });
  it('codes each problem and names the first row that has it', () => {
    expect(tiersError([])).toBe(TIERS_EMPTY);
    expect(tiersError('BTC')).toBe(TIERS_EMPTY);
    expect(tiersErrorRow([])).toBe(0);
    const blank = [{ notionalUpTo: 50_000, mmr: 0.004 }, { notionalUpTo: NaN, mmr: 0.005 }];
    expect([tiersError(blank), tiersErrorRow(blank)]).toEqual([TIERS_NOT_A_NUMBER, 2]);
    const flat = [{ notionalUpTo: 50_000, mmr: 0.004 }, { notionalUpTo: 250_000, mmr: 0.005 }, { notionalUpTo: 250_000, mmr: 0.01 }];
    expect([tiersError(flat), tiersErrorRow(flat)]).toEqual([TIERS_NOT_INCREASING, 3]);
    const zero = [{ notionalUpTo: 0, mmr: 0.004 }];
    expect([tiersError(zero), tiersErrorRow(zero)]).toEqual([TIERS_NOT_INCREASING, 1]);
    const percent = [{ notionalUpTo: 50_000, mmr: 0.4 }, { notionalUpTo: 250_000, mmr: 1 }];
    expect([tiersError(percent), tiersErrorRow(percent)]).toEqual([TIERS_MMR_RANGE, 2]);
    expect(tiersError([{ notionalUpTo: 50_000, mmr: -0.001 }])).toBe(TIERS_MMR_RANGE);
    expect([TIERS_EMPTY, TIERS_NOT_A_NUMBER, TIERS_NOT_INCREASING, TIERS_MMR_RANGE]).toEqual([1, 2, 3, 4]);
  });
  it('lets tier lookups refuse a blank cell instead of computing with NaN', () => {
    expect(() => tierMmr([{ notionalUpTo: NaN, mmr: 0.004 }], 100)).toThrow(/numeric/);
  });
});
