import { describe, expect, it } from 'vitest';
import { readWideSeries } from './wideRead';

const rows = (n: number, line: (t: number) => string) => Array.from({ length: n }, (_, t) => line(t)).join('\n');

describe('readWideSeries', () => {
  it('reads a German CSV (";", decimal comma) with its time column anywhere, naming assets by header', () => {
    const text = `BTC;Datum;ETH\n${rows(40, (t) => `${100 + t},5;2025-01-${String((t % 28) + 1).padStart(2, '0')} ${String(Math.floor(t / 28)).padStart(2, '0')}:00;${50 + t}`)}\n`;
    const result = readWideSeries(text);
    if (!result.ok) throw new Error(result.error);
    expect(result.series.assets).toEqual(['BTC', 'ETH']);
    expect(result.series.close[0]![0]).toBe(100.5);
    expect(result.report.sorted).toBe(true);
  });

  it('leaves out and lists bad rows, counts duplicates, and sorts', () => {
    const good = rows(35, (t) => `${1_700_000_000_000 + t * 3_600_000},${100 + t},${10 + t}`);
    const text = `time,A,B\n${good}\n1700000000000,1,1\nxx,1,2\n1700999000000,,2\n1700999000000,-1,2\n`;
    const result = readWideSeries(text);
    if (!result.ok) throw new Error(result.error);
    expect(result.series.time.length).toBe(35);
    expect(result.series.barMs).toBe(3_600_000);
    expect(result.report.duplicates).toBe(1);
    expect(result.report.badRows.map((bad) => bad.reason)).toEqual(['badTime', 'missingValue', 'notPositive']);
    expect(result.report.badRows[1]).toMatchObject({ row: 39, column: 'A' });
  });

  it('names the errors: one asset, too many, too few rows, empty', () => {
    expect(readWideSeries(`time,A\n${rows(40, (t) => `${t * 1000 + 1e12},1`)}`)).toMatchObject({ ok: false, error: 'tooFewAssets' });
    expect(readWideSeries(`time,${'ABCDEFGHI'.split('').join(',')}\n1e12,${'1,'.repeat(8)}1`)).toMatchObject({ ok: false, error: 'tooManyAssets' });
    expect(readWideSeries(`time,A,B\n${rows(10, (t) => `${t * 1000 + 1e12},1,2`)}`)).toMatchObject({ ok: false, error: 'notEnoughRows' });
    expect(readWideSeries('  \n')).toMatchObject({ ok: false, error: 'empty' });
  });
});
