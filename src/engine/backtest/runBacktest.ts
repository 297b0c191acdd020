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
 *   rate the other way round). A position closed during bar t pays nothing for that bar.
 * - A position still open after the last bar closes at the last close (reason `end`, fee, no slippage).
 * - A trade's P&L = side · quantity · (exit − entry) − both fills' fees − its funding; its `bars` are the
 *   bars during which it was held (an exit at an open does not count that bar). `entryTime` /
 *   `exitTime` are the open times of the entry and exit bars.
 * - The equity series is the account marked to market at every bar's close (after an `end` exit at the
 *   last one); buy-and-hold = initial capital · close[t] / close[0] (no fees).
 */
import type { BacktestDeclaration, ResolvedDeclaration, RuleName } from './declaration';
import { compileExpression, compileRule } from './compileRule';
import { resolveParamValues, type ParamValues } from './params';
import { ruleSymbols } from './ruleSymbols';
import { selectVariant } from './variants';
import { valueAt } from '../../finance/valueAt';
import type { OhlcSeries } from '../../market/ohlcSeries';
import { computeIndicator, type IndicatorBindings } from './indicatorBinding';
import { INDICATOR_BINDINGS } from './indicatorKinds';
import { backtestKpis, type BacktestKpis } from './kpis';
import { resolveSettings, type AtrLevel, type BacktestSettings, type ExitLevel, type ResolvedSettings } from './settings';

export type ExitReason = 'signal' | 'stop' | 'takeProfit' | 'end';

export interface BacktestTrade {
  side: 'long' | 'short';
  entryTime: number;
  entryPrice: number;
  exitTime: number;
  exitPrice: number;
  quantity: number;
  /** Both fills' fees. */
  fees: number;
  /** Funding paid (negative: received). */
  funding: number;
  /** side · quantity · (exit − entry) − fees − funding. */
  pnl: number;
  reason: ExitReason;
  entryIndex: number;
  exitIndex: number;
  /** Bars during which the position was held. */
  bars: number;
}

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
  latest: { signals: Record<string, number>; gauges: Record<string, number> };
  kpis: BacktestKpis;
  /** The parameter values used (defaults filled in, limited to their ranges). */
  params: Record<string, number>;
  /** The settings used (defaults filled in). */
  settings: ResolvedSettings;
}

const FUNDING_PERIOD_MS = 8 * 3_600_000;

/** Where a rule fires: 1 at the bars where its value is true. */
function ruleSignals(text: string | undefined, symbols: Parameters<typeof compileRule>[1], name: RuleName, n: number): Uint8Array | undefined {
  if (text === undefined) return undefined;
  const compiled = compileRule(text, symbols);
  if (!compiled.ok) throw new Error(`rules.${name}: ${compiled.errors.join('; ')}`);
  const { fn } = compiled;
  const signals = new Uint8Array(n);
  for (let t = 0; t < n; t++) {
    const value = fn(t);
    if (value === value && value !== 0) signals[t] = 1;
  }
  return signals;
}

/** The declaration's signals and gauges at the last bar, n − 1. */
function readingsAtLastBar(declaration: ResolvedDeclaration, symbols: Parameters<typeof compileRule>[1], n: number): BacktestResult['latest'] {
  const latest: BacktestResult['latest'] = { signals: {}, gauges: {} };
  if (n === 0) return latest;
  for (const signal of declaration.signals) {
    const compiled = compileRule(signal.rule, symbols);
    if (!compiled.ok) throw new Error(`signals.${signal.id}: ${compiled.errors.join('; ')}`);
    const value = compiled.fn(n - 1);
    latest.signals[signal.id] = value === value ? (value !== 0 ? 1 : 0) : NaN;
  }
  for (const gauge of declaration.gauges) {
    const compiled = compileExpression(gauge.expr, symbols);
    if (!compiled.ok) throw new Error(`gauges.${gauge.id}: ${compiled.errors.join('; ')}`);
    latest.gauges[gauge.id] = compiled.fn(n - 1);
  }
  return latest;
}

interface OpenPosition {
  side: 1 | -1;
  quantity: number;
  entryPrice: number;
  entryIndex: number;
  entryFee: number;
  funding: number;
  stop: number;
  target: number;
}

/** The price at `distance` from the entry against (−1) or with (+1) the position; NaN without a level. */
function levelPrice(level: ExitLevel, entry: number, side: 1 | -1, direction: 1 | -1, atrAtSignal: number): number {
  const toward = side * direction;
  const candidates = [
    level.pct === undefined ? NaN : entry * (1 + (toward * level.pct) / 100),
    level.atr === undefined ? NaN : entry + toward * level.atr.multiple * atrAtSignal,
    level.distance === undefined ? NaN : entry + toward * level.distance,
  ];
  // Several: the one nearer to the entry.
  let price = NaN;
  for (const candidate of candidates) {
    if (candidate === candidate && (price !== price || Math.abs(candidate - entry) < Math.abs(price - entry))) price = candidate;
  }
  return price;
}

function atrSeries(level: AtrLevel | undefined, series: OhlcSeries, bindings: IndicatorBindings): Float64Array | undefined {
  if (!level) return undefined;
  return bindings.atr({ series, source: series.close }, { period: level.period }).value;
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
  const { time, open, high, low, close } = series;
  const n = close.length;

  // Indicators and rules.
  const indicators: Record<string, Float64Array> = {};
  const computed = new Map(resolved.indicators.map((indicator) => [indicator.id, computeIndicator(indicator, series, values, bindings)]));
  const symbols = ruleSymbols(resolved.indicators, resolved.params, values, (name, symbol) => {
    if (!symbol) return series[name as 'open' | 'high' | 'low' | 'close'];
    const output = computed.get(symbol.indicator.id)?.[symbol.output] as Float64Array;
    indicators[name] = output;
    return output;
  });
  const latest = readingsAtLastBar(resolved, symbols, n);
  const allowLong = config.side !== 'short';
  const allowShort = config.side !== 'long';
  const longSignal = allowLong ? ruleSignals(resolved.rules.long, symbols, 'long', n) : undefined;
  const exitLongSignal = allowLong ? ruleSignals(resolved.rules.exitLong, symbols, 'exitLong', n) : undefined;
  const shortSignal = allowShort ? ruleSignals(resolved.rules.short, symbols, 'short', n) : undefined;
  const exitShortSignal = allowShort ? ruleSignals(resolved.rules.exitShort, symbols, 'exitShort', n) : undefined;
  const stopAtr = atrSeries(config.stop.atr, series, bindings);
  const targetAtr = atrSeries(config.takeProfit.atr, series, bindings);

  const slip = config.slippageBps / 10_000;
  const feeRate = config.feeBps / 10_000;
  const fundingRate = config.fundingPer8h / 100;
  const sizeFactor = (config.sizePct / 100) * config.leverage;
  const barMs = series.barMs;

  const equity = new Float64Array(n);
  const position = new Int8Array(n);
  const trades: BacktestTrade[] = [];
  let cash = config.initialCapital;
  let held: OpenPosition | null = null;
  let pendingExit = false;
  let pendingEntry: 0 | 1 | -1 = 0;

  const exit = (t: number, price: number, reason: ExitReason, heldThisBar: boolean) => {
    const p = held as OpenPosition;
    const exitFee = feeRate * p.quantity * price;
    const gross = p.side * p.quantity * (price - p.entryPrice);
    cash += gross - exitFee;
    const fees = p.entryFee + exitFee;
    trades.push({
      side: p.side === 1 ? 'long' : 'short',
      entryTime: valueAt(time, p.entryIndex),
      entryPrice: p.entryPrice,
      exitTime: valueAt(time, t),
      exitPrice: price,
      quantity: p.quantity,
      fees,
      funding: p.funding,
      pnl: gross - fees - p.funding,
      reason,
      entryIndex: p.entryIndex,
      exitIndex: t,
      bars: t - p.entryIndex + (heldThisBar ? 1 : 0),
    });
    held = null;
  };

  const enter = (t: number, side: 1 | -1) => {
    if (!(cash > 0)) return;
    const price = valueAt(open, t) * (1 + side * slip);
    const quantity = (cash * sizeFactor) / price;
    const entryFee = feeRate * quantity * price;
    cash -= entryFee;
    const stopAtSignal = stopAtr && t > 0 ? valueAt(stopAtr, t - 1) : NaN;
    const targetAtSignal = targetAtr && t > 0 ? valueAt(targetAtr, t - 1) : NaN;
    held = {
      side,
      quantity,
      entryPrice: price,
      entryIndex: t,
      entryFee,
      funding: 0,
      stop: levelPrice(config.stop, price, side, -1, stopAtSignal),
      target: levelPrice(config.takeProfit, price, side, 1, targetAtSignal),
    };
  };

  for (let t = 0; t < n; t++) {
    const o = valueAt(open, t);
    const c = valueAt(close, t);

    // 1. Orders from the previous close fill at this open.
    if (pendingExit && held) {
      const side = (held as OpenPosition).side;
      exit(t, o * (1 - side * slip), 'signal', false);
    }
    if (pendingEntry !== 0 && !held) enter(t, pendingEntry);
    pendingExit = false;
    pendingEntry = 0;

    // 2. Stop and take-profit during the bar.
    if (held) {
      const p = held as OpenPosition;
      const h = valueAt(high, t);
      const l = valueAt(low, t);
      const fillBar = p.entryIndex === t;
      const { stop, target } = p;
      if (p.side === 1) {
        if (!fillBar && o <= stop) exit(t, o * (1 - slip), 'stop', false);
        else if (!fillBar && o >= target) exit(t, o * (1 - slip), 'takeProfit', false);
        else if (l <= stop) exit(t, stop, 'stop', true);
        else if (h >= target) exit(t, target, 'takeProfit', true);
      } else {
        if (!fillBar && o >= stop) exit(t, o * (1 + slip), 'stop', false);
        else if (!fillBar && o <= target) exit(t, o * (1 + slip), 'takeProfit', false);
        else if (h >= stop) exit(t, stop, 'stop', true);
        else if (l <= target) exit(t, target, 'takeProfit', true);
      }
    }

    // 3. Funding of the 8-hour boundaries up to the next bar, for a position held at this close.
    if (held && fundingRate !== 0) {
      const p = held as OpenPosition;
      const start = valueAt(time, t);
      const end = t + 1 < n ? valueAt(time, t + 1) : start + barMs;
      const boundaries = Math.floor(end / FUNDING_PERIOD_MS) - Math.floor(start / FUNDING_PERIOD_MS);
      if (boundaries > 0) {
        const amount = boundaries * fundingRate * p.quantity * c * p.side;
        cash -= amount;
        p.funding += amount;
      }
    }

    position[t] = held ? (held as OpenPosition).side : 0;

    // 4. After the last bar an open position closes at the last close.
    if (t === n - 1) {
      if (held) exit(t, c, 'end', true);
      equity[t] = cash;
      break;
    }

    // 5. Mark to market, then the rules at this close decide the orders for the next open.
    const p = held as OpenPosition | null;
    equity[t] = p ? cash + p.side * p.quantity * (c - p.entryPrice) : cash;
    const long = longSignal?.[t] === 1;
    const short = shortSignal?.[t] === 1;
    if (!p) pendingEntry = long && !short ? 1 : short && !long ? -1 : 0;
    else if (p.side === 1) {
      pendingExit = exitLongSignal?.[t] === 1 || short;
      pendingEntry = short ? -1 : 0;
    } else {
      pendingExit = exitShortSignal?.[t] === 1 || long;
      pendingEntry = long ? 1 : 0;
    }
  }

  const buyAndHold = new Float64Array(n);
  const firstClose = n > 0 ? valueAt(close, 0) : NaN;
  for (let t = 0; t < n; t++) buyAndHold[t] = (config.initialCapital * valueAt(close, t)) / firstClose;

  const { kpis, drawdown } = backtestKpis({ trades, equity, time, close, barMs, initialCapital: config.initialCapital });
  return { trades, equity, drawdown, buyAndHold, position, indicators, latest, kpis, params: values, settings: config };
}
