import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import type { ChoiceParam, ParamValues } from '../../shared/params/params';
import { readMultiAssetSample, readWideFile, type WideFileResult } from '../data/multiAssetFileClient';
import { MULTI_ASSET_SAMPLES } from '../data/multiAssetSamples';
import type { MultiAssetSeries } from '../data/multiAssetSeries';
import { barTimeText } from '../labTime';
import { MULTI_ASSET_TEXTS, multiAssetTexts, type MultiAssetTexts } from './texts';
import { useMarketCatalog, type MarketCatalogLoad } from '../../shared/marketData/useMarketCatalog';
import { isRealDailyValue, loadRealDailyCloses, realDailyOptions, realDailySource, type RealDailyResult } from './realDailyCloses';
import { useLabFile } from '../dataSource/useLabFile';

export const MULTI_UPLOAD = 'upload';

/** The multi-asset dataset choice: the samples and the visitor's file (default: the first sample, or the one given). */
export function multiDatasetParam(defaultDataset: string = MULTI_ASSET_SAMPLES[0].id): ChoiceParam {
  return {
    id: 'dataset',
    kind: 'choice',
    label: { en: MULTI_ASSET_TEXTS.en.dataset, de: MULTI_ASSET_TEXTS.de.dataset },
    options: [...MULTI_ASSET_SAMPLES.map((sample) => ({ value: sample.id, label: sample.label })), { value: MULTI_UPLOAD, label: { en: MULTI_ASSET_TEXTS.en.datasetUpload, de: MULTI_ASSET_TEXTS.de.datasetUpload } }],
    default: defaultDataset,
    // An exchange's daily closes arrive with the site's catalog after the page has loaded; a link may name them.
    accepts: isRealDailyValue,
  };
}

export interface ReadyMultiAsset {
  key: string;
  series: MultiAssetSeries;
  /** True for a synthetic sample. */
  synthetic: boolean;
}

export interface MultiAssetSource {
  /** The dataset choice as shown: the samples, the file and the exchanges' daily closes of the site's catalog. */
  dataset: ChoiceParam;
  ready: ReadyMultiAsset | null;
  loading: boolean;
  messages: string[];
  /** The short form of what is wrong with the visitor's file, shown next to the file control. */
  fileMessage: string | undefined;
  report: string[];
  status: string;
  /** Where the exchange's daily closes come from ('' for the samples and a file). */
  attribution: string;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** How the chosen source reads: a sample, the visitor's file, or an exchange's daily closes (null while the catalog loads). */
function reading(chosen: string, upload: { file: File } | null, market: MarketCatalogLoad): Promise<WideFileResult | RealDailyResult> | null {
  if (isRealDailyValue(chosen)) {
    if (market.status === 'loading') return null;
    return market.status === 'ready' ? loadRealDailyCloses(market.origin, market.catalog, chosen) : Promise.resolve({ ok: false, reason: 'missing' });
  }
  return chosen === MULTI_UPLOAD && upload ? readWideFile(upload.file) : sampleResult(chosen);
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
export function useMultiAssetSource(values: ParamValues, set: (id: string, text: string) => void, lang: Lang, dataset: ChoiceParam): MultiAssetSource {
  const texts = multiAssetTexts(lang);
  const chosen = String(values.dataset);
  const { upload, wrongType, onFile } = useLabFile(MULTI_UPLOAD, set);
  const [loaded, setLoaded] = useState<{ source: string; result: WideFileResult | RealDailyResult } | null>(null);
  const [lastReady, setLastReady] = useState<ReadyMultiAsset | null>(null);
  const market = useMarketCatalog();
  const real = isRealDailyValue(chosen);
  const source = chosen === MULTI_UPLOAD ? (upload ? `upload:${upload.serial}` : 'upload:none') : real ? `${chosen}@${market.status === 'ready' ? market.origin : market.status}` : chosen;

  useEffect(() => {
    if (chosen === MULTI_UPLOAD && !upload) return undefined;
    let cancelled = false;
    reading(chosen, upload, market)?.then(
      (result) => {
        if (!cancelled) setLoaded({ source, result });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [chosen, upload, source, market]);

  const current = loaded?.source === source ? loaded.result : null;
  const fresh: ReadyMultiAsset | null = current?.ok ? { key: source, series: current.series, synthetic: chosen !== MULTI_UPLOAD && !real } : null;
  if (fresh && fresh.key !== lastReady?.key) setLastReady(fresh);
  const failed = current && !current.ok ? current : null;
  const waiting = chosen === MULTI_UPLOAD && !upload;
  const loading = !waiting && !current;
  const ready = fresh ?? (failed ? lastReady : null);

  const failure = failed ? ('reason' in failed ? texts.real[failed.reason] : texts.fileErrors[failed.error]) : null;
  const fileMessage = wrongType ? texts.fileErrors.wrongType : failed && !('reason' in failed) && chosen === MULTI_UPLOAD ? texts.fileErrors[failed.error] : undefined;
  const messages = [...(wrongType ? [texts.fileErrors.wrongType] : []), ...(failure ? [failure, ...(lastReady ? [texts.keptPrevious] : [])] : [])];
  const series = ready?.series;
  const status =
    loading ? texts.loading
    : series ? interpolate(texts.loaded, { assets: formatValue(series.assets.length, 'integer', lang), bars: formatValue(series.time.length, 'integer', lang), from: barTimeText(series.time[0] ?? NaN, lang), to: barTimeText(series.time[series.time.length - 1] ?? NaN, lang) })
    : waiting ? texts.noFile
    : '';
  const shownDataset = useMemo(() => (market.status === 'ready' ? { ...dataset, options: [...dataset.options, ...realDailyOptions(market.catalog)] } : dataset), [dataset, market]);
  const attribution = real && ready && market.status === 'ready' ? realDailySource(market.catalog, chosen, ready.series.assets.length, lang) : '';
  return { dataset: shownDataset, ready, loading, messages, fileMessage, report: current && 'report' in current && chosen === MULTI_UPLOAD ? fileReport(current, texts, lang) : [], status, attribution, onFile };
}
