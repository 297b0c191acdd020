/**
 * A closed swing trade as the visitor types it, turned into a Performance Pro trade so that the tracker
 * reads its win rate, average R, expectancy and equity curve from Performance Pro's report (computeReport).
 *   pnl = s · (exit − entry) · size                   (s = +1 long, −1 short; before the fee)
 *   initial risk = |entry − stop| · size
 *   R = (pnl − |fee|) ÷ initial risk                  (the net result in units of the risk)
 * Pure.
 */
import type { Trade } from '../../shared/trades/trade';

export interface SwingTrade {
  /** UTC ms of the exit. */
  time: number;
  symbol: string;
  side: 'long' | 'short';
  entry: number;
  stop: number;
  exit: number;
  size: number;
  fee: number;
}

export type SwingTradeProblem = 'date' | 'entry' | 'stop' | 'exit' | 'size' | 'fee' | 'stopAtEntry';

/** What is wrong with a typed trade, or null. */
export function swingTradeProblem(trade: SwingTrade): SwingTradeProblem | null {
  if (!Number.isFinite(trade.time)) return 'date';
  for (const key of ['entry', 'stop', 'exit', 'size'] as const) if (!(Number.isFinite(trade[key]) && trade[key] > 0)) return key;
  if (!(Number.isFinite(trade.fee) && trade.fee >= 0)) return 'fee';
  if (trade.stop === trade.entry) return 'stopAtEntry';
  return null;
}

/** The Performance Pro trade of a valid swing trade. */
export function toTrade(trade: SwingTrade): Trade {
  const s = trade.side === 'long' ? 1 : -1;
  const pnl = s * (trade.exit - trade.entry) * trade.size;
  const risk = Math.abs(trade.entry - trade.stop) * trade.size;
  return { time: trade.time, symbol: trade.symbol, side: trade.side, pnl, fee: trade.fee, returnPct: (s * (trade.exit - trade.entry) / trade.entry) * 100, rMultiple: (pnl - Math.abs(trade.fee)) / risk, size: trade.size, tags: [], notes: '' };
}
