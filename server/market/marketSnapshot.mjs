// @ts-check
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { precompressSite } from '../precompress.mjs';
import { marketCatalog } from './marketCatalog.mjs';
import { fundingBody } from './marketQuery.mjs';

/**
 * Writes the stored exchange data as static files for a host without the server, in the API's formats:
 * `<dist>/market/catalog.json` (as `/api/market/catalog`), `market/ohlcv/<exchange>/<market>/<timeframe>.json`
 * and `market/funding/<exchange>/<market>.json` (as `/api/market/ohlcv` and `/funding` for the whole stored
 * range), each with its brotli and gzip copy. An older snapshot is replaced.
 * @param {object} options
 * @param {import('./marketStore.mjs').MarketStore} options.store
 * @param {import('./marketsList.mjs').MarketsList} options.list
 * @param {string} options.distDir
 * @param {Date} options.now the snapshot's as-of time
 * @returns {Promise<{ files: number, bytes: number }>}
 */
export async function writeMarketSnapshot({ store, list, distDir, now }) {
  const root = path.join(distDir, 'market');
  await rm(root, { recursive: true, force: true });
  const catalog = await marketCatalog(store, list, now);
  let files = 0;
  let bytes = 0;
  /** @param {string[]} parts @param {string} text */
  const write = async (parts, text) => {
    const file = path.join(root, ...parts);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    files += 1;
    bytes += Buffer.byteLength(text);
  };
  for (const dataset of catalog.datasets) {
    const key = { exchange: dataset.exchange, market: dataset.market, series: dataset.timeframe };
    const json = await store.candlesJson(key, { from: Date.parse(dataset.from), to: Date.parse(dataset.to) });
    await write(['ohlcv', dataset.exchange, dataset.market, `${dataset.timeframe}.json`], json);
  }
  for (const history of catalog.funding) {
    const key = { exchange: history.exchange, market: history.market };
    const body = fundingBody(await store.funding(key, { from: Date.parse(history.from), to: Date.parse(history.to) }));
    await write(['funding', history.exchange, `${history.market}.json`], JSON.stringify(body));
  }
  await write(['catalog.json'], JSON.stringify(catalog));
  await precompressSite(root);
  return { files, bytes };
}
