import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeOhlc, ohlcFormatOf, parseOhlc } from './ohlcParse';

const fixtures = join(import.meta.dirname, '..', '..', '..', '..', 'tests', 'fixtures', 'samples');
const csv = readFileSync(join(fixtures, 'ohlc-btc-1h.csv'), 'utf8');
const expected = JSON.parse(readFileSync(join(fixtures, 'misc.expected.json'), 'utf8')) as { atr14: number; atr20: number };

const near = (actual: number, want: number) => expect(Math.abs(actual - want)).toBeLessThanOrEqual(1e-9 * want);

/** The fixture as a JSON array of objects (with the same numbers). */
function fixtureAsJson(transformKey: (key: string) => string = (key) => key): string {
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  const keys = (header ?? '').split(',');
  return JSON.stringify(lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [transformKey(keys[i] ?? ''), i === 0 ? cell : Number(cell)]))));
}

describe('ohlcFormatOf', () => {
  it('goes by the extension, else by the first character of a name without one', () => {
    expect(ohlcFormatOf('BTC-1h.CSV')).toBe('csv');
    expect(ohlcFormatOf('candles.json')).toBe('json');
    expect(ohlcFormatOf('candles.xlsx')).toBeNull();
    expect(ohlcFormatOf('candles', '\uFEFF  [{"open":1}]')).toBe('json');
    expect(ohlcFormatOf('candles', 'open,high,low,close')).toBe('csv');
  });
});

describe('analyzeOhlc', () => {
  it('reads the BTC fixture as CSV and reproduces ATR(14) and ATR(20)', () => {
    const atr14 = analyzeOhlc(csv, 'csv', 14);
    const atr20 = analyzeOhlc(csv, 'csv', 20);
    if (!atr14.ok || !atr20.ok) throw new Error('no ATR');
    expect(atr14.rows).toBe(200);
    near(atr14.atr, expected.atr14);
    near(atr20.atr, expected.atr20);
  });

  it('reads the same candles from JSON, with field names in any case', () => {
    const upper = analyzeOhlc(fixtureAsJson((key) => key.toUpperCase()), 'json', 14);
    if (!upper.ok) throw new Error(upper.error);
    near(upper.atr, expected.atr14);
    // Numbers given as text work too.
    const text = JSON.stringify([{ Open: '1', High: '12', Low: '10', Close: '11' }, { open: 11, high: 13, low: 11, close: 12 }]);
    expect(analyzeOhlc(text, 'json', 1)).toMatchObject({ ok: true, rows: 2, atr: 2 });
  });

  it('ignores extra columns, column order, header case, blank lines, a BOM and semicolons', () => {
    const text = '\uFEFFTime;Volume;CLOSE;Low;High;Open\n1;5;11;10;12;10\n\n2;5;12;11;13;11\n3;5;13;11;14;12\n';
    // TR 2, 2, 3 → seed (2 + 2)/2 = 2, α = 2/3: 2/3 · 3 + 1/3 · 2 = 8/3.
    const result = analyzeOhlc(text, 'csv', 2);
    expect(result.ok && result.atr).toBeCloseTo(8 / 3, 12);
    expect(parseOhlc(text, 'csv')).toMatchObject({ ok: true, candles: { length: 3 } });
  });

  it('needs N + 1 rows', () => {
    const short = csv.trim().split('\n').slice(0, 15).join('\n'); // header + 14 candles
    expect(analyzeOhlc(short, 'csv', 14)).toEqual({ ok: false, error: 'notEnoughRows', rows: 14 });
    expect(analyzeOhlc(`${short}\n2025-02-01T14:00:00Z,1,2,1,1.5`, 'csv', 14).ok).toBe(true);
    expect(analyzeOhlc('open,high,low,close\n', 'csv', 14)).toEqual({ ok: false, error: 'notEnoughRows', rows: 0 });
    expect(analyzeOhlc('[]', 'json', 14)).toEqual({ ok: false, error: 'notEnoughRows', rows: 0 });
  });

  it('gives notFinite for a blank or non-numeric cell instead of a NaN ATR', () => {
    const lines = csv.trim().split('\n');
    lines[30] = '2025-02-02T05:00:00Z,60000,abc,59000,59500';
    expect(analyzeOhlc(lines.join('\n'), 'csv', 14)).toMatchObject({ ok: false, error: 'notFinite' });
    lines[30] = '2025-02-02T05:00:00Z,60000,,59000,59500';
    expect(analyzeOhlc(lines.join('\n'), 'csv', 14)).toMatchObject({ ok: false, error: 'notFinite' });
    expect(analyzeOhlc(JSON.stringify([{ open: 1, high: 2, low: 1, close: null }, { open: 1, high: 2, low: 1, close: 1 }]), 'json', 1)).toMatchObject({ ok: false, error: 'notFinite' });
  });

  it('names missing columns and broken JSON', () => {
    expect(analyzeOhlc('time,open,high,close\n1,1,2,1.5\n2,1,2,1.5', 'csv', 1)).toEqual({ ok: false, error: 'missingColumns', rows: 0 });
    expect(analyzeOhlc('[{"open":1,"high":2,"close":1}]', 'json', 1)).toMatchObject({ ok: false, error: 'missingColumns' });
    expect(analyzeOhlc('{"open":1,"high":2,"low":1,"close":1}', 'json', 1)).toMatchObject({ ok: false, error: 'missingColumns' });
    expect(analyzeOhlc('[1, 2]', 'json', 1)).toMatchObject({ ok: false, error: 'missingColumns' });
    expect(analyzeOhlc('[{"open":1,', 'json', 1)).toMatchObject({ ok: false, error: 'invalidJson' });
  });
});
