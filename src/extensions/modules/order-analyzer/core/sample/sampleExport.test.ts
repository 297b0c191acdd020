import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../../engine/localize';
import { ORDER_COLUMNS } from '../orderData';
import { parseOrderWorkbook } from '../parse/parseOrderWorkbook';
import { analyzeOrders } from '../report/analyzeOrders';
import { NO_FILTER, selectOrders } from '../report/selectOrders';
import { SAMPLE_FILE_NAMES, SAMPLE_ROUND_TRIPS, sampleOrders, sampleSheet } from './sampleExport';
import { sampleWorkbook } from './sampleWorkbook';

/**
 * The generated sample goes through the real reader (sniffing, SheetJS, header detection, conversion)
 * in both export formats. The expected figures are the generator's own ledger — summed here order by
 * order, independently of the report's code.
 */
describe('the generated sample export', () => {
  const ledger = sampleOrders();
  const fees = ledger.reduce((sum, order) => sum + Math.abs(order.fee), 0);
  const realized = ledger.reduce((sum, order) => sum + order.realizedPnl, 0);

  it('is the same on every call (seeded) and realistic: round trips on several pairs, market and limit orders', () => {
    expect(sampleOrders()).toEqual(ledger);
    expect(sampleSheet('de')).toEqual(sampleSheet('de'));
    expect(ledger).toHaveLength(2 * SAMPLE_ROUND_TRIPS);
    expect(new Set(ledger.map((order) => order.pair)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(ledger.map((order) => order.orderType))).toEqual(new Set(['Market', 'Limit']));
    expect(new Set(ledger.map((order) => order.orderNo)).size).toBe(ledger.length);
    for (let k = 1; k < ledger.length; k++) expect(ledger[k]!.time).toBeGreaterThan(ledger[k - 1]!.time);
    const wins = ledger.filter((order) => order.realizedPnl > 0).length;
    expect(wins).toBeGreaterThan(SAMPLE_ROUND_TRIPS * 0.3);
    expect(wins).toBeLessThan(SAMPLE_ROUND_TRIPS * 0.7);
  });

  it('is laid out like the real exports: English headers on row 1; German below two title rows with text numbers', () => {
    const en = sampleSheet('en');
    expect(en.rows[0]).toContain('Realized PNL');
    expect(typeof en.rows[1]![6]).toBe('number');
    const de = sampleSheet('de');
    expect(de.rows[0]).toEqual(['Auftragsverlauf Perpetual Futures']);
    expect(de.rows[2]).toContain('Realisierte PnL');
    expect(de.rows[3]![9]).toMatch(/^-\d+,\d+ USDT$/);
    expect(de.rows[3]![4]).toMatch(/^(Long|Short) (eröffnen|schließen)$/);
  });

  it.each(LANGUAGES)('%s: the reader finds every column and every order, and the report matches the ledger', (lang) => {
    const loaded = parseOrderWorkbook(sampleWorkbook(lang), SAMPLE_FILE_NAMES[lang]);
    if (!loaded.ok) throw new Error(`reader failed: ${loaded.error}`);
    expect(loaded.fileName).toBe(`bingx-sample-${lang}.xlsx`);
    expect(ORDER_COLUMNS.filter((key) => loaded.header.mapping[key] !== null)).toHaveLength(ORDER_COLUMNS.length);
    expect(loaded.header.headerRow).toBe(lang === 'de' ? 3 : 1);
    expect(loaded.rejectedCount).toBe(0);
    expect(loaded.duplicateCount).toBe(0);
    expect(loaded.orders.count).toBe(2 * SAMPLE_ROUND_TRIPS);
    const report = analyzeOrders(loaded.orders, selectOrders(loaded.orders, NO_FILTER), 1000);
    expect(report.kpis.trades).toBe(SAMPLE_ROUND_TRIPS);
    expect(report.kpis.fees).toBeCloseTo(fees, 6);
    expect(report.kpis.realizedPnl).toBeCloseTo(realized, 6);
    expect(report.kpis.netPnl).toBeCloseTo(realized - fees, 6);
  });
});
