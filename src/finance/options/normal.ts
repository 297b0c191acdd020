/**
 * The standard normal distribution: density and cumulative distribution function.
 *
 * The CDF uses Hart's double-precision rational approximation (as published by G. West, "Better
 * approximations to cumulative normal functions", 2005): absolute error below 1e-14 on the whole line.
 * It works on the tail |x| directly, so N(x) far below 0 keeps a relative error below 1e-7 (no 1 − 1
 * cancellation).
 */

const SQRT_2PI = Math.sqrt(2 * Math.PI);

/** φ(x) = e^(−x²/2) / √(2π). */
export function normPdf(x: number): number {
  return Math.exp((-x * x) / 2) / SQRT_2PI;
}

/** N(x) = P(Z ≤ x) for a standard normal Z; NaN for NaN. */
export function normCdf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const a = Math.abs(x);
  let tail: number;
  if (a > 37) {
    tail = 0;
  } else {
    const e = Math.exp((-a * a) / 2);
    if (a < 7.07106781186547) {
      let num = 3.52624965998911e-2 * a + 0.700383064443688;
      num = num * a + 6.37396220353165;
      num = num * a + 33.912866078383;
      num = num * a + 112.079291497871;
      num = num * a + 221.213596169931;
      num = num * a + 220.206867912376;
      let den = 8.83883476483184e-2 * a + 1.75566716318264;
      den = den * a + 16.064177579207;
      den = den * a + 86.7807322029461;
      den = den * a + 296.564248779674;
      den = den * a + 637.333633378831;
      den = den * a + 793.826512519948;
      den = den * a + 440.413735824752;
      tail = (e * num) / den;
    } else {
      let b = a + 0.65;
      b = a + 4 / b;
      b = a + 3 / b;
      b = a + 2 / b;
      b = a + 1 / b;
      tail = e / b / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}
