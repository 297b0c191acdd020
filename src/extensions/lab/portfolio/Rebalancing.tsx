import { useMemo, useState } from 'react';
import { numberItem } from '../../../ui/PinnedSummary';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatInputNumber, formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { parseLocaleNumber } from '../../../market/parseNumber';
import { rebalanceTrades, rebalancingBacktest, type RebalanceBacktest, type RebalanceResult } from '../../../finance/portfolio/rebalance';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, ChartDataTable, chartColors, dateXAxis } from '../../../ui/ChartFigure';
import { sampleIndices } from '../../../ui/sampleIndices';
import ParamFields from '../../shared/params/ParamFields';
import type { NumberParam } from '../../shared/params/params';
import type { MultiAssetSeries } from '../data/multiAssetSeries';
import { barTimeText } from '../labTime';
import { useMultiAssetTool } from '../multiAsset/useMultiAssetTool';
import { Out } from './parts';
import PortfolioPanel from './PortfolioPanel';
import { MIN_RETURNS } from './portfolioData';
import { PORTFOLIO_TEXTS, portfolioTexts, type PortfolioTexts } from './texts';
import { rebalancingManifest } from './manifest';
import './Portfolio.css';

const ID = rebalancingManifest.section.id;
const both = (pick: (texts: PortfolioTexts) => string) => ({ en: pick(PORTFOLIO_TEXTS.en), de: pick(PORTFOLIO_TEXTS.de) });
const NUMBERS: readonly NumberParam[] = [
  { id: 'window', kind: 'number', label: both((t) => t.window), help: both((t) => t.windowHelp), default: 365, min: MIN_RETURNS, max: 200_000, integer: true },
  { id: 'bandPct', kind: 'number', label: both((t) => t.rebalancing.band), unit: '%', default: 5, min: 0, max: 100 },
  { id: 'feePct', kind: 'number', label: both((t) => t.rebalancing.feePct), unit: '%', default: 0.1, min: 0, max: 10 },
  { id: 'everyBars', kind: 'number', label: both((t) => t.rebalancing.everyBars), default: 30, min: 1, max: 100_000, integer: true },
];
const START_VALUE = 10_000;
const POLICIES = ['calendar', 'threshold', 'hold'] as const;
const MS_PER_YEAR = 365 * 24 * 60 * 60_000;

/** The window's prices (last window + 1 bars) of each asset. */
function windowPrices(series: MultiAssetSeries, window: number): { start: number; prices: Float64Array[] } {
  const start = Math.max(0, series.time.length - 1 - window);
  return { start, prices: series.close.map((close) => close.subarray(start)) };
}

/**
 * Rebalancing tool (module `rebalancing`): holdings and target weights per asset (`holding.<asset>`,
 * `target.<asset>`, default: an equal-weight portfolio bought at the window's start and left to drift)
 * → the trades to rebalance with a threshold band and fees (`<output name="trade.<asset>">`, `fees`,
 * `turnover`), and a backtest of calendar against threshold rebalancing and buy-and-hold on the data
 * (`calendar|threshold|hold.finalValue|totalReturn|maxDrawdown|volatility|rebalances|fees`).
 * DOM: `section[data-tool=rebalancing][data-state]`, `dataset`, the file input, `window`, `bandPct`, `feePct`, `everyBars`.
 */
export default function Rebalancing(_props: ModuleProps) {
  const { lang, values, source, outOfRange, idPrefix: prefix, series, messages: toolMessages, fields, dataFields } = useMultiAssetTool(ID, NUMBERS);
  const texts = portfolioTexts(lang);
  const window = Number(values.window);
  const band = Number(values.bandPct) / 100;
  const feeRate = Number(values.feePct) / 100;
  const everyBars = Number(values.everyBars);
  const assets = useMemo(() => series?.assets ?? [], [series]);
  const [typed, setTyped] = useState<Record<string, string>>({});

  const windowed = useMemo(() => (series && outOfRange.length === 0 ? windowPrices(series, window) : null), [series, outOfRange.length, window]);
  const tooShort = windowed ? (windowed.prices[0]?.length ?? 0) - 1 < MIN_RETURNS : false;
  const defaults = useMemo(() => {
    const n = assets.length;
    const holdings = windowed?.prices.map((p) => Math.round(((START_VALUE / n) * (p[p.length - 1] ?? NaN)) / (p[0] ?? NaN) * 100) / 100) ?? [];
    const targets = assets.map(() => Math.round((100 / n) * 100) / 100);
    // Equal targets that do not add up to 100 after rounding: the last takes the rest.
    if (n > 0) targets[n - 1] = Math.round((100 - targets.slice(0, -1).reduce((a, b) => a + b, 0)) * 100) / 100;
    return { holdings, targets };
  }, [assets, windowed]);
  const fieldText = (kind: 'holding' | 'target', i: number) => typed[`${kind}.${source.ready?.key}.${assets[i]}`] ?? formatInputNumber((kind === 'holding' ? defaults.holdings : defaults.targets)[i] ?? NaN, lang);
  const holdings = assets.map((_, i) => parseLocaleNumber(fieldText('holding', i), lang));
  const targets = assets.map((_, i) => parseLocaleNumber(fieldText('target', i), lang) / 100);
  const targetSum = targets.reduce((a, b) => a + b, 0);
  const targetsOk = targets.every((t) => t >= 0) && Math.abs(targetSum - 1) < 1e-6;
  const holdingsOk = holdings.every((h) => h >= 0) && holdings.reduce((a, b) => a + b, 0) > 0;
  const normalisedTargets = targetsOk ? targets.map((t) => t / targetSum) : [];
  const valid = outOfRange.length === 0 && assets.length > 0;
  const trades = valid && targetsOk && holdingsOk ? rebalanceTrades(holdings, normalisedTargets, band, feeRate) : null;
  // Three short runs over the window: cheap enough to run on every render.
  const backtests = (() => {
    if (!windowed || tooShort || !valid || !targetsOk || !series) return null;
    const options = { initial: START_VALUE, feeRate, barsPerYear: Number.isFinite(series.barMs) && series.barMs > 0 ? MS_PER_YEAR / series.barMs : 365 };
    return {
      calendar: rebalancingBacktest(windowed.prices, normalisedTargets, { kind: 'calendar', everyBars }, options),
      threshold: rebalancingBacktest(windowed.prices, normalisedTargets, { kind: 'threshold', band }, options),
      hold: rebalancingBacktest(windowed.prices, normalisedTargets, { kind: 'none' }, options),
    };
  })();

  const messages = [
    ...toolMessages,
    ...(tooShort ? [texts.tooShort] : []),
    ...(assets.length > 0 && !targetsOk ? [interpolate(texts.rebalancing.targetsSum, { sum: formatValue(targetSum, 'percent', lang) })] : []),
    ...(assets.length > 0 && !holdingsOk ? [texts.rebalancing.badHolding] : []),
  ];
  const onField = (kind: 'holding' | 'target', asset: string, text: string) => setTyped((previous) => ({ ...previous, [`${kind}.${source.ready?.key}.${asset}`]: text }));

  return (
    <PortfolioPanel
      id={ID}
      prefix={prefix}
      title={texts.rebalancing.title}
      intro={texts.rebalancing.intro}
      dataFields={dataFields}
      fields={<ParamFields params={NUMBERS} {...fields} />}
      moreInputs={
        assets.length > 0 ? (
          <fieldset className="param-group">
            <legend>{texts.rebalancing.holdings}</legend>
            {assets.map((asset, i) => (
              <div className="param-field" key={asset}>
                <label htmlFor={`${prefix}-holding-${i}`}>{interpolate(texts.rebalancing.holding, { asset })}</label>
                <input id={`${prefix}-holding-${i}`} name={`holding.${asset}`} type="text" inputMode="decimal" value={fieldText('holding', i)} aria-invalid={!(holdings[i]! >= 0)} onChange={(event) => onField('holding', asset, event.target.value)} />
                <label htmlFor={`${prefix}-target-${i}`}>{interpolate(texts.rebalancing.target, { asset })}</label>
                <input id={`${prefix}-target-${i}`} name={`target.${asset}`} type="text" inputMode="decimal" value={fieldText('target', i)} aria-invalid={!(targets[i]! >= 0)} onChange={(event) => onField('target', asset, event.target.value)} />
              </div>
            ))}
            <p className="param-help">{texts.rebalancing.defaults}</p>
          </fieldset>
        ) : null
      }
      messages={messages}
      source={source}
      hasResult={Boolean(trades && backtests)}
      summary={trades ? [numberItem('turnover', texts.rebalancing.turnover, trades.turnover, 'money', lang), numberItem('fees', texts.rebalancing.fees, trades.fees, 'money', lang)] : []}
      lang={lang}
    >
      {trades ? <TradesTable assets={assets} targets={normalisedTargets} trades={trades} texts={texts} lang={lang} /> : null}
      {backtests && windowed && series ? (
        <>
          <h3 className="portfolio-subtitle">{texts.rebalancing.backtest}</h3>
          <p className="lab-frame">{texts.rebalancing.backtestIntro}</p>
          <BacktestTable results={backtests} texts={texts} lang={lang} />
          <ValueChart time={series.time.subarray(windowed.start)} results={backtests} texts={texts} lang={lang} />
        </>
      ) : null}
    </PortfolioPanel>
  );
}

function TradesTable({ assets, targets, trades, texts, lang }: { assets: readonly string[]; targets: readonly number[]; trades: RebalanceResult; texts: PortfolioTexts; lang: Lang }) {
  const t = texts.rebalancing;
  return (
    <>
      <div className="table-scroll">
        <table className="lab-compare">
          <caption>{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.asset}</th>
              <th scope="col">{t.current}</th>
              <th scope="col">{t.targetCol}</th>
              <th scope="col">{t.trade}</th>
              <th scope="col">{t.after}</th>
            </tr>
          </thead>
          <tbody>
            {assets.map((asset, i) => (
              <tr key={asset}>
                <th scope="row">{asset}</th>
                <td>{formatValue(trades.weightsBefore[i] ?? NaN, 'percent', lang)}</td>
                <td>{formatValue(targets[i] ?? NaN, 'percent', lang)}</td>
                <td>
                  <Out name={`trade.${asset}`} value={trades.trades[i] ?? NaN} format="money" lang={lang} />
                </td>
                <td>
                  <Out name={`after.${asset}`} value={trades.weightsAfter[i] ?? NaN} format="percent" lang={lang} />
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t.fees}</th>
              <td colSpan={4}>
                <Out name="fees" value={trades.fees} format="money" lang={lang} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t.turnover}</th>
              <td colSpan={4}>
                <Out name="turnover" value={trades.turnover} format="money" lang={lang} />
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      {trades.turnover === 0 ? <p className="lab-summary">{t.noTrade}</p> : null}
    </>
  );
}

type Results = Record<(typeof POLICIES)[number], RebalanceBacktest>;

function BacktestTable({ results, texts, lang }: { results: Results; texts: PortfolioTexts; lang: Lang }) {
  const t = texts.rebalancing;
  const rows = [
    { key: 'finalValue', label: t.finalValue, format: 'money' },
    { key: 'totalReturn', label: t.totalReturn, format: 'percent' },
    { key: 'maxDrawdown', label: t.maxDrawdown, format: 'percent' },
    { key: 'volatility', label: t.volatility, format: 'percent' },
    { key: 'rebalances', label: t.rebalances, format: 'integer' },
    { key: 'fees', label: t.fees, format: 'money' },
  ] as const;
  return (
    <div className="table-scroll">
      <table className="lab-compare">
        <caption>{t.backtestCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.policy}</th>
            {POLICIES.map((policy) => (
              <th scope="col" key={policy}>
                {t[policy]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {POLICIES.map((policy) => (
                <td key={policy}>
                  <Out name={`${policy}.${row.key}`} value={results[policy][row.key]} format={row.format} lang={lang} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ValueChart({ time, results, texts, lang }: { time: Float64Array; results: Results; texts: PortfolioTexts; lang: Lang }) {
  const t = texts.rebalancing;
  const figure = useMemo(() => {
    const colours = chartColors();
    const colour = { calendar: colours.accent, threshold: colours.danger, hold: colours.muted };
    const indices = sampleIndices(time.length, 800);
    return {
      data: POLICIES.map((policy) => ({ type: 'scatter', mode: 'lines', name: t[policy], x: indices.map((k) => new Date(time[k] ?? NaN).toISOString()), y: indices.map((k) => results[policy].value[k] ?? null), line: { color: colour[policy], width: 2 } })),
      layout: baseLayout(CALCULATOR_CHART_THEME, lang, texts.time, t.axis, { xaxis: dateXAxis(texts.time), legend: { orientation: 'h', y: -0.3 } }),
      table: {
        caption: interpolate(texts.tableOf, { title: t.chart }),
        columns: [texts.time, ...POLICIES.map((policy) => t[policy])],
        rows: sampleIndices(time.length).map((k) => [barTimeText(time[k] ?? NaN, lang), ...POLICIES.map((policy) => formatValue(results[policy].value[k] ?? NaN, 'money', lang))]),
      },
    };
  }, [time, results, texts, t, lang]);
  return (
    <ChartFigure name="rebalancing-value" title={t.chart} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} fallback={{ loading: texts.chartLoading, failed: texts.chartFailed }}>
      <ChartDataTable table={figure.table} />
    </ChartFigure>
  );
}
