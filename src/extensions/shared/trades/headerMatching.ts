import { TRADE_FIELDS, type TradeField } from './trade';

/**
 * Automatic column mapping: common English and German header names of trade journals and
 * exchange exports. Headers are compared lower-case with `%` read as "pct" and everything but letters
 * and digits removed, so `Rendite %`, `rendite_pct` and `RENDITE(%)` are the same.
 */
const ALIASES: Readonly<Record<TradeField, readonly string[]>> = {
  date: ['date', 'datum', 'time', 'zeit', 'datetime', 'timestamp', 'zeitstempel', 'zeitpunkt', 'datumzeit', 'dateutc', 'timeutc', 'closetime', 'closedate', 'exittime', 'exitdate', 'schlusszeit', 'closed', 'opentime', 'opendate', 'entrytime', 'tradedate', 'handelsdatum'],
  pnl: ['pnl', 'profit', 'gewinn', 'gewinnverlust', 'gv', 'pl', 'profitloss', 'realizedpnl', 'realisedpnl', 'realisierterpnl', 'realisiertergewinn', 'ergebnis', 'result', 'pnlusdt', 'pnlusd', 'closedpnl', 'grosspnl', 'bruttopnl', 'netprofit'],
  fee: ['fee', 'fees', 'gebühr', 'gebühren', 'gebuehr', 'gebuehren', 'commission', 'commissions', 'kommission', 'provision', 'tradingfee', 'handelsgebühr', 'kosten', 'cost', 'costs'],
  side: ['side', 'seite', 'richtung', 'direction', 'dir', 'longshort', 'position', 'positionsseite', 'tradeside', 'kaufverkauf', 'buysell'],
  symbol: ['symbol', 'pair', 'paar', 'handelspaar', 'tradingpair', 'market', 'markt', 'instrument', 'ticker', 'asset', 'coin', 'contract', 'kontrakt', 'basiswert'],
  returnPct: ['returnpct', 'return', 'returnpercent', 'returnin', 'rendite', 'renditepct', 'renditeinpct', 'roi', 'roipct', 'pnlpct', 'gewinnpct', 'performance', 'performancepct', 'changepct', 'ret', 'retpct'],
  rMultiple: ['rmultiple', 'rmultiples', 'rmultiplier', 'r', 'rvalue', 'rwert', 'rmultipel', 'rvielfaches', 'multipler', 'rr'],
  size: ['size', 'größe', 'groesse', 'grösse', 'positionsize', 'positionsgröße', 'positionsgroesse', 'qty', 'quantity', 'menge', 'amount', 'betrag', 'volume', 'volumen', 'notional', 'nominalwert', 'contracts', 'kontrakte', 'lots'],
  notes: ['notes', 'note', 'notizen', 'notiz', 'comment', 'comments', 'kommentar', 'kommentare', 'bemerkung', 'bemerkungen', 'description', 'beschreibung', 'memo'],
  tags: ['tags', 'tag', 'schlagwörter', 'schlagworte', 'schlagwort', 'stichwörter', 'labels', 'label', 'setup', 'setups', 'strategy', 'strategie', 'kategorie', 'category'],
};

/** A header reduced for comparison. */
export function normalizeHeader(header: string): string {
  return header.normalize('NFC').toLowerCase().replace(/%/g, 'pct').replace(/[^\p{L}\p{N}]/gu, '');
}

/** Column index per field (−1: not mapped). */
export type ColumnMapping = Record<TradeField, number>;

export function emptyMapping(): ColumnMapping {
  return Object.fromEntries(TRADE_FIELDS.map((field) => [field, -1])) as ColumnMapping;
}

/**
 * Maps each field to the first header named like it (exact alias first, then a header that starts
 * with an alias of four letters or more, such as `Time(UTC+8)` or `Datum/Uhrzeit`). A column is used
 * for one field at most.
 */
export function autoMapping(headers: readonly string[]): ColumnMapping {
  const mapping = emptyMapping();
  const normalized = headers.map(normalizeHeader);
  const used = new Set<number>();
  const take = (field: TradeField, test: (header: string, alias: string) => boolean) => {
    if (mapping[field] >= 0) return;
    for (const alias of ALIASES[field]) {
      const index = normalized.findIndex((header, i) => !used.has(i) && header !== '' && test(header, alias));
      if (index >= 0) {
        mapping[field] = index;
        used.add(index);
        return;
      }
    }
  };
  for (const field of TRADE_FIELDS) take(field, (header, alias) => header === alias);
  for (const field of TRADE_FIELDS) take(field, (header, alias) => alias.length >= 4 && header.startsWith(alias));
  return mapping;
}
