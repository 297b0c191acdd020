import { describe, expect, it } from 'vitest';
import { mapOhlcColumns, missingRoles, normaliseOhlcHeader, OHLC_HEADER_ALIASES, OHLC_ROLES } from './ohlcColumns';

const indices = (result: ReturnType<typeof mapOhlcColumns>) =>
  result.ok ? Object.fromEntries(Object.entries(result.mapping).map(([role, column]) => [role, column.index])) : result;

describe('normaliseOhlcHeader', () => {
  it('drops case, brackets, spaces and punctuation and spells out umlauts', () => {
    expect(normaliseOhlcHeader(' Open_Time ')).toBe('opentime');
    expect(normaliseOhlcHeader('Zeit (UTC)')).toBe('zeit');
    expect(normaliseOhlcHeader('Eröffnung')).toBe('eroeffnung');
    expect(normaliseOhlcHeader('Höchst-Kurs')).toBe('hoechstkurs');
  });

  it('has each alias for one role only', () => {
    const all = OHLC_ROLES.flatMap((role) => OHLC_HEADER_ALIASES[role]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('mapOhlcColumns', () => {
  it('maps common English names in any case and order', () => {
    expect(indices(mapOhlcColumns(['Volume', 'CLOSE', 'l', 'H', 'o', 'Timestamp'], 6))).toEqual({ time: 5, open: 4, high: 3, low: 2, close: 1 });
    // Binance klines: open_time is the time, close_time is neither time nor close.
    expect(indices(mapOhlcColumns(['open_time', 'open', 'high', 'low', 'close', 'volume', 'close_time'], 7))).toEqual({ time: 0, open: 1, high: 2, low: 3, close: 4 });
  });

  it('maps German names', () => {
    expect(indices(mapOhlcColumns(['Datum', 'Eröffnung', 'Hoch', 'Tief', 'Schluss'], 5))).toEqual({ time: 0, open: 1, high: 2, low: 3, close: 4 });
    expect(indices(mapOhlcColumns(['Zeit', 'Eroeffnung', 'Hoch', 'Tief', 'Schlusskurs'], 5))).toEqual({ time: 0, open: 1, high: 2, low: 3, close: 4 });
  });

  it('prefers the earlier alias when two columns could be the time', () => {
    expect(indices(mapOhlcColumns(['date', 'timestamp', 'open', 'high', 'low', 'close'], 6))).toMatchObject({ time: 1 });
  });

  it('takes columns by position without a header', () => {
    expect(indices(mapOhlcColumns(null, 7))).toEqual({ time: 0, open: 1, high: 2, low: 3, close: 4 });
    expect(indices(mapOhlcColumns(null, 4))).toEqual({ open: 0, high: 1, low: 2, close: 3 });
    expect(indices(mapOhlcColumns(null, 3))).toEqual({});
  });

  it('applies an override by name or index and reports names that are not there', () => {
    const header = ['Zeitpunkt', 'A', 'B', 'C', 'D'];
    const found = mapOhlcColumns(header, 5, { time: 'zeitpunkt', open: 1, high: 'B', low: 3, close: ' d ' });
    expect(indices(found)).toEqual({ time: 0, open: 1, high: 2, low: 3, close: 4 });
    expect(found.ok && found.mapping.time).toEqual({ index: 0, name: 'Zeitpunkt' });
    expect(mapOhlcColumns(header, 5, { close: 'Schluss' })).toEqual({ ok: false, error: 'unknownColumn', role: 'close' });
    expect(mapOhlcColumns(null, 5, { open: 5 })).toEqual({ ok: false, error: 'unknownColumn', role: 'open' });
    expect(mapOhlcColumns(null, 5, { open: 'open' })).toEqual({ ok: false, error: 'unknownColumn', role: 'open' });
  });

  it('lists the roles it could not find', () => {
    const result = mapOhlcColumns(['time', 'open', 'close'], 3);
    expect(result.ok && missingRoles(result.mapping, OHLC_ROLES)).toEqual(['high', 'low']);
  });
});
