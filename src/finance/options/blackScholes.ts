/**
 * Black–Scholes for European options without dividends, and the implied volatility.
 *
 * Conventions: `years` = days / 365, `vol` and `rate` are fractions per year (rate continuously
 * compounded). The Greeks are per unit of the underlying: delta ∂V/∂S, gamma ∂²V/∂S²; vega and rho
 * per 1 percentage point of volatility and rate (∂V/∂σ ÷ 100, ∂V/∂r ÷ 100); theta per calendar day
 * (∂V/∂t ÷ 365, negative when the option loses value as time passes).
 *
 *   d1 = (ln(S/K) + (r + σ²/2)·T) / (σ·√T),  d2 = d1 − σ·√T
 *   call = S·N(d1) − K·e^(−rT)·N(d2),  put = K·e^(−rT)·N(−d2) − S·N(−d1)
 */
import { normCdf, normPdf } from './normal';

export type OptionType = 'call' | 'put';

export interface OptionInput {
  type: OptionType;
  spot: number;
  strike: number;
  /** Time to expiry in years. */
  years: number;
  /** Volatility per year as a fraction (0.6 = 60 %). */
  vol: number;
  /** Continuous risk-free rate per year as a fraction. */
  rate: number;
}

export interface OptionValue {
  price: number;
  delta: number;
  gamma: number;
  /** Per 1 volatility point. */
  vega: number;
  /** Per 1 percentage point of the rate. */
  rho: number;
  /** Per calendar day. */
  theta: number;
}

const NOT_COMPUTABLE: OptionValue = { price: NaN, delta: NaN, gamma: NaN, vega: NaN, rho: NaN, theta: NaN };

function validType(type: unknown): type is OptionType {
  return type === 'call' || type === 'put';
}

/** The inputs are usable: a known type, spot, strike, time and volatility above 0, finite rate. */
export function isPriceable(input: OptionInput): boolean {
  const { spot, strike, years, vol, rate } = input;
  return validType(input.type) && spot > 0 && strike > 0 && years > 0 && vol > 0 && Number.isFinite(spot + strike + years + vol + rate);
}

/** Price and Greeks; every field NaN when the inputs are not priceable. */
export function blackScholes(input: OptionInput): OptionValue {
  if (!isPriceable(input)) return NOT_COMPUTABLE;
  const { type, spot: s, strike: k, years: t, vol: sigma, rate: r } = input;
  const sqrtT = Math.sqrt(t);
  const d1 = (Math.log(s / k) + (r + (sigma * sigma) / 2) * t) / (sigma * sqrtT);
  const d2 = d1 - sigma * sqrtT;
  const discounted = k * Math.exp(-r * t);
  const pdf = normPdf(d1);
  const gamma = pdf / (s * sigma * sqrtT);
  const vega = (s * pdf * sqrtT) / 100;
  const decay = (-s * pdf * sigma) / (2 * sqrtT);
  if (type === 'call') {
    const nd2 = normCdf(d2);
    return {
      price: s * normCdf(d1) - discounted * nd2,
      delta: normCdf(d1),
      gamma,
      vega,
      rho: (t * discounted * nd2) / 100,
      theta: (decay - r * discounted * nd2) / 365,
    };
  }
  const nMinusD2 = normCdf(-d2);
  return {
    price: discounted * nMinusD2 - s * normCdf(-d1),
    delta: normCdf(d1) - 1,
    gamma,
    vega,
    rho: (-t * discounted * nMinusD2) / 100,
    theta: (decay + r * discounted * nMinusD2) / 365,
  };
}

/**
 * The no-arbitrage range of an option price (the limits for volatility → 0 and → ∞):
 * call: max(S − K·e^(−rT), 0) < price < S;  put: max(K·e^(−rT) − S, 0) < price < K·e^(−rT).
 */
export function priceBounds(type: OptionType, spot: number, strike: number, years: number, rate: number): { lower: number; upper: number } {
  const discounted = strike * Math.exp(-rate * years);
  return type === 'call'
    ? { lower: Math.max(spot - discounted, 0), upper: spot }
    : { lower: Math.max(discounted - spot, 0), upper: discounted };
}

export type ImpliedVolResult =
  | { status: 'ok'; vol: number }
  /** The price is at or below the lower bound: no volatility gives it (it is worth at least that much). */
  | { status: 'belowBounds'; vol: null }
  /** The price is at or above the upper bound: no volatility gives it. */
  | { status: 'aboveBounds'; vol: null }
  /** The inputs are not usable (no type, a value ≤ 0, not a number). */
  | { status: 'invalid'; vol: null }
  /**
   * The price lies inside the bounds but so close to one that it pins no volatility: a change of the
   * volatility by 0.1 % moves the model price by less than the price tolerance (for example a deep
   * in-the-money option priced within 1e-12 of its intrinsic value).
   */
  | { status: 'notDeterminable'; vol: null };

/** Highest volatility searched: 10,000 % per year, far beyond any quoted market. */
const MAX_VOL = 100;

/**
 * The volatility at which Black–Scholes gives `price`: Newton's method kept inside a bisection bracket
 * [0, MAX_VOL], so it always converges (the price rises strictly with the volatility). Stops when the
 * bracket is narrower than 1e-13 or the price matches to 1e-12 relative (relative, so a tiny price of a
 * far out-of-the-money option is still solved). A volatility is only reported when the price determines
 * it: when moving it by ±0.1 % changes the model price by no more than the price tolerance, every
 * volatility around it fits the price as well, and the result is 'notDeterminable'.
 */
export function impliedVolatility(type: OptionType, price: number, spot: number, strike: number, years: number, rate: number): ImpliedVolResult {
  if (!isPriceable({ type, spot, strike, years, vol: 1, rate }) || !Number.isFinite(price)) return { status: 'invalid', vol: null };
  const { lower, upper } = priceBounds(type, spot, strike, years, rate);
  if (price <= lower) return { status: 'belowBounds', vol: null };
  if (price >= upper) return { status: 'aboveBounds', vol: null };
  const valueAt = (vol: number) => blackScholes({ type, spot, strike, years, vol, rate });
  let lo = 0;
  let hi = MAX_VOL;
  if (valueAt(hi).price < price) return { status: 'aboveBounds', vol: null };
  const tolerance = 1e-12 * price;
  const determined = (vol: number): ImpliedVolResult =>
    valueAt(vol * 1.001).price - valueAt(vol * 0.999).price > 2 * tolerance ? { status: 'ok', vol } : { status: 'notDeterminable', vol: null };
  let vol = 0.5;
  for (let i = 0; i < 200; i++) {
    const { price: model, vega } = valueAt(vol);
    const diff = model - price;
    if (Math.abs(diff) <= tolerance) return determined(vol);
    if (diff > 0) hi = vol;
    else lo = vol;
    if (hi - lo < 1e-13) break;
    const newton = vol - diff / (vega * 100);
    vol = newton > lo && newton < hi && Number.isFinite(newton) ? newton : (lo + hi) / 2;
  }
  return determined((lo + hi) / 2);
}

function optionType(type: unknown): OptionType | null {
  return validType(type) ? type : null;
}

function valueField(field: keyof OptionValue) {
  return (type: unknown, spot: number, strike: number, years: number, vol: number, rate: number): number => {
    const kind = optionType(type);
    return kind ? blackScholes({ type: kind, spot, strike, years, vol, rate })[field] : NaN;
  };
}

/**
 * Formula helpers (registered in src/engine/mathInstance.ts), with T in years:
 * `normCdf(x)`; `bsPrice`, `bsDelta`, `bsGamma`, `bsVega`, `bsRho`, `bsTheta` (type, S, K, T, σ, r);
 * `bsImpliedVol(type, price, S, K, T, r)` (NaN when no volatility gives the price);
 * `bsIvCheck(type, price, S, K, T, r)`: 0 solvable, 1 price at or below the lower bound, 2 at or above the
 * upper bound, 3 inputs not usable, 4 inside the bounds but too close to one to determine a volatility; `bsLowerBound`, `bsUpperBound` (type, S, K, T, r) for messages.
 */
export const optionFormulaHelpers = {
  normCdf: (x: number) => normCdf(x),
  bsPrice: valueField('price'),
  bsDelta: valueField('delta'),
  bsGamma: valueField('gamma'),
  bsVega: valueField('vega'),
  bsRho: valueField('rho'),
  bsTheta: valueField('theta'),
  bsImpliedVol: (type: unknown, price: number, spot: number, strike: number, years: number, rate: number): number => {
    const kind = optionType(type);
    if (!kind) return NaN;
    const result = impliedVolatility(kind, price, spot, strike, years, rate);
    return result.status === 'ok' ? result.vol : NaN;
  },
  bsIvCheck: (type: unknown, price: number, spot: number, strike: number, years: number, rate: number): number => {
    const kind = optionType(type);
    if (!kind) return 3;
    const { status } = impliedVolatility(kind, price, spot, strike, years, rate);
    return { ok: 0, belowBounds: 1, aboveBounds: 2, invalid: 3, notDeterminable: 4 }[status];
  },
  bsLowerBound: (type: unknown, spot: number, strike: number, years: number, rate: number): number => {
    const kind = optionType(type);
    return kind ? priceBounds(kind, spot, strike, years, rate).lower : NaN;
  },
  bsUpperBound: (type: unknown, spot: number, strike: number, years: number, rate: number): number => {
    const kind = optionType(type);
    return kind ? priceBounds(kind, spot, strike, years, rate).upper : NaN;
  },
};
