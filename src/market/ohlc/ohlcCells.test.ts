import { describe, expect, it } from 'vitest';
import { detectDecimalComma, looksLikeData, parsePriceCell, parseTimeCell, unixToMs } from './ohlcCells';

describe('parsePriceCell', () => {
  it('reads decimal points and, in decimal-comma mode, decimal commas; thousands groups either way', () => {
    expect(parsePriceCell('63123.45', false)).toBe(63123.45);
    expect(parsePriceCell(' 6.3e4 ', false)).toBe(63000);
    expect(parsePriceCell('63,123.45', false)).toBe(63123.45);
    expect(parsePriceCell('63123,45', true)).toBe(63123.45);
    expect(parsePriceCell('63.123,45', true)).toBe(63123.45);
    expect(parsePriceCell('63 123,45', true)).toBe(63123.45);
    expect(parsePriceCell(42.5, true)).toBe(42.5);
  });

  it('gives NaN for blanks and anything that is not a number', () => {
    for (const cell of ['', '  ', 'abc', '12abc', '0x10', null, undefined, true, {}]) expect(parsePriceCell(cell, false)).toBeNaN();
  });
});

describe('detectDecimalComma', () => {
  it('goes by the majority of unambiguous cells', () => {
    expect(detectDecimalComma(['63123,45', '63200,1', '63000'])).toBe(true);
    expect(detectDecimalComma(['63123.45', '63200.1'])).toBe(false);
    expect(detectDecimalComma(['63.123,45'])).toBe(true);
    expect(detectDecimalComma(['63,123.45'])).toBe(false);
  });

  it('does not count digits grouped in threes, and defaults to the point', () => {
    expect(detectDecimalComma(['63,123', '1,234,567'])).toBe(false);
    expect(detectDecimalComma(['1.234', '63,5'])).toBe(true);
    expect(detectDecimalComma([1.5, 2, null])).toBe(false);
  });
});

describe('parseTimeCell', () => {
  const ms = Date.UTC(2025, 1, 1, 14, 0, 0);

  it('reads Unix seconds, milliseconds and microseconds by magnitude, as numbers or text', () => {
    expect(parseTimeCell(ms / 1000)).toBe(ms);
    expect(parseTimeCell(String(ms / 1000))).toBe(ms);
    expect(parseTimeCell(ms)).toBe(ms);
    expect(parseTimeCell(String(ms))).toBe(ms);
    expect(parseTimeCell(ms * 1000)).toBe(ms);
    expect(parseTimeCell('1738418400.5')).toBe(ms + 500);
    expect(unixToMs(0)).toBeNaN();
  });

  it('reads ISO 8601, a missing zone being UTC', () => {
    expect(parseTimeCell('2025-02-01T14:00:00Z')).toBe(ms);
    expect(parseTimeCell('2025-02-01T14:00:00')).toBe(ms);
    expect(parseTimeCell('2025-02-01 14:00')).toBe(ms);
    expect(parseTimeCell('2025-02-01T16:00:00+02:00')).toBe(ms);
    expect(parseTimeCell('2025-02-01T14:00:00.250Z')).toBe(ms + 250);
    expect(parseTimeCell('2025-02-01')).toBe(Date.UTC(2025, 1, 1));
    expect(parseTimeCell('01.02.2025 14:00')).toBe(ms);
  });

  it('gives NaN for what is no time', () => {
    for (const cell of ['', 'yesterday', '2025-02-30', '2025-13-01T00:00Z', -5, null]) expect(parseTimeCell(cell)).toBeNaN();
  });
});

describe('looksLikeData', () => {
  it('tells header names from values', () => {
    expect(['time', 'Open', 'Schluss', 'open_time'].some(looksLikeData)).toBe(false);
    expect(['2025-02-01', '1738418400', '63123,45', '63123.45', 7].every(looksLikeData)).toBe(true);
  });
});
