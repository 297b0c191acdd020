/**
 * The lab's account and cost settings, in the order of the form: each one's unit, default and allowed range.
 * The defaults are what a visitor starts with, costs included (a taker fee, some slippage and the usual
 * funding rate), so a run that pays nothing says so by passing zero costs itself.
 */
export const BACKTEST_SETTING_TABLE = [
  /** Starting equity (quote currency). */
  { id: 'initialCapital', kind: 'number', unit: 'USDT', default: 10_000, min: 0, max: 1e12, exclusiveMin: true },
  /** Which entries are taken; the form starts on the declaration's own side. */
  { id: 'side', kind: 'choice', options: ['long', 'short', 'both'], default: 'long' },
  /** Share of the equity put into each position, in percent (before leverage). */
  { id: 'sizePct', kind: 'number', unit: '%', default: 100, min: 0, max: 100, exclusiveMin: true },
  /** Notional = equity · sizePct/100 · leverage. */
  { id: 'leverage', kind: 'number', unit: 'x', default: 1, min: 0, max: 125, exclusiveMin: true },
  /** Fee per fill in basis points of the fill's notional. */
  { id: 'feeBps', kind: 'number', unit: 'bps', default: 5, min: 0, max: 100 },
  /** Slippage of fills at an open in basis points of the price. */
  { id: 'slippageBps', kind: 'number', unit: 'bps', default: 2, min: 0, max: 100 },
  /** Funding in percent of the held notional per 8 hours, paid by longs when positive. */
  { id: 'fundingPer8h', kind: 'number', unit: '%', default: 0.01, min: -1, max: 1 },
  /** A stop this many percent from the entry; blank: the declaration's own stop, if any. */
  { id: 'stopPct', kind: 'number', unit: '%', default: Number.NaN, min: 0, max: 100, exclusiveMin: true, optional: true },
  /** A take-profit this many percent from the entry; blank: the declaration's own, if any. */
  { id: 'takeProfitPct', kind: 'number', unit: '%', default: Number.NaN, min: 0, max: 1000, exclusiveMin: true, optional: true },
] as const;

type SettingRow = (typeof BACKTEST_SETTING_TABLE)[number];

/** A setting's id: `initialCapital`, `side`, `feeBps`, … */
export type BacktestSettingId = SettingRow['id'];

/** The number settings every run has a value for (the account and its costs). */
export type AccountSettingId = Exclude<Extract<SettingRow, { kind: 'number' }>, { optional: true }>['id'];

/** The number settings that may be left blank (the stop and take-profit percent). */
export type OptionalSettingId = Extract<SettingRow, { optional: true }>['id'];

function isAccountRow(row: SettingRow): row is Extract<SettingRow, { id: AccountSettingId }> {
  return row.kind === 'number' && !('optional' in row);
}

/** The account settings' defaults: `{ initialCapital: 10000, …, feeBps: 5, … }`. */
export const DEFAULT_BACKTEST_SETTINGS = Object.fromEntries(
  BACKTEST_SETTING_TABLE.filter(isAccountRow).map((row) => [row.id, row.default]),
) as Readonly<Record<AccountSettingId, number>>;
