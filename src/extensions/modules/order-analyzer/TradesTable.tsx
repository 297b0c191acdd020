import { useMemo } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import DataTable, { type DataColumn, type DataTableTexts } from '../../../ui/dataTable/DataTable';
import type { OrderColumns } from './core/orderData';
import { formatUtcDateTime } from './core/formatUtc';
import type { OrderReport } from './core/report/analyzeOrders';
import { FOLDED_TRADE_COLUMNS, KEY_TRADE_COLUMNS, SHOWN_TRADE_COLUMNS, TRADES_PAGE_SIZE, tradeSortKey, type TradeColumn } from './core/report/tradeTable';
import { type OrderAnalyzerTexts } from './texts';
import { useKeyColumns } from './useKeyColumns';
import { valueAt } from '../../../finance/valueAt';

export interface TradesTableProps {
  orders: OrderColumns;
  report: OrderReport;
  texts: OrderAnalyzerTexts;
  lang: Lang;
}

/** Each column's visible cell for the trade at position k of the report's trades; the sort keys are {@link tradeSortKey}. */
function tradeColumns(orders: OrderColumns, report: OrderReport, texts: OrderAnalyzerTexts, lang: Lang): DataColumn[] {
  const order = (k: number) => valueAt(report.trades, k);
  const net = (k: number) => valueAt(report.tradeNets, k);
  const cells: Record<TradeColumn, Pick<DataColumn, 'text' | 'numeric' | 'value' | 'tone'> & { text: (k: number) => string }> = {
    time: { text: (k) => formatUtcDateTime(valueAt(orders.time, order(k)), lang) },
    orderNo: { text: (k) => orders.orderNo[order(k)] ?? '' },
    symbol: { text: (k) => orders.symbols[valueAt(orders.symbol, order(k))] ?? '' },
    side: { text: (k) => ({ 1: texts.long, [-1]: texts.short })[valueAt(orders.side, order(k))] ?? texts.unknownSide },
    type: { text: (k) => orders.typeText[order(k)] ?? '' },
    orderType: { text: (k) => orders.orderTypes[valueAt(orders.orderType, order(k))] ?? '' },
    price: { numeric: true, text: (k) => formatValue(valueAt(orders.dealPrice, order(k)), 'price', lang) },
    quantity: { numeric: true, text: (k) => formatValue(valueAt(orders.quantity, order(k)), 'number', lang) },
    realizedPnl: { numeric: true, text: (k) => formatValue(valueAt(orders.realizedPnl, order(k)), 'money', lang, 4) },
    fee: { numeric: true, text: (k) => formatValue(Math.abs(valueAt(orders.fee, order(k))), 'money', lang, 4) },
    net: { numeric: true, tone: true, value: net, text: (k) => formatValue(net(k), 'money', lang, 4) },
  };
  return SHOWN_TRADE_COLUMNS.map((key) => {
    const folded = FOLDED_TRADE_COLUMNS[key];
    const own = cells[key];
    if (!folded) return { key, label: texts.tradeColumns[key], sortKey: tradeSortKey(orders, report, key), ...own };
    const below = cells[folded].text;
    return {
      key,
      label: `${texts.tradeColumns[key]} · ${texts.tradeColumns[folded]}`,
      sortKey: tradeSortKey(orders, report, key),
      ...own,
      text: (k: number) => (
        <>
          {own.text(k)}
          <span className="oa-cell-below">{below(k)}</span>
        </>
      ),
    };
  });
}

/**
 * The trades (closing orders) of the selection, in time order first, 50 per page, with the order number under
 * the time and the order type under the type so that the table fits a laptop. On a phone only the key columns
 * (time, symbol, side, net) until the visitor presses "Show all columns", so the table fits the screen without
 * sideways scrolling.
 */
export default function TradesTable({ orders, report, texts, lang }: TradesTableProps) {
  const { compact, toggle } = useKeyColumns(texts.allColumns);
  const everyColumn = useMemo(() => tradeColumns(orders, report, texts, lang), [orders, report, texts, lang]);
  const columns = useMemo(() => (compact ? everyColumn.filter((column) => KEY_TRADE_COLUMNS.includes(column.key as TradeColumn)) : everyColumn), [compact, everyColumn]);
  const tableTexts = useMemo<DataTableTexts>(
    () => ({
      caption: texts.tradesHeading,
      pagerLabel: texts.pagerLabel,
      pageStatus: (shown, total) =>
        interpolate(texts.pageStatus, {
          page: formatValue(shown.page + 1, 'integer', lang),
          pages: formatValue(shown.pages, 'integer', lang),
          from: formatValue(shown.first + 1, 'integer', lang),
          to: formatValue(shown.end, 'integer', lang),
          total: formatValue(total, 'integer', lang),
        }),
    }),
    [texts, lang],
  );

  return (
    <section className="oa-panel" data-section="trades" data-trade-columns={compact ? 'key' : 'all'}>
      <h3>{texts.tradesHeading}</h3>
      <p className="oa-note">{texts.tradesNote}</p>
      {toggle}
      {report.trades.length === 0 ? (
        <p>{texts.noTrades}</p>
      ) : (
        <DataTable
          name="trades"
          columns={columns}
          rowCount={report.trades.length}
          rowKey={(k) => String(k + 1)}
          rowData={(k) => ({ 'data-order-no': orders.orderNo[valueAt(report.trades, k)] ?? '' })}
          pageSize={TRADES_PAGE_SIZE}
          initialSort={{ column: 'time', direction: 'ascending' }}
          texts={tableTexts}
          lang={lang}
          classNames={{ scroll: 'oa-scroll', table: compact ? 'oa-table oa-trades oa-trades--key' : 'oa-table oa-trades' }}
        />
      )}
    </section>
  );
}
