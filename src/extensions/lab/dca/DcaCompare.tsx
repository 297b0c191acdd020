import { useMemo } from 'react';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatValue, type Format } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { compareDcaWithLumpSum, type DcaComparison, type PlanResult } from '../../../finance/dca';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, ChartDataTable, chartColors, dateXAxis } from '../../../ui/ChartFigure';
import { numberItem } from '../../../ui/PinnedSummary';
import { rawValue } from '../../../ui/rawValue';
import { sampleIndices } from '../../../ui/sampleIndices';
import type { NumberParam } from '../../shared/params/params';
import LabToolPanel from '../dataSource/LabToolPanel';
import { useLabTool } from '../dataSource/useLabTool';
import type { OhlcSeries } from '../../../market/ohlcSeries';
import { datasetParam } from '../labParams';
import { barTimeText } from '../labTime';
import { labTexts } from '../texts';
import { DCA_TEXTS, dcaTexts, type DcaTexts } from './texts';
import { dcaCompareManifest } from './manifest';

const ID = dcaCompareManifest.section.id;
const DATASET = datasetParam('synthetic-btc-1d');
const both = (pick: (texts: DcaTexts) => string) => ({ en: pick(DCA_TEXTS.en), de: pick(DCA_TEXTS.de) });
const PLAN_PARAMS: readonly NumberParam[] = [
  { id: 'amount', kind: 'number', label: both((t) => t.amount), unit: 'USDT', default: 100, min: 0, max: 1e9, exclusiveMin: true },
  { id: 'intervalDays', kind: 'number', label: both((t) => t.intervalDays), default: 7, min: 1, max: 365, integer: true },
  { id: 'feePct', kind: 'number', label: both((t) => t.feePct), unit: '%', default: 0.1, min: 0, max: 10 },
];
/** Most points a chart line draws. */
const CHART_POINTS = 800;

/** The rows of the comparison, in order, with their format: the key ones (what each plan ended with) first. */
const ROWS: readonly { key: keyof DcaTexts['rows'] & keyof PlanResult; format: Format }[] = [
  { key: 'finalValue', format: 'money' },
  { key: 'totalReturn', format: 'percent' },
  { key: 'buys', format: 'integer' },
  { key: 'invested', format: 'money' },
  { key: 'fees', format: 'money' },
  { key: 'averageCost', format: 'money' },
  { key: 'maxDrawdown', format: 'percent' },
  { key: 'worstLoss', format: 'percent' },
  { key: 'timeUnderWater', format: 'percent' },
];

/**
 * DCA against a lump sum (module `dca-compare`) on the lab's market data: a buy of a fixed amount every
 * n days against the same total invested at the first bar, with the comparison table
 * (`<output name="dca.<key>|lumpSum.<key>" data-value>`) and a chart of both values.
 * DOM: `section[data-tool=dca][data-state]`, `select[name=dataset]`, the file input, `amount`,
 * `intervalDays`, `feePct`.
 */
export default function DcaCompare(_props: ModuleProps) {
  const { lang, values, outOfRange, series, panel } = useLabTool(ID, DATASET, PLAN_PARAMS);
  const texts = dcaTexts(lang);
  const amount = Number(values.amount);
  const intervalDays = Number(values.intervalDays);
  const feePct = Number(values.feePct);
  const valid = outOfRange.length === 0;
  const comparison = useMemo(() => (series && valid ? compareDcaWithLumpSum(series, { amount, intervalDays, feePct }) : null), [series, valid, amount, intervalDays, feePct]);
  const result = comparison && comparison.dca.buys > 0 ? comparison : null;

  return (
    <LabToolPanel
      {...panel}
      title={texts.title}
      frame={texts.frame}
      settings={{ legend: texts.plan, params: PLAN_PARAMS }}
      problems={[...(comparison && !result ? [texts.noBuys] : [])]}
      hasResult={result !== null}
      summary={[
        numberItem('dca.finalValue', texts.pinned.dcaValue, result ? result.dca.finalValue : NaN, 'money', lang),
        numberItem('lumpSum.finalValue', texts.pinned.lumpValue, result ? result.lumpSum.finalValue : NaN, 'money', lang),
        numberItem('dca.totalReturn', texts.pinned.dcaReturn, result ? result.dca.totalReturn : NaN, 'percent', lang),
        numberItem('lumpSum.totalReturn', texts.pinned.lumpReturn, result ? result.lumpSum.totalReturn : NaN, 'percent', lang),
      ]}
    >
      <ComparisonTable result={result} texts={texts} lang={lang} />
      {result && series ? <ValueChart series={series} result={result} texts={texts} lang={lang} /> : null}
    </LabToolPanel>
  );
}

function ComparisonTable({ result, texts, lang }: { result: DcaComparison | null; texts: DcaTexts; lang: Lang }) {
  const cell = (plan: 'dca' | 'lumpSum', key: (typeof ROWS)[number]['key'], format: Format) => {
    const value = result ? result[plan][key] : NaN;
    return (
      <td>
        <output name={`${plan}.${key}`} data-value={rawValue(value)}>
          {formatValue(Number.isFinite(value) ? value : null, format, lang)}
        </output>
      </td>
    );
  };
  const difference = result ? result.dca.finalValue - result.lumpSum.finalValue : NaN;
  return (
    <>
      <div className="table-scroll">
        <table className="lab-compare">
          <caption>{texts.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.measure}</th>
              <th scope="col">{texts.dca}</th>
              <th scope="col">{texts.lumpSum}</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row">{texts.rows[row.key]}</th>
                {cell('dca', row.key, row.format)}
                {cell('lumpSum', row.key, row.format)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {Number.isFinite(difference) ? <p className="lab-summary">{interpolate(texts.summary, { difference: formatValue(Math.abs(difference), 'money', lang), direction: difference >= 0 ? texts.above : texts.below })}</p> : null}
    </>
  );
}

function ValueChart({ series, result, texts, lang }: { series: OhlcSeries; result: DcaComparison; texts: DcaTexts; lang: Lang }) {
  const lab = labTexts(lang);
  const figure = useMemo(() => {
    const indices = sampleIndices(series.close.length, CHART_POINTS);
    const x = indices.map((t) => new Date(series.time[t] ?? NaN).toISOString());
    const colours = chartColors();
    const lines = [
      { label: texts.dcaValue, values: result.dca.value, color: colours.accent },
      { label: texts.lumpValue, values: result.lumpSum.value, color: colours.warn },
      { label: texts.dcaInvested, values: result.dca.investedPath, color: colours.muted },
    ];
    return {
      data: lines.map((line) => ({ type: 'scatter', mode: 'lines', name: line.label, x, y: indices.map((t) => line.values[t] ?? null), line: { color: line.color, width: 2 } })),
      layout: baseLayout(CALCULATOR_CHART_THEME, lang, lab.charts.time, texts.valueAxis, { xaxis: dateXAxis(lab.charts.time), legend: { orientation: 'h', y: -0.3 } }),
      table: {
        caption: interpolate(lab.charts.table, { title: texts.chart }),
        columns: [lab.charts.time, ...lines.map((line) => line.label)],
        rows: sampleIndices(series.close.length).map((t) => [barTimeText(series.time[t] ?? NaN, lang), ...lines.map((line) => formatValue(line.values[t] ?? NaN, 'money', lang))]),
      },
    };
  }, [series, result, texts, lang, lab]);
  return (
    <ChartFigure name="dca-value" title={texts.chart} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} fallback={{ loading: lab.charts.loading, failed: lab.charts.failed }}>
      <ChartDataTable table={figure.table} />
    </ChartFigure>
  );
}
