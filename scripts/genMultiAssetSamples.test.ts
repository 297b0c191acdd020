import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MULTI_ASSET_SAMPLES, multiAssetSampleUrl } from '../src/extensions/lab/data/multiAssetSamples';
import { readWideSeries } from '../src/extensions/lab/data/wideRead';
import { halfLife, hedgeRatio, spreadSeries } from '../src/finance/portfolio/pairs';
import { correlationMatrix, logReturns } from '../src/finance/portfolio/statistics';
import { LAB_DIR, MULTI_ASSET_JSON, multiAssetJson, multiAssetSampleCsv } from './genMultiAssetSamples';

const committed = (file: string) => readFileSync(join(LAB_DIR, file), 'utf8');

// The committed files are the model's output, and their returns show the promised correlations.
describe('multi-asset sample datasets', () => {
  for (const sample of MULTI_ASSET_SAMPLES) {
    it(`${sample.id}: the committed file is what the model makes; sample correlations near the target`, () => {
      const text = committed(sample.file);
      expect(text === multiAssetSampleCsv(sample), `public/lab/${sample.file} differs from the model: run npx tsx scripts/genMultiAssetSamples.ts`).toBe(true);
      const read = readWideSeries(text);
      if (!read.ok) throw new Error(read.error);
      const { series } = read;
      expect(series.time.length).toBe(sample.params.bars);
      expect(series.barMs).toBe(sample.params.barMinutes * 60_000);
      expect(read.report.badRowCount + read.report.duplicates).toBe(0);
      expect(multiAssetSampleUrl(sample)).toBe(`/lab/${sample.file}`);
      const k = sample.params.assets.length;
      const correlation = correlationMatrix(series.close.slice(0, k).map(logReturns));
      // Standard error of a sample correlation ≈ (1 − ρ²)/√n ≤ 1/√1500 ≈ 0.026: allow 2.5 of them.
      sample.params.correlation.forEach((row, i) => row.forEach((target, j) => expect(Math.abs(correlation[i]![j]! - target), `${i},${j}`).toBeLessThan(0.065)));
      expect(Buffer.byteLength(text)).toBeLessThan(200 * 1024);
    });
  }

  it('the daily sample has a cointegrated pair (sETH, sETC) whose spread reverts with the model half-life', () => {
    const sample = MULTI_ASSET_SAMPLES[0];
    const read = readWideSeries(committed(sample.file));
    if (!read.ok) throw new Error(read.error);
    const eth = read.series.close[read.series.assets.indexOf('sETH')]!.map(Math.log);
    const etc = read.series.close[read.series.assets.indexOf('sETC')]!.map(Math.log);
    const fit = hedgeRatio(etc, eth);
    expect(fit?.beta).toBeGreaterThan(0.85);
    expect(fit?.beta).toBeLessThan(0.95);
    // Model half-life ln 2 / −ln 0.9 ≈ 6.58 days.
    const life = halfLife(spreadSeries(etc, eth, fit!));
    expect(life?.halfLife).toBeGreaterThan(4.5);
    expect(life?.halfLife).toBeLessThan(9);
  });

  it('describes the samples in multi-asset.json as the script writes it, labelled synthetic', () => {
    const text = committed(MULTI_ASSET_JSON);
    expect(text).toBe(multiAssetJson());
    for (const sample of MULTI_ASSET_SAMPLES) {
      expect(sample.label.en).toMatch(/synthetic/i);
      expect(sample.label.de).toMatch(/synthetisch/i);
    }
  });
});
