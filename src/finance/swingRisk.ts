/**
 * Risk of open positions against the account, with four risk levels. Pure.
 *
 * A position's risk is what it loses if its stop is hit, before fees and slippage:
 *   risk = max(0, s · (entry − stop)) · size      (s = +1 long, −1 short; a stop on the profit side risks 0)
 *   riskPct = risk ÷ account · 100;  notional = entry · size
 * Levels (the upper bound belongs to the level):
 *   per position:  low ≤ 1 %,  medium ≤ 2 %,  high ≤ 5 %,  critical above 5 % of the account
 *   all together:  low ≤ 3 %,  medium ≤ 6 %,  high ≤ 10 %, critical above 10 % of the account
 */

export type Side = 'long' | 'short';
export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';

export interface OpenPosition {
  symbol: string;
  side: Side;
  entry: number;
  stop: number;
  size: number;
}

/** Upper bounds (in % of the account, included) of low, medium and high; above the last is critical. */
export const POSITION_LEVELS = [1, 2, 5] as const;
export const TOTAL_LEVELS = [3, 6, 10] as const;

export interface PositionRisk {
  risk: number;
  riskPct: number;
  notional: number;
  level: RiskLevel;
  /** True when the stop is on the profit side of the entry (the position can no longer lose at the stop). */
  stopInProfit: boolean;
}

export interface PortfolioRisk {
  positions: PositionRisk[];
  totalRisk: number;
  totalRiskPct: number;
  totalNotional: number;
  level: RiskLevel;
}

/** The level of a risk in % of the account against the three upper bounds. */
export function riskLevel(pct: number, bounds: readonly [number, number, number]): RiskLevel {
  if (pct <= bounds[0]) return 'low';
  if (pct <= bounds[1]) return 'medium';
  if (pct <= bounds[2]) return 'high';
  return 'critical';
}

/** What a position loses at its stop, in quote currency (0 when the stop is on the profit side). */
export function positionRisk(position: OpenPosition): number {
  const s = position.side === 'long' ? 1 : -1;
  return Math.max(0, s * (position.entry - position.stop)) * position.size;
}

/** Risk per position and in total as % of `account` (> 0), with their levels. */
export function portfolioRisk(positions: readonly OpenPosition[], account: number): PortfolioRisk {
  const rows = positions.map((position): PositionRisk => {
    const risk = positionRisk(position);
    const riskPct = (risk / account) * 100;
    const s = position.side === 'long' ? 1 : -1;
    return { risk, riskPct, notional: position.entry * position.size, level: riskLevel(riskPct, POSITION_LEVELS), stopInProfit: s * (position.entry - position.stop) < 0 };
  });
  const totalRisk = rows.reduce((sum, row) => sum + row.risk, 0);
  const totalRiskPct = (totalRisk / account) * 100;
  return { positions: rows, totalRisk, totalRiskPct, totalNotional: rows.reduce((sum, row) => sum + row.notional, 0), level: riskLevel(totalRiskPct, TOTAL_LEVELS) };
}

/** Why a typed position cannot be assessed: entry, stop or size not a number above 0, or the stop equal to the entry. */
export type PositionProblem = 'entry' | 'stop' | 'size' | 'stopAtEntry';

export function positionProblem(position: OpenPosition): PositionProblem | null {
  if (!(Number.isFinite(position.entry) && position.entry > 0)) return 'entry';
  if (!(Number.isFinite(position.stop) && position.stop > 0)) return 'stop';
  if (!(Number.isFinite(position.size) && position.size > 0)) return 'size';
  if (position.stop === position.entry) return 'stopAtEntry';
  return null;
}
