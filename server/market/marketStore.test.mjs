// @ts-check
// The store on SQLite and on PostgreSQL: overlapping writes replace candles by open time and keep the series
// row (first, last, count) equal to the table, the columnar JSON equals the candles read as objects.
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres, testEngines } from '../testing/postgres.mjs';
import { openTestStore } from './marketTesting.mjs';

const engines = await testEngines();
afterAll(async () => {
  const postgres = await startPostgres();
  if (postgres.ok) await postgres.stop();
});

const HOUR = 3_600_000;
const START = Date.UTC(2024, 0, 1);
const NOW = new Date(Date.UTC(2024, 1, 1));
const key = { exchange: 'binanceusdm', market: 'BTC', series: '1h' };

/** @param {number} from first hour @param {number} count @param {number} price */
const candles = (from, count, price) =>
  Array.from({ length: count }, (_, i) => ({ t: START + (from + i) * HOUR, o: price, h: price + 0.5, l: price - 0.25, c: price + 0.1 * i, v: 1e-7 + i }));

describe.each(engines)('market store on $engine', (choice) => {
  it('keeps the series row equal to the table through overlapping writes and a prune', async () => {
    const { store, close } = await openTestStore(choice);
    try {
      await store.saveCandles(key, candles(10, 10, 100), NOW);
      await store.saveCandles(key, candles(15, 10, 200), NOW);
      await store.saveCandles(key, candles(0, 12, 300), NOW);
      await store.saveCandles(key, candles(40, 1, 400), NOW);
      const series = await store.series(key);
      expect(series).toMatchObject({ firstT: START, lastT: START + 40 * HOUR, rows: 26 });
      const columns = await store.candles(key, { from: 0, to: START + 100 * HOUR });
      expect(columns.t).toHaveLength(26);
      // A later write replaces a candle with the same open time.
      expect(columns.o.slice(0, 12)).toEqual(Array(12).fill(300));
      expect(columns.o.slice(12)).toEqual([100, 100, 100, ...Array(10).fill(200), 400]);

      await store.pruneCandles(key, START + 20 * HOUR, NOW);
      expect(await store.series(key)).toMatchObject({ firstT: START + 20 * HOUR, lastT: START + 40 * HOUR, rows: 6 });
      await store.saveFunding({ exchange: 'bybit', market: 'BTC' }, [0, 8, 16].map((h) => ({ t: START + h * HOUR, rate: 1e-4, intervalHours: 8 })), NOW);
      await store.saveFunding({ exchange: 'bybit', market: 'BTC' }, [16, 24].map((h) => ({ t: START + h * HOUR, rate: 2e-4, intervalHours: 8 })), NOW);
      expect(await store.series({ exchange: 'bybit', market: 'BTC', series: 'funding' })).toMatchObject({ firstT: START, lastT: START + 24 * HOUR, rows: 4 });
    } finally {
      await close();
    }
  });

  it('counts right when two writers save overlapping pages of one series at the same time', async () => {
    const { store, close } = await openTestStore(choice);
    try {
      await store.saveCandles(key, candles(0, 10, 100), NOW);
      await Promise.all([store.saveCandles(key, candles(5, 1_000, 200), NOW), store.saveCandles(key, candles(500, 1_000, 300), NOW), store.saveCandles(key, candles(900, 300, 400), NOW)]);
      const columns = await store.candles(key, { from: 0, to: START + 10_000 * HOUR });
      expect(columns.t).toHaveLength(1_500);
      expect(await store.series(key)).toMatchObject({ firstT: START, lastT: START + 1_499 * HOUR, rows: 1_500 });
    } finally {
      await close();
    }
  });

  it('writes the candles as columnar JSON that reads back as the same numbers, in time order', async () => {
    const { store, close } = await openTestStore(choice);
    try {
      const written = [...candles(0, 50, 0.1 + 0.2), ...candles(60, 5, 123456789.12345679)].reverse();
      await store.saveCandles(key, written, NOW);
      const range = { from: START + 2 * HOUR, to: START + 62 * HOUR };
      expect(JSON.parse(await store.candlesJson(key, range))).toEqual(await store.candles(key, range));
      expect(JSON.parse(await store.candlesJson(key, range)).t[0]).toBe(START + 2 * HOUR);
      expect(await store.candlesJson(key, { from: 0, to: START - 1 })).toBe('{"t":[],"o":[],"h":[],"l":[],"c":[],"v":[]}');
    } finally {
      await close();
    }
  });
});
