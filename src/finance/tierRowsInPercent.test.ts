import { describe, expect, it } from 'vitest';
import { tierMmr, tiersError, TIERS_MMR_RANGE, TIERS_NOT_A_NUMBER, type MaintenanceTier } from './tiers';
import { tiersFromPercent, tiersInPercent } from './tierRowsInPercent';

const fractions: MaintenanceTier[] = [
  { notionalUpTo: 10000, mmr: 0.005 },
  { notionalUpTo: 100000, mmr: 0.0065 },
  { notionalUpTo: 500000, mmr: 0.07 },
  { notionalUpTo: 1000000, mmr: 0.125 },
];

describe('tier rows typed in percent', () => {
  it('shows a built-in table’s rates in percent, without the binary error of ×100', () => {
    expect(tiersInPercent(fractions)).toEqual([
      { notionalUpTo: 10000, mmr: 0.5 },
      { notionalUpTo: 100000, mmr: 0.65 },
      { notionalUpTo: 500000, mmr: 7 },
      { notionalUpTo: 1000000, mmr: 12.5 },
    ]);
  });

  it('gives the tier functions exactly the built-in fractions back', () => {
    expect(tiersFromPercent(tiersInPercent(fractions))).toEqual(fractions);
    expect(tierMmr(tiersFromPercent([{ notionalUpTo: 50000, mmr: 0.4 }]) as MaintenanceTier[], 1000)).toBe(0.004);
  });

  it('leaves blank cells, odd rows and non-lists for the table checks to report', () => {
    const rows = [{ notionalUpTo: 50000, mmr: NaN }, { notionalUpTo: 60000 }, null];
    expect(tiersFromPercent(rows)).toEqual(rows);
    expect(tiersError(tiersFromPercent(rows))).toBe(TIERS_NOT_A_NUMBER);
    expect(tiersFromPercent('rows')).toBe('rows');
    expect(tiersFromPercent([])).toEqual([]);
  });

  it('a rate of 100 % or more is out of range once read as a fraction', () => {
    expect(tiersError(tiersFromPercent([{ notionalUpTo: 50000, mmr: 99.9 }]))).toBe(0);
    expect(tiersError(tiersFromPercent([{ notionalUpTo: 50000, mmr: 100 }]))).toBe(TIERS_MMR_RANGE);
    expect(tiersError(tiersFromPercent([{ notionalUpTo: 50000, mmr: -0.1 }]))).toBe(TIERS_MMR_RANGE);
  });
});
