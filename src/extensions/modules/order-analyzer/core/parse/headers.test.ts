import { describe, expect, it } from 'vitest';
import { EXPECTED_HEADERS, ORDER_COLUMNS, type OrderColumnKey } from '../orderData';
import type { GridRow } from '../../../../../market/sheetCells';
import { normaliseHeader } from '../../../../../market/headerText';
import { HEADER_ALIASES, emptyMapping, findHeaderRow, keyOfHeader, mergeMapping, sheetHeader } from './headers';
import { gridRow as row } from './gridRow.testHelper';

describe('header aliases', () => {
  it('map every expected English header to its key', () => {
    for (const key of ORDER_COLUMNS) expect(keyOfHeader(EXPECTED_HEADERS[key])).toBe(key);
  });

  it('name each alias once, in normalised form', () => {
    const all = ORDER_COLUMNS.flatMap((key) => HEADER_ALIASES[key]);
    expect(new Set(all).size).toBe(all.length);
    for (const alias of all) expect(normaliseHeader(alias)).toBe(alias);
  });

  it('accept the German fixture headers and the usual variants', () => {
    const cases: [string, OrderColumnKey][] = [
      ['Auftragsnr.', 'orderNo'],
      ['Zeit (UTC+8)', 'time'],
      ['Paar', 'pair'],
      ['Typ', 'type'],
      ['Hebel', 'leverage'],
      ['Ausführungspreis', 'dealPrice'],
      ['Menge', 'quantity'],
      ['Betrag', 'amount'],
      ['gebühr', 'fee'],
      ['Gebühr', 'fee'],
      ['Gebührenwährung', 'feeCoin'],
      ['Realisierte PnL', 'realizedPnl'],
      ['Realisierter PNL', 'realizedPnl'],
      ['Quote-Asset', 'quoteAsset'],
      ['Auftragstyp', 'orderType'],
      ['Durchschnittspreis', 'avgPrice'],
      ['Auftragsnummer', 'orderNo'],
      ['Order-Nr.', 'orderNo'],
      ['Order ID', 'orderNo'],
      ['Order Number', 'orderNo'],
      ['Time', 'time'],
      ['Date', 'time'],
      ['Symbol', 'pair'],
      ['Contract', 'pair'],
      ['Side', 'type'],
      ['Direction', 'type'],
      ['Price', 'dealPrice'],
      ['Deal Price', 'dealPrice'],
      ['Avg Price', 'avgPrice'],
      ['Average Price', 'avgPrice'],
      ['Qty', 'quantity'],
      ['Volume', 'quantity'],
      ['Value', 'amount'],
      ['Commission', 'fee'],
      ['Trading Fee', 'fee'],
      ['Realized PnL', 'realizedPnl'],
      ['Realised PNL', 'realizedPnl'],
      ['Profit', 'realizedPnl'],
      ['Closed PnL', 'realizedPnl'],
      ['Currency', 'quoteAsset'],
      ['Margin Coin', 'quoteAsset'],
      ['order type', 'orderType'],
      ['Fee currency', 'feeCoin'],
    ];
    for (const [header, key] of cases) expect(keyOfHeader(header), header).toBe(key);
    expect(keyOfHeader('Notes')).toBeNull();
    expect(keyOfHeader('')).toBeNull();
  });
});

describe('findHeaderRow', () => {
  it('finds a header below title rows and maps each key to its first column', () => {
    const rows = [row('Auftragsverlauf Perpetual Futures'), undefined, row('UID', 'Auftragsnr.', 'Zeit (UTC+8)', 'Typ', 'Realisierte PnL', 'Price', 'Deal Price'), row('1', '2', '2025-01-01 00:00:00', 'Open Long', 0, 1, 2)];
    const found = findHeaderRow(rows);
    expect(found?.rowIndex).toBe(2);
    expect(found?.mapping).toMatchObject({ uid: 0, orderNo: 1, time: 2, type: 3, realizedPnl: 4, dealPrice: 5, pair: null });
  });

  it('needs three known columns including time, Type or Realized PNL', () => {
    expect(findHeaderRow([row('Pair', 'Fee', 'Leverage', 'Amount')])).toBeNull();
    expect(findHeaderRow([row('Time', 'Pair')])).toBeNull();
    expect(findHeaderRow([row('Time', 'Pair', 'Fee')])?.rowIndex).toBe(0);
    expect(findHeaderRow([])).toBeNull();
  });

  it('prefers the row naming the most columns', () => {
    const rows = [row('Time', 'Pair', 'Fee', 'Notes'), row('Time', 'Pair', 'Fee', 'Type', 'Realized PNL')];
    expect(findHeaderRow(rows)?.rowIndex).toBe(1);
  });

  it('searches only the first 30 rows', () => {
    const rows: GridRow[] = Array.from({ length: 30 }, () => row('x'));
    rows.push(row('Time', 'Type', 'Realized PNL'));
    expect(findHeaderRow(rows)).toBeNull();
  });
});

describe('mergeMapping', () => {
  it('lets the named keys of a manual mapping replace the automatic ones', () => {
    const auto = { ...emptyMapping(), time: 2, realizedPnl: 11 };
    expect(mergeMapping(auto, undefined, 15)).toEqual(auto);
    expect(mergeMapping(auto, { realizedPnl: 4, time: null }, 15)).toMatchObject({ time: null, realizedPnl: 4 });
    expect(mergeMapping(auto, { fee: 3 }, 15)).toMatchObject({ time: 2, realizedPnl: 11, fee: 3 });
  });

  it('treats indices outside the sheet or not whole as unmapped', () => {
    const auto = emptyMapping();
    expect(mergeMapping(auto, { time: 15, fee: -1, realizedPnl: 1.5, pair: 14 }, 15)).toMatchObject({ time: null, fee: null, realizedPnl: null, pair: 14 });
  });
});

describe('sheetHeader', () => {
  it('gives the header texts as wide as the widest row and the mapping with the manual overrides', () => {
    const rows = [row('Time', 'Type', 'Realized PNL'), row('2025-01-01', 'Open Long', 0, 'note')];
    const match = findHeaderRow(rows)!;
    const { headers, mapping } = sheetHeader({ name: 'Orders', rows, width: 4 }, match, { fee: 3, type: null });
    expect(headers).toEqual(['Time', 'Type', 'Realized PNL', '']);
    expect(mapping).toMatchObject({ time: 0, type: null, realizedPnl: 2, fee: 3 });
  });
});
