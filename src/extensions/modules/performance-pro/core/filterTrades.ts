import type { Trade } from '../../../shared/trades/trade';

/**
 * The filters `from` and `to` are UTC days `YYYY-MM-DD` (both included; '' = open);
 * `tags` is a comma-separated list — a trade passes when it carries at least one of them (any case).
 */
export interface TradeFilters {
  side: 'all' | 'long' | 'short';
  /** 'all' or one symbol. */
  symbol: string;
  from: string;
  to: string;
  tags: string;
}

export const NO_FILTERS: TradeFilters = { side: 'all', symbol: 'all', from: '', to: '', tags: '' };

const DAY_MS = 86_400_000;

/** UTC start of a `YYYY-MM-DD` day; NaN for '' or another text. */
export function dayStart(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
}

export function filterTrades(trades: readonly Trade[], filters: TradeFilters): Trade[] {
  const from = dayStart(filters.from);
  const toDay = dayStart(filters.to);
  const to = Number.isFinite(toDay) ? toDay + DAY_MS : NaN;
  const wanted = filters.tags
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
  if (filters.side === 'all' && filters.symbol === 'all' && !Number.isFinite(from) && !Number.isFinite(to) && wanted.length === 0) return trades as Trade[];
  return trades.filter(
    (trade) =>
      (filters.side === 'all' || trade.side === filters.side) &&
      (filters.symbol === 'all' || trade.symbol === filters.symbol) &&
      (!Number.isFinite(from) || trade.time >= from) &&
      (!Number.isFinite(to) || trade.time < to) &&
      (wanted.length === 0 || trade.tags.some((tag) => wanted.includes(tag.toLowerCase()))),
  );
}

/** The distinct symbols (sorted), for the symbol filter. */
export function symbolsOf(trades: readonly Trade[]): string[] {
  const set = new Set<string>();
  for (const trade of trades) if (trade.symbol !== '') set.add(trade.symbol);
  return [...set].sort();
}

/** The distinct tags (sorted), suggested for the tags filter. */
export function tagsOf(trades: readonly Trade[]): string[] {
  const set = new Set<string>();
  for (const trade of trades) for (const tag of trade.tags) set.add(tag);
  return [...set].sort();
}
