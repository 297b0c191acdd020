import { useId, useMemo, useState, type ChangeEvent } from 'react';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatInputNumber, formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { parseLocaleNumber } from '../../../market/parseNumber';
import { useLang } from '../../../i18n/useLang';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, ChartDataTable, chartColors } from '../../../ui/ChartFigure';
import { rawValue } from '../../../ui/rawValue';
import { computeReport, type PerformanceReport } from '../../shared/trades/performanceReport';
import type { Trade } from '../../shared/trades/trade';
import { readTradesOnce } from '../../shared/trades/useTradeImport';
import { AccountField, EditableRow, RowMessages, RowSideField, RowsFieldset, RowTextField, useEditableRows, type Keyed } from '../../shared/editableRows';
import { swingTradeProblem, toTrade, type SwingTrade } from './swingTrade';
import { swingTrackerTexts, type SwingTrackerTexts } from './texts';
import { swingTrackerManifest } from './manifest';

const ID = swingTrackerManifest.section.id;
const MAX_ROWS = 50;
const FIELDS = ['entry', 'stop', 'exit', 'size', 'fee'] as const;
type NumberField = (typeof FIELDS)[number];

interface Row extends Record<NumberField, string> {
  date: string;
  symbol: string;
  side: 'long' | 'short';
}

const DEFAULT_TRADES: readonly (Omit<SwingTrade, 'time'> & { date: string })[] = [
  { date: '2026-01-09', symbol: 'BTCUSDT', side: 'long', entry: 60_000, stop: 57_000, exit: 66_000, size: 0.03, fee: 3.78 },
  { date: '2026-01-20', symbol: 'ETHUSDT', side: 'long', entry: 3000, stop: 2850, exit: 2850, size: 0.6, fee: 1.76 },
  { date: '2026-02-02', symbol: 'SOLUSDT', side: 'short', entry: 150, stop: 160, exit: 132, size: 10, fee: 1.41 },
  { date: '2026-02-16', symbol: 'BTCUSDT', side: 'long', entry: 64_000, stop: 61_000, exit: 61_000, size: 0.03, fee: 3.75 },
  { date: '2026-03-03', symbol: 'ETHUSDT', side: 'short', entry: 3300, stop: 3450, exit: 3150, size: 0.6, fee: 1.94 },
];
const DEFAULT_ACCOUNT = 10_000;
const SETTINGS = { aggregation: 'none', riskFreeRate: 0, taxRate: 0, taxOnlyProfits: false, percentReturns: false } as const;

/** UTC ms of a 'YYYY-MM-DD' date, NaN otherwise. */
function dayTime(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  return new Date(time).getUTCDate() === day ? time : NaN;
}

/**
 * The performance tracker (module `swing-tracker`): the visitor's closed swing trades (typed rows, plus an
 * optional Performance Pro trade list) → win rate, average R, expectancy, net result, maximum drawdown and the
 * equity curve, all from Performance Pro's computeReport. DOM: `section[data-tool=swing-tracker][data-state]`,
 * inputs `account`, `date.<i>`, `symbol.<i>`, `side.<i>`, `entry.<i>`, `stop.<i>`, `exit.<i>`, `size.<i>`,
 * `fee.<i>`; outputs `trades`, `winRate`, `avgR`, `expectancy`, `netPnl`, `maxDrawdown`.
 */
export default function SwingTracker(_props: ModuleProps) {
  const lang = useLang();
  const texts = swingTrackerTexts(lang);
  const baseId = useId();
  const [account, setAccount] = useState(() => formatInputNumber(DEFAULT_ACCOUNT, lang));
  const { rows, add, update, remove } = useEditableRows<Row>(
    () => DEFAULT_TRADES.map((trade) => ({ date: trade.date, symbol: trade.symbol, side: trade.side, ...Object.fromEntries(FIELDS.map((field) => [field, formatInputNumber(trade[field], lang)])) }) as Row),
    { date: '', symbol: '', side: 'long', entry: '', stop: '', exit: '', size: '', fee: '0' },
  );
  const [imported, setImported] = useState<Trade[]>([]);
  const [importError, setImportError] = useState(false);

  const accountValue = parseLocaleNumber(account, lang);
  const typed: SwingTrade[] = rows.map((row) => ({ time: dayTime(row.date), symbol: row.symbol, side: row.side, ...(Object.fromEntries(FIELDS.map((field) => [field, parseLocaleNumber(row[field], lang)])) as Record<NumberField, number>) }));
  const messages: string[] = [];
  if (!(Number.isFinite(accountValue) && accountValue > 0)) messages.push(texts.accountError);
  typed.forEach((trade, index) => {
    const problem = swingTradeProblem(trade);
    if (problem) messages.push(interpolate(texts.problems[problem], { row: String(index + 1) }));
  });
  if (importError) messages.push(texts.importFailed);
  const valid = messages.length === 0 || (messages.length === 1 && importError);
  const key = JSON.stringify([typed, accountValue, imported.length]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the typed trades and the account
  const report = useMemo(() => (valid && typed.length + imported.length > 0 ? computeReport([...typed.map(toTrade), ...imported], { initialCapital: accountValue, ...SETTINGS }) : null), [key, valid]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const response = await readTradesOnce(file, /\.json$/i.test(file.name) || file.type === 'application/json' ? 'json' : 'csv');
    setImportError(!response.ok);
    setImported(response.ok ? response.mapped.trades : []);
  };

  return (
    <section className="param-panel swing-risk" data-tool={ID} data-state={report ? 'ready' : 'error'} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{texts.title}</h2>
      <p>{texts.intro}</p>
      <AccountField id={`${baseId}-account`} label={texts.account} value={account} invalid={!(accountValue > 0)} onChange={setAccount} />
      <RowsFieldset legend={texts.trades} addLabel={texts.add} disabled={rows.length >= MAX_ROWS} onAdd={add}>
        {rows.map((row, index) => (
          <TradeRow key={row.key} row={row} index={index} baseId={baseId} texts={texts} onChange={(patch) => update(row.key, patch)} onRemove={() => remove(row.key)} />
        ))}
      </RowsFieldset>
      <div className="swing-risk-account">
        <label htmlFor={`${baseId}-import`}>{texts.importLabel}</label>
        <input id={`${baseId}-import`} type="file" accept=".csv,.json,text/csv,application/json" onChange={(event) => void onFile(event)} />
      </div>
      {imported.length > 0 ? (
        <p>
          {interpolate(texts.imported, { count: formatValue(imported.length, 'integer', lang) })}{' '}
          <button type="button" className="btn btn-secondary" onClick={() => setImported([])}>
            {texts.clearImported}
          </button>
        </p>
      ) : null}
      <RowMessages messages={messages} empty={rows.length + imported.length === 0 ? texts.noTrades : null} />
      <Figures report={report} texts={texts} lang={lang} />
      {report ? <EquityChart report={report} texts={texts} lang={lang} /> : null}
    </section>
  );
}

function TradeRow({ row, index, baseId, texts, onChange, onRemove }: { row: Keyed<Row>; index: number; baseId: string; texts: SwingTrackerTexts; onChange: (patch: Partial<Row>) => void; onRemove: () => void }) {
  const id = (field: string) => `${baseId}-${field}-${row.key}`;
  const text = (field: NumberField | 'symbol' | 'date', label: string, extra: object = {}) => (
    <RowTextField id={id(field)} name={`${field}.${index}`} label={label} value={row[field]} onChange={(value) => onChange({ [field]: value })} {...extra} />
  );
  return (
    <EditableRow index={index} texts={texts} onRemove={onRemove}>
      {text('date', texts.date, { type: 'date' })}
      {text('symbol', texts.symbol, { maxLength: 20, autoComplete: 'off' })}
      <RowSideField id={id('side')} name={`side.${index}`} value={row.side} texts={texts} onChange={(side) => onChange({ side })} />
      {FIELDS.map((field) => (
        <div key={field}>{text(field, texts[field], { inputMode: 'decimal' })}</div>
      ))}
    </EditableRow>
  );
}

function Figures({ report, texts, lang }: { report: PerformanceReport | null; texts: SwingTrackerTexts; lang: Lang }) {
  const rows: { key: 'trades' | 'winRate' | 'avgR' | 'expectancy' | 'netPnl' | 'maxDrawdown'; label: string; format: 'integer' | 'percent' | 'number' | 'money' }[] = [
    { key: 'trades', label: texts.count, format: 'integer' },
    { key: 'winRate', label: texts.winRate, format: 'percent' },
    { key: 'avgR', label: texts.avgR, format: 'number' },
    { key: 'expectancy', label: texts.expectancy, format: 'money' },
    { key: 'netPnl', label: texts.netPnl, format: 'money' },
    { key: 'maxDrawdown', label: texts.maxDrawdown, format: 'percent' },
  ];
  return (
    <div className="table-scroll">
      <table className="lab-compare">
        <caption>{texts.caption}</caption>
        <tbody>
          {rows.map((row) => {
            const value = report ? report.metrics[row.key] : NaN;
            return (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>
                  <output name={row.key} data-value={rawValue(value)}>
                    {formatValue(Number.isFinite(value) ? value : null, row.format, lang)}
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

function EquityChart({ report, texts, lang }: { report: PerformanceReport; texts: SwingTrackerTexts; lang: Lang }) {
  const figure = useMemo(() => {
    const x = Array.from(report.equity, (_, i) => i);
    return {
      data: [{ type: 'scatter', mode: 'lines+markers', name: texts.equity, x, y: Array.from(report.equity), line: { color: chartColors().accent, width: 2 } }],
      layout: baseLayout(CALCULATOR_CHART_THEME, lang, texts.tradeNo, 'USDT'),
      table: {
        caption: texts.chart,
        columns: [texts.tradeNo, texts.equity],
        rows: x.map((i) => [i === 0 ? texts.start : formatValue(i, 'integer', lang), formatValue(report.equity[i] ?? NaN, 'money', lang)]),
      },
    };
  }, [report, texts, lang]);
  return (
    <ChartFigure name="swing-equity" title={texts.chart} theme={CALCULATOR_CHART_THEME} data={figure.data} layout={figure.layout} fallback={{ loading: texts.chartLoading, failed: texts.chartFailed }}>
      <ChartDataTable table={figure.table} />
    </ChartFigure>
  );
}
