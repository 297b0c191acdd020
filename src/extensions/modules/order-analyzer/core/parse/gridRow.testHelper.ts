import type { GridRow } from '../../../../../market/sheetCells';

/** A sheet row as SheetJS reads it: numbers as numeric cells, text as text cells, null as a missing cell. */
export const gridRow = (...values: (string | number | null)[]): GridRow =>
  values.map((v) => (v === null ? undefined : typeof v === 'number' ? { t: 'n', v } : { t: 's', v }));
