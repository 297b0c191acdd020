/**
 * A generated BingX futures order history for visitors without an export of their own: round trips on
 * five USDT perpetuals with plausible prices, leverage, market and limit orders and taker/maker fees,
 * laid out like the real export of each language (English: headers on row 1, numbers as numbers;
 * German: two title rows, German headers, numbers as text with a decimal comma and a `USDT` suffix on
 * fee and PnL). Newest order first and times in UTC+8, as BingX writes them. Seeded, so every visitor
 * gets the same file and the same report.
 */

import type { Lang } from '../../../../../engine/localize';
import { mulberry32, type RandomSource } from '../../../../../finance/monteCarlo';

/** The file name the sample carries (shown next to the file picker and used for downloads). */
export const SAMPLE_FILE_NAMES: Readonly<Record<Lang, string>> = { en: 'bingx-sample-en.xlsx', de: 'bingx-sample-de.xlsx' };

/** Round trips in the sample: each is an opening and a closing order. */
export const SAMPLE_ROUND_TRIPS = 120;

const SEED = 20250604;
/** 2025-06-02 00:00 UTC: the first trade opens on that day. */
const START_MS = Date.UTC(2025, 5, 2);
const HOUR_MS = 3_600_000;
const UTC_PLUS_8_MS = 8 * HOUR_MS;
const TAKER_FEE = 0.0005;
const MAKER_FEE = 0.0002;

interface Market {
  pair: string;
  /** Starting price and daily volatility of its random walk. */
  price: number;
  dailyVol: number;
  /** Decimals of the price and of the quantity on the exchange. */
  priceDecimals: number;
  quantityDecimals: number;
}

const MARKETS: readonly Market[] = [
  { pair: 'BTC-USDT', price: 104_500, dailyVol: 0.025, priceDecimals: 1, quantityDecimals: 4 },
  { pair: 'ETH-USDT', price: 2_520, dailyVol: 0.035, priceDecimals: 2, quantityDecimals: 3 },
  { pair: 'SOL-USDT', price: 158, dailyVol: 0.045, priceDecimals: 3, quantityDecimals: 2 },
  { pair: 'DOGE-USDT', price: 0.19, dailyVol: 0.055, priceDecimals: 5, quantityDecimals: 0 },
  { pair: 'XRP-USDT', price: 2.2, dailyVol: 0.045, priceDecimals: 4, quantityDecimals: 1 },
];

const LEVERAGES = [3, 5, 10, 10, 20] as const;

/** One order of the sample, in the units of the export. */
export interface SampleOrder {
  orderNo: string;
  /** UTC milliseconds. */
  time: number;
  pair: string;
  side: 'long' | 'short';
  action: 'open' | 'close';
  leverage: number;
  price: number;
  quantity: number;
  /** price × quantity. */
  amount: number;
  /** Negative: what the order cost. */
  fee: number;
  /** 0 on an opening order. */
  realizedPnl: number;
  orderType: 'Market' | 'Limit';
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

function pick<T>(random: RandomSource, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** A standard normal variate (sum of twelve uniforms minus 6: enough for a sample's price moves). */
function normal(random: RandomSource): number {
  let sum = 0;
  for (let k = 0; k < 12; k++) sum += random();
  return sum - 6;
}

/**
 * The sample's orders in time order (oldest first): {@link SAMPLE_ROUND_TRIPS} round trips, one after
 * another, each held from 20 minutes to 2 days. Prices follow a random walk per market; a trade's
 * result is its price move times the quantity (sign by side), fees are taker 0.05 % for market and
 * maker 0.02 % for limit orders of the traded amount.
 */
export function sampleOrders(): SampleOrder[] {
  const random = mulberry32(SEED);
  const prices = MARKETS.map((market) => market.price);
  const orders: SampleOrder[] = [];
  let time = START_MS + 7 * HOUR_MS;
  let orderNo = 1_930_000_000_000_000_000n;
  const order = (fields: Omit<SampleOrder, 'orderNo' | 'amount' | 'fee'>): SampleOrder => {
    orderNo += BigInt(1 + Math.floor(random() * 40_000));
    const amount = round(fields.price * fields.quantity, 6);
    const fee = -round(amount * (fields.orderType === 'Limit' ? MAKER_FEE : TAKER_FEE), 6);
    return { ...fields, orderNo: String(orderNo), amount, fee };
  };

  for (let trip = 0; trip < SAMPLE_ROUND_TRIPS; trip++) {
    const m = Math.floor(random() * MARKETS.length);
    const market = MARKETS[m] as Market;
    const side = random() < 0.55 ? 'long' : 'short';
    const leverage = pick(random, LEVERAGES);
    const holdHours = 1 / 3 + random() * random() * 48;
    // The walk moves on while nobody trades, too: a day's volatility scaled to the time that passed.
    const move = (hours: number) => market.dailyVol * Math.sqrt(hours / 24) * normal(random);
    const open = round((prices[m] as number) * Math.exp(move(2)), market.priceDecimals);
    const margin = 15 + random() * 45;
    const quantity = round((margin * leverage) / open, market.quantityDecimals) || 1;
    const close = round(open * Math.exp(move(holdHours)), market.priceDecimals);
    prices[m] = close;
    const sign = side === 'long' ? 1 : -1;
    const openType = random() < 0.35 ? 'Limit' : 'Market';
    const closeType = random() < 0.2 ? 'Limit' : 'Market';
    orders.push(order({ time, pair: market.pair, side, action: 'open', leverage, price: open, quantity, realizedPnl: 0, orderType: openType }));
    time += Math.round(holdHours * HOUR_MS);
    orders.push(order({ time, pair: market.pair, side, action: 'close', leverage, price: close, quantity, realizedPnl: round(sign * (close - open) * quantity, 6), orderType: closeType }));
    // A pause before the next trade: minutes to a day, a little longer at night.
    time += Math.round((0.1 + random() * random() * 20) * HOUR_MS);
  }
  return orders;
}

const HEADERS: Readonly<Record<Lang, readonly string[]>> = {
  en: ['UID', 'Order No.', 'Time(UTC+8)', 'Pair', 'Type', 'Leverage', 'DealPrice', 'Quantity', 'Amount', 'Fee', 'Fee Coin', 'Realized PNL', 'Quote Asset', 'Order Type', 'AvgPrice'],
  de: ['UID', 'Auftragsnr.', 'Zeit (UTC+8)', 'Paar', 'Typ', 'Hebel', 'Ausführungspreis', 'Menge', 'Betrag', 'gebühr', 'Gebührenwährung', 'Realisierte PnL', 'Quote-Asset', 'Auftragstyp', 'Durchschnittspreis'],
};

const TYPE_TEXTS: Readonly<Record<Lang, Record<`${SampleOrder['action']}-${SampleOrder['side']}`, string>>> = {
  en: { 'open-long': 'Open Long', 'open-short': 'Open Short', 'close-long': 'Close Long', 'close-short': 'Close Short' },
  de: { 'open-long': 'Long eröffnen', 'open-short': 'Short eröffnen', 'close-long': 'Long schließen', 'close-short': 'Short schließen' },
};

/** 'YYYY-MM-DD HH:MM:SS' in UTC+8, as the export writes its times. */
function exportTime(utcMs: number): string {
  return new Date(utcMs + UTC_PLUS_8_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** A number as the German export writes it: plain digits, a decimal comma, no thousands separator. */
function germanNumber(value: number): string {
  return String(value).replace('.', ',');
}

export type SampleCell = string | number;

/** The sample as the rows of its sheet in the language's export format, with the sheet's name. */
export function sampleSheet(lang: Lang): { sheetName: string; rows: SampleCell[][] } {
  const types = TYPE_TEXTS[lang];
  const newestFirst = sampleOrders().reverse();
  const rows = newestFirst.map((o): SampleCell[] => {
    const numbers = [o.price, o.quantity, o.amount];
    const [price, quantity, amount] = lang === 'de' ? numbers.map(germanNumber) : numbers;
    const fee = lang === 'de' ? `${germanNumber(o.fee)} USDT` : o.fee;
    const pnl = lang === 'de' ? `${germanNumber(o.realizedPnl)} USDT` : o.realizedPnl;
    return ['123456789', o.orderNo, exportTime(o.time), o.pair, types[`${o.action}-${o.side}`], `${o.leverage}X`, price as SampleCell, quantity as SampleCell, amount as SampleCell, fee, 'USDT', pnl, 'USDT', o.orderType, price as SampleCell];
  });
  if (lang === 'de') return { sheetName: 'Aufträge', rows: [['Auftragsverlauf Perpetual Futures'], [], [...HEADERS.de], ...rows] };
  return { sheetName: 'Orders', rows: [[...HEADERS.en], ...rows] };
}
