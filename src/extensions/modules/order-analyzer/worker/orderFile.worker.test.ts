import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, type ColumnMapping, type LoadResult } from '../core/orderData';
import { SAMPLE_ROUND_TRIPS } from '../core/sample/sampleExport';
import { createOrderFileHandler, transferList, type OrderFileRequest, type OrderFileResponse } from './orderFile.worker';

const samples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'tests', 'fixtures', 'samples');
const fixture = (name: string) => new Blob([readFileSync(join(samples, name))]);

/** The handler with a recording postMessage. */
function setup() {
  const messages: { message: OrderFileResponse; transfer: Transferable[] }[] = [];
  const handle = createOrderFileHandler((message, transfer) => messages.push({ message, transfer }));
  const ask = async (request: OrderFileRequest): Promise<LoadResult> => {
    await handle(request);
    const last = messages.at(-1)!.message;
    if (last.kind !== 'result' || last.id !== request.id) throw new Error('no result');
    return last.result;
  };
  return { messages, ask };
}

describe('order file worker handler', () => {
  it('reads a file, reports progress, answers once and transfers the typed arrays', async () => {
    const { messages, ask } = setup();
    const result = await ask({ id: 7, kind: 'load', file: fixture('bingx-orders-sample.xlsx'), fileName: 'orders.xlsx' });
    expect(result.ok && result.orders.count).toBe(240);
    expect(messages.every(({ message }) => message.id === 7)).toBe(true);
    expect(messages.map(({ message }) => message.kind).filter((k) => k === 'result')).toHaveLength(1);
    const phases = messages.flatMap(({ message }) => (message.kind === 'progress' ? [message.progress.phase] : []));
    expect(phases.slice(0, 2)).toEqual(['reading', 'parsing']);
    expect(phases.slice(2).every((p) => p === 'converting')).toBe(true);
    const { transfer } = messages.at(-1)!;
    expect(transfer).toHaveLength(13);
    if (result.ok) expect(transfer).toEqual(transferList(result.orders));
    expect(transfer.every((buffer) => buffer instanceof ArrayBuffer)).toBe(true);
  });

  it('accepts raw bytes as well as a Blob', async () => {
    const { ask } = setup();
    const bytes = readFileSync(join(samples, 'bingx-orders-de.xlsx'));
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const result = await ask({ id: 1, kind: 'load', file: buffer, fileName: 'de.xlsx' });
    expect(result.ok && result.orders.count).toBe(160);
  });

  it('remaps the kept workbook, and keeps it when a later file fails', async () => {
    const { ask } = setup();
    await ask({ id: 1, kind: 'load', file: fixture('bingx-orders-sample.xlsx'), fileName: 'orders.xlsx' });
    const failed = await ask({ id: 2, kind: 'load', file: new Blob(['%PDF-1.7']), fileName: 'renamed.xlsx' });
    expect(failed).toEqual({ ok: false, error: 'notExcel', fileName: 'renamed.xlsx' });
    const noPnl = await ask({ id: 3, kind: 'remap', mapping: { realizedPnl: null } as unknown as ColumnMapping });
    expect(noPnl).toMatchObject({ ok: true, fileName: 'orders.xlsx', orders: { count: 0 } });
    // A full mapping built from the header check, with Realized PNL pointed at the Fee column.
    if (!noPnl.ok) throw new Error();
    const remapped = await ask({ id: 4, kind: 'remap', mapping: { ...noPnl.header.mapping, realizedPnl: 9 } });
    expect(remapped.ok && remapped.orders.count).toBe(240);
    expect(remapped.ok && remapped.orders.isClose.every((c) => c === 1)).toBe(true);
    expect(remapped.ok && remapped.timings.readMs).toBeGreaterThan(0);
  });

  it('replaces the kept workbook with the next good file', async () => {
    const { ask } = setup();
    await ask({ id: 1, kind: 'load', file: fixture('bingx-orders-sample.xlsx'), fileName: 'en.xlsx' });
    await ask({ id: 2, kind: 'load', file: fixture('bingx-orders-de.xlsx'), fileName: 'de.xlsx' });
    const result = await ask({ id: 3, kind: 'remap', mapping: { fee: null } as unknown as ColumnMapping });
    expect(result).toMatchObject({ ok: true, fileName: 'de.xlsx', orders: { count: 160 } });
  });

  it('writes the sample export of a language and reads it like an uploaded file (progress, kept for a remap)', async () => {
    const { ask, messages } = setup();
    const result = await ask({ id: 5, kind: 'sample', lang: 'de' });
    expect(result).toMatchObject({ ok: true, fileName: 'bingx-sample-de.xlsx', sheetName: 'Aufträge', orders: { count: 2 * SAMPLE_ROUND_TRIPS } });
    expect(messages.some(({ message }) => message.kind === 'progress' && message.progress.phase === 'converting')).toBe(true);
    const remapped = await ask({ id: 6, kind: 'remap', mapping: { fee: null } as unknown as ColumnMapping });
    expect(remapped).toMatchObject({ ok: true, fileName: 'bingx-sample-de.xlsx' });
  });

  it('answers a remap without a workbook, and refuses sizes before reading', async () => {
    const { ask, messages } = setup();
    expect(await ask({ id: 1, kind: 'remap', mapping: {} as ColumnMapping })).toEqual({ ok: false, error: 'emptyWorkbook', fileName: '' });
    const huge = { size: MAX_FILE_BYTES + 1, arrayBuffer: () => Promise.reject(new Error('must not read')) } as unknown as Blob;
    expect(await ask({ id: 2, kind: 'load', file: huge, fileName: 'big.xlsx' })).toEqual({ ok: false, error: 'tooLarge', fileName: 'big.xlsx' });
    expect(await ask({ id: 3, kind: 'load', file: new Blob([]), fileName: 'empty.xlsx' })).toEqual({ ok: false, error: 'emptyFile', fileName: 'empty.xlsx' });
    expect(messages.filter(({ message }) => message.kind === 'progress')).toEqual([]);
  });

  it('never throws: an unreadable Blob becomes readFailed', async () => {
    const { ask } = setup();
    const broken = { size: 10, arrayBuffer: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob;
    expect(await ask({ id: 1, kind: 'load', file: broken, fileName: 'gone.xlsx' })).toEqual({ ok: false, error: 'readFailed', fileName: 'gone.xlsx' });
  });
});
