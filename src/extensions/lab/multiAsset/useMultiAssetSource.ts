import { useEffect, useState, type ChangeEvent } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import type { ChoiceParam, ParamValues } from '../../shared/params/params';
import { readMultiAssetSample, readWideFile, type WideFileResult } from '../data/multiAssetFileClient';
import { MULTI_ASSET_SAMPLES } from '../data/multiAssetSamples';
import type { MultiAssetSeries } from '../data/multiAssetSeries';
import { barTimeText } from '../labTime';
import { MULTI_ASSET_TEXTS, multiAssetTexts, type MultiAssetTexts } from './texts';

export const MULTI_UPLOAD = 'upload';

/** The multi-asset dataset choice: the samples and the visitor's file (default: the first sample, or the one given). */
export function multiDatasetParam(defaultDataset: string = MULTI_ASSET_SAMPLES[0].id): ChoiceParam {
  return {
    id: 'dataset',
    kind: 'choice',
    label: { en: MULTI_ASSET_TEXTS.en.dataset, de: MULTI_ASSET_TEXTS.de.dataset },
    options: [...MULTI_ASSET_SAMPLES.map((sample) => ({ value: sample.id, label: sample.label })), { value: MULTI_UPLOAD, label: { en: MULTI_ASSET_TEXTS.en.datasetUpload, de: MULTI_ASSET_TEXTS.de.datasetUpload } }],
    default: defaultDataset,
  };
}

export interface ReadyMultiAsset {
  key: string;
  series: MultiAssetSeries;
  /** True for a synthetic sample. */
  synthetic: boolean;
}

export interface MultiAssetSource {
  ready: ReadyMultiAsset | null;
  loading: boolean;
  messages: string[];
  /** The short form of what is wrong with the visitor's file, shown next to the file control. */
  fileMessage: string | undefined;
  report: string[];
  status: string;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}

// Each sample is fetched and read once per page view, and only when a module chooses it.
const samples = new Map<string, Promise<WideFileResult>>();
function sampleResult(id: string): Promise<WideFileResult> {
  let result = samples.get(id);
  if (!result) {
    result = readMultiAssetSample(id);
    samples.set(id, result);
  }
  return result;
}

function fileReport(result: WideFileResult, texts: MultiAssetTexts, lang: Lang): string[] {
  const { report } = result;
  if (report.rows === 0) return [];
  const whole = (n: number) => formatValue(n, 'integer', lang);
  const lines = [interpolate(texts.fileReport, { rows: whole(report.rows), bad: whole(report.badRowCount), duplicates: whole(report.duplicates) })];
  if (report.sorted) lines.push(texts.fileSorted);
  for (const bad of report.badRows.slice(0, 5)) lines.push(interpolate(texts.badRow, { row: whole(bad.row), column: bad.column, reason: texts.badRowReasons[bad.reason] }));
  return lines;
}

/**
 * The lab's multi-asset data for a portfolio tool: the chosen sample (fetched when chosen, read in the
 * worker) or the visitor's wide file (read in the worker; a file that cannot be read is reported and the
 * last good series stays). `values.dataset` and `set` are the module's URL-backed parameters, which
 * include {@link multiDatasetParam}. Nothing leaves the browser; a file is not part of the URL.
 */
export function useMultiAssetSource(values: ParamValues, set: (id: string, text: string) => void, lang: Lang): MultiAssetSource {
  const texts = multiAssetTexts(lang);
  const chosen = String(values.dataset);
  const [upload, setUpload] = useState<{ file: File; serial: number } | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const [loaded, setLoaded] = useState<{ source: string; result: WideFileResult } | null>(null);
  const [lastReady, setLastReady] = useState<ReadyMultiAsset | null>(null);
  const source = chosen === MULTI_UPLOAD ? (upload ? `upload:${upload.serial}` : 'upload:none') : chosen;

  useEffect(() => {
    if (chosen === MULTI_UPLOAD && !upload) return undefined;
    let cancelled = false;
    const reading = chosen === MULTI_UPLOAD && upload ? readWideFile(upload.file) : sampleResult(chosen);
    reading.then(
      (result) => {
        if (!cancelled) setLoaded({ source, result });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [chosen, upload, source]);

  const current = loaded?.source === source ? loaded.result : null;
  const fresh: ReadyMultiAsset | null = current?.ok ? { key: source, series: current.series, synthetic: chosen !== MULTI_UPLOAD } : null;
  if (fresh && fresh.key !== lastReady?.key) setLastReady(fresh);
  const failed = current && !current.ok ? current : null;
  const waiting = chosen === MULTI_UPLOAD && !upload;
  const loading = !waiting && !current;
  const ready = fresh ?? (failed ? lastReady : null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const typed = /\.(csv|json)$/i.test(file.name);
    setWrongType(!typed);
    if (!typed) return;
    setUpload((previous) => ({ file, serial: (previous?.serial ?? 0) + 1 }));
    set('dataset', MULTI_UPLOAD);
  };

  const fileMessage = wrongType ? texts.fileErrors.wrongType : failed && chosen === MULTI_UPLOAD ? texts.fileErrors[failed.error] : undefined;
  const messages = [...(wrongType ? [texts.fileErrors.wrongType] : []), ...(failed ? [texts.fileErrors[failed.error], ...(lastReady ? [texts.keptPrevious] : [])] : [])];
  const series = ready?.series;
  const status =
    loading ? texts.loading
    : series ? interpolate(texts.loaded, { assets: formatValue(series.assets.length, 'integer', lang), bars: formatValue(series.time.length, 'integer', lang), from: barTimeText(series.time[0] ?? NaN, lang), to: barTimeText(series.time[series.time.length - 1] ?? NaN, lang) })
    : waiting ? texts.noFile
    : '';
  return { ready, loading, messages, fileMessage, report: current && chosen === MULTI_UPLOAD ? fileReport(current, texts, lang) : [], status, onFile };
}
