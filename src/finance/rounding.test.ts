import { describe, expect, it } from 'vitest';
import { ceilToStep, floorToStep } from './rounding';

describe('floorToStep', () => {
  it('rounds down to the lot size', () => {
    expect(floorToStep(1.2345, 0.001)).toBe(1.234);
    expect(floorToStep(7.9, 1)).toBe(7);
    expect(floorToStep(2.34, 0.5)).toBe(2);
    expect(floorToStep(1234, 100)).toBe(1200);
  });

  it('keeps exact multiples despite binary floating point', () => {
    expect(floorToStep(0.3, 0.1)).toBe(0.3);
    expect(floorToStep(0.7, 0.1)).toBe(0.7);
    expect(floorToStep(4.35, 0.05)).toBe(4.35);
    expect(floorToStep(0.000003, 0.000001)).toBe(0.000003);
  });

  it('gives clean decimals', () => {
    expect(floorToStep(0.36, 0.1)).toBe(0.3);
    expect(String(floorToStep(0.39, 0.1))).toBe('0.3');
    expect(floorToStep(2.5e-7 * 3 + 1e-8, 2.5e-7)).toBe(7.5e-7);
  });

  it('does not round up a large quotient that is really short of a whole lot', () => {
    // 3.4e9 lots of 0.001 minus 0.44 of a lot: 1.3e-10 relative, a real shortfall, not float noise.
    const lots = 3_400_000_000;
    expect(floorToStep((lots - 0.44) * 0.001, 0.001)).toBe(3_399_999.999);
  });

  it('rounds negative values towards minus infinity', () => {
    expect(floorToStep(-1.25, 0.1)).toBe(-1.3);
  });

  it('leaves the value alone without a usable step', () => {
    expect(floorToStep(1.2345, 0)).toBe(1.2345);
    expect(floorToStep(1.2345, -1)).toBe(1.2345);
    expect(floorToStep(1.2345, NaN)).toBe(1.2345);
    expect(floorToStep(NaN, 0.1)).toBeNaN();
  });

  it('never exceeds the value and is within one step of it (property)', () => {
    for (let i = 0; i < 2000; i++) {
      const step = [0.001, 0.01, 0.1, 0.5, 1, 5][i % 6] as number;
      const value = (i * 7919) % 100000 / 997;
      const floored = floorToStep(value, step);
      expect(floored).toBeLessThanOrEqual(value + 1e-12);
      expect(value - floored).toBeLessThan(step + 1e-12);
    }
  });
});

describe('ceilToStep', () => {
  it('rounds up to two decimals', () => {
    expect(ceilToStep(2.001, 0.01)).toBe(2.01);
    expect(ceilToStep(2.5, 0.01)).toBe(2.5);
    expect(ceilToStep(0.2, 0.01)).toBe(0.2);
    expect(ceilToStep(3.3333333, 0.01)).toBe(3.34);
  });

  it('leaves the value alone without a usable step', () => {
    expect(ceilToStep(1.2345, 0)).toBe(1.2345);
    expect(ceilToStep(Infinity, 0.01)).toBe(Infinity);
  });
});
