import { useId, useMemo, useState } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { localeOf, type Lang } from '../../../engine/localize';
import type { PerformanceReport } from './core/performanceReport';
import { isoUtc } from './core/parseTradeDate';
import type { Trade } from './core/trade';
import { FIELD_TEXT } from './ImportPanel';
import type { Translate } from './useTexts';

const PAGE_SIZE = 25;

type Column = 'date' | 'symbol' | 'side' | 'pnl' | 'fee' | 'net' | 'size' | 'returnPct' | 'rMultiple' | 'tags' | 'notes';
const COLUMNS: readonly Column[] = ['date', 'symbol', 'side', 'pnl', 'fee', 'net', 'size', 'returnPct', 'rMultiple', 'tags', 'notes'];
const TEXT_COLUMNS: ReadonlySet<Column> = new Set(['symbol', 'side', 'tags', 'notes']);

function numberOf(trade: Trade, net: number, column: Column): number {
  switch (column) {
    case 'date':
      return trade.time;
    case 'pnl':
      return trade.pnl;
    case 'fee':
      return trade.fee;
    case 'net':
      return net;
    case 'size':
      return trade.size;
    case 'returnPct':
      return trade.returnPct;
    case 'rMultiple':
      return trade.rMultiple;
    default:
      return NaN;
  }
}

function textOf(trade: Trade, column: Column): string {
  if (column === 'tags') return trade.tags.join(', ');
  if (column === 'symbol' || column === 'side' || column === 'notes') return trade[column];
  return '';
}

/**
 * The trades after the filters: sortable by every column (buttons in the headers, `aria-sort`), 25 per
 * page; only the current page is rendered (50,000 trades stay fast). Missing values sort last.
 */
export default function TradesTable({ report, lang, t }: Props) {
  const id = useId();
  const [sort, setSort] = useState<{ column: Column; direction: 1 | -1 }>({ column: 'date', direction: 1 });
  const [page, setPage] = useState(0);
  const { trades, nets } = report;
  const order = useMemo(() => {
    const indices = Array.from({ length: trades.length }, (_, i) => i);
    const { column, direction } = sort;
    if (TEXT_COLUMNS.has(column)) {
      const collator = new Intl.Collator(localeOf(lang), { numeric: true, sensitivity: 'base' });
      const keys = trades.map((trade) => textOf(trade, column));
      return indices.sort((a, b) => {
        const x = keys[a] as string;
        const y = keys[b] as string;
        if (x === '' || y === '') return Number(x === '') - Number(y === '') || a - b;
        return direction * collator.compare(x, y) || a - b;
      });
    }
    const keys = Float64Array.from(trades, (trade, i) => numberOf(trade, nets[i] as number, column));
    return indices.sort((a, b) => {
      const x = keys[a] as number;
      const y = keys[b] as number;
      const xMissing = Number.isNaN(x);
      const yMissing = Number.isNaN(y);
      if (xMissing || yMissing) return Number(xMissing) - Number(yMissing) || a - b;
      return direction * (x - y) || a - b;
    });
  }, [trades, nets, sort, lang]);

  const pages = Math.max(1, Math.ceil(order.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = order.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const number = (value: number, format: 'money' | 'number' | 'ratio') => (Number.isFinite(value) ? formatValue(value, format, lang) : '');
  const toggle = (column: Column) => {
    setSort((old) => ({ column, direction: old.column === column ? ((-old.direction) as 1 | -1) : 1 }));
    setPage(0);
  };

  return (
    <section className="pp-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('tradesHeading')}</h2>
      <div className="pp-scroll">
        <table className="pp-table" data-table="trades">
          <caption className="sr-only">{t('tradesHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              {COLUMNS.map((column) => (
                <th scope="col" key={column} aria-sort={sort.column === column ? (sort.direction === 1 ? 'ascending' : 'descending') : undefined}>
                  <button type="button" className="pp-sort" onClick={() => toggle(column)} title={t('sortBy', { column: t(FIELD_TEXT[column]) })}>
                    {t(FIELD_TEXT[column])}
                    <span aria-hidden="true">{sort.column === column ? (sort.direction === 1 ? ' ▲' : ' ▼') : ''}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((i) => {
              const trade = trades[i] as Trade;
              return (
                <tr key={i} data-trade={i + 1}>
                  <th scope="row">{i + 1}</th>
                  <td>{isoUtc(trade.time).slice(0, 16).replace('T', ' ')}</td>
                  <td>{trade.symbol}</td>
                  <td>{trade.side === 'long' ? t('sideLong') : trade.side === 'short' ? t('sideShort') : ''}</td>
                  <td>{number(trade.pnl, 'money')}</td>
                  <td>{number(trade.fee, 'money')}</td>
                  <td data-value={String(nets[i])}>{number(nets[i] as number, 'money')}</td>
                  <td>{number(trade.size, 'number')}</td>
                  <td>{number(trade.returnPct, 'number')}</td>
                  <td>{number(trade.rMultiple, 'ratio')}</td>
                  <td>{trade.tags.join(', ')}</td>
                  <td>{trade.notes}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <nav className="pp-actions" aria-label={t('tradesHeading')}>
        <button type="button" className="btn btn-ghost" disabled={current === 0} onClick={() => setPage(current - 1)}>
          {t('previous')}
        </button>
        <span role="status">{t('pageInfo', { page: formatValue(current + 1, 'integer', lang), pages: formatValue(pages, 'integer', lang), count: formatValue(order.length, 'integer', lang) })}</span>
        <button type="button" className="btn btn-ghost" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
          {t('next')}
        </button>
      </nav>
    </section>
  );
}

interface Props {
  report: PerformanceReport;
  lang: Lang;
  t: Translate;
}
