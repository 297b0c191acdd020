// @ts-check
import { sql } from 'kysely';
import { FUNDING_SERIES } from './timeframes.mjs';

/**
 * @typedef {import('./candleChecks.mjs').Candle} Candle
 * @typedef {import('./candleChecks.mjs').TimeRange} TimeRange
 * @typedef {{ exchange: string, market: string, series: string }} SeriesKey a candle timeframe or 'funding' of one market
 * @typedef {{ exchange: string, market: string, series: string, firstT: number, lastT: number, rows: number, updatedAt: string, gaps: TimeRange[] }} StoredSeries
 * @typedef {{ t: number[], o: number[], h: number[], l: number[], c: number[], v: number[] }} CandleColumns
 * @typedef {{ t: number[], rate: number[], intervalHours: number[] }} FundingColumns
 * @typedef {{ t: number, rate: number, intervalHours: number }} StoredFunding
 */

/** Rows per INSERT: well below both engines' limits on bound values (9 a candle). */
const CHUNK = 1_000;

/** @type {(keyof CandleColumns)[]} */
const CANDLE_COLUMNS = ['t', 'o', 'h', 'l', 'c', 'v'];

/** @param {string} list comma-separated whole numbers, or '' for none */
function isAscending(list) {
  if (list === '') return true;
  const values = list.split(',').map(Number);
  return values.every((value, i) => i === 0 || value > /** @type {number} */ (values[i - 1]));
}

/** PostgreSQL returns a bigint as a string. @param {number | string} value */
const int = (value) => Number(value);

/**
 * The exchange history in the service's database (SQLite or PostgreSQL, the same queries): candles,
 * funding, the gaps an exchange did not fill, and one row per series that the catalog reads and a
 * sync resumes from. Every write is an idempotent upsert in one transaction with its series row, so
 * a sync killed at any point leaves the store consistent.
 * @param {import('../db/openDatabase.mjs').Database} database
 */
export function createMarketStore({ db, engine }) {
  /**
   * Updates the series row from the table itself (first, last, count), in the transaction that wrote rows.
   * @param {import('../db/schema.mjs').Connection} trx
   * @param {SeriesKey} key
   * @param {string} now
   */
  async function refreshSeries(trx, key, now) {
    const summary =
      key.series === FUNDING_SERIES
        ? await trx.selectFrom('market_funding').where('exchange', '=', key.exchange).where('market', '=', key.market)
            .select((eb) => [eb.fn.min('t').as('first'), eb.fn.max('t').as('last'), eb.fn.countAll().as('rows')]).executeTakeFirstOrThrow()
        : await trx.selectFrom('market_candles').where('exchange', '=', key.exchange).where('market', '=', key.market).where('timeframe', '=', key.series)
            .select((eb) => [eb.fn.min('t').as('first'), eb.fn.max('t').as('last'), eb.fn.countAll().as('rows')]).executeTakeFirstOrThrow();
    if (summary.first === null || summary.last === null) {
      await trx.deleteFrom('market_datasets').where('exchange', '=', key.exchange).where('market', '=', key.market).where('series', '=', key.series).execute();
      return;
    }
    const row = { ...key, first_t: int(summary.first), last_t: int(summary.last), rows: Number(summary.rows), updated_at: now };
    await trx
      .insertInto('market_datasets')
      .values(row)
      .onConflict((oc) => oc.columns(['exchange', 'market', 'series']).doUpdateSet({ first_t: row.first_t, last_t: row.last_t, rows: row.rows, updated_at: now }))
      .execute();
  }

  /**
   * The rows of a series that opened in [from, to]: one short index range, whatever the series' length.
   * @param {import('../db/schema.mjs').Connection} trx
   * @param {SeriesKey} key
   * @param {TimeRange} span
   */
  async function rowsIn(trx, key, span) {
    const row =
      key.series === FUNDING_SERIES
        ? await trx.selectFrom('market_funding').where('exchange', '=', key.exchange).where('market', '=', key.market)
            .where('t', '>=', span.from).where('t', '<=', span.to).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
        : await trx.selectFrom('market_candles').where('exchange', '=', key.exchange).where('market', '=', key.market).where('timeframe', '=', key.series)
            .where('t', '>=', span.from).where('t', '<=', span.to).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Writes rows through `insert` and updates the series row by what changed inside their span (counted
   * before and after), so that a page costs the same at the start of a long history as at its end.
   * @param {SeriesKey} key
   * @param {number[]} times the rows' open times
   * @param {(trx: import('../db/schema.mjs').Connection) => Promise<void>} insert
   * @param {Date} now
   */
  async function upsertRows(key, times, insert, now) {
    const span = times.reduce((range, t) => ({ from: Math.min(range.from, t), to: Math.max(range.to, t) }), { from: Infinity, to: -Infinity });
    await db.transaction().execute(async (trx) => {
      // Writers of one series take turns (a sync from the command line while the server's schedule runs): the
      // series row is locked first, so the count before the write already holds every earlier writer's rows.
      // SQLite's write transactions take turns anyway (BEGIN IMMEDIATE).
      const seriesRow = trx.selectFrom('market_datasets').select(['first_t', 'last_t', 'rows']).where('exchange', '=', key.exchange).where('market', '=', key.market).where('series', '=', key.series);
      const current = await (engine === 'postgres' ? seriesRow.forUpdate() : seriesRow).executeTakeFirst();
      const before = await rowsIn(trx, key, span);
      await insert(trx);
      const added = (await rowsIn(trx, key, span)) - before;
      if (!current) return refreshSeries(trx, key, now.toISOString());
      await trx
        .updateTable('market_datasets')
        .set({ first_t: Math.min(int(current.first_t), span.from), last_t: Math.max(int(current.last_t), span.to), rows: current.rows + added, updated_at: now.toISOString() })
        .where('exchange', '=', key.exchange).where('market', '=', key.market).where('series', '=', key.series)
        .execute();
    });
  }

  return {
    /**
     * Stores checked candles (new ones added, stored ones replaced by the same open time).
     * @param {SeriesKey} key
     * @param {Candle[]} candles
     * @param {Date} now
     */
    async saveCandles(key, candles, now) {
      if (candles.length === 0) return;
      await upsertRows(key, candles.map((candle) => candle.t), async (trx) => {
        for (let start = 0; start < candles.length; start += CHUNK) {
          const chunk = candles.slice(start, start + CHUNK);
          if (engine === 'postgres') {
            // One array per column instead of nine bound values per candle: PostgreSQL parses and plans a
            // thousand-row page about twice as fast.
            /** @param {keyof Candle} column */
            const values = (column) => chunk.map((candle) => candle[column]);
            await sql`insert into market_candles (exchange, market, timeframe, t, o, h, l, c, v)
              select ${key.exchange}, ${key.market}, ${key.series}, * from unnest(${values('t')}::bigint[], ${values('o')}::float8[], ${values('h')}::float8[], ${values('l')}::float8[], ${values('c')}::float8[], ${values('v')}::float8[])
              on conflict (exchange, market, timeframe, t) do update set o = excluded.o, h = excluded.h, l = excluded.l, c = excluded.c, v = excluded.v`.execute(trx);
            continue;
          }
          await trx
            .insertInto('market_candles')
            .values(chunk.map((candle) => ({ exchange: key.exchange, market: key.market, timeframe: key.series, ...candle })))
            .onConflict((oc) =>
              oc.columns(['exchange', 'market', 'timeframe', 't']).doUpdateSet((eb) => ({
                o: eb.ref('excluded.o'), h: eb.ref('excluded.h'), l: eb.ref('excluded.l'), c: eb.ref('excluded.c'), v: eb.ref('excluded.v'),
              })),
            )
            .execute();
        }
      }, now);
    },

    /**
     * @param {{ exchange: string, market: string }} key
     * @param {StoredFunding[]} records
     * @param {Date} now
     */
    async saveFunding(key, records, now) {
      if (records.length === 0) return;
      await upsertRows({ ...key, series: FUNDING_SERIES }, records.map((record) => record.t), async (trx) => {
        for (let start = 0; start < records.length; start += CHUNK) {
          const rows = records.slice(start, start + CHUNK).map(({ t, rate, intervalHours }) => ({ exchange: key.exchange, market: key.market, t, rate, interval_hours: intervalHours }));
          await trx
            .insertInto('market_funding')
            .values(rows)
            .onConflict((oc) => oc.columns(['exchange', 'market', 't']).doUpdateSet((eb) => ({ rate: eb.ref('excluded.rate'), interval_hours: eb.ref('excluded.interval_hours') })))
            .execute();
        }
      }, now);
    },

    /**
     * Removes the candles that opened before `before` (a timeframe kept for its last days only).
     * @param {SeriesKey} key
     * @param {number} before
     * @param {Date} now
     * @returns {Promise<number>} how many were removed
     */
    async pruneCandles(key, before, now) {
      return db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('market_candles').where('exchange', '=', key.exchange).where('market', '=', key.market).where('timeframe', '=', key.series).where('t', '<', before).executeTakeFirst();
        await trx.deleteFrom('market_gaps').where('exchange', '=', key.exchange).where('market', '=', key.market).where('series', '=', key.series).where('to_t', '<', before).execute();
        const removed = Number(result.numDeletedRows);
        if (removed > 0) await refreshSeries(trx, key, now.toISOString());
        return removed;
      });
    },

    /**
     * Replaces the recorded gaps of a series inside `within` by `gaps` (what is still missing there).
     * @param {SeriesKey} key
     * @param {TimeRange} within
     * @param {TimeRange[]} gaps
     * @param {Date} now
     */
    async replaceGaps(key, within, gaps, now) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('market_gaps').where('exchange', '=', key.exchange).where('market', '=', key.market).where('series', '=', key.series)
          .where('from_t', '>=', within.from).where('to_t', '<=', within.to).execute();
        if (gaps.length === 0) return;
        await trx
          .insertInto('market_gaps')
          .values(gaps.map((gap) => ({ ...key, from_t: gap.from, to_t: gap.to, recorded_at: now.toISOString() })))
          .onConflict((oc) => oc.columns(['exchange', 'market', 'series', 'from_t']).doUpdateSet((eb) => ({ to_t: eb.ref('excluded.to_t'), recorded_at: eb.ref('excluded.recorded_at') })))
          .execute();
      });
    },

    /**
     * @param {SeriesKey} key
     * @returns {Promise<TimeRange[]>}
     */
    async gaps(key) {
      const rows = await db.selectFrom('market_gaps').select(['from_t', 'to_t']).where('exchange', '=', key.exchange).where('market', '=', key.market).where('series', '=', key.series).orderBy('from_t').execute();
      return rows.map((row) => ({ from: int(row.from_t), to: int(row.to_t) }));
    },

    /**
     * What is stored of one series, or null.
     * @param {SeriesKey} key
     * @returns {Promise<StoredSeries | null>}
     */
    async series(key) {
      const row = await db.selectFrom('market_datasets').selectAll().where('exchange', '=', key.exchange).where('market', '=', key.market).where('series', '=', key.series).executeTakeFirst();
      if (!row) return null;
      return { exchange: row.exchange, market: row.market, series: row.series, firstT: int(row.first_t), lastT: int(row.last_t), rows: row.rows, updatedAt: row.updated_at, gaps: await this.gaps(key) };
    },

    /**
     * Every stored series with its gaps, by exchange, market and series (two queries).
     * @returns {Promise<StoredSeries[]>}
     */
    async allSeries() {
      const [rows, gaps] = await Promise.all([
        db.selectFrom('market_datasets').selectAll().orderBy('exchange').orderBy('market').orderBy('series').execute(),
        db.selectFrom('market_gaps').selectAll().orderBy('from_t').execute(),
      ]);
      /** @type {Map<string, TimeRange[]>} */
      const gapsOf = new Map();
      for (const gap of gaps) {
        const id = `${gap.exchange}:${gap.market}:${gap.series}`;
        gapsOf.set(id, [...(gapsOf.get(id) ?? []), { from: int(gap.from_t), to: int(gap.to_t) }]);
      }
      return rows.map((row) => ({
        exchange: row.exchange, market: row.market, series: row.series, firstT: int(row.first_t), lastT: int(row.last_t), rows: row.rows, updatedAt: row.updated_at,
        gaps: gapsOf.get(`${row.exchange}:${row.market}:${row.series}`) ?? [],
      }));
    },

    /**
     * The candles that opened in [from, to], as columns.
     * @param {SeriesKey} key
     * @param {TimeRange} range
     * @returns {Promise<CandleColumns>}
     */
    async candles(key, range) {
      const rows = await db
        .selectFrom('market_candles')
        .select(['t', 'o', 'h', 'l', 'c', 'v'])
        .where('exchange', '=', key.exchange).where('market', '=', key.market).where('timeframe', '=', key.series)
        .where('t', '>=', range.from).where('t', '<=', range.to)
        .orderBy('t')
        .execute();
      const n = rows.length;
      /** @type {CandleColumns} */
      const columns = { t: new Array(n), o: new Array(n), h: new Array(n), l: new Array(n), c: new Array(n), v: new Array(n) };
      for (let i = 0; i < n; i += 1) {
        const row = /** @type {(typeof rows)[number]} */ (rows[i]);
        columns.t[i] = int(row.t);
        columns.o[i] = row.o;
        columns.h[i] = row.h;
        columns.l[i] = row.l;
        columns.c[i] = row.c;
        columns.v[i] = row.v;
      }
      return columns;
    },

    /**
     * The candles that opened in [from, to] as the API's columnar JSON (`{"t":[…],"o":[…],…}`). The database
     * writes each column as one comma-separated list: 100,000 row objects built and serialised in JavaScript
     * took about twice as long. Both engines print a double so that it reads back as the same double (SQLite
     * writes 30000 as 30000.0, the same number in JSON).
     *
     * The lists follow the order of an ordered subquery, which both engines keep for a plain aggregate over it
     * (PostgreSQL documents this as working unless the outer query joins) and which costs one ordered index
     * read; an ORDER BY inside each of the six aggregates is guaranteed but sorts six times. The times are
     * checked, and if they ever come back out of order the guaranteed form is used.
     * @param {SeriesKey} key
     * @param {TimeRange} range
     * @returns {Promise<string>}
     */
    async candlesJson(key, range) {
      /** @param {boolean} sortEach @param {keyof CandleColumns} column */
      const list = (sortEach, column) => {
        const order = sortEach ? sql` order by t` : sql``;
        return engine === 'postgres' ? sql`string_agg(${sql.ref(column)}::text, ','${order})` : sql`group_concat(${sql.ref(column)}, ','${order})`;
      };
      /** @param {boolean} sortEach */
      const read = async (sortEach) => {
        const columns = sql.join(CANDLE_COLUMNS.map((column) => sql`${list(sortEach, column)} as ${sql.ref(column)}`));
        const { rows } = await sql`select ${columns} from (
            select t, o, h, l, c, v from market_candles
            where exchange = ${key.exchange} and market = ${key.market} and timeframe = ${key.series} and t >= ${range.from} and t <= ${range.to}
            order by t
          ) as candles`.execute(db);
        return /** @type {Record<keyof CandleColumns, string | null>} */ (rows[0]);
      };
      let row = await read(false);
      if (!isAscending(row.t ?? '')) row = await read(true);
      return `{${CANDLE_COLUMNS.map((column) => `"${column}":[${row[column] ?? ''}]`).join(',')}}`;
    },

    /**
     * How many candles opened in [from, to] (the API refuses too large a range before reading it).
     * @param {SeriesKey} key
     * @param {TimeRange} range
     */
    async countCandles(key, range) {
      const row = await db
        .selectFrom('market_candles')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('exchange', '=', key.exchange).where('market', '=', key.market).where('timeframe', '=', key.series)
        .where('t', '>=', range.from).where('t', '<=', range.to)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The funding records in [from, to], as columns.
     * @param {{ exchange: string, market: string }} key
     * @param {TimeRange} range
     * @returns {Promise<FundingColumns>}
     */
    async funding(key, range) {
      const rows = await db
        .selectFrom('market_funding')
        .select(['t', 'rate', 'interval_hours'])
        .where('exchange', '=', key.exchange).where('market', '=', key.market)
        .where('t', '>=', range.from).where('t', '<=', range.to)
        .orderBy('t')
        .execute();
      return { t: rows.map((row) => int(row.t)), rate: rows.map((row) => row.rate), intervalHours: rows.map((row) => row.interval_hours) };
    },

    /**
     * The last stored funding record before `t`, or null (the interval of the next one is measured from it).
     * @param {{ exchange: string, market: string }} key
     * @param {number} t
     */
    async fundingBefore(key, t) {
      const row = await db.selectFrom('market_funding').select(['t']).where('exchange', '=', key.exchange).where('market', '=', key.market).where('t', '<', t).orderBy('t', 'desc').limit(1).executeTakeFirst();
      return row ? int(row.t) : null;
    },
  };
}

/** @typedef {ReturnType<typeof createMarketStore>} MarketStore */
