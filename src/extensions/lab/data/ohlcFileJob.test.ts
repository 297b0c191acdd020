import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerAnswer } from '../../../ui/useWorkerJob';
import { MAX_OHLC_FILE_BYTES, type OhlcReadResult } from '../../../market/ohlc/ohlcParse';
import { readLabSample, readOhlcFile } from './ohlcFileClient';
import { decodeOhlcBytes, runOhlcFileJob } from './ohlcFileJob';
import type { OhlcFileRequest } from './ohlcFileClient';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const fixture = readFileSync(join(root, 'tests', 'fixtures', 'samples', 'ohlc-btc-1h.csv'));
const bytesOf = (buffer: Buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

const GERMAN = 'Zeit;Eröffnung;Hoch;Tief;Schluss\n2025-02-01 00:00;100,5;102;99;101\n2025-02-01 01:00;101;103;100;102,25\n';

describe('decodeOhlcBytes', () => {
  it('reads UTF-8 (with or without BOM), UTF-16 by its BOM and falls back to Windows-1252', () => {
    const utf8 = new TextEncoder().encode(GERMAN);
    expect(decodeOhlcBytes(utf8)).toBe(GERMAN);
    expect(decodeOhlcBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toBe(GERMAN);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(GERMAN, 'utf16le')]);
    expect(decodeOhlcBytes(bytesOf(utf16))).toBe(GERMAN);
    expect(decodeOhlcBytes(bytesOf(Buffer.from(GERMAN, 'latin1')))).toBe(GERMAN);
  });
});

describe('runOhlcFileJob', () => {
  it('reads bytes or text, choosing the format by name or first character', () => {
    const fromBytes = runOhlcFileJob({ source: bytesOf(fixture), fileName: 'btc.csv' });
    const fromText = runOhlcFileJob({ source: fixture.toString('utf8') });
    expect(fromBytes.ok && fromBytes.series.time.length).toBe(200);
    expect(fromText).toEqual(fromBytes);
    const json = runOhlcFileJob({ source: JSON.stringify([[1738368000000, 1, 2, 0.5, 1.5], [1738371600000, 1.5, 2, 1, 1.8]]), fileName: 'candles', options: { minRows: 2 } });
    expect(json.ok && json.report.format).toBe('json');
  });

  it('refuses an oversized file before decoding it', () => {
    expect(runOhlcFileJob({ source: 'x', options: { sizeBytes: MAX_OHLC_FILE_BYTES + 1 } })).toMatchObject({ ok: false, error: 'tooLarge' });
  });

  it('reads a German Windows-1252 file with its German headers', () => {
    const result = runOhlcFileJob({ source: bytesOf(Buffer.from(GERMAN, 'latin1')), fileName: 'kurse.csv', options: { minRows: 2 } });
    expect(result.ok && [...result.series.close]).toEqual([101, 102.25]);
    expect(result.ok && result.report.mapping.open?.name).toBe('Eröffnung');
  });
});

describe('the lab reader client (no Worker in Node: the job runs on the page)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a File and refuses one over 50 MB without reading it', async () => {
    const result = await readOhlcFile(new File([fixture], 'btc.csv'));
    expect(result.ok && result.series.barMs).toBe(3_600_000);
    const huge = { size: MAX_OHLC_FILE_BYTES + 1, name: 'huge.csv', arrayBuffer: () => Promise.reject(new Error('must not be read')) } as unknown as File;
    expect(await readOhlcFile(huge)).toMatchObject({ ok: false, error: 'tooLarge' });
  });

  it('rejects with an AbortError when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(readOhlcFile(new File([fixture], 'btc.csv'), {}, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fetches a sample from /lab/ and reads it; a failed fetch is readFailed', async () => {
    const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(readFileSync(join(root, 'public', url)))));
    vi.stubGlobal('fetch', fetchMock);
    const result = await readLabSample('synthetic-btc-1d');
    expect(fetchMock).toHaveBeenCalledWith('/lab/synthetic-btc-1d.csv', {});
    expect(result.ok && result.series.time.length).toBe(3_650);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
    expect(await readLabSample('synthetic-btc-1d')).toMatchObject({ ok: false, error: 'readFailed' });
    expect(await readLabSample('no-such-sample')).toMatchObject({ ok: false, error: 'readFailed' });
  });
});

describe('ohlcFile.worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers with the series and transfers its five buffers', async () => {
    const posted: [WorkerAnswer<OhlcReadResult>, Transferable[]][] = [];
    const scope: { onmessage: ((event: { data: OhlcFileRequest }) => void) | null; postMessage: (m: WorkerAnswer<OhlcReadResult>, t: Transferable[]) => void } = {
      onmessage: null,
      postMessage: (message, transfer) => posted.push([message, transfer]),
    };
    vi.stubGlobal('self', scope);
    await import('./ohlcFile.worker');
    scope.onmessage?.({ data: { id: 7, job: { source: bytesOf(fixture), fileName: 'btc.csv' } } });
    scope.onmessage?.({ data: { id: 8, job: { source: 'nothing here' } } });
    const [[answer, transfer], [failed, none]] = posted as [[WorkerAnswer<OhlcReadResult>, Transferable[]], [WorkerAnswer<OhlcReadResult>, Transferable[]]];
    expect(answer.id).toBe(7);
    if (!answer.ok || !answer.result.ok) throw new Error('no series');
    const { series } = answer.result;
    expect(transfer).toEqual([series.time.buffer, series.open.buffer, series.high.buffer, series.low.buffer, series.close.buffer]);
    expect(failed).toMatchObject({ id: 8, ok: true, result: { ok: false, error: 'missingColumns' } });
    expect(none).toEqual([]);
  });
});
