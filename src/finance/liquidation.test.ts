import { describe, expect, it } from 'vitest';
import { estimateLiquidationPrice, exchangeLiquidationPrice, shortcutLiquidationPrice, sideSign } from './liquidation';

describe('estimateLiquidationPrice', () => {
  it('matches the worked examples of the learn page', () => {
    expect(estimateLiquidationPrice(1, 60000, 10, 0.005, 0)).toBeCloseTo(54300, 9);
    expect(estimateLiquidationPrice(-1, 60000, 10, 0.005, 0)).toBeCloseTo(65700, 9);
  });
  it('moves towards the entry with a buffer', () => {
    // long: 60000 * (1 - 0.1 + 0.005 + 0.005) = 54600; short: 60000 * (1 + 0.1 - 0.005 - 0.005) = 65400
    expect(estimateLiquidationPrice(1, 60000, 10, 0.005, 50)).toBeCloseTo(54600, 9);
    expect(estimateLiquidationPrice(-1, 60000, 10, 0.005, 50)).toBeCloseTo(65400, 9);
  });
  it('is NaN for a leverage that is not positive', () => {
    expect(estimateLiquidationPrice(1, 60000, 0, 0.005, 0)).toBeNaN();
    expect(estimateLiquidationPrice(1, 60000, 0.5, 0.005, 0)).toBeNaN();
  });
  it('shortcut = estimate without buffer', () => {
    expect(shortcutLiquidationPrice(1, 60000, 10, 0.005)).toBeCloseTo(54300, 9);
  });
});

describe('exchangeLiquidationPrice', () => {
  it('long isolated 0.5 BTC at 60000, 10x, mmr 0.5 %: -27000 / -0.4975', () => {
    expect(exchangeLiquidationPrice(1, 0.5, 60000, 3000, 0.005, 0)).toBeCloseTo(54271.3567839196, 6);
  });
  it('short isolated: (3000 + 30000) / (0.0025 + 0.5)', () => {
    expect(exchangeLiquidationPrice(-1, 0.5, 60000, 3000, 0.005, 0)).toBeCloseTo(65671.64179104478, 6);
  });
  it('leaves equity equal to the maintenance margin at the liquidation price', () => {
    const [s, q, entry, wb, mmr, cum] = [1, 20, 60000, 60000, 0.01, 1300];
    const p = exchangeLiquidationPrice(s, q, entry, wb, mmr, cum);
    expect(wb + s * q * (p - entry)).toBeCloseTo(q * p * mmr - cum, 6);
  });
  it('is NaN when the price would be <= 0 or the quantity is not positive', () => {
    expect(exchangeLiquidationPrice(1, 1, 100, 200, 0.005, 0)).toBeNaN();
    expect(exchangeLiquidationPrice(1, 0, 100, 10, 0.005, 0)).toBeNaN();
  });
});

describe('sideSign', () => {
  it('maps long/short and refuses others', () => {
    expect(sideSign('long')).toBe(1);
    expect(sideSign('short')).toBe(-1);
    expect(() => sideSign('up')).toThrow(/long/);
  });
});
