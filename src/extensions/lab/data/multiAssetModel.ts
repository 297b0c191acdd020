/**
 * Seeded model of several correlated assets (daily or other bars of close prices), for the lab's
 * portfolio tools: correlation, optimisers, risk parity, rebalancing and pairs. Pure and reproducible.
 *
 * The model, per bar t = 1 … n, Δ = barMinutes / 525 600 (years of round-the-clock trading):
 * 1. Correlated shocks. z_t ~ N(0, I) (k standard normals, Box–Muller from one mulberry32 stream), and
 *    e_t = L·z_t with L the lower Cholesky factor of the target correlation matrix R (R = L·L'), so
 *    Corr(e_t) = R exactly in law.
 * 2. Correlated assets (geometric Brownian motion): for asset i with annual drift μ_i and volatility σ_i,
 *      x_{i,t} = x_{i,t−1} + (μ_i − σ_i²/2)·Δ + σ_i·√Δ·e_{i,t},   close = e^x,
 *    so the log returns of the assets have exactly the correlation matrix R in law, and a sample of n
 *    bars has correlations within about 2/√n of it.
 * 3. An optional twin, cointegrated with one asset (the pair for pairs trading): with the partner's log
 *    price x_p, the twin's log price is x_twin,t = a + β·x_p,t + s_t, where the spread s_t follows an
 *    AR(1) (a discretised Ornstein–Uhlenbeck process) s_t = (1 − κ)·s_{t−1} + σ_s·u_t, u_t ~ N(0, 1) an
 *    extra independent normal drawn after z_t, s_0 = 0. A deviation halves in ln 2 / −ln(1 − κ) bars.
 * 4. Time. time_t = startTime + t·barMinutes·60 000 (Unix ms, no gaps); bar 0 is at the start prices.
 *
 * A teaching model, not a forecast: constant volatilities and correlations, no jumps, no fat tails.
 */
import { fillStandardNormal, mulberry32 } from '../../../finance/monteCarlo';
import { cholesky } from '../../../finance/portfolio/linalg';
import { MINUTES_PER_YEAR } from './regimeModel';
import type { MultiAssetSeries } from './multiAssetSeries';

export interface AssetSpec {
  /** Column name in the CSV. */
  name: string;
  startPrice: number;
  /** Annual drift μ (decimal). */
  drift: number;
  /** Annual volatility σ (decimal). */
  volatility: number;
}

export interface TwinSpec {
  name: string;
  /** Index of the partner asset. */
  partner: number;
  /** Intercept a and slope β of the log-price relation. */
  intercept: number;
  beta: number;
  /** Mean-reversion speed κ per bar (0 < κ < 1). */
  reversion: number;
  /** Standard deviation σ_s of the spread's shock per bar. */
  spreadSigma: number;
}

export interface MultiAssetModelParams {
  seed: number;
  bars: number;
  barMinutes: number;
  startTime: number;
  assets: readonly AssetSpec[];
  /** Target correlation of the assets' return shocks (symmetric, positive definite, unit diagonal). */
  correlation: readonly (readonly number[])[];
  twin?: TwinSpec;
}

/** The half-life in bars of the twin's spread: ln 2 / −ln(1 − κ). */
export function twinHalfLife(twin: Pick<TwinSpec, 'reversion'>): number {
  return Math.LN2 / -Math.log(1 - twin.reversion);
}

/** Generates the closes of the model (see the header); throws a RangeError when R is not a valid correlation matrix. */
export function generateMultiAssetSeries(params: MultiAssetModelParams): MultiAssetSeries {
  const { seed, bars: n, barMinutes, startTime, assets, correlation, twin } = params;
  const k = assets.length;
  const valid = correlation.length === k && correlation.every((row, i) => row.length === k && row[i] === 1 && row.every((value, j) => value === correlation[j]?.[i] && Math.abs(value) <= 1));
  const lower = valid ? cholesky(correlation) : null;
  if (!lower) throw new RangeError('the correlation matrix must be symmetric, positive definite and have a unit diagonal');
  const random = mulberry32(seed);
  const dt = barMinutes / MINUTES_PER_YEAR;
  const normals = new Float64Array(k + (twin ? 1 : 0));
  const x = assets.map((asset) => Math.log(asset.startPrice));
  const close = assets.map(() => new Float64Array(n));
  const twinClose = twin ? new Float64Array(n) : null;
  const time = new Float64Array(n);
  let spread = 0;
  for (let t = 0; t < n; t++) {
    if (t > 0) {
      fillStandardNormal(normals, random);
      for (let i = 0; i < k; i++) {
        const row = lower[i] as number[];
        let shock = 0;
        for (let j = 0; j <= i; j++) shock += (row[j] as number) * (normals[j] as number);
        const asset = assets[i] as AssetSpec;
        x[i] = (x[i] as number) + (asset.drift - asset.volatility ** 2 / 2) * dt + asset.volatility * Math.sqrt(dt) * shock;
      }
      if (twin) spread = (1 - twin.reversion) * spread + twin.spreadSigma * (normals[k] as number);
    }
    time[t] = startTime + t * barMinutes * 60_000;
    for (let i = 0; i < k; i++) (close[i] as Float64Array)[t] = Math.exp(x[i] as number);
    if (twin && twinClose) twinClose[t] = Math.exp(twin.intercept + twin.beta * (x[twin.partner] as number) + spread);
  }
  return {
    time,
    assets: [...assets.map((asset) => asset.name), ...(twin ? [twin.name] : [])],
    close: [...close, ...(twinClose ? [twinClose] : [])],
    barMs: n >= 2 ? barMinutes * 60_000 : NaN,
  };
}
