import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { utils, write, type WorkBook } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { EXPECTED_HEADERS, MAX_FILE_BYTES, MAX_REJECTED_LISTED, ORDER_COLUMNS, type LoadProgress, type LoadResult, type LoadedOrders } from '../orderData';
import { convertGrid, timeOrder } from './convertGrid';
import { parseOrderWorkbook } from './parseOrderWorkbook';
import type { Grid } from './readGrid';

const samples = join(import.meta.dirname, '..', '..', '..', '..', '..', '..', 'tests', 'fixtures', 'samples');
const fixture = (name: string) => new Uint8Array(readFileSync(join(samples, name)));
const expected = (name: string) => JSON.parse(readFileSync(join(samples, name), 'utf8')) as { trades: number; realizedPnl: number; fees: number };

const HEADER = Object.values(EXPECTED_HEADERS);
type Cell = string | number | boolean | null;

/** A workbook written by SheetJS (xlsx unless told), one sheet per entry. */
function book(sheets: Record<string, Cell[][]>, options: { date1904?: boolean; bookType?: 'xlsx' | 'biff8'; edit?: (wb: WorkBook) => void } = {}): Uint8Array {
  const wb = utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) utils.book_append_sheet(wb, utils.aoa_to_sheet(rows), name);
  if (options.date1904) wb.Workbook = { WBProps: { date1904: true } };
  options.edit?.(wb);
  return new Uint8Array(write(wb, { type: 'array', bookType: options.bookType ?? 'xlsx' }) as ArrayBuffer);
}

/** One order row in the English export's column order. */
function order(no: string, time: Cell, type: string, pnl: Cell, fee: Cell = -0.1, extra: Partial<Record<'pair' | 'price' | 'qty' | 'lev', Cell>> = {}): Cell[] {
  return ['123', no, time, extra.pair ?? 'BTC-USDT', type, extra.lev ?? '10X', extra.price ?? 50000, extra.qty ?? 0.01, 500, fee, 'USDT', pnl, 'USDT', 'Market', extra.price ?? 50000];
}

function loaded(result: LoadResult): LoadedOrders {
  if (!result.ok) throw new Error(`expected ok, got ${result.error}`);
  return result;
}

function totals(result: LoadedOrders) {
  const o = result.orders;
  let trades = 0;
  let realizedPnl = 0;
  let fees = 0;
  for (let i = 0; i < o.count; i++) {
    trades += o.isClose[i]!;
    realizedPnl += o.realizedPnl[i]!;
    fees += Math.abs(o.fee[i]!);
  }
  return { trades, realizedPnl, fees };
}

const utc = (text: string) => Date.parse(text);

describe('parseOrderWorkbook on the BingX fixtures', () => {
  const cases = [
    ['bingx-orders-sample.xlsx', 'bingx-orders-sample.expected.json', 240, 1, 'Orders'],
    ['bingx-orders-sample.xls', 'bingx-orders-sample.expected.json', 240, 1, 'Orders'],
    ['bingx-orders-de.xlsx', 'bingx-orders-de.expected.json', 160, 3, 'Aufträge'],
  ] as const;

  for (const [file, json, count, headerRow, sheetName] of cases) {
    it(`reads ${file}: trades, realized PnL and fees as expected`, () => {
      const result = loaded(parseOrderWorkbook(fixture(file), file));
      const want = expected(json);
      const got = totals(result);
      expect(got.trades).toBe(want.trades);
      expect(got.realizedPnl).toBeCloseTo(want.realizedPnl, 9);
      expect(got.fees).toBeCloseTo(want.fees, 9);
      expect(result).toMatchObject({ fileName: file, sheetName, rejectedCount: 0, duplicateCount: 0, rejected: [] });
      expect(result.orders.count).toBe(count);
      expect(result.header.headerRow).toBe(headerRow);
      expect(result.header.emptyMapped).toEqual([]);
      // Every column found, in the export's order.
      expect(ORDER_COLUMNS.map((key) => result.header.mapping[key])).toEqual(ORDER_COLUMNS.map((_, i) => i));
      // Sorted by time ascending; the export is newest first, so the last sheet row comes first.
      const { time, rowNumber } = result.orders;
      for (let i = 1; i < time.length; i++) expect(time[i]!).toBeGreaterThanOrEqual(time[i - 1]!);
      expect(rowNumber[0]).toBe(headerRow + count);
      expect(result.orders.symbols.sort()).toEqual(['BTC-USDT', 'DOGE-USDT', 'ETH-USDT', 'SOL-USDT']);
      expect(result.orders.orderTypes.sort()).toEqual(['Limit', 'Market']);
      expect(result.timings.readMs).toBeGreaterThan(0);
    });
  }

  it('reads the first order of the English fixture field by field', () => {
    const o = loaded(parseOrderWorkbook(fixture('bingx-orders-sample.xlsx'), 'x.xlsx')).orders;
    // Sheet row 241: 2025-01-06 13:25:32 (UTC+8), BTC-USDT, Open Long, 10X, 55313.611527 × 0.0195.
    expect(o.time[0]).toBe(utc('2025-01-06T05:25:32Z'));
    expect(o.orderNo[0]).toBe('1900000000000000000');
    expect(o.symbols[o.symbol[0]!]).toBe('BTC-USDT');
    expect([o.typeText[0], o.side[0], o.isClose[0], o.leverage[0]]).toEqual(['Open Long', 1, 0, 10]);
    expect([o.dealPrice[0], o.quantity[0], o.amount[0], o.fee[0], o.realizedPnl[0], o.avgPrice[0]]).toEqual([55313.611527, 0.0195, 1078.615425, -0.539308, 0, 55313.611527]);
    expect([o.feeCoin[0], o.quoteAsset[0], o.orderTypes[o.orderType[0]!]]).toEqual(['USDT', 'USDT', 'Market']);
  });

  it('reads the German fixture: decimal comma, USDT suffix, German Type texts', () => {
    const o = loaded(parseOrderWorkbook(fixture('bingx-orders-de.xlsx'), 'de.xlsx')).orders;
    const last = o.count - 1; // sheet row 4: 2025-02-26 07:30:00, SOL-USDT, Short schließen
    expect(o.rowNumber[last]).toBe(4);
    expect(o.time[last]).toBe(utc('2025-02-25T23:30:00Z'));
    expect([o.typeText[last], o.side[last], o.isClose[last], o.leverage[last]]).toEqual(['Short schließen', -1, 1, 20]);
    expect([o.dealPrice[last], o.quantity[last], o.amount[last], o.fee[last], o.realizedPnl[last]]).toEqual([150.242752, 7.856, 1180.30706, -0.590154, 16.564358]);
  });

  it('gives the same orders from the .xls and the .xlsx', () => {
    const a = loaded(parseOrderWorkbook(fixture('bingx-orders-sample.xlsx'), 'a.xlsx')).orders;
    const b = loaded(parseOrderWorkbook(fixture('bingx-orders-sample.xls'), 'a.xls')).orders;
    expect(b).toEqual(a);
  });
});

describe('parseOrderWorkbook rows', () => {
  it('lists unreadable rows with row number and reason, skips blank rows, drops duplicates', () => {
    const bytes = book({
      Orders: [
        ['Order history'],
        [],
        HEADER,
        order('6', '2025-03-14 12:00:00', 'Close Long', 5, ''), // blank fee → 0
        order('5', '2025-03-14 11:00:00', 'Open Long', ''), // blank PnL → 0
        [],
        order('5', '2025-03-14 10:00:00', 'Open Long', 0), // duplicate Order No.
        order('4', 'yesterday', 'Open Long', 0),
        order('3', '2025-03-14 09:00:00', 'Open Long', 'n/a'),
        order('2', '2025-03-14 09:00:00', 'Open Long', 0, 'free'),
        order('1', '2025-03-14 09:00:00', 'Open Long', 0, -0.1, { price: 'abc' }),
        order('0', '2025-03-14 09:00:00', 'Open Long', 0, -0.1, { lev: 'max' }),
        [null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, 'a note'],
        order('', '2025-03-14 08:00:00', 'Funding', 0),
        order('', '2025-03-14 08:00:00', 'Funding', 0), // no Order No.: never a duplicate
      ],
    });
    const result = loaded(parseOrderWorkbook(bytes, 'rows.xlsx'));
    expect(result.rejected).toEqual([
      { row: 8, reason: 'time', column: 'time', value: 'yesterday' },
      { row: 9, reason: 'realizedPnl', column: 'realizedPnl', value: 'n/a' },
      { row: 10, reason: 'fee', column: 'fee', value: 'free' },
      { row: 11, reason: 'number', column: 'dealPrice', value: 'abc' },
      { row: 12, reason: 'number', column: 'leverage', value: 'max' },
      { row: 13, reason: 'empty' },
    ]);
    expect(result.rejectedCount).toBe(6);
    expect(result.duplicateCount).toBe(1);
    const o = result.orders;
    expect(o.count).toBe(4);
    expect(Array.from(o.rowNumber)).toEqual([15, 14, 5, 4]);
    expect(o.orderNo).toEqual(['', '', '5', '6']);
    expect(Array.from(o.side)).toEqual([0, 0, 1, 1]);
    expect(Array.from(o.isClose)).toEqual([0, 0, 0, 1]);
    expect(Array.from(o.fee)).toEqual([-0.1, -0.1, -0.1, 0]);
    expect(Array.from(o.realizedPnl)).toEqual([0, 0, 0, 5]);
    expect(result.header.headerRow).toBe(3);
  });

  it('lists at most MAX_REJECTED_LISTED rejected rows but counts them all', () => {
    const rows: Cell[][] = [HEADER];
    for (let i = 0; i < MAX_REJECTED_LISTED + 100; i++) rows.push(order(String(i), 'never', 'Open Long', 0));
    rows.push(order('x', '2025-01-01 00:00:00', 'Open Long', 0));
    const result = loaded(parseOrderWorkbook(book({ S: rows }), 'many.xlsx'));
    expect(result.rejected).toHaveLength(MAX_REJECTED_LISTED);
    expect(result.rejectedCount).toBe(MAX_REJECTED_LISTED + 100);
    expect(result.orders.count).toBe(1);
  });

  it('reads German number text with grouping once the file shows a decimal comma', () => {
    const rows: Cell[][] = [
      ['Zeit (UTC+8)', 'Typ', 'Realisierte PnL', 'Gebühr', 'Betrag'],
      ['2025-03-14 10:00:00', 'Long schließen', '-1.234,56 USDT', '-0,5 USDT', '1.234'],
      ['2025-03-14 09:00:00', 'Long eröffnen', '0 USDT', '−0,25 USDT', '12,5'],
    ];
    const o = loaded(parseOrderWorkbook(book({ S: rows }), 'de.xlsx')).orders;
    expect(Array.from(o.realizedPnl)).toEqual([0, -1234.56]);
    expect(Array.from(o.fee)).toEqual([-0.25, -0.5]);
    expect(Array.from(o.amount)).toEqual([12.5, 1234]);
    // Unmapped numeric columns are NaN (not in the file), fee and PnL 0 when blank.
    expect(Number.isNaN(o.dealPrice[0])).toBe(true);
    expect(Number.isNaN(o.leverage[0])).toBe(true);
  });

  it('reads Excel date cells in the 1900 and the 1904 date system', () => {
    // 2025-03-14 09:31:05 (UTC+8) as a serial day number.
    const serial = 45730 + (9 * 3600 + 31 * 60 + 5) / 86400;
    const rows = (s: number): Cell[][] => [['Time(UTC+8)', 'Type', 'Realized PNL'], [s, 'Open Long', 0]];
    expect(loaded(parseOrderWorkbook(book({ S: rows(serial) }), 'a.xlsx')).orders.time[0]).toBe(utc('2025-03-14T01:31:05Z'));
    expect(loaded(parseOrderWorkbook(book({ S: rows(serial - 1462) }, { date1904: true }), 'b.xlsx')).orders.time[0]).toBe(utc('2025-03-14T01:31:05Z'));
    expect(loaded(parseOrderWorkbook(book({ S: rows(serial) }, { bookType: 'biff8' }), 'c.xls')).orders.time[0]).toBe(utc('2025-03-14T01:31:05Z'));
  });

  it('honours the zone named in the time header', () => {
    const rows: Cell[][] = [['Time (UTC)', 'Type', 'Realized PNL'], ['2025-03-14 09:31:05', 'Open Long', 0]];
    expect(loaded(parseOrderWorkbook(book({ S: rows }), 'utc.xlsx')).orders.time[0]).toBe(utc('2025-03-14T09:31:05Z'));
  });

  it('uses cached formula values and keeps HTML-looking text literal', () => {
    const bytes = book(
      { S: [['Time', 'Pair', 'Type', 'Realized PNL'], ['2025-03-14 09:31:05', '<b>BTC</b><script>x()</script>', 'Close Long', 0]] },
      {
        edit: (wb) => {
          wb.Sheets.S!.D2 = { t: 'n', v: 4.5, f: 'SUM(2,2.5)' };
        },
      },
    );
    const o = loaded(parseOrderWorkbook(bytes, 'f.xlsx')).orders;
    expect(o.realizedPnl[0]).toBe(4.5);
    expect(o.symbols).toEqual(['<b>BTC</b><script>x()</script>']);
  });

  it('does not treat order numbers that lost digits in a numeric cell as duplicates', () => {
    const rows: Cell[][] = [
      ['Order No.', 'Time', 'Type', 'Realized PNL'],
      [Number('1900000000000000239'), '2025-03-14 10:00:00', 'Close Long', 1],
      [Number('1900000000000000238'), '2025-03-14 09:00:00', 'Open Long', 0],
      [42, '2025-03-14 08:00:00', 'Open Long', 0],
      [42, '2025-03-14 07:00:00', 'Open Long', 0],
    ];
    const result = loaded(parseOrderWorkbook(book({ S: rows }), 'n.xlsx'));
    expect(result.orders.count).toBe(3);
    expect(result.duplicateCount).toBe(1);
  });

  it('uses the first sheet that has a header', () => {
    const bytes = book({ Info: [['Exported by BingX'], ['Rows: 1']], Orders: [HEADER, order('1', '2025-03-14 10:00:00', 'Open Long', 0)] });
    expect(loaded(parseOrderWorkbook(bytes, 'two.xlsx')).sheetName).toBe('Orders');
  });

  it('reports progress: reading, parsing, then converting up to 1', () => {
    const seen: LoadProgress[] = [];
    loaded(parseOrderWorkbook(fixture('bingx-orders-sample.xlsx'), 'p.xlsx', undefined, (p) => seen.push(p)));
    expect(seen.slice(0, 2)).toEqual([{ phase: 'reading' }, { phase: 'parsing' }]);
    const fractions = seen.slice(2).map((p) => (p.phase === 'converting' ? p.fraction : -1));
    expect(fractions.length).toBeGreaterThanOrEqual(10);
    expect(fractions.length).toBeLessThanOrEqual(12);
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    for (let i = 1; i < fractions.length; i++) expect(fractions[i]!).toBeGreaterThan(fractions[i - 1]!);
  });
});

describe('parseOrderWorkbook mapping', () => {
  const rows: Cell[][] = [
    ['Zeitpunkt', 'Kontrakt', 'Typ', 'Ergebnis', 'Gebühr', 'Fee Coin', 'Notiz'],
    ['2025-03-14 10:00:00', 'ETH-USDT', 'Close Short', 2, -0.1, '', 'a'],
    ['2025-03-14 09:00:00', 'ETH-USDT', 'Open Short', 0, -0.1, null, 'b'],
  ];

  it('maps known headers, lists mapped but empty columns, and gives 0 orders without a PnL column', () => {
    const result = loaded(parseOrderWorkbook(book({ S: rows }), 'm.xlsx'));
    expect(result.header.mapping).toMatchObject({ time: 0, pair: 1, type: 2, realizedPnl: null, fee: 4, feeCoin: 5, orderNo: null });
    expect(result.header.headers).toEqual(['Zeitpunkt', 'Kontrakt', 'Typ', 'Ergebnis', 'Gebühr', 'Fee Coin', 'Notiz']);
    expect(result.header.emptyMapped).toEqual(['feeCoin']);
    expect(result.orders.count).toBe(0);
    expect(result.rejectedCount).toBe(0);
  });

  it('lets a manual mapping add and remove columns', () => {
    const result = loaded(parseOrderWorkbook(book({ S: rows }), 'm.xlsx', { realizedPnl: 3, feeCoin: null }));
    expect(result.header.mapping).toMatchObject({ realizedPnl: 3, feeCoin: null, time: 0 });
    expect(result.header.emptyMapped).toEqual([]);
    expect(result.orders.count).toBe(2);
    expect(Array.from(result.orders.realizedPnl)).toEqual([0, 2]);
    expect(Array.from(result.orders.side)).toEqual([-1, -1]);
  });
});

describe('parseOrderWorkbook columns', () => {
  it('offers the columns that hold cells, not a sheet range stretched over whole columns', () => {
    const bytes = book(
      { S: [['Time', 'Type', 'Realized PNL'], ['2025-03-14 10:00:00', 'Open Long', 0, null, 'x']] },
      {
        edit: (wb) => {
          wb.Sheets.S!['!ref'] = 'A1:XFD20';
        },
      },
    );
    const result = loaded(parseOrderWorkbook(bytes, 'wide.xlsx'));
    expect(result.header.headers).toEqual(['Time', 'Type', 'Realized PNL', '', '']);
    expect(loaded(parseOrderWorkbook(bytes, 'wide.xlsx', { fee: 4 })).header.mapping.fee).toBe(4);
    expect(loaded(parseOrderWorkbook(bytes, 'wide.xlsx', { fee: 5 })).header.mapping.fee).toBeNull();
  });
});

describe('parseOrderWorkbook failures', () => {
  it('refuses files by size, emptiness and content before SheetJS', () => {
    expect(parseOrderWorkbook(new Uint8Array(0), 'e.xlsx')).toEqual({ ok: false, error: 'emptyFile', fileName: 'e.xlsx' });
    expect(parseOrderWorkbook(new Uint8Array(MAX_FILE_BYTES + 1), 'big.xlsx')).toEqual({ ok: false, error: 'tooLarge', fileName: 'big.xlsx' });
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj');
    expect(parseOrderWorkbook(pdf, 'orders.xlsx')).toEqual({ ok: false, error: 'notExcel', fileName: 'orders.xlsx' });
    expect(parseOrderWorkbook(fixture('bingx-orders-sample.xlsx'), 'orders.csv')).toMatchObject({ ok: false, error: 'notExcel' });
  });

  it('reports a corrupt or encrypted workbook as readFailed', () => {
    const good = fixture('bingx-orders-sample.xlsx');
    expect(parseOrderWorkbook(good.slice(0, 2000), 'cut.xlsx')).toMatchObject({ ok: false, error: 'readFailed' });
    const encrypted = good.slice();
    encrypted[6] = encrypted[6]! | 1; // ZIP "encrypted" flag, as in a password-protected archive
    expect(parseOrderWorkbook(encrypted, 'locked.xlsx')).toMatchObject({ ok: false, error: 'readFailed' });
    const ole = new Uint8Array(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(parseOrderWorkbook(ole, 'broken.xls')).toMatchObject({ ok: false, error: 'readFailed' });
  });

  it('tells an empty workbook, a missing header and a header without rows apart', () => {
    expect(parseOrderWorkbook(book({ S: [] }), 'empty.xlsx')).toMatchObject({ ok: false, error: 'emptyWorkbook' });
    expect(parseOrderWorkbook(book({ S: [['a', 'b'], [1, 2]] }), 'plain.xlsx')).toMatchObject({ ok: false, error: 'noHeader' });
    expect(parseOrderWorkbook(book({ S: [HEADER] }), 'head.xlsx')).toMatchObject({ ok: false, error: 'noRows' });
    expect(parseOrderWorkbook(book({ S: [HEADER, [], [null, '  ']] }), 'head2.xlsx')).toMatchObject({ ok: false, error: 'noRows' });
  });

  it('returns 0 orders, not noRows, when every data row is unreadable', () => {
    const result = loaded(parseOrderWorkbook(book({ S: [HEADER, order('1', 'soon', 'Open Long', 0)] }), 'bad.xlsx'));
    expect(result.orders.count).toBe(0);
    expect(result.rejectedCount).toBe(1);
  });
});

describe('time order', () => {
  const grid = (times: string[]): Grid => ({
    date1904: false,
    sheets: [{ name: 'S', width: 4, rows: [['Order No.', 'Time', 'Type', 'Realized PNL'], ...times.map((t, i) => [String(i), t, 'Open Long', 0])].map((r) => r.map((v) => (typeof v === 'number' ? { t: 'n', v } : { t: 's', v }))) }],
  });
  const ids = (times: string[]) => {
    const result = convertGrid(grid(times));
    if (!result.ok) throw new Error(result.error);
    return result.orders.orderNo;
  };

  it('reverses a newest-first export, equal times in reversed sheet order', () => {
    expect(ids(['2025-01-03 00:00:00', '2025-01-02 00:00:00', '2025-01-02 00:00:00', '2025-01-01 00:00:00'])).toEqual(['3', '2', '1', '0']);
  });

  it('keeps an oldest-first export as it is', () => {
    expect(ids(['2025-01-01 00:00:00', '2025-01-02 00:00:00', '2025-01-02 00:00:00'])).toEqual(['0', '1', '2']);
  });

  it('sorts a mixed export, ties by the direction the file mostly runs', () => {
    expect(ids(['2025-01-05 00:00:00', '2025-01-02 00:00:00', '2025-01-04 00:00:00', '2025-01-02 00:00:00', '2025-01-01 00:00:00'])).toEqual(['4', '3', '1', '2', '0']);
    expect(ids(['2025-01-01 00:00:00', '2025-01-04 00:00:00', '2025-01-02 00:00:00', '2025-01-02 00:00:00', '2025-01-05 00:00:00'])).toEqual(['0', '2', '3', '1', '4']);
  });

  it('gives null for an order that is already ascending', () => {
    expect(timeOrder(new Float64Array([1, 2, 2, 3]), 4)).toBeNull();
    expect(Array.from(timeOrder(new Float64Array([3, 2, 1]), 3)!)).toEqual([2, 1, 0]);
  });
});
