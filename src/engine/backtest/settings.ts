/**
 * The account settings of a backtest run and how its stop and take-profit are chosen.
 */
import type { ExitLevelDeclaration, ResolvedDeclaration, Side } from './declaration';
import { resolveParamRef, type ParamValues } from './params';
import type { FundingHistory } from '../../market/fundingHistory';
import { BACKTEST_SETTING_TABLE, DEFAULT_BACKTEST_SETTINGS, type AccountSettingId, type OptionalSettingId } from './settingTable';

/** A stop or take-profit distance of `multiple` × the ATR over `period` bars. */
export interface AtrLevel {
  multiple: number;
  period: number;
}

/**
 * A run's settings; an account setting left out takes its default from the table (costs included).
 * When any of `stopPct` / `atrStop` is given (a value, or null for none), they replace the declaration's
 * stop; otherwise the declaration's stop applies. The same for `takeProfitPct` / `atrTakeProfit` and the
 * declaration's take-profit. With both a percent and an ATR level, the one nearer to the entry price counts.
 */
export type BacktestSettings = { [id in AccountSettingId]?: number } & { [id in OptionalSettingId]?: number | null } & {
  /** Which entries are taken; default the declaration's side. */
  side?: Side;
  atrStop?: AtrLevel | null;
  atrTakeProfit?: AtrLevel | null;
  /** The market's funding history: charged at its own funding times and rates instead of fundingPer8h. */
  fundingHistory?: FundingHistory | null;
};

/**
 * The settings a form's values hold (numbers, or text a number was typed as): every account setting, the
 * side, and the stop and take-profit percent when typed (blank leaves the declaration's own, if any).
 */
export function settingsFromValues(values: Readonly<Record<string, number | string>>): BacktestSettings {
  const settings: Record<string, number | undefined> = {};
  for (const row of BACKTEST_SETTING_TABLE) {
    if (row.kind !== 'number') continue;
    const value = Number(values[row.id]);
    settings[row.id] = 'optional' in row && !Number.isFinite(value) ? undefined : value;
  }
  const side = values.side === 'short' || values.side === 'both' ? values.side : 'long';
  return { ...(settings as BacktestSettings), side };
}

/** The same settings without costs: no fees, no slippage, no funding. */
export function withoutCosts(settings: BacktestSettings): BacktestSettings {
  return { ...settings, feeBps: 0, slippageBps: 0, fundingPer8h: 0, fundingHistory: null };
}

/** One exit level: percent, ATR and/or price distance (undefined parts are absent). */
export interface ExitLevel {
  pct: number | undefined;
  atr: AtrLevel | undefined;
  /** A fixed distance in price units from the entry fill (ticks × tick size). */
  distance?: number | undefined;
}

/** The settings of a run with defaults applied and the exits resolved. */
export interface ResolvedSettings {
  initialCapital: number;
  side: Side;
  sizePct: number;
  leverage: number;
  feeBps: number;
  slippageBps: number;
  fundingPer8h: number;
  stop: ExitLevel;
  takeProfit: ExitLevel;
}

/** A distance that means "no level": 0, or an empty optional parameter (NaN). */
const off = (value: number) => value === 0 || Number.isNaN(value);

/** The declaration's stop or take-profit; a distance parameter set to 0 or left empty switches it off. */
function fromDeclaration(level: ExitLevelDeclaration | undefined, values: ParamValues): ExitLevel {
  const none = { pct: undefined, atr: undefined };
  if (!level) return none;
  if ('percent' in level) {
    const pct = resolveParamRef(level.percent, values);
    return off(pct) ? none : { pct, atr: undefined };
  }
  if ('ticks' in level) {
    const ticks = resolveParamRef(level.ticks, values);
    return off(ticks) ? none : { pct: undefined, atr: undefined, distance: ticks * resolveParamRef(level.tickSize, values) };
  }
  const multiple = resolveParamRef(level.atrMultiple, values);
  return off(multiple) ? none : { pct: undefined, atr: { multiple, period: resolveParamRef(level.atrPeriod, values) } };
}

function positive(name: string, value: number): number {
  if (!(Number.isFinite(value) && value > 0)) throw new RangeError(`${name} must be a number > 0, not ${value}`);
  return value;
}

function nonNegative(name: string, value: number): number {
  if (!(Number.isFinite(value) && value >= 0)) throw new RangeError(`${name} must be a number ≥ 0, not ${value}`);
  return value;
}

function checkLevel(name: string, level: ExitLevel): ExitLevel {
  if (level.pct !== undefined) positive(`${name} percent`, level.pct);
  if (level.distance !== undefined) positive(`${name} distance`, level.distance);
  if (level.atr) {
    positive(`${name} ATR multiple`, level.atr.multiple);
    if (!(Number.isInteger(level.atr.period) && level.atr.period >= 1)) throw new RangeError(`${name} ATR period must be a whole number ≥ 1, not ${level.atr.period}`);
  }
  return level;
}

/** Settings with defaults, exits from the settings or the declaration; throws a RangeError for a value out of range. */
export function resolveSettings(settings: BacktestSettings, declaration: ResolvedDeclaration, values: ParamValues): ResolvedSettings {
  const merged = { ...DEFAULT_BACKTEST_SETTINGS, ...stripUndefined(settings) };
  const stop = settings.stopPct !== undefined || settings.atrStop !== undefined
    ? { pct: settings.stopPct ?? undefined, atr: settings.atrStop ?? undefined }
    : fromDeclaration(declaration.stop, values);
  const takeProfit = settings.takeProfitPct !== undefined || settings.atrTakeProfit !== undefined
    ? { pct: settings.takeProfitPct ?? undefined, atr: settings.atrTakeProfit ?? undefined }
    : fromDeclaration(declaration.takeProfit, values);
  if (!Number.isFinite(merged.fundingPer8h)) throw new RangeError(`fundingPer8h must be a number, not ${merged.fundingPer8h}`);
  return {
    initialCapital: positive('initialCapital', merged.initialCapital),
    side: settings.side ?? declaration.side,
    sizePct: positive('sizePct', merged.sizePct),
    leverage: positive('leverage', merged.leverage),
    feeBps: nonNegative('feeBps', merged.feeBps),
    slippageBps: nonNegative('slippageBps', merged.slippageBps),
    fundingPer8h: merged.fundingPer8h,
    stop: checkLevel('stop', stop),
    takeProfit: checkLevel('take-profit', takeProfit),
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null)) as Partial<T>;
}
