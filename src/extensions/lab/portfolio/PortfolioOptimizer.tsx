import { useMemo } from 'react';
import { numberItem } from '../../../ui/PinnedSummary';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import type { Matrix } from '../../../finance/portfolio/linalg';
import { capFeasible, efficientFrontier, maximumSharpeWeights, minimumVarianceWeights, portfolioPoint, type PortfolioPoint } from '../../../finance/portfolio/optimize';
import { sampleCovariance, sampleMeans } from '../../../finance/portfolio/statistics';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, ChartDataTable, chartColors } from '../../../ui/ChartFigure';
import ParamFields from '../../shared/params/ParamFields';
import type { NumberParam } from '../../shared/params/params';
import { useMultiAssetTool } from '../multiAsset/useMultiAssetTool';
import { Out } from './parts';
import PortfolioPanel from './PortfolioPanel';
import { hasFlatAsset, MIN_RETURNS, windowedReturns } from './portfolioData';
import { PORTFOLIO_TEXTS, portfolioTexts, type PortfolioTexts } from './texts';
import { portfolioOptimizerManifest } from './manifest';
import './Portfolio.css';

const ID = portfolioOptimizerManifest.section.id;
const both = (pick: (texts: PortfolioTexts) => string) => ({ en: pick(PORTFOLIO_TEXTS.en), de: pick(PORTFOLIO_TEXTS.de) });
const NUMBERS: readonly NumberParam[] = [
  { id: 'window', kind: 'number', label: both((t) => t.window), help: both((t) => t.windowHelp), default: 365, min: MIN_RETURNS, max: 200_000, integer: true },
  { id: 'capPct', kind: 'number', label: both((t) => t.optimizer.cap), unit: '%', default: 60, min: 0, max: 100, exclusiveMin: true },
  { id: 'riskFreePct', kind: 'number', label: both((t) => t.optimizer.riskFree), unit: '%', default: 0, min: -10, max: 50 },
];

interface Optimum {
  covariance: Matrix;
  means: number[];
  minVar: PortfolioPoint | null;
  maxSharpe: PortfolioPoint | null;
  frontier: PortfolioPoint[];
}

/**
 * Portfolio optimizer (module `portfolio-optimizer`): long-only minimum-variance and maximum-Sharpe weights
 * under a weight cap from the annualised sample means and covariance of the returns in the window
 * (`<output name="minVar.<asset>|maxSharpe.<asset>">` and `minVar|maxSharpe.return|volatility|sharpe`),
 * the efficient frontier as a chart with its table, and the estimation-error caveat.
 * DOM: `section[data-tool=portfolio-optimizer][data-state]`, `dataset`, the file input, `window`, `capPct`, `riskFreePct`.
 */
export default function PortfolioOptimizer(_props: ModuleProps) {
  const { lang, values, source, outOfRange, idPrefix: prefix, series, messages: toolMessages, fields, dataFields } = useMultiAssetTool(ID, NUMBERS);
  const texts = portfolioTexts(lang);
  const window = Number(values.window);
  const cap = Number(values.capPct) / 100;
  const riskFree = Number(values.riskFreePct) / 100;
  const assets = series?.assets ?? [];
  const capOk = assets.length === 0 || capFeasible(assets.length, cap);

  const data = useMemo(() => (series && outOfRange.length === 0 ? windowedReturns(series, window) : null), [series, outOfRange.length, window]);
  const tooShort = data ? (data.returns[0]?.length ?? 0) < MIN_RETURNS : false;
  const flat = data && !tooShort ? hasFlatAsset(data.returns) : false;
  const optimum = useMemo<Optimum | null>(() => {
    if (!data || tooShort || flat || !capOk) return null;
    const covariance = sampleCovariance(data.returns).map((row) => row.map((x) => x * data.barsPerYear));
    const means = sampleMeans(data.returns).map((m) => m * data.barsPerYear);
    const minWeights = minimumVarianceWeights(covariance, cap);
    return {
      covariance,
      means,
      minVar: minWeights ? portfolioPoint(covariance, means, minWeights, riskFree) : null,
      maxSharpe: maximumSharpeWeights(covariance, means, cap, riskFree),
      frontier: efficientFrontier(covariance, means, cap, riskFree, 40),
    };
  }, [data, tooShort, flat, capOk, cap, riskFree]);

  const messages = [
    ...toolMessages,
    ...(tooShort ? [texts.tooShort] : []),
    ...(flat ? [texts.flatAsset] : []),
    ...(!capOk ? [interpolate(texts.optimizer.capTooLow, { min: formatValue(1 / assets.length, 'percent', lang) })] : []),
    ...(optimum && !optimum.minVar ? [texts.optimizer.noOptimum] : []),
    ...(optimum?.minVar && !optimum.maxSharpe ? [texts.optimizer.noSharpe] : []),
  ];

  return (
    <PortfolioPanel
      id={ID}
      prefix={prefix}
      title={texts.optimizer.title}
      intro={texts.optimizer.intro}
      dataFields={dataFields}
      fields={<ParamFields params={NUMBERS} {...fields} />}
      messages={messages}
      source={source}
      hasResult={Boolean(optimum?.minVar)}
      summary={optimum?.maxSharpe ? [numberItem('maxSharpe.sharpe', `${texts.optimizer.maxSharpe}: ${texts.optimizer.sharpe}`, optimum.maxSharpe.sharpe, 'ratio', lang), numberItem('maxSharpe.return', `${texts.optimizer.maxSharpe}: ${texts.optimizer.expReturn}`, optimum.maxSharpe.mean, 'percent', lang), numberItem('maxSharpe.volatility', `${texts.optimizer.maxSharpe}: ${texts.optimizer.volatility}`, optimum.maxSharpe.volatility, 'percent', lang)] : []}
      lang={lang}
    >
      <p className="lab-frame">{texts.estimation}</p>
      {optimum?.minVar ? (
        <>
          <WeightsTable assets={assets} optimum={optimum} texts={texts} lang={lang} />
          <p className="param-help">{texts.optimizer.method}</p>
          <FrontierChart assets={assets} optimum={optimum} texts={texts} lang={lang} />
        </>
      ) : null}
    </PortfolioPanel>
  );
}

function WeightsTable({ assets, optimum, texts, lang }: { assets: readonly string[]; optimum: Optimum; texts: PortfolioTexts; lang: Lang }) {
  const columns = [
    { key: 'minVar', label: texts.optimizer.minVar, point: optimum.minVar },
    { key: 'maxSharpe', label: texts.optimizer.maxSharpe, point: optimum.maxSharpe },
  ] as const;
  const rows = [
    { key: 'return', label: texts.optimizer.expReturn, pick: (p: PortfolioPoint) => p.mean, format: 'percent' as const },
    { key: 'volatility', label: texts.optimizer.volatility, pick: (p: PortfolioPoint) => p.volatility, format: 'percent' as const },
    { key: 'sharpe', label: texts.optimizer.sharpe, pick: (p: PortfolioPoint) => p.sharpe, format: 'ratio' as const },
  ];
  return (
    <div className="table-scroll">
      <table className="lab-compare">
        <caption>{texts.optimizer.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.asset}</th>
            {columns.map((column) => (
              <th scope="col" key={column.key}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {assets.map((asset, i) => (
            <tr key={asset}>
              <th scope="row">{asset}</th>
              {columns.map((column) => (
                <td key={column.key}>
                  <Out name={`${column.key}.${asset}`} value={column.point?.weights[i] ?? NaN} format="percent" lang={lang} />
                </td>
              ))}
            </tr>
          ))}
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {columns.map((column) => (
                <td key={column.key}>
                  <Out name={`${column.key}.${row.key}`} value={column.point ? row.pick(column.point) : NaN} format={row.format} lang={lang} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FrontierChart({ assets, optimum, texts, lang }: { assets: readonly string[]; optimum: Optimum; texts: PortfolioTexts; lang: Lang }) {
  const figure = useMemo(() => {
    const colours = chartColors();
    const singles = assets.map((_, i) => ({ volatility: Math.sqrt(optimum.covariance[i]?.[i] ?? NaN), mean: optimum.means[i] ?? NaN }));
    const marks = [
      { label: texts.optimizer.minVar, point: optimum.minVar, color: colours.ok },
      { label: texts.optimizer.maxSharpe, point: optimum.maxSharpe, color: colours.danger },
    ].filter((mark): mark is { label: string; point: PortfolioPoint; color: string } => mark.point !== null);
    const pct = (x: number) => formatValue(x, 'percent', lang);
    return {
      data: [
        { type: 'scatter', mode: 'lines', name: texts.optimizer.frontier, x: optimum.frontier.map((p) => p.volatility), y: optimum.frontier.map((p) => p.mean), line: { color: colours.accent, width: 2 } },
        { type: 'scatter', mode: 'markers+text', name: texts.optimizer.assets, x: singles.map((s) => s.volatility), y: singles.map((s) => s.mean), text: [...assets], textposition: 'top center', marker: { color: colours.muted, size: 8 } },
        ...marks.map((mark) => ({ type: 'scatter', mode: 'markers', name: mark.label, x: [mark.point.volatility], y: [mark.point.mean], marker: { color: mark.color, size: 12, symbol: 'diamond' } })),
      ],
      layout: baseLayout(CALCULATOR_CHART_THEME, lang, texts.optimizer.axisX, texts.optimizer.axisY, { xaxis: { tickformat: '.0%', title: { text: texts.optimizer.axisX } }, yaxis: { tickformat: '.0%', title: { text: texts.optimizer.axisY } }, hovermode: 'closest', legend: { orientation: 'h', y: -0.3 } }),
      table: {
        caption: interpolate(texts.tableOf, { title: texts.optimizer.chart }),
        columns: [texts.optimizer.frontier, texts.optimizer.axisX, texts.optimizer.axisY],
        rows: [
          ...optimum.frontier.map((p, k) => [String(k + 1), pct(p.volatility), pct(p.mean)]),
          ...assets.map((asset, i) => [asset, pct(singles[i]?.volatility ?? NaN), pct(singles[i]?.mean ?? NaN)]),
          ...marks.map((mark) => [mark.label, pct(mark.point.volatility), pct(mark.point.mean)]),
        ],
      },
    };
  }, [assets, optimum, texts, lang]);
  return (
    <ChartFigure name="efficient-frontier" title={texts.optimizer.chart} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} fallback={{ loading: texts.chartLoading, failed: texts.chartFailed }}>
      <ChartDataTable table={figure.table} />
    </ChartFigure>
  );
}
