import { useMemo, useState } from 'react';
import { numberItem } from '../../../ui/PinnedSummary';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate } from '../../../engine/localize';
import { correlationMatrix, rollingCorrelation } from '../../../finance/portfolio/statistics';
import { useLang } from '../../../i18n/useLang';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, ChartDataTable, chartColors, dateXAxis } from '../../../ui/ChartFigure';
import { sampleIndices } from '../../../ui/sampleIndices';
import ParamFields from '../../shared/params/ParamFields';
import type { NumberParam } from '../../shared/params/params';
import { barTimeText } from '../labTime';
import { useMultiAssetTool } from '../multiAsset/useMultiAssetTool';
import { AssetSelect, Out, validIndex } from './parts';
import PortfolioPanel from './PortfolioPanel';
import { hasFlatAsset, MIN_RETURNS, windowedReturns } from './portfolioData';
import { PORTFOLIO_TEXTS, portfolioTexts } from './texts';
import { correlationAnalyzerManifest } from './manifest';
import './Portfolio.css';

const ID = correlationAnalyzerManifest.section.id;
const WINDOW: NumberParam = { id: 'window', kind: 'number', label: { en: PORTFOLIO_TEXTS.en.window, de: PORTFOLIO_TEXTS.de.window }, help: { en: PORTFOLIO_TEXTS.en.windowHelp, de: PORTFOLIO_TEXTS.de.windowHelp }, default: 365, min: MIN_RETURNS, max: 200_000, integer: true };
const ROLL: NumberParam = { id: 'rollWindow', kind: 'number', label: { en: PORTFOLIO_TEXTS.en.correlation.rollWindow, de: PORTFOLIO_TEXTS.de.correlation.rollWindow }, default: 60, min: 5, max: 5_000, integer: true };
const NUMBERS = [WINDOW, ROLL];
const CHART_POINTS = 800;

/** Cell background of a correlation: blue for positive, red for negative, stronger the larger |ρ|. */
function heat(value: number): string {
  if (!Number.isFinite(value)) return 'transparent';
  const share = Math.round(Math.min(1, Math.abs(value)) * 60);
  return `color-mix(in srgb, ${value >= 0 ? 'var(--color-accent)' : 'var(--color-danger)'} ${share}%, transparent)`;
}

/**
 * Correlation analyzer (module `correlation-analyzer`): the Pearson correlation matrix of the assets'
 * returns over the window as a heatmap table (`<output name="corr.<a>.<b>" data-value>`), the average
 * correlation (`corr.average`), and the rolling correlation of a chosen pair as a chart with its table.
 * DOM: `section[data-tool=correlation][data-state]`, `select[name=dataset]`, the file input, `window`,
 * `rollWindow`, `select[name=pairA]`, `select[name=pairB]`.
 */
export default function CorrelationAnalyzer(_props: ModuleProps) {
  const { lang, values, source, outOfRange, idPrefix: prefix, series, messages: toolMessages, fields, dataFields } = useMultiAssetTool(ID, NUMBERS);
  const texts = portfolioTexts(lang);
  const window = Number(values.window);
  const rollWindow = Number(values.rollWindow);
  const [pairA, setPairA] = useState<number | null>(null);
  const [pairB, setPairB] = useState<number | null>(null);
  const assets = series?.assets ?? [];
  const a = validIndex(pairA, 0, assets.length);
  const b = validIndex(pairB, 1, assets.length);

  const data = useMemo(() => (series && outOfRange.length === 0 ? windowedReturns(series, window) : null), [series, outOfRange.length, window]);
  const tooShort = data ? (data.returns[0]?.length ?? 0) < MIN_RETURNS : false;
  const flat = data && !tooShort ? hasFlatAsset(data.returns) : false;
  const matrix = useMemo(() => (data && !tooShort && !flat ? correlationMatrix(data.returns) : null), [data, tooShort, flat]);
  const average = matrix ? matrix.flatMap((row, i) => row.filter((_, j) => j > i)).reduce((sum, x, _, all) => sum + x / all.length, 0) : NaN;

  const messages = [...toolMessages, ...(tooShort ? [texts.tooShort] : []), ...(flat ? [texts.flatAsset] : [])];

  return (
    <PortfolioPanel
      id={ID}
      prefix={prefix}
      title={texts.correlation.title}
      intro={texts.correlation.intro}
      dataFields={dataFields}
      fields={
        <>
          <ParamFields params={NUMBERS} {...fields} />
          {assets.length >= 2 ? (
            <>
              <AssetSelect id={`${prefix}-pairA`} name="pairA" label={texts.correlation.pairA} assets={assets} value={a} onChange={setPairA} />
              <AssetSelect id={`${prefix}-pairB`} name="pairB" label={texts.correlation.pairB} assets={assets} value={b} onChange={setPairB} />
            </>
          ) : null}
        </>
      }
      messages={messages}
      source={source}
      hasResult={Boolean(matrix)}
      summary={matrix ? [numberItem('corr.average', texts.correlation.average, average, 'ratio', lang), ...(a !== b ? [numberItem(`corr.${assets[a]}.${assets[b]}`, `${assets[a]} ↔ ${assets[b]}`, matrix[a]?.[b] ?? NaN, 'ratio', lang)] : [])] : []}
      lang={lang}
    >
      {matrix ? (
        <>
          <div className="table-scroll">
            <table className="lab-compare portfolio-heatmap">
              <caption>{texts.correlation.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.asset}</th>
                  {assets.map((name) => (
                    <th scope="col" key={name}>
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {matrix.map((row, i) => (
                  <tr key={assets[i]}>
                    <th scope="row">{assets[i]}</th>
                    {row.map((value, j) => (
                      <td key={assets[j]} style={{ background: heat(value) }}>
                        <Out name={`corr.${assets[i]}.${assets[j]}`} value={value} format="ratio" lang={lang} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="lab-summary">
            {texts.correlation.average}: <Out name="corr.average" value={average} format="ratio" lang={lang} />
          </p>
          {series && data && a !== b ? <RollingChart series={series} start={data.start} returns={data.returns} a={a} b={b} rollWindow={rollWindow} /> : null}
        </>
      ) : null}
    </PortfolioPanel>
  );
}

function RollingChart({ series, start, returns, a, b, rollWindow }: { series: { time: Float64Array; assets: string[] }; start: number; returns: Float64Array[]; a: number; b: number; rollWindow: number }) {
  const lang = useLang();
  const texts = portfolioTexts(lang);
  const title = interpolate(texts.correlation.chart, { a: series.assets[a] ?? '', b: series.assets[b] ?? '' });
  const figure = useMemo(() => {
    const rolling = rollingCorrelation(returns[a] ?? new Float64Array(), returns[b] ?? new Float64Array(), rollWindow);
    // Return k ends at bar start + k + 1.
    const timeOf = (k: number) => series.time[start + k + 1] ?? NaN;
    const shown = sampleIndices(rolling.length, CHART_POINTS).filter((k) => Number.isFinite(rolling[k]));
    return {
      data: [{ type: 'scatter', mode: 'lines', name: texts.correlation.axis, x: shown.map((k) => new Date(timeOf(k)).toISOString()), y: shown.map((k) => rolling[k]), line: { color: chartColors().accent, width: 2 } }],
      layout: baseLayout(CALCULATOR_CHART_THEME, lang, texts.time, texts.correlation.axis, { xaxis: dateXAxis(texts.time), yaxis: { range: [-1, 1], title: { text: texts.correlation.axis } } }),
      table: {
        caption: interpolate(texts.tableOf, { title }),
        columns: [texts.time, texts.correlation.axis],
        rows: sampleIndices(rolling.length)
          .filter((k) => Number.isFinite(rolling[k]))
          .map((k) => [barTimeText(timeOf(k), lang), formatValue(rolling[k] ?? NaN, 'ratio', lang)]),
      },
    };
  }, [series, start, returns, a, b, rollWindow, lang, texts, title]);
  return (
    <ChartFigure name="rolling-correlation" title={title} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} fallback={{ loading: texts.chartLoading, failed: texts.chartFailed }}>
      <ChartDataTable table={figure.table} />
    </ChartFigure>
  );
}
