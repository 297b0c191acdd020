import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { formatInputNumber, type Format } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import KpiTile from '../../../ui/KpiTile';
import { OrderTypeTable, SessionTable } from './BreakdownTables';
import ExportPanel from './ExportPanel';
import OrderHeatmap from './OrderHeatmap';
import MonteCarloPanel from './MonteCarloPanel';
import type { OrderColumns } from './core/orderData';
import ReportCharts from './ReportCharts';
import ReportSettingsForm, { type FilterInputs } from './SettingsPanel';
import { analyzeOrders, KPI_KEYS, type KpiKey } from './core/report/analyzeOrders';
import { orderTypeBreakdown, symbolSideHeatmap, weekdayHourHeatmap } from './core/report/breakdowns';
import { dateInputFromDay, dayFromDateInput, selectOrders, type OrderFilter } from './core/report/selectOrders';
import { DEFAULT_SETTINGS, parseSetting, SETTING_KEYS, type ReportSettings, type SettingKey } from './core/report/settings';
import TradesTable from './TradesTable';
import { useOrderMonteCarlo } from './useOrderMonteCarlo';
import { type OrderAnalyzerTexts } from './texts';
import { utcDayIndex } from '../../../finance/periodReturns';
import { valueAt } from '../../../finance/valueAt';

const KPI_FORMATS: Record<KpiKey, { format: Format; signed?: boolean; infinity?: boolean }> = {
  trades: { format: 'integer' },
  realizedPnl: { format: 'money', signed: true },
  fees: { format: 'money' },
  netPnl: { format: 'money', signed: true },
  winRate: { format: 'percent' },
  profitFactor: { format: 'ratio', infinity: true },
  avgNetPerTrade: { format: 'money', signed: true },
  payoffRatio: { format: 'ratio' },
  expectancy: { format: 'money', signed: true },
  totalReturn: { format: 'percent', signed: true },
  maxDrawdown: { format: 'percent' },
  sharpe: { format: 'ratio' },
  sortino: { format: 'ratio' },
  cagr: { format: 'percent', signed: true },
  kellyPct: { format: 'percent' },
};

/** Seed of the first Monte Carlo run (shown, so a run can be reproduced). */
export const DEFAULT_SEED = 20250101;

export interface ReportViewProps {
  orders: OrderColumns;
  fileName: string;
  /** The header check: shown right after the key figures. */
  headerCheck: ReactNode;
  texts: OrderAnalyzerTexts;
  lang: Lang;
}

/**
 * The whole report of one loaded file, key figures first (what a visitor came for), then the header
 * check, filters and settings, charts, Monte Carlo, breakdowns, trades and export. Only the raw inputs
 * are state; the selection and the report are derived (useMemo), from deferred inputs so typing stays
 * responsive.
 */
export default function ReportView({ orders, fileName, headerCheck, texts, lang }: ReportViewProps) {
  const kpiHeadingId = useId();
  const chartsHeadingId = useId();
  const [filters, setFilters] = useState<FilterInputs>({
    from: '',
    to: '',
    symbol: '',
    side: 'all',
  });
  const [settingTexts, setSettingTexts] = useState<Record<SettingKey, string>>(() => {
    const entries = SETTING_KEYS.map((key) => [key, formatInputNumber(DEFAULT_SETTINGS[key], lang)]);
    return Object.fromEntries(entries) as Record<SettingKey, string>;
  });
  const [settings, setSettings] = useState<ReportSettings>(DEFAULT_SETTINGS);
  const [seed, setSeed] = useState(DEFAULT_SEED);

  const invalid = useMemo(() => new Set(SETTING_KEYS.filter((key) => parseSetting(key, settingTexts[key], lang) === null)), [settingTexts, lang]);
  const onSetting = (key: SettingKey, text: string) => {
    setSettingTexts((current) => ({ ...current, [key]: text }));
    const value = parseSetting(key, text, lang);
    if (value !== null) setSettings((current) => ({ ...current, [key]: value }));
  };

  const filter = useMemo<OrderFilter>(
    () => ({
      fromDay: dayFromDateInput(filters.from),
      toDay: dayFromDateInput(filters.to),
      symbol: filters.symbol === '' ? null : filters.symbol,
      side: filters.side,
    }),
    [filters],
  );
  const rangeInvalid = filter.fromDay !== null && filter.toDay !== null && filter.fromDay > filter.toDay;
  const deferredFilter = useDeferredValue(filter);
  const deferredSettings = useDeferredValue(settings);
  const pending = deferredFilter !== filter || deferredSettings !== settings;

  const selection = useMemo(() => selectOrders(orders, deferredFilter), [orders, deferredFilter]);
  const report = useMemo(() => analyzeOrders(orders, selection, deferredSettings.initialCapital), [orders, selection, deferredSettings.initialCapital]);
  const breakdowns = useMemo(
    () => ({
      orderTypes: orderTypeBreakdown(orders, selection),
      symbolSide: symbolSideHeatmap(orders, selection),
      weekdayHour: weekdayHourHeatmap(orders, report.trades, report.tradeNets),
    }),
    [orders, selection, report],
  );
  const mc = useOrderMonteCarlo(report, deferredSettings.trials, deferredSettings.horizon, seed);

  const symbols = useMemo(() => [...orders.symbols].filter((symbol) => symbol !== '').sort(), [orders]);
  const bounds = useMemo(() => {
    if (orders.count === 0) return { min: '', max: '' };
    return {
      min: dateInputFromDay(utcDayIndex(valueAt(orders.time, 0))),
      max: dateInputFromDay(utcDayIndex(valueAt(orders.time, orders.count - 1))),
    };
  }, [orders]);

  const sideLabel = (key: string) => (key === 'long' ? texts.long : key === 'short' ? texts.short : texts.unknownSide);

  return (
    <div className="oa-report" aria-busy={pending || undefined} data-pending={pending ? 'true' : undefined}>
      {report.rows === 0 ? (
        <div className="oa-panel" data-empty="filter">
          <p className="oa-no-data">{texts.noData}</p>
          <p>{texts.noDataFilter}</p>
        </div>
      ) : (
        <section className="oa-panel" aria-labelledby={kpiHeadingId} data-section="kpis">
          <h3 id={kpiHeadingId}>{texts.kpiHeading}</h3>
          <p className="oa-note">{texts.kpiNote}</p>
          <div className="kpi-grid">
            {KPI_KEYS.map((key) => {
              const spec = KPI_FORMATS[key];
              return (
                <KpiTile
                  key={key}
                  name={key}
                  label={texts.kpiLabels[key]}
                  help={texts.kpiHelp[key]}
                  value={report.kpis[key]}
                  format={spec.format}
                  lang={lang}
                  signed={spec.signed}
                  infinityMeaningful={spec.infinity}
                />
              );
            })}
          </div>
        </section>
      )}

      {headerCheck}
      <ReportSettingsForm
        filters={filters}
        onFilters={setFilters}
        settingTexts={settingTexts}
        invalid={invalid}
        onSetting={onSetting}
        rangeInvalid={rangeInvalid}
        symbols={symbols}
        minDay={bounds.min}
        maxDay={bounds.max}
        texts={texts}
        lang={lang}
      />

      {report.rows === 0 ? null : (
        <>
          <section className="oa-panel" aria-labelledby={chartsHeadingId} data-section="charts">
            <h3 id={chartsHeadingId}>{texts.chartsHeading}</h3>
            <ReportCharts report={report} fan={mc.done?.result.fan ?? null} texts={texts} lang={lang} />
          </section>

          <MonteCarloPanel mc={mc} horizon={deferredSettings.horizon} onNewSeed={() => setSeed(Math.floor(Math.random() * 2 ** 31))} texts={texts} lang={lang} />

          <OrderTypeTable rows={breakdowns.orderTypes} texts={texts} lang={lang} />

          <OrderHeatmap
            name="symbol-side"
            heading={texts.symbolSideHeading}
            note={texts.symbolSideNote}
            corner={texts.heatmapSymbol}
            rowLabels={breakdowns.symbolSide.rowKeys}
            columnLabels={breakdowns.symbolSide.columnKeys.map(sideLabel)}
            heatmap={breakdowns.symbolSide}
            texts={texts}
            lang={lang}
          />
          <OrderHeatmap
            name="weekday-hour"
            heading={texts.weekdayHourHeading}
            note={texts.weekdayHourNote}
            corner={`${texts.heatmapWeekday} / ${texts.heatmapHour}`}
            upright={{ corner: texts.heatmapHour }}
            rowLabels={texts.weekdays}
            columnLabels={breakdowns.weekdayHour.columnKeys}
            heatmap={breakdowns.weekdayHour}
            texts={texts}
            lang={lang}
          />

          <SessionTable report={report} texts={texts} lang={lang} />
          <TradesTable orders={orders} report={report} texts={texts} lang={lang} />
          <ExportPanel
            orders={orders}
            report={report}
            context={{
              fileName,
              from: filters.from || null,
              to: filters.to || null,
              symbol: filters.symbol || null,
              side: filters.side,
            }}
            texts={texts}
          />
        </>
      )}
    </div>
  );
}
