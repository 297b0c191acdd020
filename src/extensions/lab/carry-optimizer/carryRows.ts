import { formatInputNumber } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import { parseLocaleNumber } from '../../../market/parseNumber';
import type { CarryCandidate } from '../../../finance/carryOptimizer';

/** The number fields of a typed carry position, all in % a year (maxWeight in % of the capital). */
export const ROW_FIELDS = ['funding', 'volatility', 'maxWeight'] as const;
export type RowField = (typeof ROW_FIELDS)[number];

/** One typed position: the asset's name and the number fields as typed, in the language `lang`. */
export interface CarryRowText {
  key: number;
  asset: string;
  values: Readonly<Record<RowField, string>>;
}

export type RowProblem = 'asset' | RowField;

export const MAX_ROWS = 10;
export const MAX_ASSET_LENGTH = 12;

/** Allowed range of each field, in %. */
const RANGES: Readonly<Record<RowField, { min: number; max: number; exclusiveMin?: boolean }>> = {
  funding: { min: -100, max: 1000 },
  volatility: { min: 0, max: 1000, exclusiveMin: true },
  maxWeight: { min: 0, max: 100 },
};

const inRange = (field: RowField, value: number) => {
  const range = RANGES[field];
  return Number.isFinite(value) && value <= range.max && (range.exclusiveMin ? value > range.min : value >= range.min);
};

/** The typed rows of some positions given in numbers (% a year), as a language writes them. */
export function rowsFromNumbers(rows: readonly { asset: string; funding: number; volatility: number; maxWeight: number }[], lang: Lang): CarryRowText[] {
  return rows.map((row, key) => ({ key, asset: row.asset, values: { funding: formatInputNumber(row.funding, lang), volatility: formatInputNumber(row.volatility, lang), maxWeight: formatInputNumber(row.maxWeight, lang) } }));
}

/** The same rows re-written for another language ('0.5' ↔ '0,5'); unreadable texts stay as typed. */
export function convertRows(rows: readonly CarryRowText[], from: Lang, to: Lang): CarryRowText[] {
  return rows.map((row) => ({
    ...row,
    values: Object.fromEntries(
      ROW_FIELDS.map((field) => {
        const value = parseLocaleNumber(row.values[field], from);
        return [field, Number.isFinite(value) ? formatInputNumber(value, to) : row.values[field]];
      }),
    ) as Record<RowField, string>,
  }));
}

/**
 * Reads the typed rows: the candidates for the optimizer (fractions: 10.95 % → 0.1095), or the problems,
 * each with its 1-based row, in row order (the name first, then funding, volatility, maximum allocation).
 */
export function readRows(rows: readonly CarryRowText[], lang: Lang): { candidates: CarryCandidate[]; problems: { row: number; problem: RowProblem }[] } {
  const problems: { row: number; problem: RowProblem }[] = [];
  const candidates = rows.map((row, index) => {
    const name = row.asset.trim();
    if (name === '' || name.length > MAX_ASSET_LENGTH) problems.push({ row: index + 1, problem: 'asset' });
    const values = Object.fromEntries(ROW_FIELDS.map((field) => [field, parseLocaleNumber(row.values[field], lang)])) as Record<RowField, number>;
    for (const field of ROW_FIELDS) if (!inRange(field, values[field])) problems.push({ row: index + 1, problem: field });
    return { funding: values.funding / 100, volatility: values.volatility / 100, maxWeight: values.maxWeight / 100 };
  });
  return { candidates, problems };
}
