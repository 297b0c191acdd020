import { describe, expect, it } from 'vitest';
import { candlesUrl, findRealDataset, fundingUrl, isRealDatasetValue, loadMarketCatalog, readMarketCatalog, realDatasetValue } from './marketCatalog';

const dataset = { id: 'binanceusdm:BTC:1h', exchange: 'binanceusdm', market: 'BTC', timeframe: '1h', from: '2022-01-01T00:00:00.000Z', to: '2025-12-31T23:00:00.000Z', bars: 35_064, gaps: [], updatedAt: '2026-01-01T00:05:00.000Z' };
const catalog = { asOf: '2026-01-01T00:10:00.000Z', exchanges: [{ id: 'binanceusdm', name: 'Binance USDS-M', terms: 'https://www.binance.com/en/terms' }], datasets: [dataset], funding: [] };

/** A fetch that answers each URL from a table: a body (JSON), a status, or a thrown network error. */
function fakeFetch(answers: Record<string, { status?: number; body?: unknown; text?: string } | 'down'>) {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const answer = answers[url] ?? { status: 404, body: { error: 'not found' } };
    if (answer === 'down') throw new TypeError('Failed to fetch');
    return new Response(answer.text ?? JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as typeof fetch;
  return { fetcher, asked };
}

describe('loadMarketCatalog: the site API, else the snapshot files, else unavailable', () => {
  it('takes the API first and asks nothing else', async () => {
    const { fetcher, asked } = fakeFetch({ '/api/market/catalog': { body: catalog }, '/market/catalog.json': { body: catalog } });
    const state = await loadMarketCatalog(fetcher);
    expect(state.status === 'ready' && state.origin).toBe('api');
    expect(asked).toEqual(['/api/market/catalog']);
  });

  it('reads the snapshot when the API is missing, down, answers a page instead of JSON or lists nothing', async () => {
    for (const api of [{ status: 404 }, 'down' as const, { text: '<!doctype html><title>Not found</title>' }, { body: { datasets: [] } }]) {
      const { fetcher, asked } = fakeFetch({ '/api/market/catalog': api, '/market/catalog.json': { body: catalog } });
      const state = await loadMarketCatalog(fetcher);
      expect(state.status === 'ready' && state.origin).toBe('snapshot');
      expect(asked).toEqual(['/api/market/catalog', '/market/catalog.json']);
    }
  });

  it('is unavailable when neither has a catalog', async () => {
    const { fetcher } = fakeFetch({ '/market/catalog.json': 'down' });
    expect(await loadMarketCatalog(fetcher)).toEqual({ status: 'unavailable' });
  });
});

describe('the catalog and dataset values', () => {
  it('keeps only complete entries', () => {
    const read = readMarketCatalog({ ...catalog, datasets: [dataset, { ...dataset, bars: 'many' }] });
    expect(read?.datasets).toHaveLength(1);
  });

  it('names a real dataset real:<exchange>:<market>:<timeframe> and finds it again', () => {
    const value = realDatasetValue(dataset);
    expect(value).toBe('real:binanceusdm:BTC:1h');
    expect(isRealDatasetValue(value)).toBe(true);
    expect(isRealDatasetValue('real:binanceusdm:BTC')).toBe(false);
    expect(findRealDataset(readMarketCatalog(catalog)!, value)?.bars).toBe(35_064);
    expect(findRealDataset(readMarketCatalog(catalog)!, 'real:bybit:BTC:1h')).toBeUndefined();
  });

  it('reads the data from where the catalog came from', () => {
    expect(candlesUrl('api', dataset)).toBe('/api/market/ohlcv?exchange=binanceusdm&market=BTC&timeframe=1h');
    expect(candlesUrl('snapshot', dataset)).toBe('/market/ohlcv/binanceusdm/BTC/1h.json');
    expect(fundingUrl('api', dataset)).toBe('/api/market/funding?exchange=binanceusdm&market=BTC');
    expect(fundingUrl('snapshot', dataset)).toBe('/market/funding/binanceusdm/BTC.json');
  });
});
