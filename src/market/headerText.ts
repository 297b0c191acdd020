/**
 * Column headers of exported files (orders, trades, OHLC) compared without their spelling: lower case,
 * umlauts spelled out, no spaces, punctuation or bracketed time zone.
 */

/**
 * Header text → comparable key: 'Time(UTC+8)' → 'time', 'Order No.' → 'orderno', 'gebühr' and
 * 'Gebuehr' → 'gebuehr', 'Realisierte PnL' → 'realisiertepnl', 'Quote-Asset' → 'quoteasset'.
 */
export function normaliseHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/\b(?:utc|gmt)\s*(?:[+\-−]\s*\d{1,2}(?::?\d{2})?)?/g, ' ')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');
}
