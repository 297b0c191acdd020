import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOrderWorkbook } from '../parse/parseOrderWorkbook';
import { analyzeOrders, KPI_KEYS } from './analyzeOrders';
import { NO_FILTER, selectOrders } from './selectOrders';
import { SESSION_KEYS } from './sessions';

/**
 * The key acceptance check of the analyzer: the reader + the report on the three sample exports give the
 * KPIs and sessions of their *.expected.json (computed independently of the product), with initial
 * capital 1,000, to 1e-9 relative.
 */
const SAMPLES = resolve(__dirname, '../../../../tests/fixtures/samples');

interface Expected {
  days: number;
  sessions: Record<string, [number, number, number]>;
  [key: string]: unknown;
}

function expectClose(actual: number, expected: number, label: string): void {
  if (expected === Infinity || Number.isNaN(expected)) {
    expect(actual, label).toBe(expected);
    return;
  }
  expect(Math.abs(actual - expected), `${label}: ${actual} vs ${expected}`).toBeLessThanOrEqual(1e-9 * Math.max(1e-12, Math.abs(expected)));
}

describe.each([
  ['bingx-orders-sample.xlsx', 'bingx-orders-sample.expected.json'],
  ['bingx-orders-sample.xls', 'bingx-orders-sample.expected.json'],
  ['bingx-orders-de.xlsx', 'bingx-orders-de.expected.json'],
])('%s', (file, expectedFile) => {
  it('KPIs, days and sessions equal the expected values', () => {
    const bytes = new Uint8Array(readFileSync(resolve(SAMPLES, file)));
    const expected = JSON.parse(readFileSync(resolve(SAMPLES, expectedFile), 'utf8')) as Expected;
    const loaded = parseOrderWorkbook(bytes, file);
    if (!loaded.ok) throw new Error(`reader failed: ${loaded.error}`);
    const report = analyzeOrders(loaded.orders, selectOrders(loaded.orders, NO_FILTER), 1000);
    for (const key of KPI_KEYS) expectClose(report.kpis[key], expected[key] as number, key);
    expect(report.days).toBe(expected.days);
    for (const key of SESSION_KEYS) {
      const [trades, net, wins] = expected.sessions[key] ?? [NaN, NaN, NaN];
      expect(report.sessions[key].trades, `${key} trades`).toBe(trades);
      expectClose(report.sessions[key].net, net, `${key} net`);
      expect(report.sessions[key].wins, `${key} wins`).toBe(wins);
    }
  });
});
