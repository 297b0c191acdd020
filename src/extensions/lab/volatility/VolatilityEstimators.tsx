import { useMemo } from 'react';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatValue, type Format } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { barsPerYear, ESTIMATOR_KEYS, volatilityEstimates, type VolatilityEstimates as Estimates } from '../../../finance/volatility';
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
import { VOLATILITY_TEXTS, volatilityTexts, type VolatilityTexts } from './texts';
import { volatilityEstimatorsManifest } from './manifest';

const ID = volatilityEstimatorsManifest.section.id;
const DATASET = datasetParam('synthetic-btc-1d');
const both = (pick: (texts: VolatilityTexts) => string) => ({ en: pick(VOLATILITY_TEXTS.en), de: pick(VOLATILITY_TEXTS.de) });
const WINDOW_PARAMS: readonly NumberParam[] = [{ id: 'window', kind: 'number', label: both((t) => t.window), default: 30, min: 2, max: 1000, integer: true }];
/** The estimates the pinned summary repeats: the textbook one and the one that uses every price of a bar. */
const SUMMARY_KEYS = ['closeToClose', 'yangZhang'] as const;
/** Most points a chart line draws. */
const CHART_POINTS = 800;

interface Result {
  bars: number;
  window: number;
  perYear: number;
  estimates: Estimates;
}

/**
 * Realised volatility (module `volatility-estimators`) of the lab's market data: close-to-close,
 * Parkinson, Garman–Klass and Yang–Zhang over the last `window` bars, annualised by the bar length, in a
 * table with their formulas (`<output name="closeToClose|parkinson|garmanKlass|yangZhang" data-value>`,
 * fractions per year; also `rangeRatio`, `barsPerYear`, `bars`) and a chart of the rolling values.
 * DOM: `section[data-tool=volatility-estimators][data-state]`, `select[name=dataset]`, the file input, `window`.
 */
export default function VolatilityEstimators(_props: ModuleProps) {
  const { lang, values, outOfRange, series, panel } = useLabTool(ID, DATASET, WINDOW_PARAMS);
  const texts = volatilityTexts(lang);
  const window = Number(values.window);
  const bars = series ? series.close.length : 0;
  const fits = series !== null && window <= bars - 1;
  const result = useMemo<Result | null>(() => {
    if (!series || outOfRange.length > 0 || !fits) return null;
    return { bars: series.close.length, window, perYear: barsPerYear(series.barMs), estimates: volatilityEstimates(series, window, series.barMs) };
  }, [series, outOfRange.length, fits, window]);

  const tooLong = series && outOfRange.length === 0 && !fits ? [interpolate(texts.tooLong, { bars: formatValue(bars, 'integer', lang), max: formatValue(bars - 1, 'integer', lang) })] : [];
  return (
    <LabToolPanel
      {...panel}
      title={texts.title}
      frame={texts.frame}
      settings={{ legend: texts.settings, params: WINDOW_PARAMS }}
      problems={tooLong}
      hasResult={result !== null}
      summary={SUMMARY_KEYS.map((key) => numberItem(key, texts.names[key], result ? result.estimates[key] : NaN, 'percent', lang))}
    >
      <EstimatesTable result={result} texts={texts} lang={lang} />
      {result && series ? <RollingChart series={series} window={result.window} texts={texts} lang={lang} /> : null}
    </LabToolPanel>
  );
}

function EstimatesTable({ result, texts, lang }: { result: Result | null; texts: VolatilityTexts; lang: Lang }) {
  const caption = result ? interpolate(texts.caption, { window: formatValue(result.window, 'integer', lang), perYear: formatValue(result.perYear, 'number', lang) }) : texts.perYear;
  return (
    <>
      <div className="table-scroll">
        <table className="lab-compare">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.estimator}</th>
              <th scope="col">{texts.formula}</th>
              <th scope="col">{texts.perYear}</th>
            </tr>
          </thead>
          <tbody>
            {ESTIMATOR_KEYS.map((key) => {
              const value = result ? result.estimates[key] : NaN;
              return (
                <tr key={key}>
                  <th scope="row">{texts.names[key]}</th>
                  <td>{texts.formulas[key]}</td>
                  <td>
                    <output name={key} data-value={rawValue(value)}>
                      {formatValue(Number.isFinite(value) ? value : null, 'percent', lang)}
                    </output>
                  </td>
                </tr>
              );
            })}
            <ExtraRow name="rangeRatio" label={texts.rangeRatio} note={texts.rangeRatioNote} value={result ? result.estimates.parkinson / result.estimates.closeToClose : NaN} format="ratio" lang={lang} />
            <ExtraRow name="barsPerYear" label={texts.barsPerYear} note={texts.annualised} value={result ? result.perYear : NaN} format="number" lang={lang} />
            <ExtraRow name="bars" label={texts.bars} note={texts.barsNote} value={result ? result.bars : NaN} format="integer" lang={lang} />
          </tbody>
        </table>
      </div>
    </>
  );
}

function ExtraRow({ name, label, note, value, format, lang }: { name: string; label: string; note: string; value: number; format: Format; lang: Lang }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{note}</td>
      <td>
        <output name={name} data-value={rawValue(value)}>
          {formatValue(Number.isFinite(value) ? value : null, format, lang)}
        </output>
      </td>
    </tr>
  );
}

function RollingChart({ series, window, texts, lang }: { series: OhlcSeries; window: number; texts: VolatilityTexts; lang: Lang }) {
  const lab = labTexts(lang);
  const title = interpolate(texts.chart, { window: formatValue(window, 'integer', lang) });
  const figure = useMemo(() => {
    // The rolling estimates only at the bars the chart and its table show (at most CHART_POINTS), so a long
    // series of short bars with a wide window stays quick.
    const n = series.close.length;
    const indices = sampleIndices(n - window, CHART_POINTS).map((i) => i + window);
    const tableIndices = sampleIndices(n - window).map((i) => i + window);
    const cache = new Map<number, Estimates>();
    const at = (t: number) => {
      let estimates = cache.get(t);
      if (!estimates) {
        estimates = volatilityEstimates(series, window, series.barMs, t);
        cache.set(t, estimates);
      }
      return estimates;
    };
    const colours = chartColors();
    const palette = [colours.accent, colours.warn, colours.muted, colours.ok];
    const lines = ESTIMATOR_KEYS.map((key, i) => ({ key, label: texts.names[key], color: palette[i] }));
    const x = indices.map((t) => new Date(series.time[t] ?? NaN).toISOString());
    return {
      data: lines.map((line) => ({ type: 'scatter', mode: 'lines', name: line.label, x, y: indices.map((t) => at(t)[line.key]), line: { color: line.color, width: 2 } })),
      layout: baseLayout(CALCULATOR_CHART_THEME, lang, lab.charts.time, texts.valueAxis, { xaxis: dateXAxis(lab.charts.time), yaxis: { title: { text: texts.valueAxis }, gridcolor: colours.grid, tickformat: '.0%' }, showlegend: true, legend: { orientation: 'h', y: -0.3 } }),
      table: {
        caption: interpolate(lab.charts.table, { title }),
        columns: [lab.charts.time, ...lines.map((line) => line.label)],
        rows: tableIndices.map((t) => [barTimeText(series.time[t] ?? NaN, lang), ...lines.map((line) => formatValue(at(t)[line.key], 'percent', lang))]),
      },
    };
  }, [series, window, texts, lang, lab, title]);
  return (
    <ChartFigure name="volatility-rolling" title={title} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} fallback={{ loading: lab.charts.loading, failed: lab.charts.failed }}>
      <ChartDataTable table={figure.table} />
    </ChartFigure>
  );
}
