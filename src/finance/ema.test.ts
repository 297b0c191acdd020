import { describe, expect, it } from 'vitest';
import { ema, projectLinear } from './ema';
import { expectNear, random } from './testSupport.testHelper';

describe('ema', () => {
  it('window 3 → α = 2 / 4 = 0.5, seeded with the first value', () => {
    // 1; 0.5·2 + 0.5·1 = 1.5; 0.5·3 + 0.5·1.5 = 2.25; 0.5·4 + 0.5·2.25 = 3.125
    expect(Array.from(ema([1, 2, 3, 4], 3))).toEqual([1, 1.5, 2.25, 3.125]);
  });

  it('window 4 → α = 2 / 5 = 0.4', () => {
    // 10; 0.4·20 + 0.6·10 = 14; 0.4·5 + 0.6·14 = 2 + 8.4 = 10.4; 0.4·(−10) + 0.6·10.4 = −4 + 6.24 = 2.24
    const out = ema([10, 20, 5, -10], 4);
    expect(out[0]).toBe(10);
    expectNear(out[1] as number, 14, 1e-15);
    expectNear(out[2] as number, 10.4, 1e-14);
    expectNear(out[3] as number, 2.24, 1e-14);
  });

  it('window 1 → α = 1: the series itself', () => {
    expect(Array.from(ema([3, -1, 7], 1))).toEqual([3, -1, 7]);
  });

  it('a constant series stays constant; an empty one stays empty; the input is not changed', () => {
    expect(Array.from(ema([5, 5, 5, 5], 7))).toEqual([5, 5, 5, 5]);
    expect(ema([], 5).length).toBe(0);
    const input = [1, 2, 3];
    ema(input, 2);
    expect(input).toEqual([1, 2, 3]);
  });

  it('rejects a window below 1 or not a number', () => {
    expect(() => ema([1, 2], 0)).toThrow(RangeError);
    expect(() => ema([1, 2], 0.5)).toThrow(RangeError);
    expect(() => ema([1, 2], -3)).toThrow(RangeError);
    expect(() => ema([1, 2], NaN)).toThrow(RangeError);
  });

  it('property (seeded): matches the recursion written out, is linear, stays inside the range seen so far', () => {
    const rnd = random(8);
    for (let run = 0; run < 100; run++) {
      const n = 1 + Math.floor(rnd() * 60);
      const window = 1 + Math.floor(rnd() * 30);
      const values = Array.from({ length: n }, () => (rnd() - 0.5) * 200);
      const out = ema(values, window);
      const alpha = 2 / (window + 1);
      let expected = values[0] as number;
      let low = expected;
      let high = expected;
      values.forEach((x, i) => {
        if (i > 0) expected = alpha * x + (1 - alpha) * expected;
        low = Math.min(low, x);
        high = Math.max(high, x);
        expectNear(out[i] as number, expected, 1e-12);
        expect(out[i] as number).toBeGreaterThanOrEqual(low - 1e-9);
        expect(out[i] as number).toBeLessThanOrEqual(high + 1e-9);
      });
      // ema(a·x + b) = a·ema(x) + b
      const scaled = ema(values.map((x) => 3 * x - 7), window);
      scaled.forEach((value, i) => expectNear(value, 3 * (out[i] as number) - 7, 1e-10));
    }
  });
});

describe('projectLinear', () => {
  it('adds the per-day amount once per future day', () => {
    expect(Array.from(projectLinear(1000, 25, 3))).toEqual([1000, 1025, 1050, 1075]);
    expect(Array.from(projectLinear(1000, -12.5, 2))).toEqual([1000, 987.5, 975]);
    expect(Array.from(projectLinear(500, 10, 0))).toEqual([500]);
  });
});
