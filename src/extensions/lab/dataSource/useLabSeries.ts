import { useEffect, useMemo, useState } from 'react';
import type { ParamValues } from '../../shared/params/params';
import { readLabSample, readOhlcFile, type OhlcFileResult } from '../data/ohlcFileClient';
import type { OhlcSeries } from '../../../market/ohlcSeries';
import { generateRegimeSeries, REGIME_PARAM_SPECS, type RegimeModelParams } from '../data/regimeModel';
import { GENERATED, generatorParamId, UPLOAD } from '../labParams';
import type { FundingHistory } from '../../../market/fundingHistory';
import { findRealDataset, fundingEntry, isRealDatasetValue, type MarketDataset, type MarketOrigin } from '../../shared/marketData/marketCatalog';
import { loadMarketCandles, loadMarketFunding } from '../../shared/marketData/marketDataClient';
import type { MarketCatalogLoad } from '../../shared/marketData/useMarketCatalog';

/** An exchange dataset as loaded: its catalog entry and the market's funding history (null when none is stored). */
export interface RealData {
  dataset: MarketDataset;
  funding: FundingHistory | null;
}

/** What the chosen data source holds: a series (with the reader's report for a file), or why not. */
export type LabData =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'ready'; key: string; series: OhlcSeries; read: OhlcFileResult | null; real?: RealData }
  | { status: 'error'; result: OhlcFileResult }
  | { status: 'realUnavailable'; reason: 'missing' | 'failed' };

export interface LabUpload {
  file: File;
  /** Counts the files chosen, so choosing the same file again reads it again. */
  serial: number;
}

// Sample files are read once per page view.
const samples = new Map<string, Promise<OhlcFileResult>>();

function sampleResult(id: string): Promise<OhlcFileResult> {
  let result = samples.get(id);
  if (!result) {
    result = readLabSample(id);
    samples.set(id, result);
  }
  return result;
}

// Exchange datasets are loaded once per page view (candles and the market's funding together).
const realLoads = new Map<string, Promise<LabData>>();

function realData(origin: MarketOrigin, dataset: MarketDataset, hasFunding: boolean, key: string): Promise<LabData> {
  let loading = realLoads.get(key);
  if (!loading) {
    const funding = hasFunding ? loadMarketFunding(origin, dataset) : Promise.resolve(null);
    loading = Promise.all([loadMarketCandles(origin, dataset), funding]).then(([candles, history]): LabData =>
      candles.ok ? { status: 'ready', key, series: candles.value, read: null, real: { dataset, funding: history?.ok ? history.value : null } } : { status: 'realUnavailable', reason: 'failed' },
    );
    // A failed load may be tried again by choosing the dataset again.
    void loading.then((data) => {
      if (data.status !== 'ready') realLoads.delete(key);
    });
    realLoads.set(key, loading);
  }
  return loading;
}

function generatorParams(values: ParamValues): Partial<RegimeModelParams> {
  return Object.fromEntries(REGIME_PARAM_SPECS.filter((spec) => spec.key !== 'startTime').map((spec) => [spec.key, Number(values[generatorParamId(spec.key)])]));
}

/** How the chosen exchange dataset loads: through the catalog's origin, or why it cannot. */
function realReading(dataset: string, market: MarketCatalogLoad, source: string): Promise<LabData> | null {
  if (market.status === 'loading') return null;
  const found = market.status === 'ready' ? findRealDataset(market.catalog, dataset) : undefined;
  if (market.status !== 'ready' || !found) return Promise.resolve({ status: 'realUnavailable', reason: 'missing' });
  return realData(market.origin, found, fundingEntry(market.catalog, found) !== undefined, source);
}

/**
 * The series of the chosen data source: a sample (fetched from the site and read in the reader's
 * worker), the visitor's file (read in the worker; a file that cannot be read is an error and the
 * page keeps its last result), the seeded generator (valid parameters only) or an exchange dataset of
 * the site's catalog (`real:<exchange>:<market>:<timeframe>`, with its market's funding history,
 * fetched from this site and checked in a worker). A file never leaves the browser.
 */
export function useLabSeries(dataset: string, values: ParamValues, generatorValid: boolean, upload: LabUpload | null, market: MarketCatalogLoad): LabData {
  const [loaded, setLoaded] = useState<{ source: string; data: LabData } | null>(null);
  const real = isRealDatasetValue(dataset);
  const source = dataset === UPLOAD ? (upload ? `upload:${upload.serial}` : 'upload:none') : real ? `${dataset}@${market.status === 'ready' ? market.origin : market.status}` : dataset;

  useEffect(() => {
    if (dataset === GENERATED || (dataset === UPLOAD && !upload)) return undefined;
    let cancelled = false;
    const reading: Promise<LabData> | null = real
      ? realReading(dataset, market, source)
      : (dataset === UPLOAD && upload ? readOhlcFile(upload.file) : sampleResult(dataset)).then((result) => (result.ok ? { status: 'ready', key: source, series: result.series, read: result } : { status: 'error', result }));
    reading?.then(
      (data) => {
        if (!cancelled) setLoaded({ source, data });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [dataset, upload, source, real, market]);

  const generatorKey = dataset === GENERATED && generatorValid ? JSON.stringify(generatorParams(values)) : null;
  const generated = useMemo(() => (generatorKey ? generateRegimeSeries(JSON.parse(generatorKey) as Partial<RegimeModelParams>).series : null), [generatorKey]);

  if (dataset === GENERATED) return generated && generatorKey ? { status: 'ready', key: `generated:${generatorKey}`, series: generated, read: null } : { status: 'empty' };
  if (dataset === UPLOAD && !upload) return { status: 'empty' };
  return loaded?.source === source ? loaded.data : { status: 'loading' };
}
