// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_SPECS_DIR } from '../projectPaths.mjs';

/**
 * @typedef {object} MarketsList the exchange data the server keeps (specs/markets.yaml, validated by `npm run validate`)
 * @property {string} quote
 * @property {{ id: string, name: string, terms: string }[]} exchanges
 * @property {string[]} markets base currencies
 * @property {{ id: string, keepDays?: number }[]} timeframes
 * @property {boolean} funding
 */

/**
 * Reads the markets list. The schema check is `npm run validate`'s; here only what would break a sync
 * is refused, with the file named.
 * @param {string} [file]
 * @returns {MarketsList}
 */
export function readMarketsList(file = path.join(DEFAULT_SPECS_DIR, 'markets.yaml')) {
  const list = /** @type {MarketsList} */ (parse(readFileSync(file, 'utf8')));
  if (!list || !Array.isArray(list.exchanges) || !Array.isArray(list.markets) || !Array.isArray(list.timeframes) || typeof list.quote !== 'string') {
    throw new Error(`${file}: expected quote, exchanges, markets and timeframes (run npm run validate)`);
  }
  return list;
}

/**
 * The ccxt symbol of a linear perpetual: BTC → BTC/USDT:USDT.
 * @param {string} market
 * @param {string} quote
 */
export function perpetualSymbol(market, quote) {
  return `${market}/${quote}:${quote}`;
}
