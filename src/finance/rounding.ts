/**
 * Rounding to an exchange's step (lot size, price tick) without binary floating-point surprises:
 * 0.3 / 0.1 is 2.9999999999999996 in JavaScript, so a plain `floor(x / step) * step` would round
 * 0.3 BTC with lot size 0.1 down to 0.2. A quotient within 1e-12 (relative: far above the
 * few-ulp error of a division, far below a real shortfall of a lot) of a whole number counts
 * as that whole number, and the result is cleaned to the step's decimals (0.1 · 3 → 0.3, not
 * 0.30000000000000004).
 */

/** Decimals of a step as written (0.001 → 3, 5 → 0, 2.5e-7 → 8), at most 15. */
function stepDecimals(step: number): number {
  const [mantissa = '', exponent = '0'] = step.toExponential().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.min(15, Math.max(0, fraction - Number(exponent)));
}

function quotient(value: number, step: number): number {
  const q = value / step;
  const nearest = Math.round(q);
  return Math.abs(q - nearest) <= 1e-12 * Math.max(1, Math.abs(q)) ? nearest : q;
}

function toStep(count: number, step: number): number {
  return Number((count * step).toFixed(stepDecimals(step)));
}

/**
 * `value` rounded down (towards −∞) to a whole multiple of `step`, e.g. a quantity to the lot size:
 * floorToStep(0.3, 0.1) = 0.3, floorToStep(1.2345, 0.001) = 1.234. A step that is not a positive
 * finite number means "no step": the value is returned as it is. NaN stays NaN.
 */
export function floorToStep(value: number, step: number): number {
  if (!(step > 0) || !Number.isFinite(step) || !Number.isFinite(value)) return value;
  return toStep(Math.floor(quotient(value, step)), step);
}

/**
 * `value` rounded up (towards +∞) to a whole multiple of `step`, e.g. a required minimum leverage to
 * two decimals: ceilToStep(2.001, 0.01) = 2.01, ceilToStep(2.5, 0.01) = 2.5. Same rules as floorToStep.
 */
export function ceilToStep(value: number, step: number): number {
  if (!(step > 0) || !Number.isFinite(step) || !Number.isFinite(value)) return value;
  return toStep(Math.ceil(quotient(value, step)), step);
}
