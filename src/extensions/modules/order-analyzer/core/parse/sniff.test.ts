import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../orderData';
import { checkFileMeta, excelKindOfName, sniffExcel } from './sniff';

const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const OLE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ');

describe('sniffExcel', () => {
  it('accepts .xlsx with a ZIP header and .xls with an OLE header, in any case of the extension', () => {
    expect(sniffExcel(ZIP, 'orders.xlsx')).toEqual({ ok: true, kind: 'xlsx' });
    expect(sniffExcel(OLE, 'orders.XLS')).toEqual({ ok: true, kind: 'xls' });
    expect(sniffExcel(ZIP, 'Orders.XLSX')).toEqual({ ok: true, kind: 'xlsx' });
  });

  it('accepts an Excel container behind the other Excel extension (content decides the format)', () => {
    expect(sniffExcel(ZIP, 'orders.xls')).toEqual({ ok: true, kind: 'xlsx' });
    expect(sniffExcel(OLE, 'orders.xlsx')).toEqual({ ok: true, kind: 'xls' });
  });

  it('refuses a renamed PDF, CSV or HTML, and other extensions', () => {
    expect(sniffExcel(PDF, 'orders.xlsx')).toEqual({ ok: false, error: 'notExcel' });
    expect(sniffExcel(new TextEncoder().encode('UID,Order No.\n1,2'), 'orders.xls')).toEqual({ ok: false, error: 'notExcel' });
    expect(sniffExcel(new TextEncoder().encode('<table><tr><td>1</td></tr></table>'), 'orders.xls')).toEqual({ ok: false, error: 'notExcel' });
    expect(sniffExcel(ZIP, 'orders.csv')).toEqual({ ok: false, error: 'notExcel' });
    expect(sniffExcel(ZIP, 'orders.xlsx.pdf')).toEqual({ ok: false, error: 'notExcel' });
    expect(sniffExcel(ZIP, 'orders')).toEqual({ ok: false, error: 'notExcel' });
    expect(sniffExcel(new Uint8Array([0x50, 0x4b]), 'short.xlsx')).toEqual({ ok: false, error: 'notExcel' });
  });

  it('refuses empty files before looking at the name', () => {
    expect(sniffExcel(new Uint8Array(0), 'orders.xlsx')).toEqual({ ok: false, error: 'emptyFile' });
    expect(sniffExcel(new Uint8Array(0), 'orders.pdf')).toEqual({ ok: false, error: 'emptyFile' });
  });
});

describe('checkFileMeta', () => {
  it('refuses by size and extension without the content', () => {
    expect(checkFileMeta('orders.xlsx', MAX_FILE_BYTES)).toBeNull();
    expect(checkFileMeta('orders.xlsx', MAX_FILE_BYTES + 1)).toBe('tooLarge');
    expect(checkFileMeta('big.pdf', 60 * 1024 * 1024)).toBe('tooLarge');
    expect(checkFileMeta('orders.xlsx', 0)).toBe('emptyFile');
    expect(checkFileMeta('orders.pdf', 10)).toBe('notExcel');
    expect(excelKindOfName(' orders.xlsx ')).toBe('xlsx');
    expect(excelKindOfName('orders.xlsm')).toBeNull();
  });
});
