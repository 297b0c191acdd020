/**
 * The lab's multi-asset sample datasets: synthetic correlated assets from the seeded model in
 * multiAssetModel.ts, committed under public/lab/ as wide CSV `time,<asset>,…` (Unix ms, closes rounded
 * to 2 decimals, 6 below 1). This list is the one source of truth: scripts/genMultiAssetSamples.ts writes
 * the files and public/lab/multi-asset.json from it, and a test checks that the committed files match it.
 * Names start with 's' for synthetic: sBTC is BTC-like, not BTC.
 */
import type { MultiAssetModelParams } from './multiAssetModel';
import { LAB_SAMPLE_BASE } from './samples';

export interface MultiAssetSample {
  id: string;
  file: string;
  label: { en: string; de: string };
  params: MultiAssetModelParams;
}

/** Target correlation of the daily sample's five assets' return shocks (positive definite). */
const DAILY_CORRELATION = [
  [1, 0.8, 0.7, 0.65, 0.1],
  [0.8, 1, 0.75, 0.6, 0.05],
  [0.7, 0.75, 1, 0.55, 0],
  [0.65, 0.6, 0.55, 1, 0.05],
  [0.1, 0.05, 0, 0.05, 1],
] as const;

/** Target correlation of the hourly sample's four assets. */
const HOURLY_CORRELATION = [
  [1, 0.85, 0.6, -0.2],
  [0.85, 1, 0.55, -0.15],
  [0.6, 0.55, 1, 0],
  [-0.2, -0.15, 0, 1],
] as const;

export const MULTI_ASSET_SAMPLES = [
  {
    id: 'synthetic-multi-1d',
    file: 'synthetic-multi-1d.csv',
    label: { en: 'Synthetic correlated assets, daily (6 assets, 1,500 days)', de: 'Synthetische korrelierte Assets, täglich (6 Assets, 1.500 Tage)' },
    params: {
      seed: 2026,
      bars: 1_500,
      barMinutes: 1_440,
      startTime: Date.UTC(2021, 0, 1),
      assets: [
        { name: 'sBTC', startPrice: 30_000, drift: 0.3, volatility: 0.6 },
        { name: 'sETH', startPrice: 2_000, drift: 0.35, volatility: 0.75 },
        { name: 'sSOL', startPrice: 25, drift: 0.4, volatility: 1 },
        { name: 'sBNB', startPrice: 250, drift: 0.2, volatility: 0.7 },
        { name: 'sGOLD', startPrice: 2_000, drift: 0.05, volatility: 0.15 },
      ],
      correlation: DAILY_CORRELATION,
      // sETC: cointegrated with sETH (β = 0.9 in log prices, spread half-life ≈ 6.6 days), the pair for pairs trading.
      twin: { name: 'sETC', partner: 1, intercept: Math.log(20) - 0.9 * Math.log(2_000), beta: 0.9, reversion: 0.1, spreadSigma: 0.02 },
    },
  },
  {
    id: 'synthetic-multi-1h',
    file: 'synthetic-multi-1h.csv',
    label: { en: 'Synthetic correlated assets, hourly (4 assets, 2,000 hours)', de: 'Synthetische korrelierte Assets, stündlich (4 Assets, 2.000 Stunden)' },
    params: {
      seed: 77,
      bars: 2_000,
      barMinutes: 60,
      startTime: Date.UTC(2024, 0, 1),
      assets: [
        { name: 'sBTC', startPrice: 42_000, drift: 0.2, volatility: 0.55 },
        { name: 'sETH', startPrice: 2_300, drift: 0.25, volatility: 0.7 },
        { name: 'sLINK', startPrice: 15, drift: 0.1, volatility: 0.9 },
        { name: 'sHEDGE', startPrice: 100, drift: 0, volatility: 0.3 },
      ],
      correlation: HOURLY_CORRELATION,
    },
  },
] as const satisfies readonly MultiAssetSample[];

export type MultiAssetSampleId = (typeof MULTI_ASSET_SAMPLES)[number]['id'];

export function multiAssetSampleUrl(sample: Pick<MultiAssetSample, 'file'>): string {
  return `${LAB_SAMPLE_BASE}${sample.file}`;
}

export function multiAssetSample(id: string): MultiAssetSample | undefined {
  return MULTI_ASSET_SAMPLES.find((sample) => sample.id === id);
}
