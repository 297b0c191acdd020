import { parseLocaleNumber } from '../../../market/parseNumber';

/**
 * Numbers in imported trade files. A file either writes decimals with a point (`-11.02`) or with a
 * comma (`-11,02`, German exports, usually with `;` or tab as the separator); {@link detectDecimalComma}
 * decides once per file, then {@link parseTradeNumber} reads each cell (thousands separators allowed:
 * `1,234.5` or `1.234,5`). A trailing unit (`%`, `R`, `USDT`, `USD`, `EUR`, `$`, `€`, …) is ignored.
 */
const DOT_DECIMAL = /^[-+−]?(?:\d{1,3}(?:,\d{3})+|\d*)\.\d+$/;
const COMMA_DECIMAL = /^[-+−]?(?:\d{1,3}(?:\.\d{3})+|\d*),\d+$/;
const PLAIN = /^-?\d+(?:\.\d+)?(?:e[-+]?\d+)?$/i;
const UNIT = /\s*(?:%|R|r|USDT|USDC|USD|EUR|BTC|ETH|\$|€)$/;

/** True when the cells write decimals with a comma (more comma decimals than point decimals). */
export function detectDecimalComma(cells: Iterable<unknown>): boolean {
  let comma = 0;
  let dot = 0;
  for (const cell of cells) {
    if (typeof cell !== 'string') continue;
    const text = cell.trim().replace(UNIT, '');
    if (COMMA_DECIMAL.test(text) && !/^\d{1,3},\d{3}$/.test(text)) comma++;
    else if (DOT_DECIMAL.test(text) && !/^\d{1,3}\.\d{3}$/.test(text)) dot++;
  }
  return comma > dot;
}

/** The number in a cell; NaN for an empty or unreadable cell (use {@link isBlank} to tell them apart). */
export function parseTradeNumber(cell: unknown, decimalComma: boolean): number {
  if (typeof cell === 'number') return cell;
  if (typeof cell !== 'string') return NaN;
  let text = cell.trim();
  if (text === '') return NaN;
  if (PLAIN.test(text)) return Number(text);
  text = text.replace(UNIT, '');
  if (!decimalComma && PLAIN.test(text)) return Number(text);
  return parseLocaleNumber(text, decimalComma ? 'de' : 'en');
}

/** True for a missing cell (undefined, null, or only spaces). */
export function isBlank(cell: unknown): boolean {
  return cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '');
}
