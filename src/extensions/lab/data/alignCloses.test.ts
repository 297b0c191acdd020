import { describe, expect, it } from 'vitest';
import { alignCloses } from './alignCloses';

const D = 86_400_000;

describe('alignCloses', () => {
  it('keeps the days every market has, in time order', () => {
    const series = alignCloses(
      [
        { name: 'BTC', time: Float64Array.from([0, D, 2 * D, 3 * D]), close: Float64Array.from([10, 11, 12, 13]) },
        // Listed a day later, and a day missing in an outage.
        { name: 'ETH', time: Float64Array.from([D, 3 * D, 4 * D]), close: Float64Array.from([1, 3, 4]) },
      ],
      2,
    );
    expect(series?.assets).toEqual(['BTC', 'ETH']);
    expect(Array.from(series?.time ?? [])).toEqual([D, 3 * D]);
    expect(series?.close.map((column) => Array.from(column))).toEqual([
      [11, 13],
      [1, 3],
    ]);
    expect(series?.barMs).toBe(2 * D);
  });

  it('needs two markets and enough common days', () => {
    const btc = { name: 'BTC', time: Float64Array.from([0, D]), close: Float64Array.from([1, 2]) };
    expect(alignCloses([btc], 2)).toBeNull();
    expect(alignCloses([btc, { ...btc, name: 'ETH' }], 3)).toBeNull();
  });
});
