import type { OhlcOutcome } from '../../../market/ohlc/ohlcFormat';
import { analyzeOhlc, type OhlcFormat } from '../../../market/ohlc/ohlcParse';

/**
 * Web Worker of the ohlc-atr-import add-on: reads the file, parses it (papaparse for CSV) and computes
 * the ATR off the main thread, so a large file never blocks typing.
 */
export interface OhlcRequest {
  file: Blob;
  format: OhlcFormat;
  period: number;
}

export type OhlcResponse = OhlcOutcome | { ok: false; error: 'readFailed'; rows: 0 };

/** The part of the worker's global scope used here (the project's types are the DOM's, not the worker's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<OhlcRequest>) => void) | null;
  postMessage(message: OhlcResponse): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => void answer(event.data);

async function answer({ file, format, period }: OhlcRequest): Promise<void> {
  let response: OhlcResponse;
  try {
    response = analyzeOhlc(await file.text(), format, period);
  } catch {
    response = { ok: false, error: 'readFailed', rows: 0 };
  }
  scope.postMessage(response);
}
