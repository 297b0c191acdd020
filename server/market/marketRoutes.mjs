// @ts-check
import { createHash } from 'node:crypto';
import { createAnswerCache, preferredEncoding } from './answerCache.mjs';
import { marketCatalog } from './marketCatalog.mjs';
import { cacheControl, candlesCsv, fundingBody, fundingCsv, MAX_BARS, parseTime, QUERY_SCHEMAS } from './marketQuery.mjs';
import { FUNDING_SERIES, timeframeMs } from './timeframes.mjs';

/**
 * @typedef {object} MarketRoutesOptions
 * @property {import('./marketStore.mjs').MarketStore} store
 * @property {import('./marketsList.mjs').MarketsList} list
 * @property {() => Date} now
 */

/** Finished answers kept in memory: about twenty whole 1h datasets of four years with their compressed copies. */
const ANSWER_CACHE_BYTES = 96 * 1024 * 1024;

/** @param {string} text */
const tag = (text) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/**
 * The exchange data API (read-only, public): `GET /api/market/catalog`, `/api/market/ohlcv` and
 * `/api/market/funding`, as columnar JSON or CSV, with an ETag (a 304 for a copy still current) and a
 * Cache-Control that fits the timeframe. Errors are `{ "error": "…" }` with their status; an exchange or
 * market the list does not hold is a 404 that names the ones it does.
 * @param {import('fastify').FastifyInstance} app
 * @param {MarketRoutesOptions} options
 */
export async function marketRoutes(app, { store, list, now }) {
  const answers = createAnswerCache({ maxBytes: ANSWER_CACHE_BYTES });

  /**
   * Sends the answer `etag` names, made by `make` unless it is held, in the encoding the client prefers.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   * @param {string} etag
   * @param {string} type
   * @param {() => Promise<string>} make
   */
  const sendAnswer = async (request, reply, etag, type, make) => {
    const answer = await answers.answer(etag, make);
    // Below a kilobyte compression saves less than its own headers cost (the site's threshold everywhere).
    const encoding = answer.body.length < 1024 ? 'identity' : preferredEncoding(request.headers['accept-encoding']);
    const body = await answers.encode(answer, encoding);
    reply.header('Vary', 'Accept-Encoding');
    // A Content-Encoding set here tells the compression plugin that the body is compressed already.
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type(type).send(body);
  };

  /**
   * @param {import('fastify').FastifyReply} reply
   * @param {number} status
   * @param {string} error
   * @param {Record<string, unknown>} [more]
   */
  const fail = (reply, status, error, more = {}) => reply.code(status).header('Cache-Control', 'no-store').send({ error, ...more });

  /**
   * Answers 304 when the client's copy carries this ETag.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   * @param {string} etag
   */
  const notModified = (request, reply, etag) => {
    reply.header('ETag', etag);
    const sent = request.headers['if-none-match'];
    return typeof sent === 'string' && sent.split(',').some((each) => each.trim().replace(/^W\//, '') === etag);
  };

  app.get('/api/market/catalog', async (request, reply) => {
    const catalog = await marketCatalog(store, list, now());
    reply.header('Cache-Control', 'public, max-age=300');
    // The ETag follows the content, not the as-of time of the answer.
    if (notModified(request, reply, tag(JSON.stringify({ ...catalog, asOf: null })))) return reply.code(304).send();
    return reply.send(catalog);
  });

  /**
   * The series a query names, its range clamped to what is stored, or an error answer already sent.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   * @param {{ exchange: string, market: string, from?: string, to?: string }} query
   * @param {string} series
   * @param {number} stepMs
   */
  async function resolve(request, reply, query, series, stepMs) {
    if (request.validationError) return void fail(reply, 400, `bad query: ${request.validationError.message}`);
    if (!list.exchanges.some((exchange) => exchange.id === query.exchange)) {
      return void fail(reply, 404, `unknown exchange "${query.exchange}"`, { exchanges: list.exchanges.map((exchange) => exchange.id) });
    }
    if (!list.markets.includes(query.market)) return void fail(reply, 404, `unknown market "${query.market}"`, { markets: list.markets });
    const key = { exchange: query.exchange, market: query.market, series };
    const stored = await store.series(key);
    if (!stored) return void fail(reply, 404, `no ${series} data stored for ${query.exchange} ${query.market} yet`);
    const from = parseTime(query.from);
    const to = parseTime(query.to);
    if (from === null || to === null) return void fail(reply, 400, 'bad query: from and to must be real dates');
    const range = { from: Math.max(from ?? stored.firstT, stored.firstT), to: Math.min(to ?? stored.lastT, stored.lastT) };
    if ((from ?? 0) > (to ?? Infinity)) return void fail(reply, 400, 'bad query: from is after to');
    const most = range.to < range.from ? 0 : Math.floor((range.to - range.from) / stepMs) + 1;
    if (most > MAX_BARS) return void fail(reply, 400, `the range may hold ${most} ${series === FUNDING_SERIES ? 'records' : 'bars'}; at most ${MAX_BARS} per request: narrow from and to`);
    return { key, stored, range };
  }

  app.get('/api/market/ohlcv', { schema: { querystring: QUERY_SCHEMAS.ohlcv }, attachValidation: true }, async (request, reply) => {
    const query = /** @type {{ exchange: string, market: string, timeframe: string, from?: string, to?: string, format?: 'json' | 'csv' }} */ (request.query);
    if (!request.validationError && !list.timeframes.some((timeframe) => timeframe.id === query.timeframe)) {
      return fail(reply, 404, `unknown timeframe "${query.timeframe}"`, { timeframes: list.timeframes.map((timeframe) => timeframe.id) });
    }
    const stepMs = request.validationError ? 1 : timeframeMs(query.timeframe);
    const found = await resolve(request, reply, query, query.timeframe, stepMs);
    if (!found) return reply;
    const { key, stored, range } = found;
    const format = query.format ?? 'json';
    reply.header('Cache-Control', cacheControl(stepMs, range.to < stored.lastT));
    const etag = tag(`${key.exchange}:${key.market}:${key.series}:${range.from}:${range.to}:${format}:${stored.updatedAt}:${stored.rows}`);
    if (notModified(request, reply, etag)) return reply.code(304).send();
    if (format === 'csv') return sendAnswer(request, reply, etag, 'text/csv; charset=utf-8', async () => candlesCsv(await store.candles(key, range)));
    return sendAnswer(request, reply, etag, 'application/json; charset=utf-8', () => store.candlesJson(key, range));
  });

  app.get('/api/market/funding', { schema: { querystring: QUERY_SCHEMAS.funding }, attachValidation: true }, async (request, reply) => {
    const query = /** @type {{ exchange: string, market: string, from?: string, to?: string, format?: 'json' | 'csv' }} */ (request.query);
    // Funding comes at most hourly: an hour per record bounds the count from above.
    const stepMs = 3_600_000;
    const found = await resolve(request, reply, query, FUNDING_SERIES, stepMs);
    if (!found) return reply;
    const { key, stored, range } = found;
    const format = query.format ?? 'json';
    reply.header('Cache-Control', cacheControl(stepMs, range.to < stored.lastT));
    const etag = tag(`${key.exchange}:${key.market}:funding:${range.from}:${range.to}:${format}:${stored.updatedAt}:${stored.rows}`);
    if (notModified(request, reply, etag)) return reply.code(304).send();
    const body = async () => fundingBody(await store.funding(key, range));
    if (format === 'csv') return sendAnswer(request, reply, etag, 'text/csv; charset=utf-8', async () => fundingCsv(await body()));
    return sendAnswer(request, reply, etag, 'application/json; charset=utf-8', async () => JSON.stringify(await body()));
  });
}
