import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateOhlcSeries } from '../ohlcSeries';
import { ohlcFormatOf } from './ohlcFormat';
import { analyzeOhlc, MAX_OHLC_FILE_BYTES, parseOhlc, readOhlcSeries, type OhlcReadOptions } from './ohlcParse';

const fixtures = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'samples');
const csv = readFileSync(join(fixtures, 'ohlc-btc-1h.csv'), 'utf8');
// Wilder's ATR of the fixture: scripts/reference/atr_wilder.py (exact fractions, checked against pandas).
const expected = JSON.parse(readFileSync(join(fixtures, 'atr-wilder.expected.json'), 'utf8')) as { atr14: number; atr20: number };

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
    // TR 2, 2, 3 → seed (2 + 2)/2 = 2, then Wilder's half-way step: 2 + (3 − 2)/2 = 5/2.
    const result = analyzeOhlc(text, 'csv', 2);
    expect(result.ok && result.atr).toBeCloseTo(5 / 2, 12);
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

describe('readOhlcSeries (the lab)', () => {
  const H = 3_600_000;
  const t0 = Date.UTC(2025, 1, 1);
  /** n hourly bars from t0 as CSV lines "time,open,high,low,close" with times written by `timeText`. */
  function lines(n: number, timeText: (ms: number) => string = (ms) => String(ms), sep = ',', decimal = '.'): string[] {
    return Array.from({ length: n }, (_, i) => {
      const open = 100 + i;
      const cells = [open, open + 2.5, open - 1.25, open + 1].map((v) => String(v).replace('.', decimal));
      return [timeText(t0 + i * H), ...cells].join(sep);
    });
  }
  const read = (text: string, options: OhlcReadOptions = {}) => readOhlcSeries(text, { minRows: 2, ...options });
  function series(text: string, options: OhlcReadOptions = {}) {
    const result = read(text, options);
    if (!result.ok) throw new Error(`${result.error} ${result.missing.join()}`);
    return result;
  }

  it('reads the BTC fixture into a series with the hourly bar length', () => {
    const { series: s, report } = series(csv);
    expect(s.time.length).toBe(200);
    expect(s.barMs).toBe(H);
    expect(s.time[0]).toBe(Date.parse('2025-02-01T00:00:00Z'));
    expect(report).toMatchObject({ format: 'csv', delimiter: ',', decimalComma: false, rows: 200, badRowCount: 0, duplicates: 0, sorted: false });
    expect(report.mapping).toEqual({ time: { index: 0, name: 'time' }, open: { index: 1, name: 'open' }, high: { index: 2, name: 'high' }, low: { index: 3, name: 'low' }, close: { index: 4, name: 'close' } });
    expect(validateOhlcSeries(s)).toBeNull();
  });

  it('reads a German CSV: semicolons, decimal commas, German headers, dates', () => {
    const text = ['Datum;Eröffnung;Hoch;Tief;Schluss;Volumen', ...lines(3, (ms) => new Date(ms).toISOString().slice(0, 16).replace('T', ' '), ';', ',').map((line) => `${line};12,5`)].join('\r\n');
    const { series: s, report } = series(text);
    expect(report).toMatchObject({ delimiter: ';', decimalComma: true, rows: 3 });
    expect([...s.low]).toEqual([98.75, 99.75, 100.75]);
    expect([...s.high]).toEqual([102.5, 103.5, 104.5]);
    expect(s.time[2]).toBe(t0 + 2 * H);
  });

  it('reads tab-separated files', () => {
    const text = ['time\topen\thigh\tlow\tclose', ...lines(3, String, '\t')].join('\n');
    expect(series(text).report.delimiter).toBe('\t');
  });

  it('reads Unix seconds, milliseconds and ISO times to the same series', () => {
    const header = 'timestamp,open,high,low,close';
    const ms = series([header, ...lines(4)].join('\n')).series;
    const seconds = series([header, ...lines(4, (t) => String(t / 1000))].join('\n')).series;
    const iso = series([header, ...lines(4, (t) => new Date(t).toISOString())].join('\n')).series;
    const isoNoZone = series([header, ...lines(4, (t) => new Date(t).toISOString().slice(0, 19))].join('\n')).series;
    expect(seconds).toEqual(ms);
    expect(iso).toEqual(ms);
    expect(isoNoZone).toEqual(ms);
    expect([...ms.time]).toEqual([t0, t0 + H, t0 + 2 * H, t0 + 3 * H]);
  });

  it('takes a file without a header by position (time, open, high, low, close, …)', () => {
    const { series: s, report } = series(lines(5).map((line) => `${line},999,0`).join('\n'));
    expect(s.time.length).toBe(5);
    expect(report.mapping.close).toEqual({ index: 4, name: null });
  });

  it('sorts unsorted rows by time and says so', () => {
    const rows = lines(6);
    const { series: s, report } = series(['time,open,high,low,close', ...[...rows].reverse()].join('\n'));
    expect(report.sorted).toBe(true);
    expect(s).toEqual(series(['time,open,high,low,close', ...rows].join('\n')).series);
  });

  it('keeps the first of rows with the same time and counts the others', () => {
    const rows = lines(4);
    const twin = rows[1]!.replace(/,101,/, ',555,').replace(/,\d+\.5,/, ',600,');
    const { series: s, report } = series(['time,open,high,low,close', rows[0], rows[1], twin, rows[2], twin, rows[3]].join('\n'));
    expect(report.duplicates).toBe(2);
    expect(report.rows).toBe(6);
    expect(s.time.length).toBe(4);
    expect(s.open[1]).toBe(101);
  });

  it('leaves out bad rows and lists them with their line and reason', () => {
    const rows = lines(8);
    rows[1] = `${t0 + H},101,abc,99,102`;
    rows[2] = `${t0 + 2 * H},102,101,103,102`;
    rows[3] = `${t0 + 3 * H},103,103.5,102,104`;
    rows[4] = `${t0 + 4 * H},104,105,104.5,104.8`;
    rows[5] = `${t0 + 5 * H},0,1,0,0.5`;
    rows[6] = `yesterday,106,107,105,106`;
    rows[7] = `${t0 + 7 * H},107,,105,106`;
    const { series: s, report } = series(['time,open,high,low,close', ...rows, ...lines(10).map((line, i) => line.replace(String(t0 + i * H), String(t0 + (10 + i) * H)))].join('\n'));
    expect(report.badRows).toEqual([
      { row: 3, reason: 'notANumber', column: 'high' },
      { row: 4, reason: 'highBelowLow' },
      { row: 5, reason: 'highBelowBody' },
      { row: 6, reason: 'lowAboveBody' },
      { row: 7, reason: 'notPositive' },
      { row: 8, reason: 'badTime', column: 'time' },
      { row: 9, reason: 'missingValue', column: 'high' },
    ]);
    expect(report.badRowCount).toBe(7);
    expect(report.rows).toBe(18);
    expect(s.time.length).toBe(11);
  });

  it('lists at most 20 bad rows but counts all, and fails when more than half are bad', () => {
    const good = lines(40);
    const bad = Array.from({ length: 30 }, (_, i) => `x${i},1,2,0.5,1`);
    const result = read(['time,open,high,low,close', ...good, ...bad].join('\n'));
    expect(result.ok && result.report.badRows.length).toBe(20);
    expect(result.ok && result.report.badRowCount).toBe(30);
    const mostlyBad = read(['time,open,high,low,close', ...good.slice(0, 10), ...bad].join('\n'));
    expect(mostlyBad).toMatchObject({ ok: false, error: 'tooManyBadRows', report: { badRowCount: 30, rows: 40 } });
  });

  it('fails with notEnoughRows below minRows valid bars (default 20)', () => {
    const text = ['time,open,high,low,close', ...lines(19)].join('\n');
    expect(readOhlcSeries(text)).toMatchObject({ ok: false, error: 'notEnoughRows', report: { rows: 19 } });
    expect(readOhlcSeries(text, { minRows: 19 }).ok).toBe(true);
    expect(readOhlcSeries(['time,open,high,low,close', ...lines(20)].join('\n')).ok).toBe(true);
    expect(read('time,open,high,low,close\n')).toMatchObject({ ok: false, error: 'notEnoughRows' });
  });

  it('refuses files over 50 MB by their size, and empty files', () => {
    const text = ['time,open,high,low,close', ...lines(3)].join('\n');
    expect(MAX_OHLC_FILE_BYTES).toBe(50 * 1024 * 1024);
    expect(read(text, { sizeBytes: MAX_OHLC_FILE_BYTES + 1 })).toMatchObject({ ok: false, error: 'tooLarge' });
    expect(read(text, { sizeBytes: MAX_OHLC_FILE_BYTES }).ok).toBe(true);
    expect(read(' \n\uFEFF')).toMatchObject({ ok: false, error: 'empty' });
    expect(read('\uFEFF \n ')).toMatchObject({ ok: false, error: 'empty' });
  });

  it('names the missing columns, and uses an explicit mapping', () => {
    const text = ['Zeitpunkt,Eins,Zwei,Drei,Vier', ...lines(3)].join('\n');
    expect(read(text)).toMatchObject({ ok: false, error: 'missingColumns', missing: ['time', 'open', 'high', 'low', 'close'] });
    expect(read(['time,open,high,close', '1,2,3,2'].join('\n'))).toMatchObject({ ok: false, error: 'missingColumns', missing: ['low'] });
    const mapped = series(text, { mapping: { time: 'Zeitpunkt', open: 'eins', high: 2, low: ' DREI ', close: 4 } });
    expect(mapped.series.time.length).toBe(3);
    expect(read(text, { mapping: { time: 'Datum' } })).toMatchObject({ ok: false, error: 'unknownColumn', missing: ['time'] });
  });

  it('reads JSON as an array of objects or of arrays, times as numbers or text', () => {
    const objects = Array.from({ length: 3 }, (_, i) => ({ openTime: t0 + i * H, o: 100 + i, h: `${102.5 + i}`, l: 98.75 + i, c: 101 + i, volume: 1 }));
    const fromObjects = series(JSON.stringify(objects));
    expect(fromObjects.report.format).toBe('json');
    expect(fromObjects.report.badRows).toEqual([]);
    // Binance-style klines: [openTime, "open", "high", "low", "close", …].
    const arrays = objects.map(({ openTime, o, h, l, c }) => [openTime, String(o), h, String(l), String(c), '12.5', openTime + H - 1]);
    expect(series(JSON.stringify(arrays)).series).toEqual(fromObjects.series);
    const withHeader = [['Zeit', 'Eröffnung', 'Hoch', 'Tief', 'Schluss'], ...objects.map(({ openTime, o, h, l, c }) => [new Date(openTime).toISOString(), o, Number(h), l, c])];
    expect(series(JSON.stringify(withHeader)).series).toEqual(fromObjects.series);
    expect(read('{"data": []}')).toMatchObject({ ok: false, error: 'unsupportedJson' });
    expect(read('[{"time": 1,')).toMatchObject({ ok: false, error: 'invalidJson' });
  });
});
