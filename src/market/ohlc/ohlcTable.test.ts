import { describe, expect, it } from 'vitest';
import { detectDelimiter, readOhlcTable, type OhlcTable } from './ohlcTable';

function rowsOf(table: OhlcTable): [number, unknown[]][] {
  const rows: [number, unknown[]][] = [];
  table.forEachRow((cells, row) => rows.push([row, [...cells]]));
  return rows;
}

function tableOf(text: string, format: 'csv' | 'json' = 'csv'): OhlcTable {
  const result = readOhlcTable(text, format);
  if (!result.ok) throw new Error(result.error);
  return result.table;
}

describe('detectDelimiter', () => {
  it('finds comma, semicolon and tab', () => {
    expect(detectDelimiter('time,open,high,low,close\n1,2,3,1,2\n')).toBe(',');
    expect(detectDelimiter('time;open;high;low;close\n1;2;3;1;2\n')).toBe(';');
    expect(detectDelimiter('time\topen\thigh\tlow\tclose\n1\t2\t3\t1\t2\n')).toBe('\t');
  });

  it('is not misled by decimal commas or quoted separators', () => {
    expect(detectDelimiter('Zeit;Eröffnung;Hoch;Tief;Schluss\n2025-01-01;63123,5;63200;63000,25;63100\n2025-01-02;63100;63300,5;63050,75;63250,5\n')).toBe(';');
    expect(detectDelimiter('a,b\n"1;2",3\n"4;5",6\n')).toBe(',');
  });
});

describe('readOhlcTable', () => {
  it('reads a CSV header and rows with their line numbers, blank lines included', () => {
    const table = tableOf('\uFEFFtime,open\n1,2\n\n3,4\n');
    expect(table.header).toEqual(['time', 'open']);
    expect(table.columnCount).toBe(2);
    expect(rowsOf(table).filter(([, cells]) => cells.join('') !== '')).toEqual([
      [2, ['1', '2']],
      [4, ['3', '4']],
    ]);
  });

  it('takes a first row of values as data, not as a header', () => {
    const table = tableOf('1738418400000,1,2,0.5,1.5\n1738422000000,1.5,2,1,1.8\n');
    expect(table.header).toBeNull();
    expect(table.columnCount).toBe(5);
    expect(rowsOf(table)[0]).toEqual([1, ['1738418400000', '1', '2', '0.5', '1.5']]);
  });

  it('reads JSON arrays of objects, with keys in any case', () => {
    const table = tableOf(JSON.stringify([{ Time: 1, Open: 2 }, { time: 3, open: 4 }]), 'json');
    expect(table.header).toEqual(['Time', 'Open']);
    expect(rowsOf(table)).toEqual([
      [1, [1, 2]],
      [2, [3, 4]],
    ]);
  });

  it('reads JSON arrays of arrays, with or without a header row', () => {
    expect(rowsOf(tableOf('[[1, "2", 3], [4, 5, 6]]', 'json'))).toEqual([
      [1, [1, '2', 3]],
      [2, [4, 5, 6]],
    ]);
    const withHeader = tableOf('[["time", "open"], [1, 2]]', 'json');
    expect(withHeader.header).toEqual(['time', 'open']);
    expect(rowsOf(withHeader)).toEqual([[2, [1, 2]]]);
  });

  it('refuses broken JSON and JSON of another shape', () => {
    expect(readOhlcTable('[{"open":1,', 'json')).toEqual({ ok: false, error: 'invalidJson' });
    expect(readOhlcTable('{"open":1}', 'json')).toEqual({ ok: false, error: 'unsupportedJson' });
    expect(readOhlcTable('[1, 2]', 'json')).toEqual({ ok: false, error: 'unsupportedJson' });
    expect(readOhlcTable('[{"open":1}, [1]]', 'json')).toEqual({ ok: false, error: 'unsupportedJson' });
  });
});
