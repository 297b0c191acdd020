import { useMemo } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import DataTable, { type DataColumn, type DataTableTexts } from '../../../ui/dataTable/DataTable';
import type { PerformanceReport } from '../../shared/trades/performanceReport';
import { isoUtc } from '../../shared/trades/parseTradeDate';
import type { Trade } from '../../shared/trades/trade';
import { FIELD_TEXT } from './ImportPanel';
import type { Translate } from './useTexts';
import { valueAt } from '../../../finance/valueAt';

const PAGE_SIZE = 25;

interface Props {
  report: PerformanceReport;
  lang: Lang;
  t: Translate;
}

/** The columns after the trade number: sort keys are the numbers and texts shown (a missing number is NaN and sorts last). */
function tradeColumns({ trades, nets }: PerformanceReport, lang: Lang, t: Translate): DataColumn[] {
  const trade = (i: number) => trades[i] as Trade;
  const number = (value: number, format: 'money' | 'number' | 'ratio') => (Number.isFinite(value) ? formatValue(value, format, lang) : '');
  const side = (i: number) => ({ long: t('sideLong'), short: t('sideShort') })[trade(i).side as 'long' | 'short'] ?? '';
  const numeric = (field: 'pnl' | 'fee' | 'size' | 'returnPct' | 'rMultiple', format: 'money' | 'number' | 'ratio'): Omit<DataColumn, 'key' | 'label'> => ({
    numeric: true,
    sortKey: (i) => trade(i)[field],
    text: (i) => number(trade(i)[field], format),
  });
  const columns: [keyof typeof FIELD_TEXT, Omit<DataColumn, 'key' | 'label'>][] = [
    ['date', { sortKey: (i) => trade(i).time, text: (i) => isoUtc(trade(i).time).slice(0, 16).replace('T', ' ') }],
    ['symbol', { sortKey: (i) => trade(i).symbol, text: (i) => trade(i).symbol }],
    ['side', { sortKey: side, text: side }],
    ['pnl', numeric('pnl', 'money')],
    ['fee', numeric('fee', 'money')],
    ['net', { numeric: true, sortKey: (i) => nets[i], value: (i) => valueAt(nets, i), text: (i) => number(valueAt(nets, i), 'money') }],
    ['size', numeric('size', 'number')],
    ['returnPct', numeric('returnPct', 'number')],
    ['rMultiple', numeric('rMultiple', 'ratio')],
    ['tags', { sortKey: (i) => trade(i).tags.join(', '), text: (i) => trade(i).tags.join(', ') }],
    ['notes', { sortKey: (i) => trade(i).notes, text: (i) => trade(i).notes }],
  ];
  return [
    { key: 'number', label: '#', numeric: true, sortKey: (i) => i, text: (i) => i + 1 },
    ...columns.map(([key, column]) => ({ key, label: t(FIELD_TEXT[key]), ...column })),
  ];
}

/** The trades after the filters, numbered in time order, 25 per page. */
export default function TradesTable({ report, lang, t }: Props) {
  const columns = useMemo(() => tradeColumns(report, lang, t), [report, lang, t]);
  const texts = useMemo<DataTableTexts>(
    () => ({
      caption: t('tradesHeading'),
      pagerLabel: t('tradesHeading'),
      pageStatus: (shown, total) =>
        t('pageInfo', { page: formatValue(shown.page + 1, 'integer', lang), pages: formatValue(shown.pages, 'integer', lang), count: formatValue(total, 'integer', lang) }),
    }),
    [t, lang],
  );
  return (
    // Not named itself: the table's scroll region carries the heading as its name (one landmark, one name).
    <section className="pp-panel">
      <h2>{t('tradesHeading')}</h2>
      <DataTable
        name="trades"
        columns={columns}
        rowCount={report.trades.length}
        rowKey={(i) => String(i + 1)}
        rowData={(i) => ({ 'data-trade': String(i + 1) })}
        rowHeader="number"
        pageSize={PAGE_SIZE}
        initialSort={{ column: 'date', direction: 'ascending' }}
        texts={texts}
        lang={lang}
        classNames={{ scroll: 'pp-scroll', table: 'pp-table' }}
      />
    </section>
  );
}
