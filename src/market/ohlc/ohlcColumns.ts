/**
 * Which column of an OHLC file holds the time, open, high, low and close: by the header's names
 * (English and German, any case), by position when the file has no header, or as the user maps them.
 */
import { normaliseHeader } from '../headerText';

/** The columns a reader looks for. */
export const OHLC_ROLES = ['time', 'open', 'high', 'low', 'close'] as const;
export type OhlcRole = (typeof OHLC_ROLES)[number];

/** A column of the file: its 0-based index and its header name (null without a header). */
export interface OhlcColumn {
  index: number;
  name: string | null;
}

/** The column found for each role (absent: not found). */
export type OhlcMapping = Partial<Record<OhlcRole, OhlcColumn>>;

/** A mapping chosen by the user: per role a header name (compared trimmed, any case) or a 0-based column index. */
export type OhlcColumnOverride = Partial<Record<OhlcRole, string | number>>;

/** A header as the column names are compared: the order analyzer's rule (lower case, umlauts spelled out, units and time zones dropped, only letters and digits): 'Open_Time' → 'opentime', 'Eröffnung' → 'eroeffnung'. */
export const normaliseOhlcHeader = normaliseHeader;

/**
 * Accepted header names per role, normalised, in order of preference (when a file has two time-like
 * columns, the earlier name wins: 'timestamp' before 'date'). 'close_time' is deliberately no name of
 * close, nor of time.
 */
export const OHLC_HEADER_ALIASES: Readonly<Record<OhlcRole, readonly string[]>> = {
  time: ['time', 'timestamp', 'opentime', 'datetime', 'date', 'ts', 't', 'unix', 'unixtime', 'zeit', 'zeitstempel', 'datum', 'datumzeit', 'eroeffnungszeit'],
  open: ['open', 'o', 'openprice', 'opening', 'eroeffnung', 'eroeffnungskurs', 'eroeffnungspreis', 'erster', 'start'],
  high: ['high', 'h', 'highprice', 'max', 'hoch', 'hoechst', 'hoechstkurs', 'hoechstpreis'],
  low: ['low', 'l', 'lowprice', 'min', 'tief', 'tiefst', 'tiefstkurs', 'tiefstpreis'],
  close: ['close', 'c', 'closeprice', 'closing', 'last', 'schluss', 'schlusskurs', 'schlusspreis', 'letzter'],
};

/** Maps a header row: each role to the column whose name is its most preferred alias (leftmost on a tie). */
function mapHeader(header: readonly string[]): OhlcMapping {
  const keys = header.map(normaliseOhlcHeader);
  const mapping: OhlcMapping = {};
  for (const role of OHLC_ROLES) {
    for (const alias of OHLC_HEADER_ALIASES[role]) {
      const index = keys.indexOf(alias);
      if (index >= 0) {
        mapping[role] = { index, name: header[index] ?? null };
        break;
      }
    }
  }
  return mapping;
}

/** Without a header: time, open, high, low, close from the first five columns; with four columns, open, high, low, close. */
function mapByPosition(columnCount: number): OhlcMapping {
  const roles: readonly OhlcRole[] = columnCount >= 5 ? OHLC_ROLES : columnCount === 4 ? ['open', 'high', 'low', 'close'] : [];
  return Object.fromEntries(roles.map((role, index) => [role, { index, name: null }]));
}

export type OhlcMappingResult = { ok: true; mapping: OhlcMapping } | { ok: false; error: 'unknownColumn'; role: OhlcRole };

/**
 * The mapping of a file with `header` (null: none) and `columnCount` columns. An override replaces the
 * found column of each role it names; it fails with `unknownColumn` when it names a header that is not
 * there or an index out of range.
 */
export function mapOhlcColumns(header: readonly string[] | null, columnCount: number, override: OhlcColumnOverride = {}): OhlcMappingResult {
  const mapping = header ? mapHeader(header) : mapByPosition(columnCount);
  for (const role of OHLC_ROLES) {
    const wanted = override[role];
    if (wanted === undefined) continue;
    let index = -1;
    if (typeof wanted === 'number') {
      if (Number.isInteger(wanted) && wanted >= 0 && wanted < columnCount) index = wanted;
    } else if (header) {
      const exact = wanted.trim().toLowerCase();
      index = header.findIndex((name) => name.trim().toLowerCase() === exact);
      if (index < 0) index = header.map(normaliseOhlcHeader).indexOf(normaliseOhlcHeader(wanted));
    }
    if (index < 0) return { ok: false, error: 'unknownColumn', role };
    mapping[role] = { index, name: header?.[index] ?? null };
  }
  return { ok: true, mapping };
}

/** The roles of `needed` that the mapping lacks. */
export function missingRoles(mapping: OhlcMapping, needed: readonly OhlcRole[]): OhlcRole[] {
  return needed.filter((role) => mapping[role] === undefined);
}
