/**
 * The Type column ('Open Long', 'Close Short', 'Long eröffnen', 'Short schließen', 'Open Buy',
 * 'Close Sell', 'Kaufen', …) as a position side and an open/close action. An export holds only a
 * handful of distinct texts, so the converter classifies each text once and caches the result.
 */

export type OrderAction = 'open' | 'close' | null;

export interface TypeClass {
  /** +1 long, −1 short, 0 unknown — for long/short words; buy/sell needs the action (sideOf). */
  side: -1 | 0 | 1;
  action: OrderAction;
  /** Buy/sell wording, whose position side depends on open vs close. */
  trade: 'buy' | 'sell' | null;
}

/** Lower-case, umlauts spelled out, everything else but letters as a space: 'Short schließen' → ' short schliessen '. */
function normalise(text: string): string {
  const folded = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]+/g, ' ');
  return ` ${folded.trim()} `;
}

const CLOSE = /(^| )(close|closing|closed|schliessen|geschlossen|schliessung|glattstellen|glattstellung|liquidation|liquidated|liquidiert|zwangsliquidation)( |$)/;
const OPEN = /(^| )(open|opening|opened|eroeffnen|eroeffnet|eroeffnung|oeffnen)( |$)/;

/** Classifies a Type text (no caching; see TypeClassifier). */
export function classifyType(text: string): TypeClass {
  const t = normalise(text);
  const action: OrderAction = CLOSE.test(t) ? 'close' : OPEN.test(t) ? 'open' : null;
  const long = /(^| )long( |$)/.test(t);
  const short = /(^| )short( |$)/.test(t);
  const side = long === short ? 0 : long ? 1 : -1;
  // 'verkaufen' contains 'kaufen': test sell words first.
  const sell = /(^| )(sell|verkauf|verkaufen)( |$)/.test(t);
  const buy = !sell && /(^| )(buy|kauf|kaufen)( |$)/.test(t);
  return { side, action, trade: sell ? 'sell' : buy ? 'buy' : null };
}

/**
 * The position side of an order: long/short wording directly; buying opens a long and closes a short,
 * selling opens a short and closes a long. Buy/Sell without Open/Close counts as closing when the row
 * has a realized PnL (that is what makes it a trade), else as opening.
 */
export function sideOf(kind: TypeClass, isClose: boolean): -1 | 0 | 1 {
  if (kind.side !== 0 || kind.trade === null) return kind.side;
  const closing = kind.action === 'close' || (kind.action === null && isClose);
  return kind.trade === 'buy' ? (closing ? -1 : 1) : closing ? 1 : -1;
}

/** Caches classifyType per distinct text (an export has a handful; a 100,000-row file must not run regexes per row). */
export class TypeClassifier {
  private readonly cache = new Map<string, TypeClass>();

  classify(text: string): TypeClass {
    let kind = this.cache.get(text);
    if (kind === undefined) {
      kind = classifyType(text);
      this.cache.set(text, kind);
    }
    return kind;
  }
}
