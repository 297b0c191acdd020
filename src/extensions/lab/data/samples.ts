/**
 * The lab's sample datasets: synthetic BTC-like OHLC bars from the regime model (regimeModel.ts) with
 * fixed seeds, committed under public/lab/ as CSV `time,open,high,low,close` (Unix ms, prices rounded to
 * 2 decimals). This list is the one source of truth: scripts/genLabSamples.ts writes the files and
 * public/lab/datasets.json from it, and a test checks that the committed files match it.
 */
import type { RegimeModelParams } from './regimeModel';

export interface LabSample {
  id: string;
  /** File name under public/lab/. */
  file: string;
  label: { en: string; de: string };
  /** Every parameter of the regime model, so the file can be made again. */
  params: RegimeModelParams;
}

/** Where the site serves the sample files. */
export const LAB_SAMPLE_BASE = '/lab/';

export const LAB_SAMPLES = [
  {
    id: 'synthetic-btc-1h',
    file: 'synthetic-btc-1h.csv',
    label: { en: 'Synthetic BTC-like data, 1-hour bars (4,000)', de: 'Synthetische BTC-ähnliche Daten, 1-Stunden-Kerzen (4.000)' },
    params: { seed: 12, bars: 4_000, barMinutes: 60, startPrice: 42_000, startTime: Date.UTC(2024, 0, 1), volatility: 0.6, persistence: 120, trend: 0.08 },
  },
  {
    id: 'synthetic-btc-1d',
    file: 'synthetic-btc-1d.csv',
    label: { en: 'Synthetic BTC-like data, daily bars (3,650)', de: 'Synthetische BTC-ähnliche Daten, Tageskerzen (3.650)' },
    params: { seed: 53, bars: 3_650, barMinutes: 1_440, startPrice: 10_000, startTime: Date.UTC(2015, 0, 1), volatility: 0.6, persistence: 60, trend: 0.1 },
  },
  {
    id: 'synthetic-btc-1m',
    file: 'synthetic-btc-1m.csv',
    label: { en: 'Synthetic BTC-like data, 1-minute bars (20,160)', de: 'Synthetische BTC-ähnliche Daten, 1-Minuten-Kerzen (20.160)' },
    params: { seed: 3, bars: 20_160, barMinutes: 1, startPrice: 67_000, startTime: Date.UTC(2024, 5, 1), volatility: 0.6, persistence: 120, trend: 0.08 },
  },
] as const satisfies readonly LabSample[];

export type LabSampleId = (typeof LAB_SAMPLES)[number]['id'];

/** The URL of a sample's CSV file on the site. */
export function labSampleUrl(sample: Pick<LabSample, 'file'>): string {
  return `${LAB_SAMPLE_BASE}${sample.file}`;
}

/** Id, label and URL of each sample, for a picker. */
export const LAB_SAMPLE_OPTIONS: readonly { id: LabSampleId; label: { en: string; de: string }; url: string }[] = LAB_SAMPLES.map((sample) => ({
  id: sample.id,
  label: sample.label,
  url: labSampleUrl(sample),
}));

/** The sample with this id, or undefined. */
export function labSample(id: string): LabSample | undefined {
  return LAB_SAMPLES.find((sample) => sample.id === id);
}
