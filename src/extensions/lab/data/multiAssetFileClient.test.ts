import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerAnswer } from '../../../ui/useWorkerJob';
import { readMultiAssetSample, readWideFile, type WideFileRequest } from './multiAssetFileClient';
import type { WideReadResult } from './multiAssetSeries';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const sample = readFileSync(join(root, 'public', 'lab', 'synthetic-multi-1h.csv'));

describe('the multi-asset reader client (no Worker in Node: the job runs on the page)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a wide File, refuses one over 50 MB unread, and fetches a sample only when asked', async () => {
    const result = await readWideFile(new File([sample], 'mine.csv'));
    expect(result.ok && result.series.assets).toEqual(['sBTC', 'sETH', 'sLINK', 'sHEDGE']);
    const huge = { size: 50 * 1024 * 1024 + 1, name: 'huge.csv', arrayBuffer: () => Promise.reject(new Error('must not be read')) } as unknown as File;
    expect(await readWideFile(huge)).toMatchObject({ ok: false, error: 'tooLarge' });
    const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(readFileSync(join(root, 'public', url)))));
    vi.stubGlobal('fetch', fetchMock);
    const read = await readMultiAssetSample('synthetic-multi-1d');
    expect(fetchMock).toHaveBeenCalledWith('/lab/synthetic-multi-1d.csv');
    expect(read.ok && read.series.close.length).toBe(6);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
    expect(await readMultiAssetSample('synthetic-multi-1d')).toMatchObject({ ok: false, error: 'readFailed' });
  });

  it('the worker answers with the series and transfers its buffers', async () => {
    const posted: [WorkerAnswer<WideReadResult>, Transferable[]][] = [];
    const scope: { onmessage: ((event: { data: WideFileRequest }) => void) | null; postMessage: (m: WorkerAnswer<WideReadResult>, t: Transferable[]) => void } = {
      onmessage: null,
      postMessage: (message, transfer) => posted.push([message, transfer]),
    };
    vi.stubGlobal('self', scope);
    await import('./multiAssetFile.worker');
    const bytes = sample.buffer.slice(sample.byteOffset, sample.byteOffset + sample.byteLength) as ArrayBuffer;
    scope.onmessage?.({ data: { id: 3, job: { source: bytes, fileName: 'x.csv' } } });
    const [[answer, transfer]] = posted as [[WorkerAnswer<WideReadResult>, Transferable[]]];
    if (!answer.ok || !answer.result.ok) throw new Error('no series');
    expect(transfer).toHaveLength(5);
    expect(answer.result.series.time.length).toBe(2_000);
  });
});
