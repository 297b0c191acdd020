import { describe, expect, it } from 'vitest';
import { correlationMatrix, logReturns } from '../../../finance/portfolio/statistics';
import { generateMultiAssetSeries, twinHalfLife, type MultiAssetModelParams } from './multiAssetModel';

const params: MultiAssetModelParams = {
  seed: 5,
  bars: 20_001,
  barMinutes: 1_440,
  startTime: Date.UTC(2020, 0, 1),
  assets: [
    { name: 'A', startPrice: 100, drift: 0.1, volatility: 0.5 },
    { name: 'B', startPrice: 50, drift: 0, volatility: 0.8 },
    { name: 'C', startPrice: 10, drift: -0.1, volatility: 0.2 },
  ],
  correlation: [
    [1, 0.6, -0.3],
    [0.6, 1, 0.2],
    [-0.3, 0.2, 1],
  ],
};

describe('generateMultiAssetSeries', () => {
  it('gives log returns with the target correlation and volatilities (20,000 bars: within 0.02)', () => {
    const series = generateMultiAssetSeries(params);
    expect(series.assets).toEqual(['A', 'B', 'C']);
    series.close.forEach((c, i) => expect(c[0]).toBeCloseTo(params.assets[i]!.startPrice, 10));
    expect(series.time[1]! - series.time[0]!).toBe(86_400_000);
    const returns = series.close.map(logReturns);
    const correlation = correlationMatrix(returns);
    params.correlation.forEach((row, i) => row.forEach((target, j) => expect(Math.abs(correlation[i]![j]! - target)).toBeLessThan(0.02)));
    returns.forEach((r, i) => {
      const mean = r.reduce((a, b) => a + b, 0) / r.length;
      const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1));
      expect(sd * Math.sqrt(365) / params.assets[i]!.volatility).toBeCloseTo(1, 1);
    });
  });

  it('is reproducible from the seed, adds a twin, and refuses a matrix that is not a correlation matrix', () => {
    const twin = { name: 'T', partner: 0, intercept: 0, beta: 1, reversion: 0.2, spreadSigma: 0.01 };
    const a = generateMultiAssetSeries({ ...params, bars: 100, twin });
    const b = generateMultiAssetSeries({ ...params, bars: 100, twin });
    expect(a.close.map((c) => [...c])).toEqual(b.close.map((c) => [...c]));
    expect(a.assets).toEqual(['A', 'B', 'C', 'T']);
    expect(a.close[3]![0]).toBeCloseTo(100, 10);
    expect(twinHalfLife(twin)).toBeCloseTo(Math.LN2 / -Math.log(0.8), 12);
    expect(() => generateMultiAssetSeries({ ...params, correlation: [[1, 0.99, 0.99], [0.99, 1, -0.99], [0.99, -0.99, 1]] })).toThrow(RangeError);
  });
});
