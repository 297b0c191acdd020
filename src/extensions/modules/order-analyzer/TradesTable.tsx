import { useId, useMemo, useState } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { localeOf, type Lang } from '../../../engine/localize';
import type { OrderColumns } from './core/orderData';
import { formatUtcDateTime } from './core/formatUtc';
import type { OrderReport } from './core/report/analyzeOrders';
import { sortTradePositions, TRADE_COLUMNS, TRADES_PAGE_SIZE, type SortDirection, type TradeColumn } from './core/report/tradeTable';
import { fillText, type OrderAnalyzerTexts } from './texts';

export interface TradesTableProps {
  orders: OrderColumns;
  report: OrderReport;
  texts: OrderAnalyzerTexts;
  lang: Lang;
}

const NUMERIC: ReadonlySet<TradeColumn> = new Set(['price', 'quantity', 'realizedPnl', 'fee', 'net']);

/**
 * The trades (closing orders) of the selection: sortable by each column header (a button; the
 * sorted column carries aria-sort), 50 per page with a pager of buttons (aria-disabled at the ends, so keyboard focus stays on them). Only the current page is
 * rendered, so 100,000 trades cost one typed-array sort, not 100,000 rows of DOM.
 */
export default function TradesTable({ orders, report, texts, lang }: TradesTableProps) {
  const headingId = useId();
  const [sort, setSort] = useState<{ column: TradeColumn; direction: SortDirection }>({ column: 'time', direction: 'ascending' });
  const [pageWanted, setPage] = useState(0);
  const positions = useMemo(
    () => sortTradePositions(orders, report.trades, report.tradeNets, sort.column, sort.direction, localeOf(lang)),
    [orders, report, sort, lang],
  );
  const total = positions.length;
  const pages = Math.max(1, Math.ceil(total / TRADES_PAGE_SIZE));
  const page = Math.min(pageWanted, pages - 1);
  const first = page * TRADES_PAGE_SIZE;
  const visible = positions.subarray(first, Math.min(total, first + TRADES_PAGE_SIZE));

  const toggle = (column: TradeColumn) => {
    setSort((current) => ({ column, direction: current.column === column && current.direction === 'ascending' ? 'descending' : 'ascending' }));
    setPage(0);
  };

  const cell = (column: TradeColumn, index: number, net: number): string => {
    switch (column) {
      case 'time':
        return formatUtcDateTime(orders.time[index] as number, lang);
      case 'orderNo':
        return orders.orderNo[index] ?? '';
      case 'symbol':
        return orders.symbols[orders.symbol[index] as number] ?? '';
      case 'side':
        return orders.side[index] === 1 ? texts.long : orders.side[index] === -1 ? texts.short : texts.unknownSide;
      case 'type':
        return orders.typeText[index] ?? '';
      case 'orderType':
        return orders.orderTypes[orders.orderType[index] as number] ?? '';
      case 'price':
        return formatValue(orders.dealPrice[index] as number, 'price', lang);
      case 'quantity':
        return formatValue(orders.quantity[index] as number, 'number', lang);
      case 'realizedPnl':
        return formatValue(orders.realizedPnl[index] as number, 'money', lang, 4);
      case 'fee':
        return formatValue(Math.abs(orders.fee[index] as number), 'money', lang, 4);
      case 'net':
        return formatValue(net, 'money', lang, 4);
    }
  };

  return (
    <section className="oa-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.tradesHeading}</h3>
      <p className="oa-note">{texts.tradesNote}</p>
      {total === 0 ? (
        <p>{texts.noTrades}</p>
      ) : (
        <>
          <div className="oa-scroll" role="region" tabIndex={0} aria-labelledby={headingId}>
            <table className="oa-table oa-trades" data-table="trades">
              <thead>
                <tr>
                  {TRADE_COLUMNS.map((column) => {
                    const sorted = sort.column === column ? sort.direction : undefined;
                    return (
                      <th key={column} scope="col" aria-sort={sorted ?? 'none'} className={NUMERIC.has(column) ? 'oa-num' : undefined}>
                        <button type="button" className="oa-sort" onClick={() => toggle(column)} data-column={column}>
                          {texts.tradeColumns[column]}
                          <span aria-hidden="true" className="oa-sort__icon">
                            {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                          </span>
                        </button>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {Array.from(visible, (position) => {
                  const index = report.trades[position] as number;
                  const net = report.tradeNets[position] as number;
                  return (
                    <tr key={index} data-order-no={orders.orderNo[index]}>
                      {TRADE_COLUMNS.map((column) => (
                        <td key={column} className={NUMERIC.has(column) ? 'oa-num' : undefined} data-tone={column === 'net' && net !== 0 ? (net > 0 ? 'positive' : 'negative') : undefined}>
                          {cell(column, index, net)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <nav className="oa-pager" aria-label={texts.pagerLabel}>
            <button type="button" className="btn btn-ghost" aria-disabled={page === 0} onClick={() => setPage(0)}>
              {texts.firstPage}
            </button>
            <button type="button" className="btn btn-ghost" aria-disabled={page === 0} onClick={() => setPage(Math.max(0, page - 1))}>
              {texts.previousPage}
            </button>
            <span aria-live="polite" data-pager-status>
              {fillText(texts.pageStatus, {
                page: formatValue(page + 1, 'integer', lang),
                pages: formatValue(pages, 'integer', lang),
                from: formatValue(first + 1, 'integer', lang),
                to: formatValue(first + visible.length, 'integer', lang),
                total: formatValue(total, 'integer', lang),
              })}
            </span>
            <button type="button" className="btn btn-ghost" aria-disabled={page >= pages - 1} onClick={() => setPage(Math.min(pages - 1, page + 1))}>
              {texts.nextPage}
            </button>
            <button type="button" className="btn btn-ghost" aria-disabled={page >= pages - 1} onClick={() => setPage(pages - 1)}>
              {texts.lastPage}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
