// @ts-check
import { checkCandles, checkFunding, missingTimes } from './candleChecks.mjs';
import { isTransient, pageLimits, retryAfterMs } from './exchangeClient.mjs';
import { perpetualSymbol } from './marketsList.mjs';
import { UnsoundResponse, withRetries } from './retrying.mjs';
import { FUNDING_SERIES, timeframeMs } from './timeframes.mjs';

/**
 * @typedef {import('./candleChecks.mjs').TimeRange} TimeRange
 * @typedef {import('./marketStore.mjs').MarketStore} MarketStore
 * @typedef {import('./marketsList.mjs').MarketsList} MarketsList
 */

/**
 * @typedef {object} SyncOptions
 * @property {MarketStore} store
 * @property {MarketsList} list
 * @property {(id: string) => import('ccxt').Exchange} exchangeFor a ccxt client per exchange id
 * @property {{ exchange?: string, market?: string, timeframe?: string, since?: number }} [only] a part of the list,
 *   and where to start instead of after the last stored candle (`since`, epoch ms)
 * @property {() => Date} now
 * @property {import('./retrying.mjs').RetryPolicy} retry
 * @property {(line: string) => void} log one progress line per market and series, then the summary
 * @property {() => boolean} [stopped] true once the sync should end (the server closing): it stops after the page it is on
 */

/**
 * @typedef {object} SeriesReport
 * @property {string} exchange
 * @property {string} market
 * @property {string} series
 * @property {number} stored candles or funding records written (new or refreshed)
 * @property {number} retries
 * @property {number} gaps ranges still missing
 * @property {string | null} failed why the series stopped early (an error every retry met); null when it completed
 */

/** Binance's USDⓈ-M perpetuals opened in September 2019: no exchange of the list has older perpetual history. */
export const EARLIEST = Date.UTC(2019, 8, 1);
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const FUNDING_PUBLISH_MS = 5 * 60_000;

/**
 * Series of one exchange that fail on every attempt in a row before its other series are left for the next
 * sync: then the exchange is down or refusing us, not one series broken, and trying each of the others would
 * spend the whole backoff on every one (minutes each) and hold up the exchanges after it.
 */
export const UNREACHABLE_AFTER = 3;

/** @param {number} t */
const iso = (t) => new Date(t).toISOString().replace(':00.000Z', 'Z');

/** @param {number} t @param {number} step the first grid time at or after t */
const alignUp = (t, step) => Math.ceil(t / step) * step;

/**
 * Fills and tops up the store from the exchanges of the markets list: candles of every timeframe since
 * listing (or the last days a timeframe keeps), then the funding history. Resumes after the last stored
 * time, pages by the last time an answer held, checks every candle and record, retries what failed and
 * records what stays missing. One series failing does not stop the others.
 * @param {SyncOptions} options
 * @returns {Promise<{ reports: SeriesReport[], failed: number }>}
 */
export async function syncMarkets(options) {
  const { list, only = {}, log } = options;
  /** @type {SeriesReport[]} */
  const reports = [];
  const exchanges = list.exchanges.filter((exchange) => !only.exchange || exchange.id === only.exchange);
  const markets = list.markets.filter((market) => !only.market || market === only.market);
  const timeframes = list.timeframes.filter((timeframe) => !only.timeframe || timeframe.id === only.timeframe);
  const withFunding = list.funding && (!only.timeframe || only.timeframe === FUNDING_SERIES);
  if (only.exchange && exchanges.length === 0) throw new Error(`the markets list has no exchange "${only.exchange}" (${list.exchanges.map((each) => each.id).join(', ')})`);
  if (only.market && markets.length === 0) throw new Error(`the markets list has no market "${only.market}" (${list.markets.join(', ')})`);
  if (only.timeframe && timeframes.length === 0 && !withFunding) throw new Error(`the markets list has no timeframe "${only.timeframe}" (${list.timeframes.map((each) => each.id).join(', ')}, funding)`);

  for (const { id } of exchanges) {
    const exchange = options.exchangeFor(id);
    const retries = { count: 0 };
    const retrying = retryingFor(exchange, options, retries);
    try {
      // Reloaded on each try: ccxt keeps a failed load's promise and would hand it out again.
      await retrying(() => exchange.loadMarkets(true));
    } catch (error) {
      const reason = `markets not loaded: ${messageOf(error)}`;
      log(`${id}: ${reason}`);
      reports.push({ exchange: id, market: '*', series: '*', stored: 0, retries: retries.count, gaps: 0, failed: reason });
      continue;
    }
    let failedInARow = 0;
    /**
     * @param {string} market @param {string} name the series
     * @param {() => Promise<{ stored: number, gaps: number, first: number | null, last: number | null }>} run
     */
    const next = async (market, name, run) => {
      if (options.stopped?.()) return;
      if (failedInARow >= UNREACHABLE_AFTER) {
        const reason = `not tried: the ${failedInARow} series before it failed on every attempt`;
        log(`${id} ${market} ${name}: ${reason}`);
        reports.push({ exchange: id, market, series: name, stored: 0, retries: 0, gaps: 0, failed: reason });
        return;
      }
      const report = await runSeries(id, market, name, run, retries, log);
      failedInARow = report.failed === null ? 0 : failedInARow + 1;
      reports.push(report);
    };
    for (const market of markets) {
      const symbol = perpetualSymbol(market, list.quote);
      const info = exchange.markets?.[symbol];
      if (!info) {
        log(`${id} ${market}: not listed (${symbol}), skipped`);
        continue;
      }
      const series = { exchange, retrying, retries, symbol, listing: typeof info.created === 'number' ? info.created : null, info };
      for (const timeframe of timeframes) await next(market, timeframe.id, () => syncCandles(options, series, { exchange: id, market, series: timeframe.id }, timeframe.keepDays ?? null));
      if (withFunding) await next(market, FUNDING_SERIES, () => syncFunding(options, series, { exchange: id, market, series: FUNDING_SERIES }));
    }
  }
  const failed = reports.filter((report) => report.failed !== null).length;
  const stored = reports.reduce((sum, report) => sum + report.stored, 0);
  const gaps = reports.reduce((sum, report) => sum + report.gaps, 0);
  log(`market sync: ${reports.length} series, ${stored} rows stored, ${gaps} gap${gaps === 1 ? '' : 's'} open, ${failed} failed`);
  return { reports, failed };
}

/**
 * @typedef {object} SeriesContext
 * @property {import('ccxt').Exchange} exchange
 * @property {<T>(attempt: () => Promise<T>) => Promise<T>} retrying
 * @property {{ count: number }} retries
 * @property {string} symbol
 * @property {number | null} listing when the exchange listed the perpetual, if it says
 * @property {import('ccxt').MarketInterface} info
 */

/**
 * @param {string} exchange
 * @param {string} market
 * @param {string} series
 * @param {() => Promise<{ stored: number, gaps: number, first: number | null, last: number | null }>} run
 * @param {{ count: number }} retries
 * @param {(line: string) => void} log
 * @returns {Promise<SeriesReport>}
 */
async function runSeries(exchange, market, series, run, retries, log) {
  const before = retries.count;
  const name = `${exchange} ${market} ${series}`;
  try {
    const { stored, gaps, first, last } = await run();
    const range = first !== null && last !== null ? ` (${iso(first)} → ${iso(last)})` : '';
    log(`${name}: ${stored} stored${range}, ${gaps} gap${gaps === 1 ? '' : 's'} open, ${retries.count - before} retries`);
    return { exchange, market, series, stored, retries: retries.count - before, gaps, failed: null };
  } catch (error) {
    const failed = /** @type {{ progress?: { stored: number, gaps: number } }} */ (error).progress;
    log(`${name}: FAILED after ${retries.count - before} retries: ${messageOf(error)}`);
    return { exchange, market, series, stored: failed?.stored ?? 0, retries: retries.count - before, gaps: failed?.gaps ?? 0, failed: messageOf(error) };
  }
}

/**
 * @param {import('ccxt').Exchange} exchange
 * @param {SyncOptions} options
 * @param {{ count: number }} retries
 * @returns {<T>(attempt: () => Promise<T>) => Promise<T>}
 */
function retryingFor(exchange, options, retries) {
  return (attempt) =>
    withRetries(
      async () => {
        // A Retry-After is read from the answer of this attempt only.
        exchange.last_response_headers = undefined;
        return attempt();
      },
      {
        policy: options.retry,
        // An answer that asked to come back later (Retry-After) is transient whatever class ccxt gave its error.
        isTransient: (error) => isTransient(error) || retryAfterMs(exchange, options.now().getTime()) !== null,
        retryAfterMs: () => retryAfterMs(exchange, options.now().getTime()),
        onRetry: () => void (retries.count += 1),
      },
    );
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error);
}

/**
 * @param {SyncOptions} options
 * @param {SeriesContext} context
 * @param {import('./marketStore.mjs').SeriesKey} key
 * @param {number | null} keepDays
 */
async function syncCandles({ store, only = {}, now, stopped = () => false }, context, key, keepDays) {
  const step = timeframeMs(key.series);
  const limit = pageLimits(key.exchange).candles;
  const { exchange, retrying, symbol, listing } = context;
  const at = now().getTime();
  const lastClosed = Math.floor(at / step) * step - step;
  const keepFrom = keepDays ? alignUp(at - keepDays * DAY_MS, step) : null;
  if (keepFrom !== null) await store.pruneCandles(key, keepFrom, now());
  const stored = await store.series(key);
  let expectData = stored !== null || listing !== null;
  const start = alignUp(Math.max(only.since ?? (stored ? stored.lastT + step : listing ?? EARLIEST), keepFrom ?? 0), step);
  const progress = { stored: 0, gaps: 0 };

  /**
   * Fetches and stores [from, to] page by page; the range's recorded gaps are replaced by what stays missing.
   * @param {number} from
   * @param {number} to
   * @param {boolean} [leadingIsListing] missing candles before the first one are from before the listing
   */
  async function fill(from, to, leadingIsListing = false) {
    let cursor = from;
    while (cursor <= to && !stopped()) {
      const window = { from: cursor, to: Math.min(cursor + (limit - 1) * step, to) };
      let page;
      try {
        page = await retrying(async () => {
          const rows = await exchange.fetchOHLCV(symbol, key.series, window.from, limit, { until: window.to });
          const checked = checkCandles(rows, step, window);
          const lastT = checked.candles.at(-1)?.t;
          if (lastT === undefined) {
            if (!expectData) return checked;
            throw new UnsoundResponse(`no candles for ${iso(window.from)} → ${iso(window.to)}`, checked);
          }
          const inside = checked.missing.filter((range) => range.from < lastT && !(leadingIsListing && range.from === window.from));
          if (checked.problems.length > 0) throw new UnsoundResponse(checked.problems.slice(0, 3).join('; '), checked);
          if (inside.length > 0) throw new UnsoundResponse(`candles missing: ${inside.map((range) => `${iso(range.from)} → ${iso(range.to)}`).join(', ')}`, checked);
          return checked;
        });
      } catch (error) {
        if (!(error instanceof UnsoundResponse)) throw Object.assign(error instanceof Error ? error : new Error(String(error)), { progress });
        page = /** @type {import('./candleChecks.mjs').CheckedCandles} */ (error.sound);
      }
      const candles = page.candles;
      if (candles.length > 0) {
        await store.saveCandles(key, candles, now());
        progress.stored += candles.length;
        expectData = true;
      }
      // Paging goes on after the last candle the answer held; an answer without any covers its whole window.
      const covered = candles.at(-1)?.t ?? window.to;
      const firstT = candles[0]?.t;
      const checkedFrom = leadingIsListing && firstT !== undefined ? firstT : window.from;
      if (expectData) await store.replaceGaps(key, { from: window.from, to: covered }, await stillMissing(missingTimes(candles.map((candle) => candle.t), step, { from: checkedFrom, to: covered })), now());
      if (candles.length > 0) leadingIsListing = false;
      cursor = covered + step;
    }
  }

  /**
   * The ranges an answer left out that the store does not hold either (a bad answer never removes good data).
   * @param {TimeRange[]} ranges
   */
  async function stillMissing(ranges) {
    const missing = [];
    for (const range of ranges) if ((await store.countCandles(key, range)) < Math.floor((range.to - range.from) / step) + 1) missing.push(range);
    return missing;
  }

  // Gaps recorded by an earlier sync are asked for again: the exchange may have them now.
  for (const gap of await store.gaps(key)) if (keepFrom === null || gap.to >= keepFrom) await fill(Math.max(gap.from, keepFrom ?? 0), gap.to);
  await fill(start, lastClosed, stored === null);
  const after = await store.series(key);
  progress.gaps = after?.gaps.length ?? 0;
  return { ...progress, first: after?.firstT ?? null, last: after?.lastT ?? null };
}

/**
 * The funding interval an exchange states for a perpetual (Bybit: minutes in its instrument info), else 8 hours.
 * @param {import('ccxt').MarketInterface} info
 */
function statedIntervalMs(info) {
  const minutes = Number(/** @type {Record<string, unknown>} */ (info.info ?? {}).fundingInterval);
  return Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : 8 * HOUR_MS;
}

/**
 * @param {SyncOptions} options
 * @param {SeriesContext} context
 * @param {import('./marketStore.mjs').SeriesKey} key
 */
async function syncFunding({ store, only = {}, now, stopped = () => false }, context, key) {
  const { exchange, retrying, symbol, listing } = context;
  const limit = pageLimits(key.exchange).funding;
  const intervalMs = statedIntervalMs(context.info);
  const at = now().getTime();
  const stored = await store.series(key);
  // Without a listing time the funding history starts with the first daily candle.
  const firstDay = listing ?? (await store.series({ ...key, series: '1d' }))?.firstT ?? null;
  let expectData = stored !== null || firstDay !== null;
  let from = only.since ?? (stored ? stored.lastT + 1 : firstDay ?? EARLIEST);
  let previous = await store.fundingBefore(key, from);
  // A window holds fewer records than a page: an exchange that answers with the newest records of a window
  // (Bybit) would otherwise drop the oldest, the one at `from`.
  let spanMs = (limit - 1) * intervalMs;
  const progress = { stored: 0, gaps: 0 };
  const pageKey = { exchange: key.exchange, market: key.market };
  while (from <= at && !stopped()) {
    const window = { from, to: Math.min(from + spanMs - 1, at) };
    // A window shorter than an interval (and a few minutes for the exchange to publish) need not hold a record yet.
    const live = window.to === at && window.to - window.from < intervalMs + FUNDING_PUBLISH_MS;
    let page;
    try {
      page = await retrying(async () => {
        const records = await exchange.fetchFundingRateHistory(symbol, window.from, limit, { until: window.to });
        const checked = checkFunding(/** @type {{ timestamp?: unknown, fundingRate?: unknown }[]} */ (records), window);
        if (checked.problems.length > 0) throw new UnsoundResponse(checked.problems.slice(0, 3).join('; '), checked);
        if (checked.records.length === 0 && expectData && !live) throw new UnsoundResponse(`no funding for ${iso(window.from)} → ${iso(window.to)}`, checked);
        return checked;
      });
    } catch (error) {
      if (!(error instanceof UnsoundResponse)) throw Object.assign(error instanceof Error ? error : new Error(String(error)), { progress });
      page = /** @type {{ records: import('./candleChecks.mjs').FundingRecord[] }} */ (error.sound);
    }
    if (page.records.length >= limit && spanMs > intervalMs) {
      // A full page may have been cut at either end: ask again for a shorter window.
      spanMs = Math.max(intervalMs, Math.floor(spanMs / 2));
      continue;
    }
    const records = page.records.map((record) => {
      const hours = previous === null ? intervalMs / HOUR_MS : Math.round((record.t - previous) / HOUR_MS);
      previous = record.t;
      // After a gap the distance to the record before is no interval: the stated one is.
      return { ...record, intervalHours: hours > 0 && hours <= 8 ? hours : intervalMs / HOUR_MS };
    });
    if (records.length > 0) {
      await store.saveFunding(pageKey, records, now());
      progress.stored += records.length;
      expectData = true;
    } else if (expectData && !live) {
      await store.replaceGaps(key, window, [window], now());
    }
    const last = records.at(-1)?.t;
    if (last === undefined && live) break;
    from = (last ?? window.to) + 1;
  }
  const after = await store.series(key);
  progress.gaps = after?.gaps.length ?? 0;
  return { ...progress, first: after?.firstT ?? null, last: after?.lastT ?? null };
}
