/**
 * Generates a large synthetic BingX futures order-history export (.xlsx) for the order analyzer's
 * speed budgets.
 *
 * The shape copies tests/fixtures/samples/bingx-orders-sample.xlsx, because the budget is about files
 * like the real export and the read time depends on the cell kinds: the 15 columns of the BingX export,
 * newest order first, UID / Order No. / time / pair / type / leverage as text ('2025-03-26 07:30:00',
 * UTC+8 wall clock; '10X'), prices, quantities, amounts, fees (negative) and Realized PNL as numeric
 * cells, every trade an Open order followed later by its Close order, Market/Limit order types. Like the
 * fixture it is written by SheetJS with inline strings and deflate compression, which makes 100,000 rows
 * about 22 MB — the size the issue names. `--lang de` writes the German variant instead (headers of
 * bingx-orders-de.xlsx below two title rows, numbers as text with a decimal comma and ' USDT' suffix,
 * 'Long eröffnen' / 'Short schließen'), the slow path of the reader.
 *
 * Usage: npx tsx scripts/genBingxExport.ts --rows 100000 --out /tmp/x.xlsx [--seed 1] [--lang de]
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { mulberry32 } from '../src/finance/monteCarlo';

export interface GenOptions {
  /** Number of order rows (an even number gives only complete Open/Close pairs). */
  rows: number;
  seed?: number;
  lang?: 'en' | 'de';
}

const HEADERS_EN = ['UID', 'Order No.', 'Time(UTC+8)', 'Pair', 'Type', 'Leverage', 'DealPrice', 'Quantity', 'Amount', 'Fee', 'Fee Coin', 'Realized PNL', 'Quote Asset', 'Order Type', 'AvgPrice'];
const HEADERS_DE = ['UID', 'Auftragsnr.', 'Zeit (UTC+8)', 'Paar', 'Typ', 'Hebel', 'Ausführungspreis', 'Menge', 'Betrag', 'gebühr', 'Gebührenwährung', 'Realisierte PnL', 'Quote-Asset', 'Auftragstyp', 'Durchschnittspreis'];

/** Pairs with a start price and a quantity step like the fixture's. */
const PAIRS: ReadonlyArray<{ pair: string; price: number; qtyDecimals: number }> = [
  { pair: 'BTC-USDT', price: 56000, qtyDecimals: 4 },
  { pair: 'ETH-USDT', price: 3000, qtyDecimals: 3 },
  { pair: 'SOL-USDT', price: 150, qtyDecimals: 3 },
  { pair: 'DOGE-USDT', price: 0.15, qtyDecimals: 0 },
  { pair: 'XRP-USDT', price: 0.6, qtyDecimals: 1 },
  { pair: 'BNB-USDT', price: 580, qtyDecimals: 2 },
];
const LEVERAGES = [2, 3, 5, 10, 20, 25, 50];

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Wall-clock text of a UTC+8 time, as the export writes it. */
function utc8Text(utcMs: number): string {
  const d = new Date(utcMs + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** German number text of the DE fixture: decimal comma, no thousands separator. */
const deNumber = (value: number) => String(value).replace('.', ',');

/** The rows (without header), newest first. */
export function generateOrderRows({ rows, seed = 1, lang = 'en' }: GenOptions): (string | number)[][] {
  // Seeded (mulberry32), so the same seed always gives the same file.
  const next = mulberry32(seed);
  const prices = PAIRS.map((p) => p.price);
  const out: (string | number)[][] = [];
  // One year of trading whatever the row count: the mean gap between orders shrinks with more rows.
  const meanGapMs = (365 * 86400_000) / Math.max(rows, 1);
  let time = Date.UTC(2025, 0, 6, 5, 25, 32);
  const de = lang === 'de';
  const typeText = (open: boolean, long: boolean) =>
    de ? `${long ? 'Long' : 'Short'} ${open ? 'eröffnen' : 'schließen'}` : `${open ? 'Open' : 'Close'} ${long ? 'Long' : 'Short'}`;
  for (let i = 0; i < rows; i += 2) {
    const p = Math.floor(next() * PAIRS.length);
    const pair = PAIRS[p]!;
    // A random walk per pair keeps prices plausible over the year.
    prices[p] = prices[p]! * (1 + (next() - 0.5) * 0.04);
    const entry = prices[p]!;
    const long = next() < 0.55;
    const leverage = LEVERAGES[Math.floor(next() * LEVERAGES.length)]!;
    const notional = 100 + next() * 2000;
    const quantity = round(notional / entry, pair.qtyDecimals) || 10 ** -pair.qtyDecimals;
    const move = (next() - 0.48) * 0.05;
    const exit = entry * (1 + move);
    const legs: [boolean, number, number][] = [[true, entry, time]];
    time += 60_000 + next() * meanGapMs;
    if (i + 1 < rows) legs.push([false, exit, time]);
    time += 1_000 + next() * meanGapMs;
    for (const [open, price, at] of legs) {
      const limit = next() < 0.4;
      const amount = round(price * quantity, 6);
      const fee = -round(amount * (limit ? 0.0002 : 0.0005), 6);
      const pnl = open ? 0 : round((long ? 1 : -1) * (exit - entry) * quantity, 6);
      const dealPrice = round(price, 6);
      const row: (string | number)[] = [
        '123456789',
        String(1900000000000000000n + BigInt(out.length)),
        utc8Text(at),
        pair.pair,
        typeText(open, long),
        `${leverage}X`,
        dealPrice,
        quantity,
        amount,
        fee,
        'USDT',
        pnl,
        'USDT',
        limit ? 'Limit' : 'Market',
        dealPrice,
      ];
      if (de) for (const c of [6, 7, 8, 14]) row[c] = deNumber(row[c] as number);
      if (de) for (const c of [9, 11]) row[c] = `${deNumber(row[c] as number)} USDT`;
      out.push(row);
    }
  }
  // Order numbers grow with time; the export lists the newest first.
  out.reverse();
  return out;
}

/** The export as .xlsx bytes. */
export function generateBingxExport(options: GenOptions): Uint8Array {
  const de = options.lang === 'de';
  const aoa: (string | number)[][] = de
    ? [['Auftragsverlauf Perpetual Futures'], [], HEADERS_DE, ...generateOrderRows(options)]
    : [HEADERS_EN, ...generateOrderRows(options)];
  const sheet = XLSX.utils.aoa_to_sheet(aoa, { dense: true });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, de ? 'Aufträge' : 'Orders');
  const data = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return new Uint8Array(data);
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const rows = Number(argValue(args, '--rows') ?? 10000);
  const out = argValue(args, '--out');
  const seed = Number(argValue(args, '--seed') ?? 1);
  const lang = argValue(args, '--lang') === 'de' ? 'de' : 'en';
  if (!out || !Number.isInteger(rows) || rows < 1 || !Number.isFinite(seed)) {
    console.error('usage: npx tsx scripts/genBingxExport.ts --rows 100000 --out /tmp/x.xlsx [--seed 1] [--lang de]');
    process.exit(2);
  }
  const started = performance.now();
  const bytes = generateBingxExport({ rows, seed, lang });
  writeFileSync(out, bytes);
  console.log(`${out}: ${rows} rows, ${(bytes.length / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
