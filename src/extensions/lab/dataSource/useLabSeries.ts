import { useEffect, useMemo, useState } from 'react';
import type { ParamValues } from '../../shared/params/params';
import { readLabSample, readOhlcFile, type OhlcFileResult } from '../data/ohlcFileClient';
import type { OhlcSeries } from '../../../market/ohlcSeries';
import { generateRegimeSeries, REGIME_PARAM_SPECS, type RegimeModelParams } from '../data/regimeModel';
import { GENERATED, generatorParamId, UPLOAD } from '../labParams';

/** What the chosen data source holds: a series (with the reader's report for a file), or why not. */
export type LabData =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'ready'; key: string; series: OhlcSeries; read: OhlcFileResult | null }
  | { status: 'error'; result: OhlcFileResult };

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

function generatorParams(values: ParamValues): Partial<RegimeModelParams> {
  return Object.fromEntries(REGIME_PARAM_SPECS.filter((spec) => spec.key !== 'startTime').map((spec) => [spec.key, Number(values[generatorParamId(spec.key)])]));
}

/**
 * The series of the chosen data source: a sample (fetched from the site and read in the reader's
 * worker), the visitor's file (read in the worker; a file that cannot be read is an error and the
 * page keeps its last result) or the seeded generator (valid parameters only). Nothing leaves the browser.
 */
export function useLabSeries(dataset: string, values: ParamValues, generatorValid: boolean, upload: LabUpload | null): LabData {
  const [loaded, setLoaded] = useState<{ source: string; data: LabData } | null>(null);
  const source = dataset === UPLOAD ? (upload ? `upload:${upload.serial}` : 'upload:none') : dataset;

  useEffect(() => {
    if (dataset === GENERATED || (dataset === UPLOAD && !upload)) return undefined;
    let cancelled = false;
    const reading = dataset === UPLOAD && upload ? readOhlcFile(upload.file) : sampleResult(dataset);
    reading.then(
      (result) => {
        if (cancelled) return;
        setLoaded({ source, data: result.ok ? { status: 'ready', key: source, series: result.series, read: result } : { status: 'error', result } });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [dataset, upload, source]);

  const generatorKey = dataset === GENERATED && generatorValid ? JSON.stringify(generatorParams(values)) : null;
  const generated = useMemo(() => (generatorKey ? generateRegimeSeries(JSON.parse(generatorKey) as Partial<RegimeModelParams>).series : null), [generatorKey]);

  if (dataset === GENERATED) return generated && generatorKey ? { status: 'ready', key: `generated:${generatorKey}`, series: generated, read: null } : { status: 'empty' };
  if (dataset === UPLOAD && !upload) return { status: 'empty' };
  return loaded?.source === source ? loaded.data : { status: 'loading' };
}
