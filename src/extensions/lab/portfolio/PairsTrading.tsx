import { useMemo, useState } from 'react';
import { numberItem } from '../../../ui/PinnedSummary';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { halfLife, hedgeRatio, pairsBacktest, rollingZScore, spreadSeries } from '../../../finance/portfolio/pairs';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, ChartDataTable, chartColors, dateXAxis } from '../../../ui/ChartFigure';
import { sampleIndices } from '../../../ui/sampleIndices';
import ParamFields from '../../shared/params/ParamFields';
import type { NumberParam } from '../../shared/params/params';
import { barTimeText } from '../labTime';
import { useMultiAssetTool } from '../multiAsset/useMultiAssetTool';
import { AssetSelect, Out, validIndex } from './parts';
import PortfolioPanel from './PortfolioPanel';
import { MIN_RETURNS } from './portfolioData';
import { PORTFOLIO_TEXTS, portfolioTexts, type PortfolioTexts } from './texts';
import { pairsTradingManifest } from './manifest';
import './Portfolio.css';

const ID = pairsTradingManifest.section.id;
const both = (pick: (texts: PortfolioTexts) => string) => ({ en: pick(PORTFOLIO_TEXTS.en), de: pick(PORTFOLIO_TEXTS.de) });
const NUMBERS: readonly NumberParam[] = [
  { id: 'window', kind: 'number', label: both((t) => t.window), help: both((t) => t.windowHelp), default: 730, min: MIN_RETURNS, max: 200_000, integer: true },
  { id: 'zWindow', kind: 'number', label: both((t) => t.pairs.zWindow), default: 30, min: 5, max: 5_000, integer: true },
  { id: 'entry', kind: 'number', label: both((t) => t.pairs.entry), default: 2, min: 0, max: 10, exclusiveMin: true },
  { id: 'feePct', kind: 'number', label: both((t) => t.pairs.feePct), unit: '%', default: 0.1, min: 0, max: 10 },
];

/** The default pair: the sample's cointegrated sETC against sETH, else the first two assets. */
function defaultPair(assets: readonly string[]): [number, number] {
  const y = assets.indexOf('sETC');
  const x = assets.indexOf('sETH');
  return y >= 0 && x >= 0 ? [y, x] : [0, 1];
}

/**
 * Pairs trading (module `pairs-trading`) on two series of the lab's multi-asset data: the least-squares
 * hedge ratio of the log prices, the spread's z-score over a trailing window, the AR(1) half-life, and a
 * backtest entering at |z| > entry and exiting when z crosses 0 (`<output name="hedgeRatio|halfLife|zScore|
 * trades|totalReturn|winRate|maxDrawdown">`), with a chart of z.
 * DOM: `section[data-backtest=pairs][data-state]`, `dataset`, the file input, `window`, `zWindow`,
 * `entry`, `feePct`, `select[name=pairY]`, `select[name=pairX]`.
 */
export default function PairsTrading(_props: ModuleProps) {
  const { lang, values, source, outOfRange, idPrefix: prefix, series, messages: toolMessages, fields, dataFields } = useMultiAssetTool(ID, NUMBERS);
  const texts = portfolioTexts(lang);
  const window = Number(values.window);
  const zWindow = Number(values.zWindow);
  const entry = Number(values.entry);
  const feeRate = Number(values.feePct) / 100;
  const assets = series?.assets ?? [];
  const [chosenY, setChosenY] = useState<number | null>(null);
  const [chosenX, setChosenX] = useState<number | null>(null);
  const [defaultY, defaultX] = defaultPair(assets);
  const y = validIndex(chosenY, defaultY, assets.length);
  const x = validIndex(chosenX, defaultX, assets.length);

  const result = useMemo(() => {
    if (!series || outOfRange.length > 0 || x === y) return null;
    const start = Math.max(0, series.time.length - 1 - window);
    const py = series.close[y]?.subarray(start) ?? new Float64Array();
    const px = series.close[x]?.subarray(start) ?? new Float64Array();
    if (py.length - 1 < MIN_RETURNS) return { short: true as const };
    const ly = py.map(Math.log);
    const lx = px.map(Math.log);
    const fit = hedgeRatio(ly, lx);
    if (!fit) return null;
    const spread = spreadSeries(ly, lx, fit);
    const z = rollingZScore(spread, zWindow);
    return { short: false as const, start, fit, life: halfLife(spread), z, backtest: pairsBacktest(py, px, z, fit.beta, { entry, feeRate }) };
  }, [series, outOfRange.length, x, y, window, zWindow, entry, feeRate]);

  const ready = result && !result.short ? result : null;
  const messages = [...toolMessages, ...(assets.length >= 2 && x === y ? [texts.pairs.sameAsset] : []), ...(result?.short ? [texts.tooShort] : []), ...(series && !result && x !== y && outOfRange.length === 0 ? [texts.flatAsset] : [])];
  const lastZ = ready ? (ready.z[ready.z.length - 1] ?? NaN) : NaN;
  const life = ready?.life?.halfLife ?? NaN;
  const t = texts.pairs;

  return (
    <PortfolioPanel
      id={ID}
      kind="backtest"
      prefix={prefix}
      title={t.title}
      intro={t.intro}
      dataFields={dataFields}
      fields={
        <>
          {assets.length >= 2 ? (
            <>
              <AssetSelect id={`${prefix}-pairY`} name="pairY" label={t.pairY} assets={assets} value={y} onChange={setChosenY} />
              <AssetSelect id={`${prefix}-pairX`} name="pairX" label={t.pairX} assets={assets} value={x} onChange={setChosenX} />
            </>
          ) : null}
          <ParamFields params={NUMBERS} {...fields} />
        </>
      }
      messages={messages}
      source={source}
      hasResult={Boolean(ready)}
      summary={ready ? [numberItem('zScore', t.zScore, lastZ, 'number', lang, 2), numberItem('totalReturn', t.totalReturn, ready.backtest.totalReturn, 'percent', lang), numberItem('trades', t.trades, ready.backtest.trades.length, 'integer', lang)] : []}
      lang={lang}
    >
      <p className="lab-frame">{t.inSample}</p>
      {ready && series ? (
        <>
          <div className="table-scroll">
            <table className="lab-compare">
              <caption>{t.caption}</caption>
              <tbody>
                <tr>
                  <th scope="row">{t.hedgeRatio}</th>
                  <td>
                    <Out name="hedgeRatio" value={ready.fit.beta} format="number" lang={lang} decimals={4} />
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t.halfLife}</th>
                  <td>
                    <Out name="halfLife" value={life} format="number" lang={lang} decimals={2} {...(Number.isFinite(life) ? {} : { text: t.noReversion })} />
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t.zScore}</th>
                  <td>
                    <Out name="zScore" value={lastZ} format="number" lang={lang} decimals={2} />
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t.trades}</th>
                  <td>
                    <Out name="trades" value={ready.backtest.trades.length} format="integer" lang={lang} />
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t.totalReturn}</th>
                  <td>
                    <Out name="totalReturn" value={ready.backtest.totalReturn} format="percent" lang={lang} />
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t.winRate}</th>
                  <td>
                    <Out name="winRate" value={ready.backtest.winRate} format="percent" lang={lang} />
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t.maxDrawdown}</th>
                  <td>
                    <Out name="maxDrawdown" value={ready.backtest.maxDrawdown} format="percent" lang={lang} />
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <ZChart time={series.time.subarray(ready.start)} z={ready.z} entry={entry} texts={texts} lang={lang} />
        </>
      ) : null}
    </PortfolioPanel>
  );
}

function ZChart({ time, z, entry, texts, lang }: { time: Float64Array; z: Float64Array; entry: number; texts: PortfolioTexts; lang: Lang }) {
  const t = texts.pairs;
  const figure = useMemo(() => {
    const colours = chartColors();
    const shown = sampleIndices(z.length, 800).filter((k) => Number.isFinite(z[k]));
    const x = shown.map((k) => new Date(time[k] ?? NaN).toISOString());
    const level = (value: number, name: string) => ({ type: 'scatter', mode: 'lines', name, x: [x[0], x[x.length - 1]], y: [value, value], line: { color: colours.danger, width: 1, dash: 'dash' } });
    return {
      data: [{ type: 'scatter', mode: 'lines', name: t.z, x, y: shown.map((k) => z[k]), line: { color: colours.accent, width: 1.5 } }, level(entry, t.upper), level(-entry, t.lower)],
      layout: baseLayout(CALCULATOR_CHART_THEME, lang, texts.time, t.z, { xaxis: dateXAxis(texts.time), legend: { orientation: 'h', y: -0.3 } }),
      table: {
        caption: interpolate(texts.tableOf, { title: t.chart }),
        columns: [texts.time, t.z],
        rows: sampleIndices(z.length)
          .filter((k) => Number.isFinite(z[k]))
          .map((k) => [barTimeText(time[k] ?? NaN, lang), formatValue(z[k] ?? NaN, 'number', lang, 2)]),
      },
    };
  }, [time, z, entry, texts, t, lang]);
  return (
    <ChartFigure name="pairs-z" title={t.chart} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} fallback={{ loading: texts.chartLoading, failed: texts.chartFailed }}>
      <ChartDataTable table={figure.table} />
    </ChartFigure>
  );
}
