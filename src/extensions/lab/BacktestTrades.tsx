import { useId, useMemo } from 'react';
import { formatValue } from '../../engine/formatNumber';
import { interpolate, type Lang } from '../../engine/localize';
import DataTable, { type DataColumn, type DataTableTexts } from '../../ui/dataTable/DataTable';
import type { BacktestTrade } from '../../engine/backtest/runBacktest';
import { barTimeText } from './labTime';
import type { LabTexts } from './texts';

const PAGE_SIZE = 20;

/** A row's side and exit reason as the engine names them (`long|short`, `signal|stop|takeProfit|end`). */
function tradeData(trade: BacktestTrade): Record<`data-${string}`, string> {
  return { 'data-side': trade.side, 'data-reason': trade.reason };
}

interface Props {
  trades: readonly BacktestTrade[];
  lang: Lang;
  texts: LabTexts;
}

/**
 * The backtest's trades, numbered in time order, 20 per page. Every time and number is `<output name="trades.N.COLUMN"
 * data-value>` (times in Unix ms), and each row carries its side and exit reason as `data-side` and `data-reason`.
 */
export default function BacktestTrades({ trades, lang, texts }: Props) {
  const headingId = useId();
  const columns = useMemo<DataColumn[]>(() => {
    const trade = (i: number) => trades[i] as BacktestTrade;
    const price = (value: number) => formatValue(value, 'price', lang);
    const side = (i: number) => (trade(i).side === 'long' ? texts.trades.long : texts.trades.short);
    return [
      { key: 'number', label: '#', numeric: true, sortKey: (i) => i, text: (i) => i + 1 },
      { key: 'entryTime', label: texts.trades.entryTime, sortKey: (i) => trade(i).entryTime, value: (i) => trade(i).entryTime, text: (i) => barTimeText(trade(i).entryTime, lang) },
      { key: 'exitTime', label: texts.trades.exitTime, sortKey: (i) => trade(i).exitTime, value: (i) => trade(i).exitTime, text: (i) => barTimeText(trade(i).exitTime, lang) },
      { key: 'side', label: texts.trades.side, sortKey: side, text: side },
      { key: 'entryPrice', label: texts.trades.entryPrice, numeric: true, sortKey: (i) => trade(i).entryPrice, value: (i) => trade(i).entryPrice, text: (i) => price(trade(i).entryPrice) },
      { key: 'exitPrice', label: texts.trades.exitPrice, numeric: true, sortKey: (i) => trade(i).exitPrice, value: (i) => trade(i).exitPrice, text: (i) => price(trade(i).exitPrice) },
      { key: 'quantity', label: texts.trades.quantity, numeric: true, sortKey: (i) => trade(i).quantity, value: (i) => trade(i).quantity, text: (i) => formatValue(trade(i).quantity, 'number', lang, 6) },
      { key: 'fees', label: texts.trades.fees, numeric: true, sortKey: (i) => trade(i).fees, value: (i) => trade(i).fees, text: (i) => formatValue(trade(i).fees, 'money', lang) },
      { key: 'funding', label: texts.trades.funding, numeric: true, sortKey: (i) => trade(i).funding, value: (i) => trade(i).funding, text: (i) => formatValue(trade(i).funding, 'money', lang) },
      { key: 'pnl', label: texts.trades.pnl, numeric: true, tone: true, sortKey: (i) => trade(i).pnl, value: (i) => trade(i).pnl, text: (i) => formatValue(trade(i).pnl, 'money', lang) },
      { key: 'reason', label: texts.trades.reason, sortKey: (i) => texts.trades.reasons[trade(i).reason], text: (i) => texts.trades.reasons[trade(i).reason] },
    ];
  }, [trades, lang, texts]);
  const tableTexts = useMemo<DataTableTexts>(
    () => ({
      caption: texts.trades.caption,
      pagerLabel: texts.trades.pager,
      pageStatus: (shown, total) =>
        interpolate(texts.trades.page, {
          page: formatValue(shown.page + 1, 'integer', lang),
          pages: formatValue(shown.pages, 'integer', lang),
          from: formatValue(total === 0 ? 0 : shown.first + 1, 'integer', lang),
          to: formatValue(shown.end, 'integer', lang),
          total: formatValue(total, 'integer', lang),
        }),
    }),
    [texts, lang],
  );
  return (
    <section className="lab-trades" aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.trades.caption}</h3>
      {trades.length === 0 ? (
        <p>{texts.trades.none}</p>
      ) : (
        <DataTable name="trades" columns={columns} rowCount={trades.length} rowKey={(i) => String(i + 1)} rowData={(i) => tradeData(trades[i] as BacktestTrade)} rowHeader="number" pageSize={PAGE_SIZE} initialSort={{ column: 'number', direction: 'ascending' }} texts={tableTexts} lang={lang} classNames={{ scroll: 'lab-scroll', table: 'lab-table' }} />
      )}
    </section>
  );
}
