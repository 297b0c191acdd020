import { useMemo } from 'react';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatValue, NOT_COMPUTABLE, type Format } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { MOMENTUM_MIN_BARS, momentumSeries, type MomentumCall, type MomentumSeries, type MomentumSignal } from '../../../finance/momentumSignal';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, ChartDataTable, chartColors, dateXAxis } from '../../../ui/ChartFigure';
import { numberItem } from '../../../ui/PinnedSummary';
import { rawValue } from '../../../ui/rawValue';
import type { ParamDef } from '../../shared/params/params';
import LabToolPanel from '../dataSource/LabToolPanel';
import { useLabTool } from '../dataSource/useLabTool';
import type { OhlcSeries } from '../../../market/ohlcSeries';
import { datasetParam } from '../labParams';
import { barTimeText } from '../labTime';
import { labTexts } from '../texts';
import { momentumTexts, type MomentumTexts } from './texts';
import { momentumTrackerManifest } from './manifest';

const ID = momentumTrackerManifest.section.id;
const DATASET = datasetParam('synthetic-btc-1h');
const TOOL_PARAMS: readonly ParamDef[] = [];
/** Bars the signal chart shows: the most recent ones, where a day trader looks. */
const HISTORY_BARS = 300;
const SIGNALS: readonly MomentumSignal[] = ['buy', 'sell', 'hold', 'exit'];

/** The numeric readings of the latest bar, in the order of the table, with their format. */
const READINGS: readonly { key: 'rsi' | 'roc' | 'macdHist' | 'emaDistPct'; format: Format; decimals?: number }[] = [
  { key: 'rsi', format: 'number', decimals: 2 },
  { key: 'roc', format: 'percent' },
  { key: 'macdHist', format: 'number', decimals: 4 },
  { key: 'emaDistPct', format: 'number', decimals: 2 },
];

/**
 * Momentum tracker (module `momentum-tracker`) on the lab's market data: the signal of the latest bar
 * (`<output name="signal" data-signal>`, `<output name="strength" data-strength>`), its readings
 * (`<output name="rsi|roc|macdHist|emaDistPct" data-value>`; roc as a fraction, emaDistPct in percent points)
 * and the signals of the last bars on a chart with a table of the signal changes.
 * DOM: `section[data-tool=momentum][data-state]`, `select[name=dataset]`, the file input.
 */
export default function MomentumTracker(_props: ModuleProps) {
  const { lang, series, panel } = useLabTool(ID, DATASET, TOOL_PARAMS);
  const texts = momentumTexts(lang);
  const bars = series?.close.length ?? 0;
  const enough = series !== null && bars >= MOMENTUM_MIN_BARS;
  const result = useMemo(() => (series && enough ? momentumSeries(series.close) : null), [series, enough]);
  const last = bars - 1;
  const call = result?.calls[last] ?? null;

  return (
    <LabToolPanel
      {...panel}
      title={texts.title}
      frame={texts.frame}
      problems={series && !enough ? [interpolate(texts.tooShort, { bars: formatValue(bars, 'integer', lang), min: formatValue(MOMENTUM_MIN_BARS, 'integer', lang) })] : []}
      hasResult={call !== null}
      summary={[
        { id: 'signal', label: texts.rows.signal, text: call ? texts.signals[call.signal] : NOT_COMPUTABLE },
        { id: 'strength', label: texts.rows.strength, text: call ? texts.strengths[call.strength] : NOT_COMPUTABLE },
        numberItem('rsi', texts.rows.rsi, result && call ? (result.rsi[last] ?? NaN) : NaN, 'number', lang, 2),
      ]}
    >
      <LatestTable result={result} call={call} index={last} time={series?.time[last] ?? NaN} texts={texts} lang={lang} />
      {result ? <SignalShares calls={result.calls} texts={texts} lang={lang} /> : null}
      <h3>{texts.rulesTitle}</h3>
      <ol>
        {texts.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      {result && series && call ? <SignalChart series={series} result={result} texts={texts} lang={lang} /> : null}
    </LabToolPanel>
  );
}

function LatestTable({ result, call, index, time, texts, lang }: { result: MomentumSeries | null; call: MomentumCall | null; index: number; time: number; texts: MomentumTexts; lang: Lang }) {
  const reading = (key: (typeof READINGS)[number]['key']) => (result && call ? (result[key][index] ?? NaN) : NaN);
  return (
    <div className="table-scroll">
      <table className="lab-compare">
        <caption>{interpolate(texts.latest, { time: call ? barTimeText(time, lang) : '—' })}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.measure}</th>
            <th scope="col">{texts.value}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{texts.rows.signal}</th>
            <td>
              <output name="signal" data-signal={call?.signal ?? ''}>
                {call ? texts.signals[call.signal] : '—'}
              </output>
            </td>
          </tr>
          <tr>
            <th scope="row">{texts.rows.strength}</th>
            <td>
              <output name="strength" data-strength={call?.strength ?? ''}>
                {call ? texts.strengths[call.strength] : '—'}
              </output>
            </td>
          </tr>
          {READINGS.map(({ key, format, decimals }) => {
            const value = reading(key);
            const shown = Number.isFinite(value) ? value : null;
            return (
              <tr key={key}>
                <th scope="row">{texts.rows[key]}</th>
                <td>
                  <output name={key} data-value={rawValue(value)}>
                    {key === 'emaDistPct' ? formatValue(shown === null ? null : shown / 100, 'percent', lang, 2) : formatValue(shown, format, lang, decimals)}
                  </output>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function SignalShares({ calls, texts, lang }: { calls: readonly (MomentumCall | null)[]; texts: MomentumTexts; lang: Lang }) {
  const counted = calls.filter((call): call is MomentumCall => call !== null);
  const share = (signal: MomentumSignal) => formatValue(counted.filter((call) => call.signal === signal).length / counted.length, 'percent', lang, 1);
  return <p className="lab-summary">{interpolate(texts.shares, { bars: formatValue(counted.length, 'integer', lang), buy: share('buy'), sell: share('sell'), hold: share('hold'), exit: share('exit') })}</p>;
}

function SignalChart({ series, result, texts, lang }: { series: OhlcSeries; result: MomentumSeries; texts: MomentumTexts; lang: Lang }) {
  const lab = labTexts(lang);
  const figure = useMemo(() => {
    const n = series.close.length;
    const from = Math.max(0, n - HISTORY_BARS);
    const window = Array.from({ length: n - from }, (_, i) => from + i);
    const iso = (t: number) => new Date(series.time[t] ?? NaN).toISOString();
    const colours = chartColors();
    const markers: Record<MomentumSignal, { color: string; symbol: string }> = {
      buy: { color: colours.ok, symbol: 'triangle-up' },
      sell: { color: colours.danger, symbol: 'triangle-down' },
      exit: { color: colours.warn, symbol: 'x' },
      hold: { color: colours.muted, symbol: 'circle-open' },
    };
    const data: object[] = [{ type: 'scatter', mode: 'lines', name: lab.charts.close, x: window.map(iso), y: window.map((t) => series.close[t] ?? null), line: { color: colours.accent, width: 1.5 } }];
    for (const signal of SIGNALS) {
      const at = window.filter((t) => result.calls[t]?.signal === signal);
      data.push({
        type: 'scatter',
        mode: 'markers',
        name: texts.signals[signal],
        x: at.map(iso),
        y: at.map((t) => series.close[t] ?? null),
        text: at.map((t) => texts.strengths[result.calls[t]?.strength ?? 'weak']),
        marker: { color: markers[signal].color, symbol: markers[signal].symbol, size: signal === 'hold' ? 4 : 7 },
      });
    }
    const changes = window.filter((t) => {
      const now = result.calls[t];
      const before = result.calls[t - 1];
      return now !== null && now !== undefined && (t === from || before?.signal !== now.signal || before.strength !== now.strength);
    });
    const title = interpolate(texts.chart, { bars: formatValue(window.length, 'integer', lang) });
    return {
      title,
      data,
      layout: baseLayout(CALCULATOR_CHART_THEME, lang, lab.charts.time, lab.charts.priceAxis, { xaxis: dateXAxis(lab.charts.time), showlegend: true, legend: { orientation: 'h', y: -0.3 } }),
      table: {
        caption: interpolate(texts.historyTable, { bars: formatValue(window.length, 'integer', lang) }),
        columns: [lab.charts.time, lab.charts.close, texts.signalColumn, texts.strengthColumn],
        rows: changes.map((t) => {
          const call = result.calls[t];
          return [barTimeText(series.time[t] ?? NaN, lang), formatValue(series.close[t] ?? NaN, 'price', lang), call ? texts.signals[call.signal] : '—', call ? texts.strengths[call.strength] : '—'];
        }),
      },
    };
  }, [series, result, texts, lang, lab]);
  return (
    <ChartFigure name="momentum-signals" title={figure.title} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} fallback={{ loading: lab.charts.loading, failed: lab.charts.failed }}>
      <ChartDataTable table={figure.table} />
    </ChartFigure>
  );
}
