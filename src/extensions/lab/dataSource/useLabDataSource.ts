import { useMemo, useState, type ChangeEvent } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { numbersOutOfRange, type ChoiceParam, type ParamDef, type ParamValues } from '../../shared/params/params';
import type { OhlcFileResult } from '../data/ohlcFileClient';
import { DATASET_PARAM, GENERATED, GENERATOR_PARAMS, UPLOAD } from '../labParams';
import { barTimeText } from '../labTime';
import { labTexts, type LabTexts } from '../texts';
import { useLabSeries, type LabData } from './useLabSeries';
import { useMarketCatalog, useOncePerPage } from '../../shared/marketData/useMarketCatalog';
import { realDatasetSource, withRealDatasets } from './realDatasets';
import { useLabFile } from './useLabFile';

export type ReadyLabData = Extract<LabData, { status: 'ready' }>;

/** Every parameter of the data source (kept in the URL by the module that shows it), with the dataset choice given. */
export function labDataParams(dataset: ChoiceParam = DATASET_PARAM): ParamDef[] {
  return [dataset, ...GENERATOR_PARAMS];
}

export interface LabDataSource {
  /** The parameters to show now: the dataset choice, and the generator's settings when it is chosen. */
  shownParams: readonly ParamDef[];
  /** The chosen source's series, or the last good one while a file that cannot be read is chosen. */
  ready: ReadyLabData | null;
  loading: boolean;
  /** Why the chosen source has no series (a wrong file type, a file the reader rejects). */
  messages: string[];
  /** The short form of what is wrong with the visitor's file, shown next to the file control. */
  fileMessage: string | undefined;
  /** What the reader says about a file it read: rows, bad rows (the first few), duplicates, sorting. */
  report: string[];
  /** 'N bars from … to …' of the series shown, 'Loading…' or 'Choose a file' ('' when nothing to say). */
  status: string;
  /** Under the dataset choice: an exchange dataset's source and as-of time, or (once per page) that there is no exchange data here. */
  notes: string[];
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}

function fileMessages(result: OhlcFileResult, texts: LabTexts): string[] {
  if (result.ok) return [];
  return [interpolate(texts.fileErrors[result.error], { columns: result.missing.join(', ') })];
}

function readReport(data: LabData, texts: LabTexts, lang: Lang): string[] {
  if (data.status !== 'ready' || !data.read) return [];
  const { report } = data.read;
  const whole = (n: number) => formatValue(n, 'integer', lang);
  const lines = [interpolate(texts.fileReport, { rows: whole(report.rows), bad: whole(report.badRowCount), duplicates: whole(report.duplicates) })];
  if (report.sorted) lines.push(texts.fileSorted);
  for (const bad of report.badRows.slice(0, 5)) lines.push(interpolate(texts.badRow, { row: whole(bad.row), reason: texts.badRowReasons[bad.reason] }));
  return lines;
}

/** The span of a series as the status line says it ('4.000 bars from … to …'). */
export function seriesSpanText(time: ArrayLike<number>, lang: Lang): string {
  const texts = labTexts(lang);
  return interpolate(texts.loaded, { bars: formatValue(time.length, 'integer', lang), from: barTimeText(time[0] ?? NaN, lang), to: barTimeText(time[time.length - 1] ?? NaN, lang) });
}

/**
 * The lab's market data for any module that works on it (the backtest, the indicator tools): the
 * chosen sample (fetched and read in the reader's worker), the visitor's file (read in the worker; a
 * file that cannot be read is reported and the last good series stays) or the seeded generator (valid
 * settings only). `values` and `set` are the module's URL-backed parameters, which include
 * labDataParams(dataset) with the same dataset choice (see datasetParam in labParams.ts). Nothing leaves
 * the browser; an uploaded file is not part of the URL.
 */
export function useLabDataSource(values: ParamValues, set: (id: string, text: string) => void, lang: Lang, dataset: ChoiceParam = DATASET_PARAM): LabDataSource {
  const texts = labTexts(lang);
  const { upload, wrongType, onFile } = useLabFile(UPLOAD, set);
  const chosen = String(values.dataset);
  const generatorValid = numbersOutOfRange(GENERATOR_PARAMS, values).length === 0;
  const market = useMarketCatalog();
  const data = useLabSeries(chosen, values, generatorValid, upload, market);
  const sayUnavailable = useOncePerPage(market.status === 'unavailable');

  const [lastReady, setLastReady] = useState<ReadyLabData | null>(null);
  if (data.status === 'ready' && data.key !== lastReady?.key) setLastReady(data);
  const ready = data.status === 'ready' ? data : data.status === 'error' || data.status === 'realUnavailable' ? lastReady : null;

  const fileMessage = wrongType ? texts.fileErrors.wrongType : data.status === 'error' && chosen === UPLOAD ? fileMessages(data.result, texts)[0] : undefined;
  const failed = data.status === 'error' ? fileMessages(data.result, texts) : data.status === 'realUnavailable' ? [texts.real[data.reason]] : [];
  const messages = [...(wrongType ? [texts.fileErrors.wrongType] : []), ...failed, ...(failed.length > 0 && lastReady ? [texts.keptPrevious] : [])];
  const status =
    data.status === 'loading' ? texts.loading
    : ready ? seriesSpanText(ready.series.time, lang)
    : chosen === UPLOAD ? texts.noFile
    : '';
  const real = ready?.real;
  const notes = [...(real && market.status === 'ready' ? [realDatasetSource(real.dataset, market.catalog, lang)] : []), ...(sayUnavailable ? [texts.real.unavailable] : [])];
  const shownDataset = useMemo(() => (market.status === 'ready' ? withRealDatasets(dataset, market.catalog) : dataset), [dataset, market]);
  return {
    shownParams: [shownDataset, ...(chosen === GENERATED ? GENERATOR_PARAMS : [])],
    notes,
    ready,
    loading: data.status === 'loading',
    messages,
    fileMessage,
    report: readReport(data, texts, lang),
    status,
    onFile,
  };
}
