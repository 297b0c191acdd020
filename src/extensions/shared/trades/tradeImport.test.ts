import { describe, expect, it } from 'vitest';
import { autoMapping, normalizeHeader } from './headerMatching';
import { mapTrades, parseSide } from './mapTrades';
import { parseTradeDate } from './parseTradeDate';
import { detectDecimalComma, parseTradeNumber } from './parseTradeNumber';
import { importTradeText } from './tradeImport';
import { fileFormat, pastedFormat } from './fileFormat';
import { parseCsvTable, parseJsonTable } from './tradeTable';

describe('parseTradeDate', () => {
  const at = Date.UTC(2025, 0, 4, 8, 0);
  it.each([
    ['2025-01-04 08:00', at],
    ['2025-01-04T08:00', at],
    ['2025-01-04T08:00:00Z', at],
    ['2025-01-04T08:00:00.000Z', at],
    ['2025-01-04T10:00:00+02:00', at],
    ['2025-01-04 03:00-0500', at],
    ['04.01.2025 08:00', at],
    ['4.1.2025, 08:00:00', at],
    ['2025-01-04', Date.UTC(2025, 0, 4)],
    ['04.01.2025', Date.UTC(2025, 0, 4)],
    ['2025/01/04 08:00', at],
    [String(at), at],
    [String(at / 1000), at],
  ])('%s', (text, expected) => expect(parseTradeDate(text)).toBe(expected));
  it('refuses what is not a date', () => {
    for (const text of ['', 'yesterday', '31.02.2025', '2025-13-01', '2025-01-04 25:00', '1/4/2025']) expect(parseTradeDate(text)).toBeNaN();
  });
  it('reads JSON numbers as ms or s', () => {
    expect(parseTradeDate(at)).toBe(at);
    expect(parseTradeDate(at / 1000)).toBe(at);
  });
});

describe('numbers', () => {
  it('detects the decimal comma', () => {
    expect(detectDecimalComma(['-11,02', '1,39', 'BTC', '04.01.2025 08:00'])).toBe(true);
    expect(detectDecimalComma(['-11.02', '1.39', '1,234.50'])).toBe(false);
  });
  it('reads both styles, thousands and units', () => {
    expect(parseTradeNumber('-11.02', false)).toBe(-11.02);
    expect(parseTradeNumber('-11,02', true)).toBe(-11.02);
    expect(parseTradeNumber('1.234,5', true)).toBe(1234.5);
    expect(parseTradeNumber('1,234.5', false)).toBe(1234.5);
    expect(parseTradeNumber('1.5%', false)).toBe(1.5);
    expect(parseTradeNumber('-0,5 R', true)).toBe(-0.5);
    expect(parseTradeNumber('12 USDT', false)).toBe(12);
    expect(parseTradeNumber('abc', false)).toBeNaN();
    expect(parseTradeNumber(3, false)).toBe(3);
  });
});

describe('header matching', () => {
  it('normalises headers', () => {
    expect(normalizeHeader('Rendite %')).toBe('renditepct');
    expect(normalizeHeader(' Gebühr ')).toBe('gebühr');
  });
  it('maps German headers', () => {
    const mapping = autoMapping(['Datum', 'Paar', 'Richtung', 'Gewinn', 'Gebühr', 'Rendite %', 'R-Multiple', 'Größe', 'Notizen', 'Schlagwörter']);
    expect(mapping).toEqual({ date: 0, symbol: 1, side: 2, pnl: 3, fee: 4, returnPct: 5, rMultiple: 6, size: 7, notes: 8, tags: 9 });
  });
  it('maps English export headers and prefixes', () => {
    const mapping = autoMapping(['Time(UTC+8)', 'Symbol', 'Side', 'Realized PNL', 'Fee', 'Qty', 'Comment']);
    expect(mapping.date).toBe(0);
    expect(mapping.pnl).toBe(3);
    expect(mapping.size).toBe(5);
    expect(mapping.notes).toBe(6);
    expect(mapping.returnPct).toBe(-1);
  });
});

describe('CSV and JSON tables', () => {
  it('detects ; and the decimal comma with German headers', () => {
    const text = 'Datum;Symbol;Seite;Gewinn;Gebühr\n04.01.2025 08:00;BTCUSDT;Long;-11,02;1,39\n05.01.2025 19:00;ETHUSDT;Short;40,4;0,85\n';
    const outcome = importTradeText(text, 'csv');
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.summary.delimiter).toBe(';');
    expect(outcome.summary.decimalComma).toBe(true);
    expect(outcome.mapped.trades.map((t) => [t.time, t.side, t.pnl, t.fee])).toEqual([
      [Date.UTC(2025, 0, 4, 8), 'long', -11.02, 1.39],
      [Date.UTC(2025, 0, 5, 19), 'short', 40.4, 0.85],
    ]);
  });
  it('detects tab and comma separators', () => {
    const tab = parseCsvTable('date\tpnl\n2025-01-04\t1.5\n2025-01-05\t-2\n');
    expect(tab.ok && tab.table.delimiter).toBe('\t');
    const comma = parseCsvTable('date,pnl,notes\n2025-01-04,1.5,"a, b"\n');
    expect(comma.ok && comma.table.rows[0]).toEqual(['2025-01-04', '1.5', 'a, b']);
  });
  it('lists bad rows with row number and reason and keeps the good ones', () => {
    const text = 'date,pnl,fee,side\n2025-01-04,10,1,long\nnot a date,5,0,long\n2025-01-06,abc,0,short\n2025-01-07,3,x,short\n2025-01-08,3,0,sideways\n,4,0,long\n2025-01-09,,0,long\n';
    const outcome = importTradeText(text, 'csv');
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.mapped.trades).toHaveLength(1);
    expect(outcome.mapped.skipped).toBe(6);
    expect(outcome.mapped.errors.map((e) => [e.row, e.field, e.reason, e.value])).toEqual([
      [2, 'date', 'unreadableDate', 'not a date'],
      [3, 'pnl', 'unreadableNumber', 'abc'],
      [4, 'fee', 'unreadableNumber', 'x'],
      [5, 'side', 'unreadableSide', 'sideways'],
      [6, 'date', 'missing', ''],
      [7, 'pnl', 'missing', ''],
    ]);
  });
  it('reads JSON arrays of objects and refuses other JSON', () => {
    const outcome = importTradeText('[{"date":"2025-01-04T08:00:00Z","pnl":12.5,"fee":-0.5,"tags":["a","b"],"side":"sell"}]', 'json');
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.mapped.trades[0]).toMatchObject({ pnl: 12.5, fee: -0.5, tags: ['a', 'b'], side: 'short' });
    expect(parseJsonTable('{oops')).toEqual({ ok: false, error: 'invalidJson' });
    expect(parseJsonTable('{"a":1}')).toEqual({ ok: false, error: 'notAnArray' });
    expect(parseJsonTable('[1,2]')).toEqual({ ok: false, error: 'notAnArray' });
    expect(parseJsonTable('[]')).toEqual({ ok: false, error: 'noRows' });
  });
  it('uses the chosen mapping', () => {
    const parsed = parseCsvTable('when,a,b\n2025-01-04,1,2\n');
    if (!parsed.ok) throw new Error('parse');
    const mapping = { ...autoMapping(parsed.table.headers), date: 0, pnl: 2 };
    expect(mapTrades(parsed.table, mapping).trades[0]?.pnl).toBe(2);
  });
  it('file types by extension only; pasted text by its first character', () => {
    expect(fileFormat('trades.CSV')).toBe('csv');
    expect(fileFormat('trades.json')).toBe('json');
    expect(fileFormat('trades.xlsx')).toBeNull();
    expect(fileFormat('trades.txt')).toBeNull();
    expect(pastedFormat('  [{"a":1}]')).toBe('json');
    expect(pastedFormat('date,pnl')).toBe('csv');
  });
  it('reads sides', () => {
    expect(parseSide('Buy')).toBe('long');
    expect(parseSide('Verkauf')).toBe('short');
    expect(parseSide('')).toBe('');
    expect(parseSide('flat')).toBeNull();
  });
});
