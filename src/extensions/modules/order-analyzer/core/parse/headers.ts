/**
 * Finding the header row of an order export and mapping its columns to ORDER_COLUMNS keys.
 * Headers vary: BingX's English and German exports, Excel users retyping a header, other spellings of
 * the same column. They are compared normalised (lower case, umlauts spelled out, no spaces,
 * punctuation or bracketed time zone), against an alias list per key.
 */

import { ORDER_COLUMNS, type ColumnMapping, type OrderColumnKey } from '../orderData';
import { normaliseHeader } from '../../../../../market/headerText';
import { cellText, type GridRow } from '../../../../../market/sheetCells';
import type { GridSheet } from './readGrid';

/**
 * Accepted header names per key, already normalised. English first, then German. The English names of
 * EXPECTED_HEADERS normalise to the first entry of each list.
 */
export const HEADER_ALIASES: Readonly<Record<OrderColumnKey, readonly string[]>> = {
  uid: ['uid', 'userid', 'accountid', 'account', 'benutzerid', 'nutzerid', 'kontoid', 'konto'],
  orderNo: ['orderno', 'ordernr', 'orderid', 'ordernumber', 'order', 'auftragsnummer', 'auftragsnr', 'auftragsid', 'ordernummer', 'auftrag'],
  time: ['time', 'date', 'datetime', 'dateandtime', 'ordertime', 'tradetime', 'filledtime', 'createtime', 'createdtime', 'created', 'createdat', 'timestamp', 'zeit', 'datum', 'uhrzeit', 'zeitpunkt', 'datumuhrzeit', 'datumundzeit', 'auftragszeit', 'handelszeit', 'ausfuehrungszeit'],
  pair: ['pair', 'symbol', 'contract', 'contracts', 'market', 'instrument', 'tradingpair', 'coin', 'paar', 'handelspaar', 'kontrakt', 'markt'],
  type: ['type', 'side', 'direction', 'tradetype', 'tradeside', 'orderside', 'positionside', 'typ', 'seite', 'richtung', 'handelstyp', 'handelsrichtung'],
  leverage: ['leverage', 'lev', 'leveragemultiple', 'hebel', 'hebelwirkung'],
  dealPrice: ['dealprice', 'price', 'fillprice', 'filledprice', 'executionprice', 'executedprice', 'tradeprice', 'preis', 'ausfuehrungspreis', 'ausgefuehrterpreis', 'handelspreis', 'fillpreis'],
  quantity: ['quantity', 'qty', 'volume', 'size', 'filledqty', 'executedqty', 'dealvolume', 'dealquantity', 'filledquantity', 'menge', 'anzahl', 'volumen', 'groesse', 'ausgefuehrtemenge'],
  amount: ['amount', 'value', 'notional', 'ordervalue', 'tradevalue', 'dealamount', 'turnover', 'total', 'betrag', 'wert', 'umsatz', 'auftragswert', 'positionswert', 'gesamt'],
  fee: ['fee', 'fees', 'commission', 'tradingfee', 'tradingfees', 'transactionfee', 'feeamount', 'gebuehr', 'gebuehren', 'handelsgebuehr', 'handelsgebuehren', 'provision', 'kommission', 'transaktionsgebuehr'],
  feeCoin: ['feecoin', 'feecurrency', 'feeasset', 'commissionasset', 'commissioncoin', 'commissioncurrency', 'gebuehrenwaehrung', 'gebuehrwaehrung', 'gebuehrencoin', 'gebuehrcoin', 'gebuehrenmuenze', 'gebuehrenasset'],
  realizedPnl: ['realizedpnl', 'realisedpnl', 'realizedprofit', 'realisedprofit', 'realizedprofitandloss', 'realizedpl', 'closedpnl', 'closingpnl', 'pnl', 'profit', 'profitandloss', 'profitloss', 'realisiertepnl', 'realisierterpnl', 'realisiertergewinn', 'realisiertergewinnverlust', 'realisiertergv', 'gewinn', 'gewinnverlust', 'guv', 'pnlrealisiert'],
  quoteAsset: ['quoteasset', 'quotecurrency', 'quotecoin', 'currency', 'margincoin', 'marginasset', 'margincurrency', 'settlecoin', 'settlementcurrency', 'settlementasset', 'asset', 'waehrung', 'quotewaehrung', 'marginwaehrung', 'abrechnungswaehrung', 'kurswaehrung'],
  orderType: ['ordertype', 'orderkind', 'auftragstyp', 'auftragsart', 'ordertyp', 'orderart'],
  avgPrice: ['avgprice', 'averageprice', 'avgfillprice', 'averagefillprice', 'avgdealprice', 'averagedealprice', 'avgexecutionprice', 'avgpx', 'durchschnittspreis', 'durchschnittlicherpreis', 'dpreis', 'avgpreis', 'mittlererpreis'],
};

/** Normalised alias → key. Each alias names one key. */
const ALIAS_TO_KEY: ReadonlyMap<string, OrderColumnKey> = new Map(
  ORDER_COLUMNS.flatMap((key) => HEADER_ALIASES[key].map((alias) => [alias, key] as const)),
);

/** The key a header text names, or null. */
export function keyOfHeader(text: string): OrderColumnKey | null {
  return ALIAS_TO_KEY.get(normaliseHeader(text)) ?? null;
}

/** A mapping with every key unmapped. */
export function emptyMapping(): ColumnMapping {
  return Object.fromEntries(ORDER_COLUMNS.map((key) => [key, null])) as ColumnMapping;
}

/** Maps a header row: each key to the first (leftmost) column naming it. */
export function mapHeaderRow(row: GridRow): { mapping: ColumnMapping; matched: number } {
  const mapping = emptyMapping();
  let matched = 0;
  for (let c = 0; c < row.length; c++) {
    const cell = row[c];
    if (cell == null || cell.t !== 's') continue;
    const key = keyOfHeader(cell.v as string);
    if (key !== null && mapping[key] === null) {
      mapping[key] = c;
      matched++;
    }
  }
  return { mapping, matched };
}

/** How many rows from the top are searched for the header (titles, notes and blank rows may come first). */
export const HEADER_SCAN_ROWS = 30;
/** Known columns a row needs to count as the header… */
export const MIN_HEADER_MATCHES = 3;
/** …of which at least one must be the order's identity for the analysis: time, Type or Realized PNL. */
const ANCHOR_KEYS: readonly OrderColumnKey[] = ['time', 'type', 'realizedPnl'];

export interface HeaderMatch {
  /** 0-based index of the header row in the sheet. */
  rowIndex: number;
  mapping: ColumnMapping;
  matched: number;
}

/**
 * The header row among the first HEADER_SCAN_ROWS rows: the one naming the most known columns (the
 * first on a tie), if it names at least MIN_HEADER_MATCHES of them including an anchor key. A title row
 * ('Auftragsverlauf Perpetual Futures') or a data row never names three columns.
 */
export function findHeaderRow(rows: ReadonlyArray<GridRow | null | undefined>): HeaderMatch | null {
  let best: HeaderMatch | null = null;
  const last = Math.min(rows.length, HEADER_SCAN_ROWS);
  for (let r = 0; r < last; r++) {
    const row = rows[r];
    if (!row || row.length === 0) continue;
    const { mapping, matched } = mapHeaderRow(row);
    if (matched < MIN_HEADER_MATCHES || !ANCHOR_KEYS.some((key) => mapping[key] !== null)) continue;
    if (best === null || matched > best.matched) best = { rowIndex: r, mapping, matched };
  }
  return best;
}

/** The header cells as text, one per column up to `width` (blank headers are ''). */
export function headerTexts(row: GridRow, width: number): string[] {
  const texts = new Array<string>(Math.max(width, row.length));
  for (let c = 0; c < texts.length; c++) texts[c] = cellText(row[c]);
  return texts;
}

/**
 * The mapping to use: the automatic one, with every key the manual mapping names (a column index or
 * null for "not mapped") replacing it. Indices that are not whole numbers in 0…width−1 count as null,
 * so a stale mapping from another file cannot point outside the sheet.
 */
export function mergeMapping(auto: ColumnMapping, manual: Partial<ColumnMapping> | undefined, width: number): ColumnMapping {
  if (!manual) return { ...auto };
  const merged = { ...auto };
  for (const key of ORDER_COLUMNS) {
    if (!(key in manual)) continue;
    const index = manual[key];
    merged[key] = typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < width ? index : null;
  }
  return merged;
}

/**
 * The header of `sheet` as the conversion uses it: its cells as text, as wide as the widest row, and the
 * mapping (the automatic one with the manual overrides, see mergeMapping).
 */
export function sheetHeader(sheet: GridSheet, match: HeaderMatch, manual: Partial<ColumnMapping> | undefined): { mapping: ColumnMapping; headers: string[] } {
  const row = sheet.rows[match.rowIndex] ?? [];
  const width = Math.max(sheet.width, row.length);
  return { mapping: mergeMapping(match.mapping, manual, width), headers: headerTexts(row, width) };
}
