import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateOhlcSeries } from '../src/market/ohlcSeries';
import { LAB_SAMPLES, labSampleUrl } from '../src/extensions/lab/data/samples';
import { readOhlcSeries } from '../src/market/ohlc/ohlcParse';
import { LAB_DIR, labDatasetsJson, labSampleCsv } from './genLabSamples';

const committed = (file: string) => readFileSync(join(LAB_DIR, file), 'utf8');

// The committed sample files are the model's output: re-generating them must give the same bytes.
describe('lab sample datasets', () => {
  for (const sample of LAB_SAMPLES) {
    it(`${sample.id}: the committed file is what the model makes, with the promised bars`, () => {
      const text = committed(sample.file);
      expect(text === labSampleCsv(sample), `public/lab/${sample.file} differs from the model: run npx tsx scripts/genLabSamples.ts`).toBe(true);
      const read = readOhlcSeries(text);
      if (!read.ok) throw new Error(read.error);
      expect(read.series.time.length).toBe(sample.params.bars);
      expect(read.report.badRowCount + read.report.duplicates).toBe(0);
      expect(read.report.sorted).toBe(false);
      expect(read.series.barMs).toBe(sample.params.barMinutes * 60_000);
      expect(read.series.time[0]).toBe(sample.params.startTime);
      expect(validateOhlcSeries(read.series)).toBeNull();
      expect(labSampleUrl(sample)).toBe(`/lab/${sample.file}`);
    });
  }

  it('keeps the promised sizes: 1 h and 1 d at least 3,000 bars, 1 m at least 20,000 bars and under 1.5 MB', () => {
    const bars = Object.fromEntries(LAB_SAMPLES.map((sample) => [sample.id, sample.params.bars]));
    expect(bars['synthetic-btc-1h']).toBeGreaterThanOrEqual(3_000);
    expect(bars['synthetic-btc-1d']).toBeGreaterThanOrEqual(3_000);
    expect(bars['synthetic-btc-1m']).toBeGreaterThanOrEqual(20_000);
    for (const sample of LAB_SAMPLES) expect(Buffer.byteLength(committed(sample.file))).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('describes the samples in datasets.json as the script writes it, labelled synthetic in both languages', () => {
    const text = committed('datasets.json');
    expect(text).toBe(labDatasetsJson());
    const { datasets } = JSON.parse(text) as { datasets: { id: string; file: string; bars: number; seed: number; synthetic: boolean; label: { en: string; de: string } }[] };
    expect(datasets.map((d) => d.id)).toEqual(LAB_SAMPLES.map((s) => s.id));
    for (const dataset of datasets) {
      expect(dataset.synthetic).toBe(true);
      expect(dataset.label.en).toMatch(/synthetic/i);
      expect(dataset.label.de).toMatch(/synthetisch/i);
    }
  });
});
