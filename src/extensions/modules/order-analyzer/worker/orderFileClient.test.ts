import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ColumnMapping, LoadProgress } from '../core/orderData';
import { createOrderFileHandler, type OrderFileRequest, type OrderFileResponse } from './orderFile.worker';
import { createOrderFileSession } from './orderFileClient';

const samples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'tests', 'fixtures', 'samples');
const file = (name: string, as = name) => new File([readFileSync(join(samples, name))], as);

/** A stand-in for the module Worker: runs the real handler and delivers its messages asynchronously. */
class FakeWorker {
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<OrderFileResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  posted: OrderFileRequest[] = [];
  crashOnNext = false;
  readonly url: string;
  private readonly handle = createOrderFileHandler((message) => {
    setTimeout(() => this.onmessage?.({ data: message } as MessageEvent<OrderFileResponse>));
  });

  constructor(url: URL, options: WorkerOptions) {
    this.url = url.href;
    expect(options.type).toBe('module');
    FakeWorker.created.push(this);
  }

  postMessage(request: OrderFileRequest): void {
    this.posted.push(request);
    if (this.crashOnNext) {
      setTimeout(() => this.onerror?.({ preventDefault() {} } as ErrorEvent));
      return;
    }
    void this.handle(request);
  }

  terminate(): void {
    this.terminated = true;
  }
}

beforeEach(() => {
  FakeWorker.created = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('createOrderFileSession', () => {
  it('starts the worker on the first load only, and reads the file there', async () => {
    const session = createOrderFileSession();
    expect(FakeWorker.created).toHaveLength(0);
    const progress: LoadProgress[] = [];
    const result = await session.load(file('bingx-orders-sample.xlsx'), (p) => progress.push(p));
    expect(result.ok && result.orders.count).toBe(240);
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]!.url).toMatch(/orderFile\.worker\.ts$/);
    expect(progress[0]).toEqual({ phase: 'reading' });
    expect(progress.at(-1)).toEqual({ phase: 'converting', fraction: 1 });
    session.dispose();
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });

  it('refuses size, emptiness and extension on the main thread without a worker', async () => {
    const session = createOrderFileSession();
    const big = new File([new Uint8Array(10)], 'big.xlsx');
    Object.defineProperty(big, 'size', { value: 60 * 1024 * 1024 });
    expect(await session.load(big)).toEqual({ ok: false, error: 'tooLarge', fileName: 'big.xlsx' });
    expect(await session.load(new File([], 'e.xlsx'))).toEqual({ ok: false, error: 'emptyFile', fileName: 'e.xlsx' });
    expect(await session.load(new File(['%PDF'], 'scan.pdf'))).toEqual({ ok: false, error: 'notExcel', fileName: 'scan.pdf' });
    expect(FakeWorker.created).toHaveLength(0);
  });

  it('remaps the last good workbook, also after a failed load', async () => {
    const session = createOrderFileSession();
    expect(await session.remap({} as ColumnMapping)).toMatchObject({ ok: false, error: 'emptyWorkbook' });
    const first = await session.load(file('bingx-orders-de.xlsx'));
    if (!first.ok) throw new Error(first.error);
    expect(await session.load(new File(['%PDF-1.7'], 'renamed.xlsx'))).toMatchObject({ ok: false, error: 'notExcel' });
    const remapped = await session.remap({ ...first.header.mapping, type: null });
    expect(remapped).toMatchObject({ ok: true, fileName: 'bingx-orders-de.xlsx' });
    expect(remapped.ok && remapped.header.mapping.type).toBeNull();
    session.dispose();
  });

  it('answers readFailed when the worker dies, and starts a new worker afterwards', async () => {
    const session = createOrderFileSession();
    await session.load(file('bingx-orders-sample.xlsx'));
    FakeWorker.created[0]!.crashOnNext = true;
    expect(await session.load(file('bingx-orders-de.xlsx', 'de.xlsx'))).toEqual({ ok: false, error: 'readFailed', fileName: 'de.xlsx' });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    // The crashed worker took its workbook along.
    expect(await session.remap({} as ColumnMapping)).toMatchObject({ ok: false, error: 'emptyWorkbook' });
    expect((await session.load(file('bingx-orders-de.xlsx'))).ok).toBe(true);
    expect(FakeWorker.created).toHaveLength(2);
    session.dispose();
  });

  it('settles pending loads on dispose and still works afterwards (StrictMode remount)', async () => {
    const session = createOrderFileSession();
    const pending = session.load(file('bingx-orders-sample.xlsx'));
    session.dispose();
    expect(await pending).toEqual({ ok: false, error: 'readFailed', fileName: 'bingx-orders-sample.xlsx' });
    expect((await session.load(file('bingx-orders-sample.xlsx'))).ok).toBe(true);
    session.dispose();
  });
});
