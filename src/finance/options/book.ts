/**
 * A book of option positions: net Greeks and the P&L of an instant shock to the price and the volatility.
 *
 * A position row is { quantity, strike, days, iv }: quantity in units of the underlying (negative for a
 * sold option), days to expiry (T = days / 365), iv the volatility per year as a fraction. All rows of one
 * list are of one type (calls or puts). The shock revalues every option with Black–Scholes at the price
 * S·(1 + spotMove) and the volatility iv + volShift, with no time passing:
 *   pnl = Σ quantity · (V(S·(1 + spotMove), iv + volShift) − V(S, iv)).
 */
import { blackScholes, type OptionType, type OptionValue } from './blackScholes';

export interface OptionPosition {
  quantity: number;
  strike: number;
  days: number;
  iv: number;
}

const FIELDS = ['quantity', 'strike', 'days', 'iv'] as const;

/** 0 when the rows are usable; 1 a blank or non-numeric cell; 2 a strike, days or volatility not above 0. */
export function optionBookError(rows: unknown): number {
  if (!Array.isArray(rows)) return 1;
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) return 1;
    const values = FIELDS.map((field) => (row as Record<string, unknown>)[field]);
    if (values.some((value) => typeof value !== 'number' || !Number.isFinite(value))) return 1;
  }
  return (rows as OptionPosition[]).some((row) => row.strike <= 0 || row.days <= 0 || row.iv <= 0) ? 2 : 0;
}

function positions(rows: unknown): OptionPosition[] | null {
  return optionBookError(rows) === 0 ? (rows as OptionPosition[]) : null;
}

function valueOf(type: OptionType, row: OptionPosition, spot: number, rate: number, volShift = 0): OptionValue {
  return blackScholes({ type, spot, strike: row.strike, years: row.days / 365, vol: row.iv + volShift, rate });
}

/** Σ quantity · the field (price or a Greek, in the units of blackScholes) over the rows; NaN for unusable rows. */
export function optionBookSum(rows: unknown, type: OptionType, field: keyof OptionValue, spot: number, rate: number): number {
  const book = positions(rows);
  if (!book) return NaN;
  return book.reduce((total, row) => total + row.quantity * valueOf(type, row, spot, rate)[field], 0);
}

/** The P&L of an instant move of the price by spotMove (a fraction) and of every volatility by volShift. */
export function optionBookPnl(rows: unknown, type: OptionType, spot: number, rate: number, spotMove: number, volShift: number): number {
  const book = positions(rows);
  if (!book) return NaN;
  const shocked = spot * (1 + spotMove);
  return book.reduce((total, row) => total + row.quantity * (valueOf(type, row, shocked, rate, volShift).price - valueOf(type, row, spot, rate).price), 0);
}

/** The lowest volatility in the rows (Infinity for none): a downward shock must stay below it. */
export function optionBookMinVol(rows: unknown): number {
  const book = positions(rows);
  if (!book) return NaN;
  return book.reduce((low, row) => Math.min(low, row.iv), Infinity);
}

const GREEKS: ReadonlySet<string> = new Set(['price', 'delta', 'gamma', 'vega', 'rho', 'theta']);

function typeArg(type: unknown): OptionType {
  if (type !== 'call' && type !== 'put') throw new Error('the option type must be "call" or "put"');
  return type;
}

/** Rows as a visitor types them, with `iv` in percent (60 for 60 %), as the functions above read them (iv 0.6). */
function percentRows(rows: unknown): unknown {
  if (!Array.isArray(rows)) return rows;
  return rows.map((row: unknown) => {
    if (typeof row !== 'object' || row === null) return row;
    const { iv } = row as Record<string, unknown>;
    return typeof iv === 'number' ? { ...row, iv: iv / 100 } : row;
  });
}

/**
 * Formula helpers (registered in src/engine/mathInstance.ts) for a group input of rows
 * { quantity, strike, days, iv } with iv in percent, as typed: `optionBookSum(rows, "call"|"put",
 * "price"|"delta"|"gamma"|"vega"|"rho"|"theta", S, r)`, `optionBookPnl(rows, type, S, r, spotMove, volShift)`,
 * `optionBookError(rows)`, `optionBookMinVol(rows)` (a fraction). The rate, moves and shifts are fractions.
 */
export const optionBookFormulaHelpers = {
  optionBookSum: (rows: unknown, type: unknown, field: unknown, spot: number, rate: number): number => {
    if (typeof field !== 'string' || !GREEKS.has(field)) throw new Error('optionBookSum needs "price", "delta", "gamma", "vega", "rho" or "theta"');
    return optionBookSum(percentRows(rows), typeArg(type), field as keyof OptionValue, spot, rate);
  },
  optionBookPnl: (rows: unknown, type: unknown, spot: number, rate: number, spotMove: number, volShift: number): number => optionBookPnl(percentRows(rows), typeArg(type), spot, rate, spotMove, volShift),
  optionBookError,
  optionBookMinVol: (rows: unknown): number => optionBookMinVol(percentRows(rows)),
};
