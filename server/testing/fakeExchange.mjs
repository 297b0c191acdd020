// @ts-check
// Test helper: a local HTTP server that answers the public market-data endpoints of Binance USDⓈ-M
// (/fapi/v1/exchangeInfo, /klines, /fundingRate) and Bybit v5 (/v5/market/instruments-info, /kline,
// /funding/history) in their documented response formats and paging rules, with deterministic
// generated history, and misbehaves on demand (429 with Retry-After, 5xx, truncated JSON, a dropped
// connection, a gap, a duplicate, a candle with high < low, an empty page). ccxt is pointed at it with
// its `urls` replaced (server/market/exchangeClient.mjs); nothing else is stood in for.
import { createServer } from 'node:http';

/**
 * @typedef {'429' | '500' | 'truncated' | 'drop' | 'empty' | 'gap' | 'duplicate' | 'high-below-low'} FaultKind
 * @typedef {object} Fault
 * @property {'exchangeInfo' | 'klines' | 'fundingRate' | 'instruments-info' | 'kline' | 'funding/history'} endpoint
 * @property {FaultKind} kind
 * @property {number} [times] how many matching requests it spoils (default 1; Infinity: every one)
 * @property {number} [retryAfter] seconds, with '429'
 * @property {number} [skip] let this many matching requests pass first
 */

/**
 * @typedef {object} FakeExchangeOptions
 * @property {string[]} [markets] base currencies listed against USDT (default BTC, ETH)
 * @property {number} [listing] when every market was listed, epoch ms (default 2024-01-01)
 * @property {() => number} [now] the exchange's clock: candles up to the one open now, funding up to now
 * @property {number} [fundingHours] funding interval (default 8)
 * @property {{ market: string, from: number, to: number }[]} [downtime] ranges without candles or funding (an outage)
 * @property {number} [delayMs] answer each request this much later (a slow exchange, so a test can stop a sync midway)
 */

/** @type {FaultKind[]} */
const TRANSPORT_FAULTS = ['429', '500', 'truncated', 'drop'];
/** @type {FaultKind[]} */
const DATA_FAULTS = ['empty', 'gap', 'duplicate', 'high-below-low'];
const INTERVALS = { binance: { '1m': 60_000, '1h': 3_600_000, '1d': 86_400_000 }, bybit: { 1: 60_000, 60: 3_600_000, D: 86_400_000 } };
const BASE_PRICE = { BTC: 40_000, ETH: 2_500, SOL: 100, BNB: 300, XRP: 0.6, DOGE: 0.08 };

/** A number in [0, 1) from the arguments, the same every time (FNV-1a). @param {...(string | number)} parts */
function unit(...parts) {
  let hash = 2166136261;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash / 4294967296;
}

/** A candle row with its high and low swapped (high < low). @template {unknown[]} R @param {R} row @returns {R} */
function swapHighLow(row) {
  const copy = /** @type {R} */ ([...row]);
  [copy[2], copy[3]] = [copy[3], copy[2]];
  return copy;
}

/** @param {number} value */
const price = (value) => value.toPrecision(8).replace(/\.?0+$/, '');

/**
 * The price of `market` at time t: smooth waves around its base price.
 * @param {string} market
 * @param {number} t
 */
function priceAt(market, t) {
  const base = /** @type {Record<string, number>} */ (BASE_PRICE)[market] ?? 10;
  const days = t / 86_400_000;
  return base * Math.exp(0.25 * Math.sin(days / 40) + 0.05 * Math.sin(days * 3.1) + 0.01 * Math.sin(days * 97));
}

/**
 * The candle of `market` opening at t, as the exchange's strings: open, high, low, close, volume.
 * @param {string} market
 * @param {number} t
 * @param {number} step
 * @returns {[string, string, string, string, string]}
 */
export function fakeCandle(market, t, step) {
  const open = priceAt(market, t);
  const close = priceAt(market, t + step);
  const high = Math.max(open, close) * (1 + 0.004 * unit(market, t, 'h'));
  const low = Math.min(open, close) * (1 - 0.004 * unit(market, t, 'l'));
  return [price(open), price(high), price(low), price(close), (10 + 1000 * unit(market, t, 'v')).toFixed(3)];
}

/** @param {string} market @param {number} t the funding rate at t, a fraction per period */
export function fakeFundingRate(market, t) {
  return ((unit(market, t, 'f') - 0.3) * 0.0004).toFixed(8);
}

/**
 * @param {FakeExchangeOptions} [options]
 */
export async function startFakeExchange(options = {}) {
  const markets = options.markets ?? ['BTC', 'ETH'];
  const listing = options.listing ?? Date.UTC(2024, 0, 1);
  const now = options.now ?? (() => Date.now());
  const fundingMs = (options.fundingHours ?? 8) * 3_600_000;
  const downtime = options.downtime ?? [];
  /** @type {(Fault & { passed: number, used: number })[]} */
  const faults = [];
  /** @type {{ path: string, query: Record<string, string> }[]} */
  const requests = [];

  /** @param {string} market @param {number} t */
  const down = (market, t) => downtime.some((range) => range.market === market && t >= range.from && t <= range.to);

  /**
   * The first or last `limit` grid times of [from, to] at which the market has a candle (listed, not down,
   * opened by now), in ascending order: Binance answers from the start of a range, Bybit from its end.
   * @param {string} market @param {number} step @param {number} from @param {number} to @param {number} limit @param {'start' | 'end'} anchor
   */
  function candleTimes(market, step, from, to, limit, anchor) {
    const first = Math.max(Math.ceil(from / step) * step, Math.ceil(listing / step) * step);
    const last = Math.min(Math.floor(to / step) * step, Math.floor(now() / step) * step);
    const times = [];
    if (anchor === 'start') for (let t = first; t <= last && times.length < limit; t += step) if (!down(market, t)) times.push(t);
    if (anchor === 'end') for (let t = last; t >= first && times.length < limit; t -= step) if (!down(market, t)) times.push(t);
    return anchor === 'start' ? times : times.reverse();
  }

  /** @param {string} market @param {number} from @param {number} to */
  function fundingTimes(market, from, to) {
    const times = [];
    const first = Math.max(Math.ceil(from / fundingMs) * fundingMs, Math.ceil(listing / fundingMs) * fundingMs);
    const last = Math.min(to, now());
    for (let t = first; t <= last; t += fundingMs) if (!down(market, t)) times.push(t);
    return times;
  }

  /**
   * Picks `limit` of the sorted times: from the start (Binance) or the newest (Bybit), as each documents.
   * @param {number[]} times @param {number} limit @param {'start' | 'end'} anchor
   */
  const page = (times, limit, anchor) => (anchor === 'start' ? times.slice(0, limit) : times.slice(Math.max(0, times.length - limit)));

  /**
   * The fault that spoils this request, if any: one of `kinds` for `endpoint` not used up, after its `skip`.
   * @param {string} endpoint
   * @param {FaultKind[]} kinds
   */
  function takeFault(endpoint, kinds = DATA_FAULTS) {
    const fault = faults.find((each) => each.endpoint === endpoint && kinds.includes(each.kind) && each.used < (each.times ?? 1));
    if (!fault) return null;
    if (fault.passed < (fault.skip ?? 0)) {
      fault.passed += 1;
      return null;
    }
    fault.used += 1;
    return fault;
  }

  /**
   * Applies a data fault to rows (arrays or records, sorted as the exchange sends them).
   * @template T
   * @param {T[]} rows
   * @param {Fault | null} fault
   * @param {(row: T) => T} spoil turns a row into a candle with high < low
   */
  function spoilRows(rows, fault, spoil) {
    if (!fault || rows.length < 3) return rows;
    const middle = Math.floor(rows.length / 2);
    if (fault.kind === 'gap') return [...rows.slice(0, middle), ...rows.slice(middle + 1)];
    if (fault.kind === 'duplicate') return [...rows.slice(0, middle + 1), /** @type {T} */ (rows[middle]), ...rows.slice(middle + 1)];
    if (fault.kind === 'high-below-low') return rows.map((row, i) => (i === middle ? spoil(row) : row));
    if (fault.kind === 'empty') return [];
    return rows;
  }

  /** @param {URLSearchParams} query @param {string} name */
  const int = (query, name) => (query.has(name) ? Number(query.get(name)) : undefined);

  /** @param {string} symbol @returns {string | null} */
  const marketOf = (symbol) => markets.find((market) => `${market}USDT` === symbol) ?? null;

  /** @type {Record<string, (query: URLSearchParams) => { status?: number, body: unknown }>} */
  const binance = {
    exchangeInfo: () => ({
      body: {
        timezone: 'UTC',
        serverTime: now(),
        futuresType: 'U_MARGINED',
        rateLimits: [{ rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 2400 }],
        exchangeFilters: [],
        assets: [{ asset: 'USDT', marginAvailable: true, autoAssetExchange: '-10000' }],
        symbols: markets.map((market) => ({
          symbol: `${market}USDT`, pair: `${market}USDT`, contractType: 'PERPETUAL', deliveryDate: 4133404800000, onboardDate: listing,
          status: 'TRADING', maintMarginPercent: '2.5000', requiredMarginPercent: '5.0000', baseAsset: market, quoteAsset: 'USDT', marginAsset: 'USDT',
          pricePrecision: 2, quantityPrecision: 3, baseAssetPrecision: 8, quotePrecision: 8, underlyingType: 'COIN', underlyingSubType: ['PoW'],
          settlePlan: 0, triggerProtect: '0.0500', liquidationFee: '0.012500', marketTakeBound: '0.05', maxMoveOrderLimit: 10000,
          filters: [
            { filterType: 'PRICE_FILTER', minPrice: '0.000010', maxPrice: '4529764', tickSize: '0.000010' },
            { filterType: 'LOT_SIZE', stepSize: '0.001', maxQty: '1000', minQty: '0.001' },
            { filterType: 'MARKET_LOT_SIZE', stepSize: '0.001', maxQty: '120', minQty: '0.001' },
            { filterType: 'MAX_NUM_ORDERS', limit: 200 },
            { filterType: 'MIN_NOTIONAL', notional: '100' },
            { filterType: 'PERCENT_PRICE', multiplierUp: '1.0500', multiplierDown: '0.9500', multiplierDecimal: '4' },
          ],
          orderTypes: ['LIMIT', 'MARKET', 'STOP', 'STOP_MARKET', 'TAKE_PROFIT', 'TAKE_PROFIT_MARKET', 'TRAILING_STOP_MARKET'],
          timeInForce: ['GTC', 'IOC', 'FOK', 'GTX', 'GTD'],
        })),
      },
    }),
    klines: (query) => {
      const market = marketOf(query.get('symbol') ?? '');
      const step = /** @type {Record<string, number>} */ (INTERVALS.binance)[query.get('interval') ?? ''];
      if (!market || !step) return { status: 400, body: { code: -1121, msg: 'Invalid symbol.' } };
      const limit = Math.min(int(query, 'limit') ?? 500, 1500);
      const start = int(query, 'startTime');
      const end = int(query, 'endTime') ?? now();
      const times = candleTimes(market, step, start ?? 0, end, limit, start === undefined ? 'end' : 'start');
      const rows = times.map((t) => {
        const [o, h, l, c, v] = fakeCandle(market, t, step);
        return [t, o, h, l, c, v, t + step - 1, price(Number(v) * Number(c)), 100, price(Number(v) / 2), price((Number(v) * Number(c)) / 2), '0'];
      });
      return { body: spoilRows(rows, takeFault('klines'), swapHighLow) };
    },
    fundingRate: (query) => {
      const market = marketOf(query.get('symbol') ?? '');
      if (!market) return { status: 400, body: { code: -1121, msg: 'Invalid symbol.' } };
      const limit = Math.min(int(query, 'limit') ?? 100, 1000);
      const start = int(query, 'startTime');
      const end = int(query, 'endTime') ?? now();
      const times = page(fundingTimes(market, start ?? 0, end), limit, start === undefined ? 'end' : 'start');
      const rows = times.map((t) => ({ symbol: `${market}USDT`, fundingTime: t, fundingRate: fakeFundingRate(market, t), markPrice: price(priceAt(market, t)) }));
      return { body: spoilRows(rows, takeFault('fundingRate'), (row) => row) };
    },
  };

  /** @param {unknown} result */
  const bybitOk = (result) => ({ body: { retCode: 0, retMsg: 'OK', result, retExtInfo: {}, time: now() } });
  /** @type {Record<string, (query: URLSearchParams) => { status?: number, body: unknown }>} */
  const bybit = {
    'instruments-info': (query) => {
      const linear = query.get('category') === 'linear' && query.get('status') !== 'PreLaunch';
      return bybitOk({
        category: query.get('category'),
        nextPageCursor: '',
        list: linear
          ? markets.map((market) => ({
              symbol: `${market}USDT`, contractType: 'LinearPerpetual', status: 'Trading', baseCoin: market, quoteCoin: 'USDT',
              launchTime: String(listing), deliveryTime: '0', deliveryFeeRate: '', priceScale: '2',
              leverageFilter: { minLeverage: '1', maxLeverage: '100.00', leverageStep: '0.01' },
              priceFilter: { minPrice: '0.10', maxPrice: '1999999.80', tickSize: '0.10' },
              lotSizeFilter: { maxOrderQty: '1190.000', minOrderQty: '0.001', qtyStep: '0.001', postOnlyMaxOrderQty: '1190.000', maxMktOrderQty: '500.000', minNotionalValue: '5' },
              unifiedMarginTrade: true, fundingInterval: fundingMs / 60_000, settleCoin: 'USDT', copyTrading: 'both',
              upperFundingRate: '0.005', lowerFundingRate: '-0.005', isPreListing: false, preListingInfo: null,
            }))
          : [],
      });
    },
    kline: (query) => {
      const market = marketOf(query.get('symbol') ?? '');
      const step = /** @type {Record<string, number>} */ (INTERVALS.bybit)[query.get('interval') ?? ''];
      if (!market || !step) return { body: { retCode: 10001, retMsg: 'params error: symbol invalid', result: {}, retExtInfo: {}, time: now() } };
      const limit = Math.min(int(query, 'limit') ?? 200, 1000);
      const times = candleTimes(market, step, int(query, 'start') ?? 0, int(query, 'end') ?? now(), limit, 'end');
      // Newest first, as Bybit sends them.
      const rows = times.reverse().map((t) => {
        const [o, h, l, c, v] = fakeCandle(market, t, step);
        return [String(t), o, h, l, c, v, price(Number(v) * Number(c))];
      });
      return bybitOk({ symbol: `${market}USDT`, category: 'linear', list: spoilRows(rows, takeFault('kline'), swapHighLow) });
    },
    'funding/history': (query) => {
      const market = marketOf(query.get('symbol') ?? '');
      if (!market) return { body: { retCode: 10001, retMsg: 'params error: symbol invalid', result: {}, retExtInfo: {}, time: now() } };
      const start = int(query, 'startTime');
      const end = int(query, 'endTime');
      if (start !== undefined && end === undefined) return { body: { retCode: 10001, retMsg: 'endTime is required when startTime is given', result: {}, retExtInfo: {}, time: now() } };
      const limit = Math.min(int(query, 'limit') ?? 200, 200);
      // The newest `limit` records of the window: a window holding more drops the oldest ones.
      const times = page(fundingTimes(market, start ?? 0, end ?? now()), limit, 'end');
      const rows = times.reverse().map((t) => ({ symbol: `${market}USDT`, fundingRate: fakeFundingRate(market, t), fundingRateTimestamp: String(t) }));
      return bybitOk({ category: 'linear', list: spoilRows(rows, takeFault('funding/history'), (row) => row) });
    },
  };

  const delayMs = options.delayMs ?? 0;
  const server = createServer((request, response) => {
    if (delayMs > 0) setTimeout(() => answer(request, response), delayMs);
    else answer(request, response);
  });

  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  function answer(request, response) {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const binanceMatch = /^\/fapi\/v1\/(exchangeInfo|klines|fundingRate)$/.exec(url.pathname);
    const bybitMatch = /^\/v5\/market\/(instruments-info|kline|funding\/history)$/.exec(url.pathname);
    const endpoint = binanceMatch?.[1] ?? bybitMatch?.[1] ?? null;
    const handler = binanceMatch ? binance[binanceMatch[1] ?? ''] : bybitMatch ? bybit[bybitMatch[1] ?? ''] : undefined;
    if (!endpoint || !handler) {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":-1,"msg":"not found"}');
      return;
    }
    // Transport faults are taken before the handler runs; data faults by the handler.
    const transport = takeFault(endpoint, TRANSPORT_FAULTS);
    if (transport?.kind === '429') {
      const body = binanceMatch ? { code: -1003, msg: 'Too many requests; current limit is 2400 requests per minute.' } : { retCode: 10006, retMsg: 'Too many visits!', result: {}, retExtInfo: {}, time: now() };
      response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': String(transport.retryAfter ?? 1) }).end(JSON.stringify(body));
      return;
    }
    if (transport?.kind === '500') {
      response.writeHead(503, { 'Content-Type': 'text/html' }).end('<html><body><h1>503 Service Unavailable</h1></body></html>');
      return;
    }
    if (transport?.kind === 'drop') {
      response.socket?.destroy();
      return;
    }
    const { status = 200, body } = handler(url.searchParams);
    const text = JSON.stringify(body);
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(transport?.kind === 'truncated' ? text.slice(0, Math.floor(text.length / 2)) : text);
  }
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    origin,
    requests,
    /** @param {Fault} fault spoils the next matching request(s) */
    inject(fault) {
      faults.push({ ...fault, passed: 0, used: 0 });
    },
    /** @returns {number} how many injected faults were not used up */
    pendingFaults: () => faults.filter((fault) => fault.used < (fault.times ?? 1) && Number.isFinite(fault.times ?? 1)).length,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** @typedef {Awaited<ReturnType<typeof startFakeExchange>>} FakeExchange */
