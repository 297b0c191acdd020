import { parseLocaleNumber } from '../../../../market/parseNumber';
import type { Lang } from '../../../../engine/localize';
import { MAX_BOOTSTRAP_CELLS } from '../../../../finance/bootstrapMonteCarlo';
import { dayStart, type TradeFilters } from './filterTrades';
import type { Aggregation, ReportSettings } from '../../../shared/trades/performanceReport';

/**
 * The settings and filters as the user typed them (text of the native controls), and
 * their reading into numbers with validation. Invalid values give an error code per control; the
 * report is computed only when its settings are valid (the page shows '—' and the messages).
 */
export interface RawSettings {
  initialCapital: string;
  aggregation: Aggregation;
  riskFreeRate: string;
  side: 'all' | 'long' | 'short';
  symbol: string;
  from: string;
  to: string;
  tags: string;
  taxRatePct: string;
  taxOnlyProfits: boolean;
  percentReturns: boolean;
  mcEnabled: boolean;
  mcIterations: string;
  mcLength: string;
  mcRuinPct: string;
  mcSeed: string;
  rollingWindow: string;
}

export const DEFAULT_SETTINGS: RawSettings = {
  initialCapital: '10000',
  aggregation: 'none',
  riskFreeRate: '0',
  side: 'all',
  symbol: 'all',
  from: '',
  to: '',
  tags: '',
  taxRatePct: '0',
  taxOnlyProfits: true,
  percentReturns: false,
  mcEnabled: true,
  mcIterations: '1000',
  mcLength: '250',
  mcRuinPct: '50',
  mcSeed: '42',
  rollingWindow: '20',
};

export type SettingError =
  | 'initialCapital'
  | 'riskFreeRate'
  | 'taxRatePct'
  | 'dateRange'
  | 'mcIterations'
  | 'mcLength'
  | 'mcCells'
  | 'mcRuinPct'
  | 'mcSeed'
  | 'rollingWindow';

export interface MonteCarloSettings {
  iterations: number;
  length: number;
  /** Ruin threshold as a fraction of the initial capital lost (0.5 = a 50 % loss). */
  ruinFraction: number;
  seed: number;
}

export interface ReadSettings {
  /** null when a report setting is invalid. */
  report: ReportSettings | null;
  filters: TradeFilters;
  /** null when the Monte Carlo is off or one of its settings is invalid. */
  monteCarlo: MonteCarloSettings | null;
  /** NaN when invalid. */
  rollingWindow: number;
  errors: SettingError[];
}

export const MAX_MC_ITERATIONS = 100_000;
export const MAX_MC_LENGTH = 3650;

function isWhole(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

export function readSettings(raw: RawSettings, lang: Lang): ReadSettings {
  const errors: SettingError[] = [];
  const num = (text: string) => parseLocaleNumber(text, lang);
  const initialCapital = num(raw.initialCapital);
  if (!(initialCapital > 0) || !Number.isFinite(initialCapital)) errors.push('initialCapital');
  const riskFreeRate = raw.riskFreeRate.trim() === '' ? 0 : num(raw.riskFreeRate);
  if (!(riskFreeRate >= -0.5 && riskFreeRate <= 1)) errors.push('riskFreeRate');
  const taxRatePct = raw.taxRatePct.trim() === '' ? 0 : num(raw.taxRatePct);
  if (!(taxRatePct >= 0 && taxRatePct <= 100)) errors.push('taxRatePct');
  const from = dayStart(raw.from);
  const to = dayStart(raw.to);
  if (Number.isFinite(from) && Number.isFinite(to) && from > to) errors.push('dateRange');
  const rollingWindow = num(raw.rollingWindow);
  if (!isWhole(rollingWindow, 2, 100_000)) errors.push('rollingWindow');

  let monteCarlo: MonteCarloSettings | null = null;
  if (raw.mcEnabled) {
    const before = errors.length;
    const iterations = num(raw.mcIterations);
    const length = num(raw.mcLength);
    const ruinPct = num(raw.mcRuinPct);
    const seed = num(raw.mcSeed);
    if (!isWhole(iterations, 1, MAX_MC_ITERATIONS)) errors.push('mcIterations');
    if (!isWhole(length, 1, MAX_MC_LENGTH)) errors.push('mcLength');
    if (errors.length === before && iterations * length > MAX_BOOTSTRAP_CELLS) errors.push('mcCells');
    if (!(ruinPct > 0 && ruinPct <= 100)) errors.push('mcRuinPct');
    if (!isWhole(seed, 0, 2 ** 32 - 1)) errors.push('mcSeed');
    if (errors.length === before) monteCarlo = { iterations, length, ruinFraction: ruinPct / 100, seed };
  }
  const reportOk = !errors.some((error) => error === 'initialCapital' || error === 'riskFreeRate' || error === 'taxRatePct' || error === 'dateRange');
  return {
    report: reportOk
      ? { initialCapital, aggregation: raw.aggregation, riskFreeRate, taxRate: taxRatePct / 100, taxOnlyProfits: raw.taxOnlyProfits, percentReturns: raw.percentReturns }
      : null,
    filters: { side: raw.side, symbol: raw.symbol, from: raw.from, to: raw.to, tags: raw.tags },
    monteCarlo: reportOk ? monteCarlo : null,
    rollingWindow: errors.includes('rollingWindow') ? NaN : rollingWindow,
    errors,
  };
}
