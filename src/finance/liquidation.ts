/**
 * Liquidation prices of a linear (USDS-M) futures position, isolated or cross, one position.
 * Prices in quote currency per unit of the base asset; rates are decimals (0.005 = 0.5 %).
 * Side s = +1 for long, −1 for short.
 */

/** +1 for 'long', −1 for 'short'; throws on anything else. */
export function sideSign(side: string): 1 | -1 {
  if (side === 'long') return 1;
  if (side === 'short') return -1;
  throw new Error(`side must be "long" or "short", got "${side}"`);
}

/**
 * The quick estimate of the learn page:
 * long  ≈ entry · (1 − 1/leverage + mmr + bufferBps/10000),
 * short ≈ entry · (1 + 1/leverage − mmr − bufferBps/10000).
 * The buffer (basis points of the entry) moves the estimate towards the entry, i.e. to the safe side.
 * Returns a price in quote currency; NaN when leverage is not positive or the estimate is ≤ 0
 * (a long with leverage below ~1 cannot be liquidated by a price move).
 */
export function estimateLiquidationPrice(s: number, entry: number, leverage: number, mmr: number, bufferBps: number): number {
  if (!(leverage > 0)) return NaN;
  const price = entry * (1 - s * (1 / leverage - mmr - bufferBps / 10000));
  return price > 0 ? price : NaN;
}

/**
 * The shortcut entry · (1 − s/leverage + s·mmr): the estimate without buffer. It charges the
 * maintenance rate on the entry notional and ignores the maintenance amount, so it differs from
 * {@link exchangeLiquidationPrice}. Quote currency per unit.
 */
export function shortcutLiquidationPrice(s: number, entry: number, leverage: number, mmr: number): number {
  return estimateLiquidationPrice(s, entry, leverage, mmr, 0);
}

/**
 * The exchange formula (Binance USDS-M, one position, isolated or cross without other positions):
 * liquidationPrice = (WB + cum − s·quantity·entry) / (quantity·mmr − s·quantity)
 * where WB is the wallet balance backing the position (isolated: the initial margin; cross: plus
 * the extra balance), cum the tier's maintenance amount and mmr the tier's rate. It solves
 * WB + s·quantity·(P − entry) = quantity·P·mmr − cum, i.e. equity = maintenance margin charged on
 * the notional at the liquidation price P.
 * Returns a price in quote currency; NaN when quantity is not positive or the result is ≤ 0
 * (the position cannot be liquidated by a price move, e.g. a fully collateralised long).
 */
export function exchangeLiquidationPrice(s: number, quantity: number, entry: number, walletBalance: number, mmr: number, cum: number): number {
  if (!(quantity > 0)) return NaN;
  const price = (walletBalance + cum - s * quantity * entry) / (quantity * mmr - s * quantity);
  return price > 0 ? price : NaN;
}
