import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blackScholes, impliedVolatility, optionFormulaHelpers, priceBounds, type OptionType } from './blackScholes';
import { normCdf } from './normal';

interface ReferenceCase {
  type: OptionType;
  spot: number;
  strike: number;
  days: number;
  vol: number;
  rate: number;
  price: number;
  delta: number;
  gamma: number;
  vega: number;
  rho: number;
  theta: number;
  impliedVol: number;
}

// Expected values from scipy (scripts/reference/black_scholes.py): norm.cdf / norm.pdf and brentq, an
// independent implementation of the same formulas and conventions.
const reference = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../tests/fixtures/options/reference.json'), 'utf8')) as {
  cases: ReferenceCase[];
  cdf: { x: number; cdf: number }[];
};

function close(actual: number, expected: number, relative = 1e-10) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(expected)));
}

describe('normal CDF', () => {
  it.each(reference.cdf.map((p) => [p.x, p.cdf] as const))('N(%d) matches scipy', (x, expected) => {
    const actual = normCdf(x);
    expect(Math.abs(actual - expected)).toBeLessThan(1e-14);
    // In the lower tail the relative error stays small too.
    if (expected > 0 && x < 0) expect(Math.abs(actual / expected - 1)).toBeLessThan(1e-7);
  });

  it('is symmetric and gives NaN for NaN', () => {
    for (const x of [0.3, 1.7, 4.2, 8.5]) close(normCdf(x) + normCdf(-x), 1, 1e-15);
    expect(normCdf(NaN)).toBeNaN();
  });
});

describe('Black–Scholes', () => {
  const name = (c: ReferenceCase) => `${c.type} S=${c.spot} K=${c.strike} ${c.days} d σ=${c.vol} r=${c.rate}`;

  it.each(reference.cases.map((c) => [name(c), c] as const))('price and Greeks match scipy: %s', (_n, c) => {
    const value = blackScholes({ type: c.type, spot: c.spot, strike: c.strike, years: c.days / 365, vol: c.vol, rate: c.rate });
    for (const key of ['price', 'delta', 'gamma', 'vega', 'rho', 'theta'] as const) {
      expect(Math.abs(value[key] - c[key]), key).toBeLessThanOrEqual(1e-9 * Math.max(1e-3, Math.abs(c[key])));
    }
  });

  // A price whose time value is lost in rounding (deep in the money, one day left) does not identify σ.
  const identifiable = reference.cases.filter((c) => {
    const { lower } = priceBounds(c.type, c.spot, c.strike, c.days / 365, c.rate);
    return c.price - lower > 1e-6 * c.price;
  });

  it('keeps enough reference cases for the implied volatility', () => expect(identifiable.length).toBeGreaterThanOrEqual(10));

  it.each(identifiable.map((c) => [name(c), c] as const))('implied volatility recovers σ from the price: %s', (_n, c) => {
    const result = impliedVolatility(c.type, c.price, c.spot, c.strike, c.days / 365, c.rate);
    expect(result.status).toBe('ok');
    close(result.vol ?? NaN, c.vol, 1e-8);
  });

  it('reproduces the textbook values (Hull: S = 42, K = 40, r = 10 %, σ = 20 %, T = 0.5 → call 4.76, put 0.81)', () => {
    const base = { spot: 42, strike: 40, years: 0.5, vol: 0.2, rate: 0.1 };
    expect(blackScholes({ type: 'call', ...base }).price).toBeCloseTo(4.76, 2);
    expect(blackScholes({ type: 'put', ...base }).price).toBeCloseTo(0.81, 2);
  });

  it('satisfies put–call parity C − P = S − K·e^(−rT) and its Greek counterparts', () => {
    for (const c of reference.cases) {
      const base = { spot: c.spot, strike: c.strike, years: c.days / 365, vol: c.vol, rate: c.rate };
      const call = blackScholes({ type: 'call', ...base });
      const put = blackScholes({ type: 'put', ...base });
      const discounted = c.strike * Math.exp(-c.rate * base.years);
      close(call.price - put.price, c.spot - discounted, 1e-12);
      close(call.delta - put.delta, 1, 1e-14);
      close(call.gamma, put.gamma, 1e-14);
      close(call.vega, put.vega, 1e-14);
      close(call.rho - put.rho, (base.years * discounted) / 100, 1e-12);
      close(call.theta - put.theta, (-c.rate * discounted) / 365, 1e-12);
    }
  });

  it('Greeks agree with finite differences of the price', () => {
    const base = { type: 'call' as const, spot: 60_000, strike: 65_000, years: 30 / 365, vol: 0.6, rate: 0.05 };
    const p = (change: Partial<typeof base>) => blackScholes({ ...base, ...change }).price;
    const v = blackScholes(base);
    const h = 1;
    close(v.delta, (p({ spot: base.spot + h }) - p({ spot: base.spot - h })) / (2 * h), 1e-7);
    close(v.gamma, (p({ spot: base.spot + 10 }) - 2 * p({}) + p({ spot: base.spot - 10 })) / 100, 1e-6);
    close(v.vega, (p({ vol: base.vol + 1e-6 }) - p({ vol: base.vol - 1e-6 })) / 2e-6 / 100, 1e-6);
    close(v.rho, (p({ rate: base.rate + 1e-6 }) - p({ rate: base.rate - 1e-6 })) / 2e-6 / 100, 1e-6);
    // One calendar day less to expiry.
    close(v.theta, (p({ years: base.years - 0.5 / 365 }) - p({ years: base.years + 0.5 / 365 })), 1e-4);
  });

  it('gives NaN for unusable inputs instead of a number', () => {
    const base = { type: 'call' as const, spot: 100, strike: 100, years: 1, vol: 0.3, rate: 0 };
    for (const change of [{ spot: 0 }, { strike: -1 }, { years: 0 }, { vol: 0 }, { rate: NaN }, { type: 'straddle' as OptionType }]) {
      expect(blackScholes({ ...base, ...change }).price).toBeNaN();
    }
  });
});

describe('implied volatility outside the no-arbitrage bounds', () => {
  const S = 100;
  const K = 90;
  const T = 0.25;
  const r = 0.05;

  it('states the bounds: call max(S − K·e^(−rT), 0) … S, put max(K·e^(−rT) − S, 0) … K·e^(−rT)', () => {
    const discounted = K * Math.exp(-r * T);
    expect(priceBounds('call', S, K, T, r)).toEqual({ lower: S - discounted, upper: S });
    expect(priceBounds('put', S, K, T, r)).toEqual({ lower: 0, upper: discounted });
  });

  it('reports that no volatility gives a price at or below the lower bound or at or above the upper bound', () => {
    const { lower, upper } = priceBounds('call', S, K, T, r);
    expect(impliedVolatility('call', lower, S, K, T, r)).toEqual({ status: 'belowBounds', vol: null });
    expect(impliedVolatility('call', lower - 1, S, K, T, r).status).toBe('belowBounds');
    expect(impliedVolatility('call', upper, S, K, T, r)).toEqual({ status: 'aboveBounds', vol: null });
    expect(impliedVolatility('put', 0, S, K, T, r).status).toBe('belowBounds');
    expect(impliedVolatility('put', 120, S, K, T, r).status).toBe('aboveBounds');
    expect(impliedVolatility('call', 12, S, K, 0, r).status).toBe('invalid');
  });

  it('solves just inside the bounds: deep out of the money and very high volatility', () => {
    const tiny = blackScholes({ type: 'call', spot: 100, strike: 130, years: 7 / 365, vol: 0.4, rate: 0 }).price;
    expect(tiny).toBeLessThan(1e-3);
    const deep = impliedVolatility('call', tiny, 100, 130, 7 / 365, 0);
    close(deep.vol ?? NaN, 0.4, 1e-6);
    const high = blackScholes({ type: 'put', spot: 100, strike: 100, years: 1, vol: 5, rate: 0.02 }).price;
    close(impliedVolatility('put', high, 100, 100, 1, 0.02).vol ?? NaN, 5, 1e-8);
  });

  it('a price within 1e-12 of the intrinsic value determines no volatility (not the starting guess)', () => {
    // Deep in the money: at σ = 0.5 the time value of this call is below 1e-12 of its price.
    const lower = priceBounds('call', 60_000, 1_000, 1, 0).lower;
    expect(impliedVolatility('call', lower + 1e-11, 60_000, 1_000, 1, 0)).toEqual({ status: 'notDeterminable', vol: null });
    const near = priceBounds('call', 60_000, 50_000, 30 / 365, 0).lower;
    expect(impliedVolatility('call', near * (1 + 1e-12), 60_000, 50_000, 30 / 365, 0).status).toBe('notDeterminable');
    expect(optionFormulaHelpers.bsIvCheck('call', lower + 1e-11, 60_000, 1_000, 1, 0)).toBe(4);
    expect(optionFormulaHelpers.bsImpliedVol('call', lower + 1e-11, 60_000, 1_000, 1, 0)).toBeNaN();
    // A time value of 1e-9 of the price still pins the volatility.
    const priced = impliedVolatility('call', near * (1 + 1e-9), 60_000, 50_000, 30 / 365, 0);
    expect(priced.status).toBe('ok');
    close(blackScholes({ type: 'call', spot: 60_000, strike: 50_000, years: 30 / 365, vol: priced.vol ?? NaN, rate: 0 }).price, near * (1 + 1e-9), 1e-12);
  });

  it('formula helpers: NaN and a check code instead of an error', () => {
    const h = optionFormulaHelpers;
    close(h.bsPrice('call', 42, 40, 0.5, 0.2, 0.1), 4.759422392871532, 1e-12);
    expect(h.bsIvCheck('call', 2, S, K, T, r)).toBe(1);
    expect(h.bsIvCheck('call', 101, S, K, T, r)).toBe(2);
    expect(h.bsIvCheck('call', 12, S, K, T, r)).toBe(0);
    expect(h.bsIvCheck('other', 12, S, K, T, r)).toBe(3);
    expect(h.bsImpliedVol('call', 2, S, K, T, r)).toBeNaN();
    expect(h.bsDelta('other', S, K, T, 0.2, r)).toBeNaN();
    close(h.bsUpperBound('put', S, K, T, r), K * Math.exp(-r * T), 1e-15);
  });
});
