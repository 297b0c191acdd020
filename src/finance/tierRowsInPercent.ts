import { fractionToPercent, percentToFraction } from './percentUnits';

/**
 * A visitor types the maintenance margin rates of an editable tier table in percent (0.4 for 0.4 %), like
 * every other rate, while the built-in tier tables and the tier functions (src/finance/tiers.ts) hold
 * fractions of 1 (0.004). The form converts at its edge: `tiersInPercent(pick(tiers, asset))` gives the rows it
 * shows, `tiersFromPercent(rows)` gives the rows the tier functions read. Only `mmr` changes; a blank or
 * non-numeric cell is left as it is, so the table checks (tiersError) still report it.
 */

function mapMmr(rows: unknown, convert: (mmr: number) => number): unknown {
  if (!Array.isArray(rows)) return rows;
  return rows.map((row: unknown) => {
    if (typeof row !== 'object' || row === null) return row;
    const { mmr } = row as Record<string, unknown>;
    return typeof mmr === 'number' ? { ...row, mmr: convert(mmr) } : row;
  });
}

/** Tier rows with `mmr` as a fraction (0.004), as the form shows them: `mmr` in percent (0.4). */
export function tiersInPercent(rows: unknown): unknown {
  return mapMmr(rows, fractionToPercent);
}

/** Tier rows with `mmr` in percent, as typed (0.4), as the tier functions read them: a fraction (0.004). */
export function tiersFromPercent(rows: unknown): unknown {
  return mapMmr(rows, percentToFraction);
}
