import type { OhlcFormat } from '../../../market/ohlc/ohlcParse';
import type { OhlcRequest, OhlcResponse } from './ohlc.worker';

/**
 * Runs one OHLC analysis in a fresh Web Worker and ends the worker when it answers. The worker is a
 * separate same-origin file in the build (the CSP allows `worker-src 'self'`, no blob: workers).
 */
export function analyzeOhlcInWorker(file: Blob, format: OhlcFormat, period: number): Promise<OhlcResponse> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./ohlc.worker.ts', import.meta.url), { type: 'module' });
    const finish = (response: OhlcResponse) => {
      worker.terminate();
      resolve(response);
    };
    worker.onmessage = (event: MessageEvent<OhlcResponse>) => finish(event.data);
    worker.onerror = () => finish({ ok: false, error: 'readFailed', rows: 0 });
    const request: OhlcRequest = { file, format, period };
    worker.postMessage(request);
  });
}
