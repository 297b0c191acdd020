import { useMemo } from 'react';
import type { BacktestDeclaration, IndicatorDeclaration } from '../../engine/backtest/declaration';
import { indicatorKindSpec, outputSymbol } from '../../engine/backtest/indicatorCatalog';
import { selectVariant } from '../../engine/backtest/variants';
import type { ModuleProps } from '../../engine/extensionProps';
import { formatValue, type Format } from '../../engine/formatNumber';
import { interpolate, localize, type Lang } from '../../engine/localize';
import { useLang } from '../../i18n/useLang';
import KpiTile from '../../ui/KpiTile';
import PinnedSummary, { numberItem, usePinnedParts } from '../../ui/PinnedSummary';
import { toCsv } from '../../ui/csv';
import { downloadText } from '../../ui/download';
import { useWorkerJob } from '../../ui/useWorkerJob';
import ParamFields, { rangeMessage } from '../shared/params/ParamFields';
import { numbersOutOfRange, type ParamDef } from '../shared/params/params';
import { useQueryParams } from '../shared/params/useQueryParams';
import BacktestCharts from './BacktestCharts';
import BacktestTrades from './BacktestTrades';
import type { BacktestJob } from '../../engine/backtest/backtestJob';
import { backtestRunner } from './backtest/backtestRunner';
import type { BacktestResult } from '../../engine/backtest/runBacktest';
import { settingsFromValues } from '../../engine/backtest/settings';
import LabDataFields, { LabDataStatus } from './dataSource/LabDataFields';
import { seriesSpanText, useLabDataSource } from './dataSource/useLabDataSource';
import type { BacktestKpis } from '../../engine/backtest/kpis';
import { activeRuleParamIds, COSTS_OFF, datasetParam, FUNDING_HISTORICAL, FUNDING_PARAM, labParams, ruleParams, settingParams, variantParam } from './labParams';
import { labTexts, type LabTexts } from './texts';
import './BacktestLab.css';

const RUNNER = backtestRunner({ debounceMs: 250 });
const NO_VALUES: Readonly<Record<string, number>> = {};

/** The KPIs shown, in order, with their format (ratios are fractions): the key ones (KEY_KPIS) first. */
const KPIS: readonly { key: keyof LabTexts['kpis']; format: Format; signed?: boolean; infinite?: boolean }[] = [
  { key: 'netPnl', format: 'money', signed: true },
  { key: 'totalReturn', format: 'percent', signed: true },
  { key: 'maxDrawdown', format: 'percent' },
  { key: 'trades', format: 'integer' },
  { key: 'winRate', format: 'percent' },
  { key: 'profitFactor', format: 'ratio', infinite: true },
  { key: 'exposure', format: 'percent' },
  { key: 'buyAndHoldReturn', format: 'percent', signed: true },
  { key: 'sharpe', format: 'ratio' },
  { key: 'avgBarsInTrade', format: 'number' },
];

/** The KPIs the pinned summary repeats while the settings are on screen and the results are not. */
const KEY_KPIS = KPIS.slice(0, 4);

/**
 * The backtest lab (module `backtest`): a declarative backtest from the page spec (its props) run on
 * market data the visitor chooses — a synthetic sample, their own OHLC file or the seeded generator —
 * in a Web Worker, with KPIs as `<output name data-value>`, charts, a paged trades table and CSV
 * exports. Data source and parameters live in the URL (`<id>.<param>`), an uploaded file does not.
 * DOM: `section[data-backtest=ID][data-state=idle|running|ready|error]`, `select[name=dataset]`, one
 * file input, the named parameters.
 */
export default function BacktestLab({ props: declaration }: ModuleProps<BacktestDeclaration>) {
  const lang = useLang();
  const texts = labTexts(lang);
  const prefix = `backtest-${declaration.id}`;
  const params = useMemo(() => labParams(declaration), [declaration]);
  const dataset = useMemo(() => datasetParam(declaration.dataset), [declaration]);
  const { texts: fieldTexts, values, set } = useQueryParams(declaration.id, params, lang);
  const source = useLabDataSource(values, set, lang, dataset);
  const ready = source.ready;

  const shownRuleParams = activeRuleParamIds(declaration, values);
  const variant = variantParam(declaration);
  const groups: { legend: string; params: readonly ParamDef[] }[] = [
    { legend: texts.strategy, params: [...(variant ? [variant] : []), ...ruleParams(declaration).filter((param) => shownRuleParams.has(param.id))] },
    // On an exchange dataset the funding may follow the market's history (the constant rate stays selectable).
    { legend: texts.account, params: [...(ready?.real ? [FUNDING_PARAM] : []), ...settingParams(declaration)] },
  ];
  const outOfRange = numbersOutOfRange([...source.shownParams, ...groups.flatMap((group) => group.params)], values);

  const variantId = variant ? String(values.variant) : undefined;
  const resolved = useMemo(() => selectVariant(declaration, variantId), [declaration, variantId]);
  const ruleValues = Object.fromEntries(resolved.params.map((param) => [param.id, Number(values[param.id])]));
  const settings = settingsFromValues(values);
  const costsOff = values.costs === COSTS_OFF;
  const compareCosts = declaration.compareCosts === true;
  const valid = outOfRange.length === 0;
  const fundingHistory = ready?.real && values.funding === FUNDING_HISTORICAL ? ready.real.funding : null;
  const jobKey = ready && valid ? JSON.stringify([ready.key, resolved.variant, ruleValues, settings, costsOff, compareCosts, fundingHistory !== null]) : null;
  // The key holds everything the job is made of (the funding history follows the dataset in ready.key):
  // the hook reads the job when the key's run starts.
  const job: BacktestJob | null = jobKey && ready ? { series: ready.series, declaration, variant: resolved.variant, params: ruleValues, settings: { ...settings, fundingHistory }, costsOff, compareCosts } : null;
  const run = useWorkerJob(jobKey, job, RUNNER);
  const done = run.status === 'done' ? run : run.status === 'running' ? run.last : undefined;
  const result: BacktestResult | null = done?.result ?? null;
  const shownSeries = done?.job.series ?? null;
  const shownVariant = done?.job.variant;
  const shown = useMemo(() => selectVariant(declaration, shownVariant), [declaration, shownVariant]);

  const messages = [
    ...outOfRange.map((param) => rangeMessage(param, texts, lang)),
    ...source.messages,
    ...(ready?.real && !ready.real.funding && values.funding === FUNDING_HISTORICAL ? [texts.real.fundingMissing] : []),
    ...(run.status === 'error' ? [interpolate(texts.runFailed, { reason: run.message })] : []),
  ];
  const { containerRef, inputsRef, resultsRef } = usePinnedParts();
  const summary = KEY_KPIS.map((kpi) => numberItem(kpi.key, texts.kpis[kpi.key].label, result ? result.kpis[kpi.key] : NaN, kpi.format, lang));
  const busy = source.loading || run.status === 'running';
  const state = busy ? 'running' : result ? 'ready' : messages.length > 0 ? 'error' : 'idle';

  const exportTrades = () => {
    if (!result) return;
    const rows = result.trades.map((trade) => [new Date(trade.entryTime).toISOString(), new Date(trade.exitTime).toISOString(), trade.side, trade.entryPrice, trade.exitPrice, trade.quantity, trade.fees, trade.funding, trade.pnl, trade.reason]);
    downloadText(`backtest-${declaration.id}-trades.csv`, toCsv([['entryTime', 'exitTime', 'side', 'entryPrice', 'exitPrice', 'quantity', 'fees', 'funding', 'pnl', 'reason'], ...rows]), 'text/csv');
  };
  const exportEquity = () => {
    if (!result || !shownSeries) return;
    const rows = Array.from(result.equity, (equity, t) => [new Date(shownSeries.time[t] ?? NaN).toISOString(), shownSeries.close[t], equity, result.buyAndHold[t], result.drawdown[t], result.position[t]]);
    downloadText(`backtest-${declaration.id}-equity.csv`, toCsv([['time', 'close', 'equity', 'buyAndHold', 'drawdown', 'position'], ...rows]), 'text/csv');
  };

  const status =
    source.loading ? texts.loading
    : run.status === 'running' ? texts.running
    : shownSeries ? seriesSpanText(shownSeries.time, lang)
    : source.status;

  return (
    <section className="param-panel lab" data-backtest={declaration.id} data-state={state} data-run-ms={done ? Math.round(done.result.ms) : undefined} aria-labelledby={`${prefix}-title`} ref={containerRef}>
      <h2 id={`${prefix}-title`} className="lab-title">
        {texts.title}
      </h2>
      <p className="lab-frame">{texts.frame}</p>
      <div className="param-part" ref={inputsRef}>
        <LabDataFields source={source} texts={fieldTexts} invalid={outOfRange} idPrefix={prefix} lang={lang} onChange={set} />
        {groups.map((group) =>
          group.params.length > 0 ? (
            <fieldset className="param-group" key={group.legend}>
              <legend>{group.legend}</legend>
              <ParamFields params={group.params} texts={fieldTexts} invalid={outOfRange} idPrefix={prefix} lang={lang} onChange={set} />
            </fieldset>
          ) : null,
        )}
      </div>
      <div role="alert" className="param-alert">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <LabDataStatus source={source} status={status} />

      <div className="param-part" ref={resultsRef}>
        <div className="lab-kpis">
          {KPIS.map((kpi) => {
            const { label, help } = texts.kpis[kpi.key];
            return <KpiTile key={kpi.key} name={kpi.key} label={label} help={help} value={result ? result.kpis[kpi.key] : NaN} format={kpi.format} lang={lang} signed={kpi.signed} infinityMeaningful={kpi.infinite} />;
          })}
        </div>

        {compareCosts ? <CostComparison comparison={done?.result.costComparison} lang={lang} texts={texts} /> : null}

        {result && shownSeries ? (
          <>
            <LatestReadings result={result} declaration={declaration} lang={lang} texts={texts} />
            <LatestValues result={result} indicators={shown.indicators} lang={lang} texts={texts} />
            <BacktestCharts series={shownSeries} result={result} indicators={shown.indicators} params={shown.params} values={done?.job.params ?? NO_VALUES} lang={lang} texts={texts} />
            <BacktestTrades trades={result.trades} lang={lang} texts={texts} />
            <div className="lab-exports">
              <button type="button" name="exportTrades" className="btn btn-secondary" onClick={exportTrades}>
                {texts.exportTrades}
              </button>
              <button type="button" name="exportEquity" className="btn btn-secondary" onClick={exportEquity}>
                {texts.exportEquity}
              </button>
            </div>
          </>
        ) : null}
      </div>
      <PinnedSummary items={summary} container={containerRef} inputs={inputsRef} results={resultsRef} />
    </section>
  );
}

/** The KPIs the cost comparison shows. */
const COMPARED = KPIS.filter((kpi) => ['trades', 'netPnl', 'totalReturn', 'winRate', 'profitFactor', 'maxDrawdown', 'sharpe'].includes(kpi.key));

interface CostComparisonProps {
  comparison: { withCosts: BacktestKpis; withoutCosts: BacktestKpis } | undefined;
  lang: Lang;
  texts: LabTexts;
}

/**
 * The same rules with and without costs, side by side: `<output name="withCosts.<kpi>">`,
 * `withoutCosts.<kpi>` and `costImpact.<kpi>` (with − without) with raw data-values ('' until a result).
 */
function CostComparison({ comparison, lang, texts }: CostComparisonProps) {
  const cell = (name: string, value: number, format: Format, infinite?: boolean) => {
    const shown = Number.isFinite(value) || (infinite === true && value === Infinity);
    return (
      <td>
        <output name={name} data-value={shown ? String(value) : ''}>
          {shown ? (value === Infinity ? '∞' : formatValue(value, format, lang)) : '—'}
        </output>
      </td>
    );
  };
  // The table scrolls within its box on a narrow screen, rather than widening the page.
  return (
    <div className="lab-scroll" tabIndex={0} role="region" aria-label={texts.costs.caption}>
      <table className="lab-costs">
        <caption>{texts.costs.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.costs.kpi}</th>
            <th scope="col">{texts.costs.with}</th>
            <th scope="col">{texts.costs.without}</th>
            <th scope="col">{texts.costs.difference}</th>
          </tr>
        </thead>
        <tbody>
          {COMPARED.map((kpi) => {
            const withCosts = comparison ? comparison.withCosts[kpi.key] : NaN;
            const withoutCosts = comparison ? comparison.withoutCosts[kpi.key] : NaN;
            return (
              <tr key={kpi.key}>
                <th scope="row">{texts.kpis[kpi.key].label}</th>
                {cell(`withCosts.${kpi.key}`, withCosts, kpi.format, kpi.infinite)}
                {cell(`withoutCosts.${kpi.key}`, withoutCosts, kpi.format, kpi.infinite)}
                {cell(`costImpact.${kpi.key}`, withCosts - withoutCosts, kpi.format)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface LatestProps {
  result: BacktestResult;
  indicators: readonly IndicatorDeclaration[];
  lang: Lang;
  texts: LabTexts;
}

/** The indicators at the last bar of the data: `<output name="latest.<symbol>" data-value>` each ('' while undefined). */
function LatestValues({ result, indicators, lang, texts }: LatestProps) {
  const rows = indicators.flatMap((indicator) => {
    const spec = indicatorKindSpec(indicator.kind);
    const base = indicator.label ? localize(indicator.label, lang) : indicator.id;
    return spec.outputs.map((output) => {
      const symbol = outputSymbol(indicator.id, indicator.kind, output);
      const values = result.indicators[symbol];
      const last = values ? (values[values.length - 1] ?? NaN) : NaN;
      const fraction = output === 'percentB' || output === 'bandwidth';
      return { symbol, label: spec.outputs.length > 1 ? `${base}: ${texts.outputs[output as keyof LabTexts['outputs']] ?? output}` : base, value: last, format: fraction ? ('percent' as const) : ('number' as const) };
    });
  });
  if (rows.length === 0) return null;
  return (
    <div className="lab-latest">
      <h3>{texts.latest}</h3>
      <dl>
        {rows.map((row) => (
          <div key={row.symbol}>
            <dt id={`latest-${row.symbol}`}>{row.label}</dt>
            <dd>
              <output name={`latest.${row.symbol}`} data-value={Number.isFinite(row.value) ? String(row.value) : ''} aria-labelledby={`latest-${row.symbol}`}>
                {formatValue(Number.isFinite(row.value) ? row.value : null, row.format, lang)}
              </output>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

interface ReadingsProps {
  result: BacktestResult;
  declaration: BacktestDeclaration;
  lang: Lang;
  texts: LabTexts;
}

/**
 * The declaration's signals (`<output name="signal.<id>" data-value="1|0">`, '' while unknown) and gauges
 * (`<output name="gauge.<id>" data-value="level">`, shown as the level's name) at the last bar.
 */
function LatestReadings({ result, declaration, lang, texts }: ReadingsProps) {
  const signals = declaration.signals ?? [];
  const gauges = declaration.gauges ?? [];
  if (signals.length + gauges.length === 0) return null;
  const ranks = Math.max(0, ...signals.map((signal) => signal.rank ?? 0));
  const signalText = (value: number, rank: number | undefined) => {
    if (!Number.isFinite(value)) return '—';
    if (value === 0) return texts.signalOff;
    return rank === undefined ? texts.signalOn : interpolate(texts.signalOnRank, { rank: String(rank), count: String(ranks) });
  };
  const gaugeText = (value: number, levels: readonly { en: string; de: string }[]) => {
    const level = Number.isFinite(value) ? levels[Math.round(value) - 1] : undefined;
    return level ? localize(level, lang) : '—';
  };
  const raw = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? String(value) : '');
  return (
    <div className="lab-latest">
      <h3>{texts.readings}</h3>
      <dl>
        {signals.map((signal) => {
          const value = result.latest.signals[signal.id] ?? NaN;
          return (
            <div key={signal.id}>
              <dt id={`signal-${signal.id}`}>{localize(signal.label, lang)}</dt>
              <dd>
                <output name={`signal.${signal.id}`} data-value={raw(value)} aria-labelledby={`signal-${signal.id}`}>
                  {signalText(value, signal.rank)}
                </output>
              </dd>
            </div>
          );
        })}
        {gauges.map((gauge) => {
          const value = result.latest.gauges[gauge.id] ?? NaN;
          return (
            <div key={gauge.id}>
              <dt id={`gauge-${gauge.id}`}>{localize(gauge.label, lang)}</dt>
              <dd>
                <output name={`gauge.${gauge.id}`} data-value={raw(value)} aria-labelledby={`gauge-${gauge.id}`}>
                  {gaugeText(value, gauge.levels)}
                </output>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
