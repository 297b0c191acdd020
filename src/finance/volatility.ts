/**
 * Realised-volatility estimators on OHLC bars: close-to-close, Parkinson, Garman–Klass and Yang–Zhang.
 *
 * Each gives a variance per bar over a window of n bars, read from the window's bars and the close of
 * the bar just before it (the first bar of the data only supplies that close). Volatility per year is
 * √(variance · bars per year), with bars per year = 365 days ÷ bar length (crypto trades every day).
 *
 *   close-to-close: rᵢ = ln(Cᵢ/Cᵢ₋₁),  σ² = Σ (rᵢ − r̄)² / (n − 1)
 *   Parkinson:      σ² = Σ ln(Hᵢ/Lᵢ)² / (4·ln 2·n)
 *   Garman–Klass:   σ² = Σ [½·ln(Hᵢ/Lᵢ)² − (2·ln 2 − 1)·ln(Cᵢ/Oᵢ)²] / n
 *   Yang–Zhang:     σ² = σₒ² + k·σ꜀² + (1 − k)·σᵣₛ²,  k = 0.34 / (1.34 + (n + 1)/(n − 1)),
 *                   σₒ² sample variance of ln(Oᵢ/Cᵢ₋₁), σ꜀² sample variance of ln(Cᵢ/Oᵢ),
 *                   σᵣₛ² = Σ [ln(Hᵢ/Cᵢ)·ln(Hᵢ/Oᵢ) + ln(Lᵢ/Cᵢ)·ln(Lᵢ/Oᵢ)] / n  (Rogers–Satchell)
 */
import { valueAt } from './valueAt';

export interface OhlcColumnsView {
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
}

export interface VolatilityEstimates {
  closeToClose: number;
  parkinson: number;
  garmanKlass: number;
  yangZhang: number;
}

export const ESTIMATOR_KEYS = ['closeToClose', 'parkinson', 'garmanKlass', 'yangZhang'] as const;

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const LN2 = Math.log(2);

/** Bars in a 365-day year for a bar length in ms; NaN when the length is not above 0. */
export function barsPerYear(barMs: number): number {
  return barMs > 0 && Number.isFinite(barMs) ? YEAR_MS / barMs : NaN;
}

/** Smallest window: two bars (a sample variance needs two values). */
export const MIN_WINDOW = 2;

function sampleVariance(values: readonly number[]): number {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  return values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1);
}

/**
 * The four variances per bar over the `window` bars ending at bar `end` (inclusive), using the close of
 * bar end − window. Every field NaN when the window does not fit (end − window < 0) or is below 2.
 */
export function varianceEstimates(bars: OhlcColumnsView, window: number, end: number = bars.close.length - 1): VolatilityEstimates {
  const start = end - window + 1;
  if (!Number.isInteger(window) || window < MIN_WINDOW || start < 1 || end >= bars.close.length) {
    return { closeToClose: NaN, parkinson: NaN, garmanKlass: NaN, yangZhang: NaN };
  }
  const returns: number[] = [];
  const overnight: number[] = [];
  const openToClose: number[] = [];
  let parkinson = 0;
  let garmanKlass = 0;
  let rogersSatchell = 0;
  for (let i = start; i <= end; i++) {
    const o = valueAt(bars.open, i);
    const h = valueAt(bars.high, i);
    const l = valueAt(bars.low, i);
    const c = valueAt(bars.close, i);
    const previous = valueAt(bars.close, i - 1);
    const hl = Math.log(h / l);
    const co = Math.log(c / o);
    returns.push(Math.log(c / previous));
    overnight.push(Math.log(o / previous));
    openToClose.push(co);
    parkinson += hl * hl;
    garmanKlass += 0.5 * hl * hl - (2 * LN2 - 1) * co * co;
    rogersSatchell += Math.log(h / c) * Math.log(h / o) + Math.log(l / c) * Math.log(l / o);
  }
  const n = window;
  const k = 0.34 / (1.34 + (n + 1) / (n - 1));
  return {
    closeToClose: sampleVariance(returns),
    parkinson: parkinson / (4 * LN2 * n),
    garmanKlass: garmanKlass / n,
    yangZhang: sampleVariance(overnight) + k * sampleVariance(openToClose) + (1 - k) * (rogersSatchell / n),
  };
}

/** Annualised volatility from a variance per bar: √(variance · bars per year); NaN for a negative variance. */
export function annualise(variance: number, perYear: number): number {
  return variance >= 0 ? Math.sqrt(variance * perYear) : NaN;
}

/** The four estimators as volatility per year over the last `window` bars (see {@link varianceEstimates}). */
export function volatilityEstimates(bars: OhlcColumnsView, window: number, barMs: number, end?: number): VolatilityEstimates {
  const variances = varianceEstimates(bars, window, end);
  const perYear = barsPerYear(barMs);
  return {
    closeToClose: annualise(variances.closeToClose, perYear),
    parkinson: annualise(variances.parkinson, perYear),
    garmanKlass: annualise(variances.garmanKlass, perYear),
    yangZhang: annualise(variances.yangZhang, perYear),
  };
}
