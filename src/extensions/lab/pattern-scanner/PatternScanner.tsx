import { useMemo } from 'react';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { isPattern, PATTERNS, type Pattern } from '../../../finance/patterns';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, ChartDataTable, chartColors, dateXAxis } from '../../../ui/ChartFigure';
import { numberItem } from '../../../ui/PinnedSummary';
import { rawValue } from '../../../ui/rawValue';
import { sampleIndices } from '../../../ui/sampleIndices';
import type { ChoiceParam, NumberParam, ParamDef } from '../../shared/params/params';
import LabToolPanel from '../dataSource/LabToolPanel';
import { useLabTool } from '../dataSource/useLabTool';
import type { OhlcSeries } from '../../../market/ohlcSeries';
import { isTimeframe, TIMEFRAMES, type Timeframe } from '../../../market/resample';
import { datasetParam } from '../labParams';
import { barTimeText } from '../labTime';
import { labTexts } from '../texts';
import { scanPatterns, type PatternResult } from './scan';
import { PATTERN_SCANNER_TEXTS, patternScannerTexts, type PatternScannerTexts } from './texts';
import { patternScannerManifest } from './manifest';

const ID = patternScannerManifest.section.id;
const DATASET = datasetParam('synthetic-btc-1h');
const both = (pick: (texts: PatternScannerTexts) => string) => ({ en: pick(PATTERN_SCANNER_TEXTS.en), de: pick(PATTERN_SCANNER_TEXTS.de) });
const BEARISH: ReadonlySet<Pattern> = new Set(['bearishEngulfing', 'shootingStar', 'doubleTop']);
const SCAN_PARAMS: readonly ParamDef[] = [
  {
    id: 'pattern',
    kind: 'choice',
    label: both((t) => t.pattern),
    options: PATTERNS.map((pattern) => ({ value: pattern, label: both((t) => t.patterns[pattern]) })),
    default: 'bullishEngulfing',
  } satisfies ChoiceParam,
  {
    id: 'timeframe',
    kind: 'choice',
    label: both((t) => t.timeframe),
    options: TIMEFRAMES.map((timeframe) => ({ value: timeframe, label: both((t) => t.timeframes[timeframe]) })),
    default: '4h',
  } satisfies ChoiceParam,
  { id: 'horizon', kind: 'number', label: both((t) => t.horizon), help: both((t) => t.horizonHelp), default: 5, min: 1, max: 500, integer: true } satisfies NumberParam,
];
/** Most points the close line draws. */
const CHART_POINTS = 800;

/**
 * The pattern scanner (module `pattern-scanner`) on the lab's market data: the bars resampled to the chosen
 * timeframe (1 h, 4 h, 1 d; UTC boundaries), every match of the chosen pattern with its time in a table and on
 * the chart, its hit rate over n bars, the same for all patterns in a summary table, and each pattern's exact
 * definition. DOM: `section[data-tool=pattern-scanner][data-state]`, `select[name=pattern]`,
 * `select[name=timeframe]`, `input[name=horizon]`; outputs `matches`, `evaluated`, `hits`, `hitRate`, and
 * `matches.<pattern>` / `hitRate.<pattern>` in the summary.
 */
export default function PatternScanner(_props: ModuleProps) {
  const { lang, values, outOfRange, series, panel } = useLabTool(ID, DATASET, SCAN_PARAMS);
  const texts = patternScannerTexts(lang);
  const pattern: Pattern = isPattern(values.pattern) ? values.pattern : 'bullishEngulfing';
  const timeframe: Timeframe = isTimeframe(values.timeframe) ? values.timeframe : '4h';
  const horizon = Number(values.horizon);
  const valid = outOfRange.length === 0;
  const scan = useMemo(() => (series && valid ? scanPatterns(series, timeframe, horizon) : null), [series, valid, timeframe, horizon]);
  const result = scan?.ok ? scan : null;

  const chosen = result ? result.patterns[pattern] : null;
  const name = texts.patterns[pattern];

  return (
    <LabToolPanel
      {...panel}
      title={texts.title}
      frame={texts.frame}
      settings={{ legend: texts.settings, params: SCAN_PARAMS }}
      problems={[...(scan && !scan.ok ? [texts.problems[scan.problem]] : [])]}
      hasResult={result !== null}
      summary={[numberItem('matches', texts.matches, chosen ? chosen.indices.length : NaN, 'integer', lang), numberItem('hitRate', texts.hitRateShort, chosen ? chosen.rate : NaN, 'percent', lang)]}
    >
      {result ? <p className="lab-summary">{interpolate(texts.bars, { bars: formatValue(result.bars.time.length, 'integer', lang), timeframe: texts.timeframes[timeframe] })}</p> : null}
      <ResultTable result={chosen} texts={texts} lang={lang} />
      {BEARISH.has(pattern) ? <p className="lab-summary">{texts.bearishNote}</p> : null}
      <Definition pattern={pattern} texts={texts} />
      {result && chosen ? <MatchChart bars={result.bars} matches={chosen.indices} title={interpolate(texts.chart, { pattern: name })} texts={texts} lang={lang} /> : null}
      {result && chosen ? <MatchList bars={result.bars} matches={chosen.indices} horizon={horizon} caption={interpolate(texts.listCaption, { pattern: name })} texts={texts} lang={lang} /> : null}
      <AllPatterns patterns={result?.patterns ?? null} texts={texts} lang={lang} />
      <details className="lab-definitions">
        <summary>{texts.definitionsTitle}</summary>
        <p>{texts.definitionsIntro}</p>
        <dl>
          {PATTERNS.map((key) => (
            <div key={key}>
              <dt>{texts.patterns[key]}</dt>
              <dd>{texts.definitions[key]}</dd>
            </div>
          ))}
        </dl>
      </details>
    </LabToolPanel>
  );
}

function Definition({ pattern, texts }: { pattern: Pattern; texts: PatternScannerTexts }) {
  return (
    <p className="lab-definition">
      <strong>{texts.patterns[pattern]}:</strong> {texts.definitions[pattern]}
    </p>
  );
}

function Output({ name, value, format, lang }: { name: string; value: number; format: 'integer' | 'percent'; lang: Lang }) {
  return (
    <output name={name} data-value={rawValue(value)}>
      {formatValue(Number.isFinite(value) ? value : null, format, lang)}
    </output>
  );
}

function ResultTable({ result, texts, lang }: { result: PatternResult | null; texts: PatternScannerTexts; lang: Lang }) {
  const rows: { key: 'matches' | 'evaluated' | 'hits' | 'hitRate'; value: number; format: 'integer' | 'percent' }[] = [
    { key: 'matches', value: result ? result.indices.length : NaN, format: 'integer' },
    { key: 'evaluated', value: result ? result.evaluated : NaN, format: 'integer' },
    { key: 'hits', value: result ? result.hits : NaN, format: 'integer' },
    { key: 'hitRate', value: result ? result.rate : NaN, format: 'percent' },
  ];
  return (
    <div className="table-scroll">
      <table className="lab-compare">
        <caption>{texts.resultsCaption}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{texts[row.key]}</th>
              <td>
                <Output name={row.key} value={row.value} format={row.format} lang={lang} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AllPatterns({ patterns, texts, lang }: { patterns: Record<Pattern, PatternResult> | null; texts: PatternScannerTexts; lang: Lang }) {
  return (
    <div className="table-scroll">
      <table className="lab-compare">
        <caption>{texts.allCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.pattern}</th>
            <th scope="col">{texts.matches}</th>
            <th scope="col">{texts.hitRate}</th>
          </tr>
        </thead>
        <tbody>
          {PATTERNS.map((key) => {
            const row = patterns?.[key];
            return (
              <tr key={key}>
                <th scope="row">{texts.patterns[key]}</th>
                <td>
                  <Output name={`matches.${key}`} value={row ? row.indices.length : NaN} format="integer" lang={lang} />
                </td>
                <td>
                  <Output name={`hitRate.${key}`} value={row ? row.rate : NaN} format="percent" lang={lang} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function MatchList({ bars, matches, horizon, caption, texts, lang }: { bars: OhlcSeries; matches: readonly number[]; horizon: number; caption: string; texts: PatternScannerTexts; lang: Lang }) {
  if (matches.length === 0) return <p className="lab-summary">{texts.noMatches}</p>;
  return (
    <div className="table-scroll lab-match-list">
      <table className="lab-compare" data-matches={matches.length}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.number}</th>
            <th scope="col">{texts.time}</th>
            <th scope="col">{texts.close}</th>
            <th scope="col">{texts.later}</th>
            <th scope="col">{texts.change}</th>
            <th scope="col">{texts.higher}</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((index, row) => {
            const close = bars.close[index] ?? NaN;
            const laterIndex = index + horizon;
            const later = laterIndex < bars.close.length ? (bars.close[laterIndex] ?? NaN) : NaN;
            const known = Number.isFinite(later);
            return (
              <tr key={index}>
                <td>{formatValue(row + 1, 'integer', lang)}</td>
                <td>
                  <time dateTime={new Date(bars.time[index] ?? NaN).toISOString()}>{barTimeText(bars.time[index] ?? NaN, lang)}</time>
                </td>
                <td>{formatValue(close, 'price', lang)}</td>
                <td>{known ? formatValue(later, 'price', lang) : texts.notYet}</td>
                <td>{known ? formatValue(later / close - 1, 'percent', lang) : '—'}</td>
                <td>{known ? (later > close ? texts.yes : texts.no) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function MatchChart({ bars, matches, title, texts, lang }: { bars: OhlcSeries; matches: readonly number[]; title: string; texts: PatternScannerTexts; lang: Lang }) {
  const lab = labTexts(lang);
  const figure = useMemo(() => {
    const iso = (t: number) => new Date(bars.time[t] ?? NaN).toISOString();
    const indices = sampleIndices(bars.close.length, CHART_POINTS);
    const colours = chartColors();
    return {
      data: [
        { type: 'scatter', mode: 'lines', name: texts.closeLine, x: indices.map(iso), y: indices.map((t) => bars.close[t] ?? null), line: { color: colours.muted, width: 1.5 } },
        { type: 'scatter', mode: 'markers', name: texts.matchMarker, x: matches.map(iso), y: matches.map((t) => bars.close[t] ?? null), marker: { color: colours.accent, size: 8, symbol: 'triangle-up' } },
      ],
      layout: baseLayout(CALCULATOR_CHART_THEME, lang, lab.charts.time, texts.priceAxis, { xaxis: dateXAxis(lab.charts.time), legend: { orientation: 'h', y: -0.3 } }),
      table: {
        caption: interpolate(lab.charts.table, { title }),
        columns: [lab.charts.time, texts.closeLine],
        rows: matches.map((t) => [barTimeText(bars.time[t] ?? NaN, lang), formatValue(bars.close[t] ?? NaN, 'price', lang)]),
      },
    };
  }, [bars, matches, title, texts, lang, lab]);
  return (
    <ChartFigure name="pattern-matches" title={title} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} fallback={{ loading: lab.charts.loading, failed: lab.charts.failed }}>
      <ChartDataTable table={figure.table} />
    </ChartFigure>
  );
}
