/**
 * Runs a backtest declaration over an OHLC series (pure, no DOM; the lab's worker calls it).
 *
 * ## Semantics
 * - Rules are evaluated at each bar's close; their orders fill at the next bar's open. A buy fills at
 *   open · (1 + s), a sell at open · (1 − s), s = slippageBps / 10,000. Signals at the last bar are
 *   not acted on.
 * - Entry: quantity = equity · sizePct/100 · leverage / fill price, equity being the account value
 *   before the entry fill. Every fill pays a fee of feeBps/10,000 × its notional (quantity × fill price)
 *   from the equity. No entry while the equity is ≤ 0. Margin and liquidation are not modelled.
 * - One position at a time. Side `long` takes only long entries, `short` only short ones, `both`
 *   both. Flat, a bar whose close gives both a long and a short entry opens nothing. In a position, its
 *   exit rule closes it at the next open; with side `both`, the opposite entry rule also closes it and
 *   opens the opposite position at the same open (a reversal), whether or not the exit rule fires too.
 *   An entry rule of the position's own side is ignored while it is held.
 * - Stop and take-profit are fixed at the entry: a percent of the entry fill price, a multiple of the
 *   ATR at the signal bar (no ATR level while the ATR is undefined) or a number of ticks × tick size,
 *   each measured from the entry fill price; with several, the one nearer to the entry counts. They are checked from the fill bar
 *   on, before that bar's close: a bar that opens beyond a level exits at its open with slippage (not
 *   on the fill bar itself, whose open is the entry); otherwise a bar whose range reaches the level
 *   exits at the level exactly, without slippage. When a bar reaches both the stop and the
 *   take-profit, the stop counts.
 * - Funding: for every 8-hour boundary (00:00, 08:00, 16:00 UTC) in (time[t], time[t+1]] (for the
 *   last bar (time[t], time[t] + barMs]), a position still held at bar t's close pays
 *   fundingPer8h/100 × quantity × close[t] (longs pay a positive rate, shorts receive it; a negative
 *   rate the other way round). A position closed during bar t pays nothing for that bar. With a
 *   market's funding history (settings.fundingHistory) the funding times are the history's, each
 *   charged at its own rate × quantity × close[t] instead of fundingPer8h.
 * - A position still open after the last bar closes at the last close (reason `end`, fee, no slippage).
 * - A trade's P&L = side · quantity · (exit − entry) − both fills' fees − its funding; its `bars` are the
 *   bars during which it was held (an exit at an open does not count that bar). `entryTime` /
 *   `exitTime` are the open times of the entry and exit bars.
 * - The equity series is the account marked to market at every bar's close (after an `end` exit at the
 *   last one); buy-and-hold = initial capital · close[t] / close[0] (no fees).
 *
 * ## Steps
 * Prepare (parameters and settings resolved, indicators bound to the rules' names, where each rule
 * fires: ruleSignals.ts, stop and take-profit levels: exitLevels.ts), then bar by bar on the account
 * (account.ts): fill the previous close's orders at the open, exit at a level the bar reaches, pay
 * funding, mark to market and take the rules' orders at the close (or close out at the last bar); then
 * buy-and-hold and the KPIs.
 */
import type { BacktestDeclaration, ResolvedDeclaration } from './declaration';
import { Account, NO_ORDERS, runRates, type BacktestTrade } from './account';
import { exitLevels } from './exitLevels';
import { resolveParamValues, type ParamValues } from './params';
import { ruleSymbols } from './ruleSymbols';
import { nextOrders, readingsAtLastBar, runSignals, type LatestReadings, type RunSignals } from './ruleSignals';
import { selectVariant } from './variants';
import { valueAt } from '../../finance/valueAt';
import type { OhlcSeries } from '../../market/ohlcSeries';
import { computeIndicator, type IndicatorBindings } from './indicatorBinding';
import { INDICATOR_BINDINGS } from './indicatorKinds';
import { backtestKpis, type BacktestKpis } from './kpis';
import { resolveSettings, type BacktestSettings, type ResolvedSettings } from './settings';
import type { RuleSymbols } from './compileRule';

export type { BacktestTrade, ExitReason } from './account';

export interface BacktestResult {
  trades: BacktestTrade[];
  /** Account value at every bar's close. */
  equity: Float64Array;
  /** (running peak − equity) / running peak at every bar's close. */
  drawdown: Float64Array;
  /** initial capital · close[t] / close[0]. */
  buyAndHold: Float64Array;
  /** +1 long, −1 short, 0 flat at every bar's close (before an `end` exit). */
  position: Int8Array;
  /** Every indicator output, by the name rules read it by (`z`, `bb.upper`). */
  indicators: Record<string, Float64Array>;
  /** The declaration's signals (1 fires, 0 not, NaN unknown) and gauges at the last bar, by id. */
  latest: LatestReadings;
  kpis: BacktestKpis;
  /** The parameter values used (defaults filled in, limited to their ranges). */
  params: Record<string, number>;
  /** The settings used (defaults filled in). */
  settings: ResolvedSettings;
}

/**
 * The declaration's indicators computed over `series` and the names rules read: prices and indicator
 * outputs (`indicators` holds the outputs the rules' names reach, by those names).
 */
export function bindIndicators(series: OhlcSeries, declaration: ResolvedDeclaration, values: ParamValues, bindings: IndicatorBindings): { symbols: RuleSymbols; indicators: Record<string, Float64Array> } {
  const indicators: Record<string, Float64Array> = {};
  const computed = new Map(declaration.indicators.map((indicator) => [indicator.id, computeIndicator(indicator, series, values, bindings)]));
  const symbols = ruleSymbols(declaration.indicators, declaration.params, values, (name, symbol) => {
    if (!symbol) return series[name as 'open' | 'high' | 'low' | 'close'];
    const output = computed.get(symbol.indicator.id)?.[symbol.output] as Float64Array;
    indicators[name] = output;
    return output;
  });
  return { symbols, indicators };
}

/**
 * Trades `series` bar by bar on `account` by the rules' `signals`: the account value at every bar's
 * close and the side held there (before an `end` exit at the last bar).
 */
export function tradeBars(series: OhlcSeries, signals: RunSignals, account: Account): { equity: Float64Array; position: Int8Array } {
  const { time, open, high, low, close } = series;
  const n = close.length;
  const equity = new Float64Array(n);
  const position = new Int8Array(n);
  let orders = NO_ORDERS;
  for (let t = 0; t < n; t++) {
    const o = valueAt(open, t);
    const c = valueAt(close, t);
    const start = valueAt(time, t);
    account.fillAtOpen(t, orders, o);
    account.exitAtLevels(t, o, valueAt(high, t), valueAt(low, t));
    account.payFunding(start, t + 1 < n ? valueAt(time, t + 1) : start + series.barMs, c);
    position[t] = account.side();
    if (t === n - 1) {
      if (account.held) account.exit(t, c, 'end', true);
      equity[t] = account.cash;
      break;
    }
    equity[t] = account.equityAt(c);
    orders = nextOrders(account.side(), signals, t);
  }
  return { equity, position };
}

/** Buy-and-hold of `initialCapital` at every close: initialCapital · close[t] / close[0], no fees. */
export function buyAndHoldSeries(close: Float64Array, initialCapital: number): Float64Array {
  const n = close.length;
  const values = new Float64Array(n);
  const firstClose = n > 0 ? valueAt(close, 0) : NaN;
  for (let t = 0; t < n; t++) values[t] = (initialCapital * valueAt(close, t)) / firstClose;
  return values;
}

/**
 * Runs `declaration` (its base, or the variant already applied by selectVariant) over `series` with
 * the user's parameter values (defaults where missing) and the account settings. Throws for a rule
 * that does not compile, an invalid parameter or setting.
 */
export function runBacktest(
  series: OhlcSeries,
  declaration: BacktestDeclaration | ResolvedDeclaration,
  paramValues: ParamValues,
  settings: BacktestSettings,
  bindings: IndicatorBindings = INDICATOR_BINDINGS,
): BacktestResult {
  const resolved = 'variant' in declaration ? declaration : selectVariant(declaration);
  const values = resolveParamValues(resolved.params, paramValues);
  const config = resolveSettings(settings, resolved, values);
  const { time, close, barMs } = series;
  const n = close.length;
  const { symbols, indicators } = bindIndicators(series, resolved, values, bindings);
  const latest = readingsAtLastBar(resolved, symbols, n);
  const signals = runSignals(resolved.rules, symbols, config.side, n);
  const account = new Account(config.initialCapital, runRates(config, settings.fundingHistory ?? null), exitLevels(config, series, bindings), time);
  const { equity, position } = tradeBars(series, signals, account);
  const { trades } = account;
  const buyAndHold = buyAndHoldSeries(close, config.initialCapital);
  const { kpis, drawdown } = backtestKpis({ trades, equity, time, close, barMs, initialCapital: config.initialCapital });
  return { trades, equity, drawdown, buyAndHold, position, indicators, latest, kpis, params: values, settings: config };
}
