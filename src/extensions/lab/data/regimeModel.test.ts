import { describe, expect, it } from 'vitest';
import { validateOhlcSeries } from '../../../market/ohlcSeries';
import {
  DEFAULT_REGIME_PARAMS,
  REGIME_EXITS,
  REGIME_IDS,
  REGIME_PARAM_SPECS,
  REGIMES,
  barSigma,
  generateRegimeSeries,
  regimeParamProblems,
  regimeTransitionMatrix,
  type RegimeId,
} from './regimeModel';

// Properties of the model as its header states them, not numbers it happened to produce.

const BIG = { seed: 7, bars: 200_000, barMinutes: 60, persistence: 100 } as const;
const big = generateRegimeSeries(BIG);

/** Log returns of the bars whose regime is `id` (and, with `pairs`, whose previous bar has it too). */
function returnsIn(id: RegimeId, pairs = false): { r: number[]; lagged: number[] } {
  const { series, regimes } = big;
  const index = REGIME_IDS.indexOf(id);
  const r: number[] = [];
  const lagged: number[] = [];
  for (let t = 2; t < regimes.length; t++) {
    if (regimes[t] !== index || (pairs && regimes[t - 1] !== index)) continue;
    r.push(Math.log(series.close[t]! / series.open[t]!));
    lagged.push(Math.log(series.close[t - 1]! / series.open[t - 1]!));
  }
  return { r, lagged };
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
};
function correlation(a: readonly number[], b: readonly number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += (a[i]! - ma) * (b[i]! - mb);
    aa += (a[i]! - ma) ** 2;
    bb += (b[i]! - mb) ** 2;
  }
  return ab / Math.sqrt(aa * bb);
}

describe('regime model parameters', () => {
  it('has at most 8 parameters, each default inside its range', () => {
    expect(REGIME_PARAM_SPECS.length).toBeLessThanOrEqual(8);
    for (const spec of REGIME_PARAM_SPECS) {
      expect(spec.default).toBeGreaterThanOrEqual(spec.min);
      expect(spec.default).toBeLessThanOrEqual(spec.max);
      if (spec.integer) expect(Number.isInteger(spec.default)).toBe(true);
    }
    expect(regimeParamProblems(DEFAULT_REGIME_PARAMS)).toEqual([]);
  });

  it('names the parameters out of range and refuses to generate with them', () => {
    expect(regimeParamProblems({ ...DEFAULT_REGIME_PARAMS, bars: 10.5, volatility: -1, trend: NaN })).toEqual(['bars', 'volatility', 'trend']);
    expect(() => generateRegimeSeries({ persistence: 1 })).toThrow(/persistence/);
  });

  it('has a transition matrix whose rows sum to 1 and whose diagonal is 1 − 1/L', () => {
    for (const row of REGIME_EXITS) expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const matrix = regimeTransitionMatrix(40);
    matrix.forEach((row, i) => {
      expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      expect(row[i]).toBeCloseTo(1 - 1 / 40, 12);
    });
  });
});

describe('generateRegimeSeries', () => {
  it('is reproducible by seed and differs between seeds', () => {
    const a = generateRegimeSeries({ seed: 42, bars: 500 });
    const b = generateRegimeSeries({ seed: 42, bars: 500 });
    const c = generateRegimeSeries({ seed: 43, bars: 500 });
    expect(b).toEqual(a);
    expect(c.series.close).not.toEqual(a.series.close);
  });

  it('gives consistent bars: valid OHLC on every bar, open = previous close, evenly spaced times', () => {
    const { series } = generateRegimeSeries({ seed: 3, bars: 5_000, barMinutes: 15, startPrice: 123.45, startTime: 1_600_000_000_000, volatility: 2.5 });
    expect(validateOhlcSeries(series)).toBeNull();
    expect(series.open[0]).toBe(123.45);
    expect(series.time[0]).toBe(1_600_000_000_000);
    expect(series.barMs).toBe(15 * 60_000);
    for (let t = 1; t < 5_000; t++) {
      expect(series.open[t]).toBe(series.close[t - 1]);
      expect(series.time[t]! - series.time[t - 1]!).toBe(series.barMs);
    }
    expect(validateOhlcSeries(big.series)).toBeNull();
  });

  it('switches between all four regimes, with stretches of about `persistence` bars on average', () => {
    const { regimes } = big;
    const seen = new Set(regimes);
    expect(seen.size).toBe(4);
    let switches = 0;
    for (let t = 1; t < regimes.length; t++) if (regimes[t] !== regimes[t - 1]) switches++;
    const meanLength = regimes.length / (switches + 1);
    // Geometric stretch lengths with mean L = 100: ~2,000 stretches, so the mean is within a few percent.
    expect(meanLength).toBeGreaterThan(BIG.persistence * 0.85);
    expect(meanLength).toBeLessThan(BIG.persistence * 1.15);
  });

  it('moves up in trendUp and down in trendDown, with noise σ_b', () => {
    const up = returnsIn('trendUp').r;
    const down = returnsIn('trendDown').r;
    expect(mean(up)).toBeGreaterThan(0);
    expect(mean(down)).toBeLessThan(0);
    const sigma = barSigma(DEFAULT_REGIME_PARAMS.volatility, BIG.barMinutes);
    expect(sd(up) / sigma).toBeGreaterThan(0.95);
    expect(sd(up) / sigma).toBeLessThan(1.05);
  });

  it('draws bar ranges consistent with the σ of each regime (Parkinson estimator) and never closes at the extremes', () => {
    // Parkinson (1980): for Brownian motion, E[ln(high/low)²] = 4·ln 2·σ², so √(mean ln(H/L)² / (4 ln 2)) estimates σ.
    const sigma = barSigma(DEFAULT_REGIME_PARAMS.volatility, BIG.barMinutes);
    const { series, regimes } = big;
    let atExtreme = 0;
    REGIME_IDS.forEach((id, index) => {
      let sum = 0;
      let n = 0;
      for (let t = 0; t < regimes.length; t++) {
        if (regimes[t] !== index) continue;
        sum += Math.log(series.high[t]! / series.low[t]!) ** 2;
        n++;
        if (series.high[t] === Math.max(series.open[t]!, series.close[t]!) || series.low[t] === Math.min(series.open[t]!, series.close[t]!)) atExtreme++;
      }
      const parkinson = Math.sqrt(sum / n / (4 * Math.log(2)));
      const want = sigma * REGIMES[index]!.sigma;
      expect(Math.abs(parkinson / want - 1), id).toBeLessThan(0.05);
    });
    expect(atExtreme).toBe(0);
  });

  it('is more volatile in the volatile regime than in ranging', () => {
    expect(sd(returnsIn('volatile').r)).toBeGreaterThan(2 * sd(returnsIn('ranging').r));
  });

  it('mean-reverts in ranging: negative lag-1 autocorrelation of returns and bounded excursions', () => {
    const ranging = returnsIn('ranging', true);
    // κ = 0.08 gives about −κ/2 once a stretch has settled; a random walk gives 0 (±0.005 here, ~60,000 pairs).
    expect(correlation(ranging.r, ranging.lagged)).toBeLessThan(-0.02);
    const trending = returnsIn('trendUp', true);
    expect(Math.abs(correlation(trending.r, trending.lagged))).toBeLessThan(0.015);

    // The variance ratio of 20-bar sums to 20 single bars is below 1 in ranging stretches (≈ 1 for a random walk).
    const { series, regimes } = big;
    const ranging20: number[] = [];
    const rangingIndex = REGIME_IDS.indexOf('ranging');
    for (let t = 20; t < regimes.length; t += 20) {
      let inside = true;
      for (let k = t - 20; k <= t; k++) inside &&= regimes[k] === rangingIndex;
      if (inside) ranging20.push(Math.log(series.close[t]! / series.close[t - 20]!));
    }
    const ratio = sd(ranging20) ** 2 / (20 * sd(ranging.r) ** 2);
    expect(ratio).toBeLessThan(0.7);
  });
});
