import { describe, expect, it } from 'vitest';
import { firstFundingAfter, fundingRateSum } from './fundingHistory';

const history = { time: Float64Array.from([10, 20, 30]), rate: Float64Array.from([0.1, -0.2, 0.4]) };

describe('funding history', () => {
  it('finds the first funding time after a moment (a time equal to it is not after it)', () => {
    expect([firstFundingAfter(history, 0), firstFundingAfter(history, 10), firstFundingAfter(history, 15), firstFundingAfter(history, 30)]).toEqual([0, 1, 1, 3]);
  });

  it('sums the rates of the funding times in (start, end]', () => {
    expect(fundingRateSum(history, 10, 30)).toBeCloseTo(0.2, 15);
    expect(fundingRateSum(history, 0, 10)).toBeCloseTo(0.1, 15);
    expect(fundingRateSum(history, 30, 99)).toBe(0);
  });
});
