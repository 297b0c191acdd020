import { useMemo } from 'react';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatValue, NOT_COMPUTABLE } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { SESSIONS, timeActivity, type ActivityCell, type TimeActivity } from '../../../finance/sessionActivity';
import { numberItem, type PinnedItem } from '../../../ui/PinnedSummary';
import { rawValue } from '../../../ui/rawValue';
import ParamFields from '../../shared/params/ParamFields';
import type { ChoiceParam, ParamDef } from '../../shared/params/params';
import LabToolPanel from '../dataSource/LabToolPanel';
import { useLabTool } from '../dataSource/useLabTool';
import { datasetParam } from '../labParams';
import '../../../ui/HeatmapTable.css';
import { TIME_ANALYZER_TEXTS, timeAnalyzerTexts, type TimeAnalyzerTexts } from './texts';
import { timeAnalyzerManifest } from './manifest';
import './TimeAnalyzer.css';

const ID = timeAnalyzerManifest.section.id;
const DATASET = datasetParam('synthetic-btc-1h');
const HOUR_MS = 3_600_000;
const METRIC_PARAM: ChoiceParam = {
  id: 'heatmap',
  kind: 'choice',
  label: { en: TIME_ANALYZER_TEXTS.en.heatmapMetric, de: TIME_ANALYZER_TEXTS.de.heatmapMetric },
  options: [
    { value: 'range', label: { en: TIME_ANALYZER_TEXTS.en.metricRange, de: TIME_ANALYZER_TEXTS.de.metricRange } },
    { value: 'absReturn', label: { en: TIME_ANALYZER_TEXTS.en.metricAbsReturn, de: TIME_ANALYZER_TEXTS.de.metricAbsReturn } },
  ],
  default: 'range',
};
/** The tool's own parameters (the metric shows with the heatmap, not among the settings). */
const TOOL_PARAMS: readonly ParamDef[] = [METRIC_PARAM];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const percent = (value: number, lang: Lang) => formatValue(Number.isFinite(value) ? value : null, 'percent', lang, 3);

/**
 * Time analyzer (module `time-analyzer`) on the lab's intraday data: per trading session and per UTC hour
 * the bar count, mean absolute return and mean high–low range (`<output name="session.<id>.bars|meanAbsReturn|meanRange"
 * data-value>`, `hour.<h>.…` likewise; returns and ranges as fractions), the most active session
 * (`<output name="mostActive" data-session>`, its row highlighted) and a weekday × hour heatmap table (`heat.<weekday>.<hour>`, 0 = Monday).
 * DOM: `section[data-tool=time-analyzer][data-state]`, `select[name=dataset]`, the file input, `select[name=heatmap]`.
 */
export default function TimeAnalyzer(_props: ModuleProps) {
  const { lang, values, set, fieldTexts, series, panel } = useLabTool(ID, DATASET, TOOL_PARAMS);
  const texts = timeAnalyzerTexts(lang);
  const prefix = `tool-${ID}`;
  const barMs = series?.barMs ?? NaN;
  const problem = !series ? null : !Number.isFinite(barMs) ? texts.tooShort : barMs > HOUR_MS ? interpolate(texts.tooCoarse, { minutes: formatValue(barMs / 60_000, 'number', lang) }) : null;
  const activity = useMemo(() => (series && problem === null ? timeActivity(series) : null), [series, problem]);
  const summary = useMemo(() => mostActiveSummary(activity, texts, lang), [activity, texts, lang]);
  const metric = values.heatmap === 'absReturn' ? 'absReturn' : 'range';

  return (
    <LabToolPanel
      {...panel}
      title={texts.title}
      frame={texts.frame}
      problems={problem ? [problem] : []}
      hasResult={activity !== null}
      summary={summary}
    >
      <p className="lab-summary">
        {texts.mostActive}{' '}
        <output name="mostActive" data-session={activity?.mostActive ?? ''}>
          {activity?.mostActive ? texts.sessions[activity.mostActive] : '—'}
        </output>
      </p>
      <SessionTable activity={activity} texts={texts} lang={lang} />
      <div className="param-group">
        <ParamFields params={[METRIC_PARAM]} texts={fieldTexts} invalid={[]} idPrefix={prefix} lang={lang} onChange={set} />
      </div>
      {activity ? <Heatmap activity={activity} metric={metric} texts={texts} lang={lang} /> : null}
      <HourTable activity={activity} texts={texts} lang={lang} />
    </LabToolPanel>
  );
}

/** The most active session with its mean range and mean absolute return, as the pinned summary repeats them. */
function mostActiveSummary(activity: TimeActivity | null, texts: TimeAnalyzerTexts, lang: Lang): PinnedItem[] {
  const id = activity?.mostActive;
  if (!activity || !id) return [{ id: 'mostActive', label: texts.mostActiveShort, text: NOT_COMPUTABLE }];
  const cell = activity.bySession[id];
  return [
    { id: 'mostActive', label: texts.mostActiveShort, text: texts.sessions[id] },
    numberItem(`session.${id}.meanRange`, texts.meanRange, cell.meanRange, 'percent', lang, 3),
    numberItem(`session.${id}.meanAbsReturn`, texts.meanAbsReturn, cell.meanAbsReturn, 'percent', lang, 3),
  ];
}

/** The three cells of a row: bar count, mean absolute return, mean range, each an output named `<prefix>.<measure>`. */
function ActivityCells({ name, cell, lang }: { name: string; cell: ActivityCell | null; lang: Lang }) {
  const bars = cell?.bars ?? NaN;
  const absReturn = cell?.meanAbsReturn ?? NaN;
  const range = cell?.meanRange ?? NaN;
  return (
    <>
      <td>
        <output name={`${name}.bars`} data-value={rawValue(bars)}>
          {formatValue(Number.isFinite(bars) ? bars : null, 'integer', lang)}
        </output>
      </td>
      <td>
        <output name={`${name}.meanAbsReturn`} data-value={rawValue(absReturn)}>
          {percent(absReturn, lang)}
        </output>
      </td>
      <td>
        <output name={`${name}.meanRange`} data-value={rawValue(range)}>
          {percent(range, lang)}
        </output>
      </td>
    </>
  );
}

function SessionTable({ activity, texts, lang }: { activity: TimeActivity | null; texts: TimeAnalyzerTexts; lang: Lang }) {
  return (
    <div className="table-scroll">
      <table className="lab-compare" data-table="sessions">
        <caption>{texts.sessionsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.session}</th>
            <th scope="col">{texts.hours}</th>
            <th scope="col">{texts.bars}</th>
            <th scope="col">{texts.meanAbsReturn}</th>
            <th scope="col">{texts.meanRange}</th>
          </tr>
        </thead>
        <tbody>
          {SESSIONS.map((session) => {
            const most = activity?.mostActive === session.id;
            return (
              <tr key={session.id} data-session={session.id} className={most ? 'lab-most-active' : undefined}>
                <th scope="row">
                  {texts.sessions[session.id]}
                  {most ? <span className="lab-mark">({texts.mostActiveMark})</span> : null}
                </th>
                <td>{`${hourText(session.start)}–${hourText(session.end)}`}</td>
                <ActivityCells name={`session.${session.id}`} cell={activity?.bySession[session.id] ?? null} lang={lang} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function HourTable({ activity, texts, lang }: { activity: TimeActivity | null; texts: TimeAnalyzerTexts; lang: Lang }) {
  return (
    <div className="table-scroll">
      <table className="lab-compare" data-table="hours">
        <caption>{texts.hoursCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.hour}</th>
            <th scope="col">{texts.bars}</th>
            <th scope="col">{texts.meanAbsReturn}</th>
            <th scope="col">{texts.meanRange}</th>
          </tr>
        </thead>
        <tbody>
          {HOURS.map((hour) => (
            <tr key={hour}>
              <th scope="row">{hourText(hour)}</th>
              <ActivityCells name={`hour.${hour}`} cell={activity?.byHour[hour] ?? null} lang={lang} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Background of a heatmap cell: the accent colour, more opaque the higher the value within [min, max]. */
function heatBackground(value: number, min: number, max: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const share = max > min ? (value - min) / (max - min) : 0.5;
  return `rgba(29, 78, 216, ${(0.06 + 0.4 * share).toFixed(3)})`;
}

/**
 * The weekday × hour heatmap as a real table: every cell shows its number (`<output name="heat.<weekday>.<hour>"
 * data-value>`, a fraction), so colour is never the only carrier; the colour runs from the lowest to the highest cell.
 */
function Heatmap({ activity, metric, texts, lang }: { activity: TimeActivity; metric: 'range' | 'absReturn'; texts: TimeAnalyzerTexts; lang: Lang }) {
  const label = metric === 'range' ? texts.metricRange : texts.metricAbsReturn;
  const pick = (cell: ActivityCell | undefined) => (cell ? (metric === 'range' ? cell.meanRange : cell.meanAbsReturn) : NaN);
  const filled = activity.byWeekdayHour.flatMap((row) => row.map(pick)).filter(Number.isFinite);
  const min = filled.length > 0 ? Math.min(...filled) : NaN;
  const max = filled.length > 0 ? Math.max(...filled) : NaN;
  const caption = interpolate(texts.heatmap, { metric: label });
  return (
    <figure className="lab-heatmap" data-chart="time-heatmap">
      <figcaption>{caption}</figcaption>
      <div className="table-scroll" role="region" tabIndex={0} aria-label={caption}>
        <table className="heatmap-table" data-table="heat">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.weekday}</th>
              {HOURS.map((hour) => (
                <th key={hour} scope="col">
                  {String(hour).padStart(2, '0')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {activity.byWeekdayHour.map((row, day) => (
              <tr key={day}>
                <th scope="row">{texts.weekdays[day]}</th>
                {HOURS.map((hour) => {
                  const cell = row[hour];
                  const value = pick(cell);
                  return (
                    <td key={hour} style={{ background: heatBackground(value, min, max) }} title={cell ? interpolate(texts.heatCell, { bars: formatValue(cell.bars, 'integer', lang) }) : undefined}>
                      <output name={`heat.${day}.${hour}`} data-value={rawValue(value)}>
                        {Number.isFinite(value) ? formatValue(value, 'percent', lang, 2) : ''}
                      </output>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="lab-heatmap-legend">{interpolate(texts.heatLegend, { min: percent(min, lang), max: percent(max, lang) })}</p>
    </figure>
  );
}
