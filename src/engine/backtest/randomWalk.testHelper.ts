import { createOhlcSeries, type OhlcSeries } from '../../market/ohlcSeries';

/** A seeded random walk of `n` 15-minute bars (LCG, so the test is the same every run). */
export function randomWalk(n: number, seed = 7): OhlcSeries {
  let state = seed >>> 0;
  const uniform = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const time = new Float64Array(n);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  let price = 30_000;
  for (let i = 0; i < n; i++) {
    time[i] = Date.UTC(2020, 0, 1) + i * 900_000;
    open[i] = price;
    price *= Math.exp((uniform() - 0.5) * 0.006);
    close[i] = price;
    high[i] = Math.max(open[i] as number, price) * (1 + uniform() * 0.002);
    low[i] = Math.min(open[i] as number, price) * (1 - uniform() * 0.002);
  }
  return createOhlcSeries({ time, open, high, low, close });
}
